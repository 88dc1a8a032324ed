// The seed's scenario in numbers and names: which collections exist on which chain, their
// sizes, the special tokens, and how every address derives. The generators follow this plan
// and devnet/fixtures.ts reads it, so tests never hard-code a value the seed could change.
// Importing it is cheap: addresses are derived on demand (a hash or a key each).
import { EVM_L2, L1, MOVE_L2, WASM_L2 } from '../../chains';
import { account, addressActor, testWallet, type Actor } from './actors';
import { createAddress, ibcClassId, namedObjectAddress, toHex, wasmContractAddress } from './derive';

const pad = (n: number, width = 3) => String(n).padStart(width, '0');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const ids = (from: number, to: number) => range(from, to).map(String);

/** The largest uint256: a legal EVM token id 78 digits long. */
export const MAX_UINT256 = (2n ** 256n - 1n).toString();

/** Move's standard-library address 0x1 (creator of collections that arrive over IBC). */
export const MOVE_STD = addressActor('0x1', Buffer.concat([Buffer.alloc(19), Buffer.from([1])]));

/** The nft-transfer channel every L2 uses towards the L1 (channel-0 is fungible transfer). */
export const NFT_CHANNEL = 'channel-1';

// ---- EVM (minievm) ----

export interface EvmCollectionPlan {
	slug: string;
	name: string;
	/** Tokens minted ("1".."size"). */
	size: number;
}

const SWATCHES: EvmCollectionPlan[] = range(1, 30).map((i) => ({ slug: `swatch-${pad(i, 2)}`, name: `Swatch No. ${pad(i, 2)}`, size: 3 }));

export const EVM_PLAN = {
	chainId: EVM_L2,
	loomWeavers: { slug: 'loom-weavers', name: 'Loom Weavers', size: 2400 },
	/** Mint batches of Loom Weavers: 20 Transfer logs per tx. */
	mintBatch: 20,
	threadCount: { slug: 'thread-count', name: 'Thread Count', size: 300 },
	frayedEnds: {
		slug: 'frayed-ends',
		name: 'Frayed Ends',
		size: 12,
		/** Token ids by the way their metadata fails. */
		uris: {
			unreachable: ids(1, 4), // https://nft.invalid/…
			ipfsNever: ids(5, 8), // a CID no gateway has
			ipfsSlow: ids(9, 10), // resolves after 8 s
			brokenImage: ids(11, 12) // metadata fine, image 404
		}
	},
	/** Burned after a transfer: gone from tokens and from nft txs. */
	burnedTokenId: '3',
	hostile: {
		slug: 'hostile-looms',
		name: '<img src=x onerror=alert(1)>Hostile Looms & "Co"',
		tokenIds: ['1', '2', '3', '4', '5', MAX_UINT256]
	},
	testPattern: { slug: 'test-pattern', name: 'Test Pattern', size: 8 },
	/** Deployed by one factory tx that also mints the first token of each: one block. */
	factoryLaunch: [
		// Metadata on IPFS ("{id}.json"), PNG images, a few with a public gateway baked in.
		{ slug: 'warp-and-weft', name: 'Warp & Weft', size: 40 },
		// Metadata on IPFS as "{id}.json" but uris without the extension; images without one.
		// Metadata inline as data:application/json;base64.
		{ slug: 'selvedge', name: 'Selvedge', size: 25 },
		{ slug: 'bobbin-club', name: 'Bobbin Club', size: 30 },
		// uri "".
		{ slug: 'heddle-frames', name: 'Heddle Frames', size: 20 }
	] as EvmCollectionPlan[],
	/** Warp & Weft tokens whose image points at a public gateway: ipfs.io path form, dweb.link subdomain form. */
	bakedGateways: { ipfsIo: ['10', '20', '30', '40'], subdomain: ['15'] },
	/** The archivist holds token "1" of each swatch: 30 collections for collections/by_account paging. */
	swatches: SWATCHES,
	/** Loom Weavers token with the long history: mint + this many transfers, every third from an Ethereum wallet, every tenth free. */
	longHistory: { tokenId: '7', transfers: 330, ethereumEvery: 3, freeEvery: 10 },
	/** Loom Weavers token whose history holds a failed (reverted) transfer, and that tx's label. */
	failedTokenId: '42',
	failedTxLabel: 'failed-story/revert',
	/** Marketplace sales of Loom Weavers tokens, each a six-call tree through the market. */
	trades: 130,
	/** TEST_EVM's mint of these Test Pattern tokens through the minter contract: a 16-call tree. */
	callTreeLabel: 'test-pattern/mint-through-minter',
	callTreeTokenIds: ['1', '2', '3', '4'],
	/**
	 * Loom Lab, deployed and minted after everything else (so nothing earlier moves): one token per
	 * kind of NFT media (video, audio, files without an extension, slow, missing, not media, unsafe,
	 * an HTML page), metadata that changes on every fetch, every attribute display_type, and a token
	 * the chain says belongs to someone else than the indexer does.
	 */
	lab: {
		slug: 'loom-lab',
		name: 'Loom Lab',
		tokens: {
			video: '1',
			videoBare: '2',
			audio: '3',
			audioBare: '4',
			imageBare: '5',
			slowImage: '6',
			missingImage: '7',
			notMedia: '8',
			unsafeImage: '9',
			htmlAnimation: '10',
			evolving: '11',
			serverError: '12',
			traits: '13',
			staleOwner: '14'
		}
	},
	/** Contracts the deployer creates after the seed's activity, in nonce order after `deploys`. */
	lateDeploys: ['loom-lab'],
	/** Contracts of the deployer account, in nonce order. */
	deploys: [
		'loom-market',
		'fee-lib',
		'treasury',
		'price-oracle',
		'price-feed',
		'minter-impl',
		'loom-minter',
		'royalty-registry',
		'loom-factory',
		'loom-weavers',
		'thread-count',
		'frayed-ends',
		'hostile-looms',
		...SWATCHES.map((s) => s.slug)
	]
};

