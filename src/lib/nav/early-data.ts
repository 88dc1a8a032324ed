// A deep link's data starts while the app's code downloads. The boot script
// (src/boot/early-data.js) imports this module at once, in a chunk of its own whose imports are
// framework-free (scripts/build/chunks.ts earlyChunkName): it reads the runtime configuration
// through the normal loader, finds the chain, and starts the route's first requests with the
// loads' own request builders (./early-requests.ts), through http.ts, whose sharing cache then
// gives each load the answer of the same request. On NFT pages the first screen's metadata
// follows the rows, and the first images are hinted, so they are in before the app renders.
// Failures stay invisible: nothing here shows anything, and the loads ask again and describe them.
import { createIndexerClient, tokenIdNeedsEscaping, type Page, type Token } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { chainsOf, sortChains, type NetworkInfo, type NetworksConfig } from '$lib/config/networks';
import { networksConfig } from '$lib/config/startup';
import { accountCollections, accountTokens, collectionTokens, tokenHistory } from '$lib/explorer/lists';
import { addressBytes, addressForms } from '$lib/format/address';
import { cachedMetadata, FIRST_SCREENS, metadataOnArrival } from '$lib/nft/metadata';
import { imageCandidates } from '$lib/nft/uri';
import { safeImageSrc } from '$lib/safe';
import { currentNetwork } from '$lib/state/current-network';
import { accountRequests, collectionRequests, firstPage, holdingsRequests, tokenRequests } from './early-requests';
import type { EarlyRoute } from './early-routes';
import { findChain } from './find-chain';
import { holdFirstRender } from './first-render';
import { pageSignal } from './page-signal';

/** Cards a token grid fetches first (TokenList's and ChainHoldings' first screen, `priority`). */
const PRIORITY_CARDS = 4;

/** An answer that fails validation stays shared: the page's load then describes it, as without this module. */
const AHEAD = { ahead: true };

const quiet = (p: Promise<unknown> | null | undefined) => void p?.catch(() => {});

/**
 * Starts the first requests of `route` for the page at `href` (`base`: the site's sub-path). Never
 * throws and never rejects: on any failure the page's load asks on its own, as without this module.
 */
export function start(route: EarlyRoute, href: string, base: string): void {
	run(route, new URL(href), base).catch(() => {});
}

async function run(route: EarlyRoute, url: URL, base: string): Promise<void> {
	const params = paramsOf(route, url.pathname.slice(base.length));
	if (!params) return;
	const config = await networksConfig(undefined, `${base}/networks.json`);
	// The requests belong to this URL: leaving it aborts them (as it aborts the load's).
	const signal = pageSignal(url);
	if (route === '/accounts/[address]') return allChains(config, params.address!, url, signal);
	const hit = await findChain(undefined, config, params.chain!, storedNetwork());
	if (!hit.found || !hit.chain.indexer) return;
	const { chain, network } = hit;
	const indexer = createIndexerClient(hit.chain.indexer);
	const gateways = network.ipfsGateways;
	if (route === '/[chain=chain]/nft-collections/[collection]') {
		if (!addressBytes(params.collection!)) return;
		const ask = collectionRequests(indexer, params.collection!, url, AHEAD);
		quiet(ask.collection(signal));
		const rows = firstPage(collectionTokens, url, ask.tokens, signal);
		firstScreen(rows, gateways, collectionTokens.read(url.searchParams).filters.view === 'grid');
	} else if (route === '/[chain=chain]/nft-collections/[collection]/nft/[token_id]') {
		if (!addressBytes(params.collection!)) return;
		const tokenId = params.token_id!;
		const ask = tokenRequests(indexer, params.collection!, tokenId, AHEAD);
		quiet(ask.collection(signal));
		// The page's largest paint is the token's image (token → metadata → image); the history (~35 KB,
		// below a phone's first screen) waits until the image is in (or there is none), so it does not
		// share the slow link with that chain. If the app runs first, its load asks the history itself.
		const image = () => tokenImage(ask.token(signal), gateways);
		const history = () => firstPage(tokenHistory, url, ask.history, signal);
		firstThenRest(tokenIdNeedsEscaping(tokenId) ? [image] : [image, history], (start) => start());
	} else {
		if (!addressForms(params.address!, chain.bech32Prefix || 'init')) return;
		const get = accountRequests(indexer, params.address!, AHEAD);
		const { collection, view } = accountTokens.read(url.searchParams).filters;
		quiet(firstPage(accountCollections, url, get.collections, signal));
		firstScreen(firstPage(accountTokens, url, get.tokens(collection), signal), gateways, view === 'grid');
	}
}

