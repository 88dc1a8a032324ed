// Runtime configuration: {base}/networks.json, fetched at start-up so a deployer can point the
// built site at other indexers and routers without a rebuild (interfaces spec §2).
// Chain lists are inline registry objects or the URL of a registry chains.json, fetched lazily.
import * as v from 'valibot';
import { ApiError, decodeJson, issueText, request, type Fetch } from '../api/http';
import { chainJsonSchema, toChainInfo, type ChainInfo } from './chain';

const httpUrl = v.pipe(
	v.string(),
	v.check((s) => {
		try {
			const u = new URL(s);
			return u.protocol === 'https:' || u.protocol === 'http:';
		} catch {
			return false;
		}
	}, 'must be an http(s) URL')
);

const networkSchema = v.object({
	id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, 'id must be letters, digits, ".", "_" or "-"')),
	name: v.pipe(v.string(), v.minLength(1)),
	router: httpUrl,
	chains: v.union([httpUrl, v.array(v.unknown())], 'chains must be a registry URL or an array of chain objects'),
	ipfs_gateways: v.optional(v.array(httpUrl)),
	devnet: v.optional(v.object({ control: httpUrl }))
});

const fileSchema = v.pipe(
	v.object({
		default: v.optional(v.string()),
		networks: v.pipe(v.array(networkSchema), v.minLength(1, 'networks must list at least one network')),
		request_timeout_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000, 'request_timeout_ms must be at least 1000'), v.maxValue(120_000, 'request_timeout_ms must be at most 120000')))
	}),
	v.check((f) => new Set(f.networks.map((n) => n.id)).size === f.networks.length, 'network ids must be unique'),
	v.check((f) => !f.default || f.networks.some((n) => n.id === f.default), '"default" must name one of the networks')
);

export interface NetworkInfo {
	id: string;
	name: string;
	router: string;
	/** Inline chain objects (validated) or a registry URL to fetch. */
	chainsSource: { url: string } | { inline: ChainInfo[] };
	ipfsGateways: string[];
	/** Present only on a local devnet: its control API (burner wallet, knobs). */
	devnetControl?: string;
}

export interface NetworksConfig {
	defaultId: string;
	networks: NetworkInfo[];
	/** Where the file was read from (shown in error messages). */
	source: string;
	/** Deadline of each service request (default 15 s): slow self-hosted services get more, tests less. */
	requestTimeoutMs?: number;
}

export class ConfigError extends Error {
	constructor(
		message: string,
		readonly source: string,
		readonly detail?: string
	) {
		super(message);
		this.name = 'ConfigError';
	}
}

/** Public gateways tried in order when the network names none (ipfs:// URIs). */
export const DEFAULT_IPFS_GATEWAYS = ['https://ipfs.io/ipfs/', 'https://dweb.link/ipfs/', 'https://gateway.pinata.cloud/ipfs/'];

const issuesText = (issues: v.BaseIssue<unknown>[]): string => issues.slice(0, 5).map(issueText).join('; ');

/** Validates chain objects one by one; a bad object is reported by its chain id or index. */
export function parseChainList(list: unknown[], source: string): ChainInfo[] {
	const out: ChainInfo[] = [];
	list.forEach((raw, i) => {
		const r = v.safeParse(chainJsonSchema, raw);
		if (!r.success) {
			const id = raw && typeof raw === 'object' && 'chain_id' in raw ? String((raw as { chain_id: unknown }).chain_id) : `#${i}`;
			throw new ConfigError(`Chain ${id} in ${source} is not a valid registry chain object`, source, issuesText(r.issues));
		}
		out.push(toChainInfo(r.output));
	});
	const ids = new Set<string>();
	for (const c of out) {
		if (ids.has(c.id)) throw new ConfigError(`Chain ${c.id} appears twice in ${source}`, source);
		ids.add(c.id);
	}
	return out;
}