const contracts = new Map<string, Actor>();
const created = (label: string, creator: () => Actor, nonce: number) => {
	let a = contracts.get(label);
	if (!a) contracts.set(label, (a = addressActor(label, createAddress(creator().bytes, nonce))));
	return a;
};

/** Label of the long-history token's n-th transfer (tx hashes derive from labels). */
export const longHistoryLabel = (hop: number) => `long-history/${hop}`;

export const evmActors = {
	deployer: () => account('evm-deployer'),
	studio: () => account('loom-studio'),
	archivist: () => account('archivist'),
	/** A contract the deployer created (nonce = its index in EVM_PLAN.deploys). */
	contract(slug: string): Actor {
		const nonce = [...EVM_PLAN.deploys, ...EVM_PLAN.lateDeploys].indexOf(slug);
		if (nonce < 0) throw new Error(`unknown EVM contract ${slug}`);
		return created(slug, evmActors.deployer, nonce);
	},
	/** The Loom Lab tokens' holder. */
	curator: () => account('lab-curator'),
	/** A collection the factory created (contract nonces start at 1). */
	factoryCollection: (i: number) => created(EVM_PLAN.factoryLaunch[i]!.slug, () => evmActors.contract('loom-factory'), i + 1),
	/** Test Pattern is TEST_EVM's first tx on the chain: its CREATE at nonce 0. */
	testPattern: () => created(EVM_PLAN.testPattern.slug, testWallet, 0)
};

// ---- Move L1 (initia-local-1) ----

export const L1_PLAN = {
	chainId: L1,
	tapestries: { slug: 'initia-tapestries', name: 'Initia Tapestries', tokenIds: range(1, 60).map((i) => `tapestry-${pad(i)}`) },
	/** Mint + one uri mutation + transfers. */
	longHistory: { tokenId: 'tapestry-007', transfers: 138 },
	/** Tapestries escrowed on the L1 and minted on the L2s over nft-transfer. */
	bridgedToMove: range(51, 60).map((i) => `tapestry-${pad(i)}`),
	bridgedToWasm: range(41, 50).map((i) => `tapestry-${pad(i)}`),
	kami: {
		slug: 'kami-scrolls',
		name: 'Kami Scrolls',
		// Ids a client must escape: space, #, /, ?, %, non-ASCII, emoji, and a literal "%20".
		oddIds: ['Kami #12', 'a/b?c%d', 'タペストリー 7', '🧵 thread', 'space cadet', '100% wool', '#hash', 'q?x=1&y=2', 'Ünïcödé ⛓', 'percent%20encoded'],
		plainIds: range(1, 20).map((i) => `kami-${i}`),
		burned: 'kami-13'
	},
	goldenThreads: { slug: 'golden-threads', name: 'Golden Threads', tokenIds: range(1, 10).map((i) => `golden-${i}`) }
};

