// Registry chain.json objects (initia-registry format) → the chain facts the site uses.
// Only the fields listed in the interfaces spec are read; everything else is ignored, so the
// same objects that registry.initia.xyz/chains.json lists can be pasted into networks.json.
import * as v from 'valibot';

export type Vm = 'move' | 'evm' | 'wasm' | 'custom';

const endpoint = v.object({
	address: v.string(),
	authorizedUser: v.optional(v.string())
});
const endpoints = v.optional(v.array(endpoint));

const explorer = v.object({
	kind: v.optional(v.string()),
	url: v.optional(v.string()),
	tx_page: v.optional(v.string()),
	account_page: v.optional(v.string())
});

const feeToken = v.object({
	denom: v.string(),
	fixed_min_gas_price: v.optional(v.number()),
	low_gas_price: v.optional(v.number()),
	average_gas_price: v.optional(v.number()),
	high_gas_price: v.optional(v.number())
});

export const chainJsonSchema = v.object({
	chain_id: v.pipe(v.string(), v.minLength(1, 'chain_id must not be empty')),
	chain_name: v.string(),
	pretty_name: v.optional(v.string()),
	network_type: v.optional(v.string()),
	bech32_prefix: v.string(),
	evm_chain_id: v.optional(v.union([v.number(), v.string()])),
	logo_URIs: v.optional(v.object({ png: v.optional(v.string()), svg: v.optional(v.string()) })),
	metadata: v.optional(
		v.object({
			is_l1: v.optional(v.boolean()),
			op_bridge_id: v.optional(v.string()),
			op_denoms: v.optional(v.array(v.string())),
			executor_uri: v.optional(v.string()),
			minitia: v.optional(v.object({ type: v.optional(v.string()), version: v.optional(v.string()) }))
		})
	),
	apis: v.optional(
		v.object({
			rest: endpoints,
			rpc: endpoints,
			indexer: endpoints,
			'json-rpc': endpoints
		})
	),
	explorers: v.optional(v.array(explorer)),
	fees: v.optional(v.object({ fee_tokens: v.optional(v.array(feeToken)) }))
});

export type ChainJson = v.InferOutput<typeof chainJsonSchema>;

export interface ExplorerLink {
	kind: string;
	url: string;
	txPage?: string;
	accountPage?: string;
}

export interface ChainInfo {
	id: string;
	/** Display name (pretty_name, falling back to chain_name). */
	name: string;
	chainName: string;
	networkType: string;
	bech32Prefix: string;
	evmChainId?: number;
	logo?: string;
	isL1: boolean;
	vm: Vm;
	/** Indexer base URL; absent → the chain is shown for bridging only. */
	indexer?: string;
	rest?: string;
	jsonRpc?: string;
	explorers: ExplorerLink[];
	feeTokens: { denom: string; averageGasPrice?: number; minGasPrice?: number }[];
	opBridgeId?: string;
	opDenoms: string[];
	/** The rollup's OPinit executor API (withdrawals and their proofs); http(s) only. */
	executorUri?: string;
}

/** First endpoint not reserved for a particular user (registry `authorizedUser`), trailing slash dropped. */
function primary(list: { address: string; authorizedUser?: string }[] | undefined): string | undefined {
	const hit = list?.find((e) => !e.authorizedUser && e.address.trim() !== '');
	return hit ? hit.address.trim().replace(/\/+$/, '') : undefined;
}

function httpUrlOrUndefined(s: string | undefined): string | undefined {
	if (!s) return undefined;
	try {
		const u = new URL(s.trim());
		return u.protocol === 'https:' || u.protocol === 'http:' ? u.href.replace(/\/+$/, '') : undefined;
	} catch {
		return undefined;
	}
}

function vmOf(c: ChainJson): Vm {
	if (c.metadata?.is_l1) return 'move'; // the L1 has no minitia block and runs Move
	switch (c.metadata?.minitia?.type) {
		case 'minievm':
			return 'evm';
		case 'minimove':
			return 'move';
		case 'miniwasm':
			return 'wasm';
		default:
			return 'custom';
	}
}

export function toChainInfo(c: ChainJson): ChainInfo {
	const evm = c.evm_chain_id === undefined ? undefined : Number(c.evm_chain_id);
	return {
		id: c.chain_id,
		name: c.pretty_name?.trim() || c.chain_name,
		chainName: c.chain_name,
		networkType: c.network_type ?? 'mainnet',
		bech32Prefix: c.bech32_prefix,
		evmChainId: evm !== undefined && Number.isSafeInteger(evm) && evm > 0 ? evm : undefined,
		logo: c.logo_URIs?.png ?? c.logo_URIs?.svg,
		isL1: c.metadata?.is_l1 === true,
		vm: vmOf(c),
		indexer: primary(c.apis?.indexer),
		rest: primary(c.apis?.rest),
		jsonRpc: primary(c.apis?.['json-rpc']),
		explorers: (c.explorers ?? [])
			.filter((e) => e.url || e.tx_page || e.account_page)
			.map((e) => ({ kind: e.kind ?? 'explorer', url: e.url ?? '', txPage: e.tx_page, accountPage: e.account_page })),
		feeTokens: (c.fees?.fee_tokens ?? []).map((f) => ({
			denom: f.denom,
			averageGasPrice: f.average_gas_price,
			minGasPrice: f.fixed_min_gas_price
		})),
		opBridgeId: c.metadata?.op_bridge_id,
		opDenoms: c.metadata?.op_denoms ?? [],
		executorUri: httpUrlOrUndefined(c.metadata?.executor_uri)
	};
}

/** Fills a registry explorer template (`${txHash}` / `${accountAddress}`). Only http(s) results are returned. */
export function explorerUrl(template: string | undefined, values: { txHash?: string; accountAddress?: string }): string | undefined {
	if (!template) return undefined;
	const filled = template
		.replaceAll('${txHash}', encodeURIComponent(values.txHash ?? ''))
		.replaceAll('${accountAddress}', encodeURIComponent(values.accountAddress ?? ''));
	try {
		const u = new URL(filled);
		return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
	} catch {
		return undefined;
	}
}

export const vmLabel: Record<Vm, string> = { move: 'Move', evm: 'EVM', wasm: 'Wasm', custom: 'Custom' };