export function parseNetworks(json: unknown, source: string): NetworksConfig {
	const r = v.safeParse(fileSchema, json);
	if (!r.success) throw new ConfigError(`${source} is not a valid networks file`, source, issuesText(r.issues));
	const file = r.output;
	return {
		source,
		...(file.request_timeout_ms ? { requestTimeoutMs: file.request_timeout_ms } : {}),
		defaultId: file.default ?? file.networks[0]!.id,
		networks: file.networks.map((n) => ({
			id: n.id,
			name: n.name,
			router: n.router.replace(/\/+$/, ''),
			chainsSource: typeof n.chains === 'string' ? { url: n.chains } : { inline: parseChainList(n.chains, `network "${n.id}"`) },
			ipfsGateways: n.ipfs_gateways?.length ? n.ipfs_gateways : DEFAULT_IPFS_GATEWAYS,
			devnetControl: n.devnet?.control.replace(/\/+$/, '')
		}))
	};
}

/** GET through the HTTP boundary (deadline, retries of 5xx, the browser-blocked diagnosis); failures become ConfigErrors. */
async function fetchJson(fetchFn: Fetch | undefined, url: string, what: string, service: 'config' | 'registry'): Promise<unknown> {
	try {
		return decodeJson(await request({ service, url, fetch: fetchFn, cacheTtlMs: 0 }), service);
	} catch (e) {
		if (!(e instanceof ApiError)) throw e;
		if (e.kind === 'schema') throw new ConfigError(`${what[0]!.toUpperCase()}${what.slice(1)} is not valid JSON`, url, e.bodyText.slice(0, 120));
		if (e.kind === 'http') throw new ConfigError(`Could not load ${what}: HTTP ${e.status}`, url, e.bodyText.slice(0, 300));
		throw new ConfigError(`Could not load ${what}`, url, e.message);
	}
}

export async function loadNetworks(fetchFn: Fetch | undefined, url: string): Promise<NetworksConfig> {
	return parseNetworks(await fetchJson(fetchFn, url, 'the network configuration (networks.json)', 'config'), url);
}

const registryCache = new Map<string, Promise<ChainInfo[]>>();

/** The chains of a network: inline, or fetched once from its registry URL (a bare array or {chains: [...]}) */
export function chainsOf(fetchFn: Fetch | undefined, network: NetworkInfo): Promise<ChainInfo[]> {
	const src = network.chainsSource;
	if ('inline' in src) return Promise.resolve(src.inline);
	let p = registryCache.get(src.url);
	if (!p) {
		p = fetchJson(fetchFn, src.url, `the chain registry of ${network.name}`, 'registry').then((json) => {
			const list = Array.isArray(json) ? json : (json as { chains?: unknown })?.chains;
			if (!Array.isArray(list)) throw new ConfigError(`The chain registry of ${network.name} is not a list of chains`, src.url);
			return parseChainList(list, src.url);
		});
		// A failed registry load is retried on the next call instead of being remembered.
		p.catch(() => registryCache.delete(src.url));
		registryCache.set(src.url, p);
	}
	return p;
}

/** Sort for display: the L1 first, then chains with an indexer, then by name (case-insensitive). */
export function sortChains(chains: ChainInfo[]): ChainInfo[] {
	return [...chains].sort((a, b) => Number(b.isL1) - Number(a.isL1) || Number(!!b.indexer) - Number(!!a.indexer) || byName(a.name, b.name));
}

// Not localeCompare: the first Intl use on a page starts ICU (30–90 ms on a slow phone), and the home
// page sorts its chain cards before they render. Chain names are plain ASCII words.
function byName(a: string, b: string): number {
	const x = a.toLowerCase();
	const y = b.toLowerCase();
	return x < y ? -1 : x > y ? 1 : 0;
}

/** The chain chain-less links land on: the L1, else the first chain with an indexer. */
export function defaultChain(chains: ChainInfo[], vm?: ChainInfo['vm']): ChainInfo | undefined {
	const withIndexer = sortChains(chains).filter((c) => c.indexer);
	if (vm) return withIndexer.find((c) => c.vm === vm);
	return withIndexer.find((c) => c.isL1) ?? withIndexer[0];
}