export const l1Actors = {
	guild: () => account('tapestry-guild'),
	/** A Move object (32-byte address) that holds NFTs: its owner shows as a 63-char bech32. */
	vault: () => addressActor('guild-vault', namedObjectAddress(l1Actors.guild().bytes, 'loom-vault'))
};

// ---- Move L2 (move-local-1) ----

/** ICS-721 class id of an L1 Move collection: "move/" + its 64-hex address. */
export const l1ClassId = () => `move/${toHex(moveCollectionAddress(l1Actors.guild(), L1_PLAN.tapestries.name))}`;

export const MOVE_PLAN = {
	chainId: MOVE_L2,
	originals: {
		slug: 'moveloom-originals',
		name: 'Moveloom Originals',
		oddIds: ['Loom #1', 'weft/warp', '50%', 'ü-thread', '🪡 needle', 'who?'],
		plainIds: range(1, 30).map((i) => `orig-${i}`),
		burned: 'orig-13'
	},
	longHistory: { tokenId: 'orig-1', transfers: 129 },
	shuttle: { slug: 'shuttle-pass', name: 'Shuttle Pass', tokenIds: range(1, 15).map((i) => `pass-${i}`) },
	/** minimove names a received class "ibc/<hash>" (GetNftTransferClassId) under creator 0x1. */
	bridgedName: () => ibcClassId(`nft-transfer/${NFT_CHANNEL}/${l1ClassId()}`)
};

export const moveActors = {
	studio: () => account('moveloom-studio'),
	/** An object owning some Originals (32-byte owner). */
	vault: () => addressActor('moveloom-vault', namedObjectAddress(moveActors.studio().bytes, 'moveloom-vault')),
	relayer: () => account('move-relayer'),
	bridged: () => addressActor('bridged-tapestries', moveCollectionAddress(MOVE_STD, MOVE_PLAN.bridgedName()))
};

// ---- Wasm L2 (wasm-local-1) ----