/**
 * The all-chains account page: the first chain's first pages and cards, then the other chains'. The
 * first chain fills a phone's first screen; asked all at once, its answers shared the slow link with
 * the others' (five times their bytes) and landed after the app's code, so its cards' metadata waited
 * for the app's first render, and their images (the largest paint) after it. Its first pages (~5 KB)
 * still land about when the app starts, so the app's first render waits briefly for them
 * (./first-render.ts). If the app runs first, its load asks the other chains itself.
 */
async function allChains(config: NetworksConfig, address: string, url: URL, signal: AbortSignal): Promise<void> {
	const bytes = addressBytes(address);
	if (!bytes || url.searchParams.has('chain')) return; // ?chain= redirects to that chain's page
	const network: NetworkInfo = currentNetwork(config, { fromQuery: url.searchParams.get('network'), preferred: storedNetwork() });
	const chains = sortChains(await chainsOf(undefined, network)).filter((c): c is ChainInfo & { indexer: string } => !!c.indexer);
	firstThenRest(chains, (chain, i) => {
		const ask = holdingsRequests(createIndexerClient(chain.indexer), chain, bytes, signal, AHEAD);
		quiet(ask.internal);
		// As ChainHoldings: each chain's first cards' metadata (a phone's preview), the first chain's images.
		if (i === 0) {
			firstScreen(ask.tokens, network.ipfsGateways, true, PRIORITY_CARDS);
			// After firstScreen: its metadata requests go out before the held render resumes (./first-render.ts).
			holdFirstRender(ask.tokens);
		} else metadataOnArrival(ask.tokens, network.ipfsGateways, PRIORITY_CARDS);
		return Promise.allSettled([ask.collections, ask.tokens]);
	});
}

/** Starts the first item, and the others once the first one's start has settled (either way). */
export function firstThenRest<T>(items: T[], start: (item: T, index: number) => Promise<unknown>): void {
	const [first, ...rest] = items;
	if (first === undefined) return;
	const next = () => rest.forEach((item, i) => void start(item, i + 1).catch(() => {}));
	start(first, 0).then(next, next);
}

/** The token's image hinted, settling once it is in (or failed): unless it has a video (then the image is a poster). */
async function tokenImage(token: Promise<Token | null>, gateways: string[]): Promise<void> {
	const t = await token;
	if (!t?.uri) return;
	const m = await cachedMetadata(t.uri, { gateways });
	if (m.ok && !m.metadata.animationUrl) await hintImage(m.metadata.image, gateways);
}

/** As a token grid's first rows arrive: their metadata (as the page does), then the first cards' images hinted. */
function firstScreen(rows: Promise<Page<Token>>, gateways: string[], grid: boolean, count = FIRST_SCREENS): void {
	metadataOnArrival(rows, gateways, count);
	if (!grid) return;
	rows.then(
		(p) => {
			for (const t of p.items.slice(0, PRIORITY_CARDS))
				if (t.uri) void cachedMetadata(t.uri, { gateways }).then((m) => void (m.ok && hintImage(m.metadata.image, gateways)));
		},
		() => {}
	);
}

const hinted = new Set<string>();

/**
 * Fetches an image the page will show at once, before its <img> exists; the <img> then finds it in the
 * memory cache. The attributes match the page's <img> (NftImage, NftMedia: no CORS, no referrer), or the
 * browser would fetch it twice. Its promise settles once the image is in or failed (none when not hinted now).
 */
function hintImage(image: string | undefined, gateways: string[]): Promise<unknown> | undefined {
	const href = safeImageSrc(imageCandidates(image, gateways)[0]);
	if (!href || href.startsWith('data:') || hinted.has(href)) return;
	hinted.add(href);
	const link = document.createElement('link');
	link.rel = 'preload';
	link.as = 'image';
	link.href = href;
	link.fetchPriority = 'high';
	link.referrerPolicy = 'no-referrer';
	const done = new Promise<unknown>((settle) => (link.onload = link.onerror = settle));
	document.head.appendChild(link);
	return done;
}

/** The route's params from the path (kit's [name] and [name=matcher] segments, decoded); null when it does not fit. */
export function paramsOf(route: string, path: string): Record<string, string> | null {
	const ids = route.split('/').filter(Boolean);
	const segs = path.split('/').filter(Boolean);
	if (ids.length !== segs.length) return null;
	const out: Record<string, string> = {};
	for (const [i, id] of ids.entries()) {
		const name = /^\[(\w+)(?:=\w+)?\]$/.exec(id)?.[1];
		if (!name) {
			if (id !== segs[i]) return null;
			continue;
		}
		try {
			out[name] = decodeURIComponent(segs[i]!);
		} catch {
			return null;
		}
	}
	return out;
}

/** The network the user chose last (prefs.network, as src/lib/state/prefs.svelte.ts stores it; src/boot/theme.js reads the theme the same way). */
function storedNetwork(): string | null {
	try {
		const v: unknown = JSON.parse(localStorage.getItem('loom:network') ?? 'null');
		return typeof v === 'string' ? v : null;
	} catch {
		return null;
	}
}