export const WASM_PLAN = {
	chainId: WASM_L2,
	/** cw721-base code id; the ics721 contract instantiates received classes with it too. */
	cw721CodeId: 2,
	weavers: {
		slug: 'warp-weavers',
		name: 'Wasm Warp Weavers',
		instance: 1,
		plainIds: range(1, 110).map((i) => `weaver-${pad(i)}`),
		oddIds: ['Sunset Loom', 'Night shift #2', 'weaver 007', 'ÆØÅ bolt', '🌅 dawn', 'a/b', '50%', 'why?', 'tab\tid', 'trailing space ']
	},
	library: { slug: 'pattern-library', name: 'Pattern Library', instance: 2, tokenIds: range(1, 30).map((i) => `pattern-${i}`), burned: 'pattern-13' },
	hostile: {
		slug: 'glitch-weave',
		name: '<svg onload=alert(1)>Glitch Weave',
		instance: 3,
		// Token ids that are themselves markup or tricks.
		tokenIds: ['<script>alert("id")</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '\u202egnp.exe', 'zero\u200bwidth', '../../etc/passwd']
	},
	/** miniwasm names a received class with the prefixed trace (GetPrefixedClassId). */
	bridgedName: () => `nft-transfer/${NFT_CHANNEL}/${l1ClassId()}`,
	bridgedInstance: 4
};

export const wasmActors = {
	studio: () => account('wasm-studio'),
	relayer: () => account('wasm-relayer'),
	contract: (instance: number, label: string) => addressActor(label, wasmContractAddress(WASM_PLAN.cw721CodeId, instance))
};

// ---- shared ----

/** A Move collection object: named object of its creator, seeded by the collection name. */
export function moveCollectionAddress(creator: Actor, name: string): Buffer {
	return namedObjectAddress(creator.bytes, name);
}

/** A Move NFT object: named object of the collection creator, seeded "collection::token". */
export function moveNftAddress(creator: Actor, collection: string, tokenId: string): Buffer {
	return namedObjectAddress(creator.bytes, `${collection}::${tokenId}`);
}

/**
 * NFTs whose latest transfer the chain has and the indexer has not (it lags or missed it): the
 * devnet chains answer owner queries with `chainOwner`, the indexers keep the old owner. One per VM.
 */
export const STALE_OWNERS: { chainId: string; collection: () => Actor; tokenId: string; chainOwner: () => Actor }[] = [
	{ chainId: EVM_PLAN.chainId, collection: () => evmActors.contract(EVM_PLAN.lab.slug), tokenId: EVM_PLAN.lab.tokens.staleOwner, chainOwner: () => account('late-buyer') },
	{
		chainId: MOVE_PLAN.chainId,
		collection: () => addressActor('moveloom-originals', moveCollectionAddress(moveActors.studio(), MOVE_PLAN.originals.name)),
		tokenId: 'orig-29',
		chainOwner: () => account('late-buyer')
	},
	{ chainId: WASM_PLAN.chainId, collection: () => wasmActors.contract(WASM_PLAN.weavers.instance, WASM_PLAN.weavers.slug), tokenId: 'weaver-108', chainOwner: () => account('late-buyer') }
];

/** Collectors: ordinary accounts that hold, trade and pass NFTs around (the same people on every chain). */
export const collectors = (n: number) => range(0, n - 1).map((i) => account(`collector-${pad(i, 2)}`));

// ---- the traveller: NFTs on three chains, internal txs on one ----

/**
 * An account that holds NFTs on the EVM, Move and Wasm rollups (nothing on the L1) and has EVM
 * internal txs: the case the all-chains account page is about. Its activity comes after everything
 * else on each chain, so the rest of the seed is unchanged.
 */
export const TRAVELLER_PLAN = {
	evm: { slug: 'travel-stamps', name: 'Travel Stamps', tokenIds: ['1', '2', '3'] },
	move: { slug: 'harbour-passes', name: 'Harbour Passes', tokenIds: ['harbour-1', 'harbour-2'] },
	wasm: { slug: 'border-seals', name: 'Border Seals', instance: 5, tokenIds: ['seal-a', 'seal-b', 'seal-c', 'seal-d'] }
};

export const travellerActors = {
	traveller: () => account('traveller'),
	/** Travel Stamps: the traveller's first tx deploys it (CREATE at nonce 0). */
	evmCollection: () => created(TRAVELLER_PLAN.evm.slug, travellerActors.traveller, 0),
	wasmCollection: () => wasmActors.contract(TRAVELLER_PLAN.wasm.instance, TRAVELLER_PLAN.wasm.slug)
};

// ---- a wide call tree: more calls than one page of the call tree holds ----

/**
 * An airdrop through a distributor contract: batches of ERC-20 transfers, each batch a DELEGATECALL
 * to the distributor's implementation. 1 + batches × (1 + perBatch) calls = 265, more than the call
 * tree's default page (250) and its smallest (100): the case its pager is for. Seeded after
 * everything else on the EVM rollup, so no earlier tx, height or address moves.
 */
export const WIDE_TREE_PLAN = { label: 'airdrop/distribute', batches: 12, perBatch: 21 };

export const wideTreeActors = {
	airdropper: () => account('airdropper'),
	/** The distributor: the airdropper's first tx deploys it (CREATE at nonce 0). */
	distributor: () => created('airdrop-distributor', wideTreeActors.airdropper, 0),
	impl: () => addressActor('airdrop-impl', createAddress(wideTreeActors.airdropper().bytes, 1000)),
	token: () => addressActor('airdrop-token', createAddress(wideTreeActors.airdropper().bytes, 1001))
};
