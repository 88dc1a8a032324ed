// The seed's manifest for end-to-end tests and the benchmark: where the interesting data is.
// Every value is derived from the seed plan (devnet/indexer/seed/plan.ts), never copied, and
// devnet/indexer/fixtures.test.ts checks each one against what the fake indexers serve.
// Importing this builds nothing: it hashes a few labels and derives a few keys.
import { BURNER, GOLDEN_KEY, OTHER, TEST_EVM } from './accounts';
import { bech32Address, hexAddress } from './indexer/address';
import { addressActor, type Actor } from './indexer/seed/actors';
import { cosmosTxHash, evmTxHash, sha256, toHex } from './indexer/seed/derive';
import { EVM_VALUE_BASE_UNITS, FAILED_SEND_LOG, TX_CASES } from './indexer/seed/tx-cases';
import { USERNAMES } from './chain/usernames';
import { EVM_L2, L1 as L1_ID, MOVE_L2, WASM_L2 } from './chains';
import { airdropCalls, countCalls, countCallsTouching, patternMintCalls, tradeCalls, travellerMintCalls } from './indexer/seed/evm-msgs';
import {
	EVM_PLAN,
	evmActors,
	L1_PLAN,
	l1Actors,
	longHistoryLabel,
	MOVE_PLAN,
	moveActors,
	STALE_OWNERS,
	moveCollectionAddress,
	moveNftAddress,
	TRAVELLER_PLAN,
	travellerActors,
	WASM_PLAN,
	wasmActors,
	WIDE_TREE_PLAN,
	wideTreeActors
} from './indexer/seed/plan';

const hex = (a: Actor | Buffer) => hexAddress(toHex('bytes' in a ? a.bytes : a));
const bech32 = (a: Actor) => bech32Address(a.key);
/** Stand-in parties for counting calls in a sample tree (only the counted actor's identity matters). */
const stand = (label: string) => addressActor(label, sha256(label).subarray(0, 20));

// ---- EVM ----
const E = EVM_PLAN;
const weavers = hex(evmActors.contract(E.loomWeavers.slug));
const frayed = hex(evmActors.contract(E.frayedEnds.slug));
const market = evmActors.contract('loom-market');
const factory = E.factoryLaunch.map((_, i) => hex(evmActors.factoryCollection(i)));
const launched = (slug: string) => factory[E.factoryLaunch.findIndex((c) => c.slug === slug)]!;
/** Calls through the market per sale (the six-call tree), counted on a sample sale. */
const callsPerSale = countCallsTouching(
	tradeCalls({ buyer: stand('b'), seller: stand('se'), market, collection: stand('col'), feeLib: stand('fee'), treasury: stand('tre'), tokenId: '1', price: 100n }),
	market
);
const callTreeCalls = countCalls(
	patternMintCalls({
		minter: stand('m'),
		minterImpl: stand('mi'),
		oracle: stand('o'),
		feed: stand('f'),
		royalties: stand('r'),
		treasury: stand('t'),
		collection: stand('c'),
		splitter: stand('s'),
		recipient: stand('re'),
		tokenIds: E.callTreeTokenIds,
		price: 1n
	})
);

const wideTreeCalls = countCalls(
	airdropCalls({ airdropper: wideTreeActors.airdropper(), distributor: wideTreeActors.distributor(), impl: wideTreeActors.impl(), token: wideTreeActors.token(), ...WIDE_TREE_PLAN })
);

const lab = hex(evmActors.contract(E.lab.slug));
const labToken = (tokenId: string) => ({ collection: lab, tokenId });
/** The token of STALE_OWNERS on a chain: the indexer's owner is stale, the chain's is `chainOwner`. */
const staleOn = (chainId: string) => {
	const s = STALE_OWNERS.find((x) => x.chainId === chainId)!;
	return { collection: hex(s.collection()), tokenId: s.tokenId, chainOwner: bech32(s.chainOwner()) };
};

// ---- Move ----
const moveStudio = moveActors.studio();
const originals = hex(moveCollectionAddress(moveStudio, MOVE_PLAN.originals.name));
const guild = l1Actors.guild();
const kami = hex(moveCollectionAddress(guild, L1_PLAN.kami.name));
const tapestries = hex(moveCollectionAddress(guild, L1_PLAN.tapestries.name));
const objectAddr = (creator: Actor, collection: string, tokenId: string) => hex(moveNftAddress(creator, collection, tokenId));

// ---- the traveller ----
const T = TRAVELLER_PLAN;
const traveller = travellerActors.traveller();
const travellerMint = travellerMintCalls({ traveller, collection: travellerActors.evmCollection(), impl: evmActors.contract('minter-impl'), tokenIds: T.evm.tokenIds });

// ---- Wasm ----
const W = WASM_PLAN;
const wasmWeavers = hex(wasmActors.contract(W.weavers.instance, W.weavers.slug));

export const FIXTURES = {
	/** evm-local-1 (minievm). Addresses are 0x + 40 hex, as the indexer prints them. */
	evm: {
		chainId: E.chainId,
		/** Loom Weavers: ids "1".."2400" (lexicographic order: "10" before "9"); 2400 is a multiple of 100, so limit-100 pages end exactly full. */
		bigCollection: { address: weavers, name: E.loomWeavers.name, size: E.loomWeavers.size },
		/** Mint + transfers: several pages of nft txs in cursor mode. */
		longHistory: { collection: weavers, tokenId: E.longHistory.tokenId, txCount: 1 + E.longHistory.transfers },
		/** The marketplace contract: its deployment plus six calls per sale. */
		internalTxAccount: { address: hex(market), bech32: bech32(market), count: 1 + E.trades * callsPerSale },
		/** TEST_EVM's mint through the minter contract: nested CALL/STATICCALL/DELEGATECALL/CREATE. */
		callTree: { evmHash: `0x${evmTxHash(E.chainId, E.callTreeLabel)}`, cosmosHash: cosmosTxHash(E.chainId, E.callTreeLabel), callCount: callTreeCalls },
		/** An airdrop whose call tree has 265 calls: more than one page at every page size (250, 100). */
		wideTree: { evmHash: `0x${evmTxHash(E.chainId, WIDE_TREE_PLAN.label)}`, callCount: wideTreeCalls },
		/** Markup in the name and hostile metadata (scripts, javascript: and data: URLs, SVG scripts, bidi, 50,000-char text, drifting types); the last id is the largest uint256. */
		hostileCollection: { address: hex(evmActors.contract(E.hostile.slug)), name: E.hostile.name, tokenIds: E.hostile.tokenIds },
		/** Burned: absent from tokens and from nft txs (200, empty). */
		burned: { collection: frayed, tokenId: E.burnedTokenId },
		/** A token whose history holds a reverted tx (code 3, codespace "evm", raw_log set). */
		failedTx: { collection: weavers, tokenId: E.failedTokenId, txhash: cosmosTxHash(E.chainId, E.failedTxLabel) },
		/** A tx of the long history sent from an Ethereum wallet: its signer's mode is the number 9999. */
		ethereumTx: { collection: weavers, tokenId: E.longHistory.tokenId, txhash: cosmosTxHash(E.chainId, longHistoryLabel(E.longHistory.ethereumEvery)) },
		/** Created by one factory tx: same height (collections/by_account has no tiebreaker between them). */
		sameBlockCollections: factory,
		/** 300 tokens: limit 100 (or 50, 150) ends on an exactly full page, then an empty one. */
		exactPageCollection: { address: hex(evmActors.contract(E.threadCount.slug)), size: E.threadCount.size },
		/** One token per kind of `nft.uri` and metadata trouble. */
		uris: {
			https: { collection: weavers, tokenId: '1' },
			ipfs: { collection: launched('warp-and-weft'), tokenId: '1' },
			ipfsNeedsJson: { collection: launched('selvedge'), tokenId: '1' },
			ipfsSingleFile: { collection: hex(evmActors.contract(E.swatches[0]!.slug)), tokenId: '1' },
			ipfsSlow: { collection: frayed, tokenId: E.frayedEnds.uris.ipfsSlow[0]! },
			ipfsNever: { collection: frayed, tokenId: E.frayedEnds.uris.ipfsNever[0]! },
			dataUri: { collection: launched('bobbin-club'), tokenId: '1' },
			empty: { collection: launched('heddle-frames'), tokenId: '1' },
			unreachable: { collection: frayed, tokenId: E.frayedEnds.uris.unreachable[0]! },
			brokenImage: { collection: frayed, tokenId: E.frayedEnds.uris.brokenImage[0]! },
			bakedGateway: { collection: launched('warp-and-weft'), tokenId: E.bakedGateways.ipfsIo[0]! }
		},
		/** Loom Lab: one token per kind of media (video, audio, no extension, slow, missing, not media, unsafe, HTML), metadata that changes on every read, every display_type. */
		lab: {
			collection: { address: lab, name: E.lab.name, creator: bech32(evmActors.deployer()), size: Object.keys(E.lab.tokens).length },
			video: labToken(E.lab.tokens.video),
			videoBare: labToken(E.lab.tokens.videoBare),
			audio: labToken(E.lab.tokens.audio),
			audioBare: labToken(E.lab.tokens.audioBare),
			imageBare: labToken(E.lab.tokens.imageBare),
			slowImage: labToken(E.lab.tokens.slowImage),
			missingImage: labToken(E.lab.tokens.missingImage),
			notMedia: labToken(E.lab.tokens.notMedia),
			unsafeImage: labToken(E.lab.tokens.unsafeImage),
			htmlAnimation: labToken(E.lab.tokens.htmlAnimation),
			/** Its metadata changes every time it is fetched (level, stage, a date). */
			evolving: labToken(E.lab.tokens.evolving),
			serverError: labToken(E.lab.tokens.serverError),
			/** Attributes with every display_type (date in seconds and in ms, number with max_value, boost_number, boost_percentage). */
			traits: labToken(E.lab.tokens.traits),
			owner: bech32(evmActors.curator())
		},
		/** The chain (ownerOf) names a newer owner than the indexer. */
		staleOwner: staleOn(E.chainId)
	},
	/** move-local-1 (minimove). Collections and NFT objects are 0x + 64 hex. */
	move: {
		chainId: MOVE_PLAN.chainId,
		/** Ids with space, #, /, ?, % and non-ASCII: only findable with tokens/by_collection?token_id=. */
		oddTokens: MOVE_PLAN.originals.oddIds.map((tokenId) => ({ collection: originals, tokenId, objectAddr: objectAddr(moveStudio, MOVE_PLAN.originals.name, tokenId) })),
		/** Received from the L1 over ICS-721: L2 name "ibc/<hash>", origin_name the L1 name, creator 0x1. */
		bridgedCollection: { address: hex(moveActors.bridged()), name: MOVE_PLAN.bridgedName(), originName: L1_PLAN.tapestries.name, size: L1_PLAN.bridgedToMove.length },
		longHistory: { collection: originals, tokenId: MOVE_PLAN.longHistory.tokenId, txCount: 1 + MOVE_PLAN.longHistory.transfers },
		/** Owned by a Move object: the owner is a 63-character bech32. */
		objectOwner: { collection: originals, tokenId: '50%', owner: bech32(moveActors.vault()) },
		/** The chain (0x1::object::owner) names a newer owner than the indexer. */
		staleOwner: { ...staleOn(MOVE_PLAN.chainId), objectAddr: objectAddr(moveStudio, MOVE_PLAN.originals.name, staleOn(MOVE_PLAN.chainId).tokenId) },
		/** Indexer and chain agree on this token's owner. */
		agreeing: { collection: originals, tokenId: 'orig-2', objectAddr: objectAddr(moveStudio, MOVE_PLAN.originals.name, 'orig-2') },
		originals: { address: originals, name: MOVE_PLAN.originals.name, creator: bech32(moveStudio) }
	},
	/** initia-local-1 (the L1, Move). */
	l1: {
		chainId: L1_PLAN.chainId,
		/** Mint, one uri mutation, transfers. */
		longHistory: { collection: tapestries, tokenId: L1_PLAN.longHistory.tokenId, txCount: 2 + L1_PLAN.longHistory.transfers },
		oddTokens: L1_PLAN.kami.oddIds.map((tokenId) => ({ collection: kami, tokenId, objectAddr: objectAddr(guild, L1_PLAN.kami.name, tokenId) })),
		objectOwner: { collection: tapestries, tokenId: 'tapestry-011', owner: bech32(l1Actors.vault()) },
		/** Created by GOLDEN_KEY, which holds six of its tokens. */
		goldenKeyCollection: { address: hex(moveCollectionAddress(addressActor('golden', Buffer.from(GOLDEN_KEY.hex.slice(2), 'hex')), L1_PLAN.goldenThreads.name)), held: 6 }
	},
	/** wasm-local-1 (miniwasm). cw721 contracts are 32 bytes: 0x + 64 hex. */
	wasm: {
		chainId: W.chainId,
		collection: { address: wasmWeavers, size: W.weavers.plainIds.length + W.weavers.oddIds.length },
		oddTokens: W.weavers.oddIds.map((tokenId) => ({ collection: wasmWeavers, tokenId })),
		/** Token ids that are markup, bidi tricks and paths. */
		hostileCollection: { address: hex(wasmActors.contract(W.hostile.instance, W.hostile.slug)), name: W.hostile.name, tokenIds: W.hostile.tokenIds },
		/** Received from the L1: name "nft-transfer/channel-1/move/<hex>", origin_name the L1 name. */
		bridgedCollection: { address: hex(wasmActors.contract(W.bridgedInstance, 'bridged')), name: W.bridgedName(), originName: L1_PLAN.tapestries.name, size: L1_PLAN.bridgedToWasm.length },
		/** The chain (cw721 owner_of) names a newer owner than the indexer. */
		staleOwner: staleOn(W.chainId),
		/** Indexer and chain agree on this token's owner. */
		agreeing: { collection: wasmWeavers, tokenId: 'weaver-002' }
	},
	/** Holds token "1" of 30 swatch collections: collections/by_account needs several pages at small limits. */
	manyCollectionsAccount: { chainId: E.chainId, address: bech32(evmActors.archivist()), count: E.swatches.length },
	/**
	 * One tx of every kind a tx page decodes (devnet/indexer/seed/tx-cases.ts): `hash` is the Cosmos
	 * hash (uppercase), `evmHash` (0x, lowercase) the EVM twin where minievm gives one.
	 */
	txs: {
		l1: {
			chainId: L1_ID,
			/** MsgSend of 1.5 INIT and 0.25 USDC from the test wallet to OTHER, with a memo. */
			bankSend: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].bankSend), from: TEST_EVM.init, to: OTHER.init, memo: 'thanks for the loom 🧶' },
			/** MsgSend of 99,000 INIT by the burner: code 5, codespace "sdk", insufficient funds. */
			failedSend: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].failedSend), code: 5, codespace: 'sdk', log: FAILED_SEND_LOG, signer: BURNER.init },
			ibcTransfer: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].ibcTransfer), channel: 'channel-0', receiver: 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps' },
			opDeposit: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].opDeposit), bridgeId: '2' },
			/** 0x1::coin::transfer with BCS args. */
			moveExecute: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].moveExecute) },
			/** Two MsgExecuteJSON: usernames register_domain("alice") and set_name("alice"). */
			username: { hash: cosmosTxHash(L1_ID, TX_CASES[L1_ID].username) }
		},
		evm: {
			chainId: EVM_L2,
			/** Ethereum-signed transfer of 1.25 INIT (1.25e18 wei) from the test wallet to OTHER. */
			valueTransfer: {
				hash: cosmosTxHash(EVM_L2, TX_CASES[EVM_L2].valueTransfer),
				evmHash: `0x${evmTxHash(EVM_L2, TX_CASES[EVM_L2].valueTransfer)}`,
				from: TEST_EVM.hex.toLowerCase(),
				to: OTHER.hex.toLowerCase(),
				value: { baseUnits: EVM_VALUE_BASE_UNITS, display: '1.25', symbol: 'INIT' }
			},
			/** Ethereum-signed call that reverted (receipt status 0x0; Cosmos code 3, codespace evm). */
			reverted: { hash: cosmosTxHash(EVM_L2, TX_CASES[EVM_L2].reverted), evmHash: `0x${evmTxHash(EVM_L2, TX_CASES[EVM_L2].reverted)}` },
			/** Ethereum-signed contract creation: to null (indexer ""), contractAddress set. */
			creation: { hash: cosmosTxHash(EVM_L2, TX_CASES[EVM_L2].creation), evmHash: `0x${evmTxHash(EVM_L2, TX_CASES[EVM_L2].creation)}` },
			/** A Cosmos MsgCall by OTHER that emitted an ERC-20 log: its synthetic EVM twin has from 0x0…0, to null, input = the Cosmos hash. */
			synthetic: { hash: cosmosTxHash(EVM_L2, TX_CASES[EVM_L2].synthetic), evmHash: `0x${evmTxHash(EVM_L2, TX_CASES[EVM_L2].synthetic)}`, signer: OTHER.init },
			/** MsgInitiateTokenWithdrawal to the L1: no EVM twin. */
			withdrawal: { hash: cosmosTxHash(EVM_L2, TX_CASES[EVM_L2].withdrawal) }
		},
		move: {
			chainId: MOVE_L2,
			/** MsgExecuteJSON loom_shop::buy_bundle with a type argument and four JSON args. */
			executeJson: { hash: cosmosTxHash(MOVE_L2, TX_CASES[MOVE_L2].executeJson), fn: 'loom_shop::buy_bundle' },
			withdrawal: { hash: cosmosTxHash(MOVE_L2, TX_CASES[MOVE_L2].withdrawal) }
		},
		wasm: {
			chainId: WASM_L2,
			/** MsgExecuteContract {"list_nft": …} with 1 INIT of funds. */
			execute: { hash: cosmosTxHash(WASM_L2, TX_CASES[WASM_L2].execute), action: 'list_nft' }
		}
	},
	/** Initia usernames on the L1 (devnet/chain/usernames.ts): alice is the test wallet's primary name; bob is the burner's but not its primary; "faded" expired. */
	usernames: {
		alice: { name: 'alice.init', address: TEST_EVM.init },
		loomWeaver: { name: 'loom-weaver.init', address: OTHER.init },
		bob: { name: 'bob.init', address: BURNER.init },
		expired: { name: `${USERNAMES.find((u) => u.expired)!.name}.init` }
	},
	/**
	 * Holds NFTs on three chains (EVM, Move and Wasm rollups; nothing on the L1) and has internal
	 * txs on the EVM one: its deployment of Travel Stamps and its mint through it.
	 */
	traveller: {
		address: bech32(traveller),
		hex: hex(traveller),
		nfts: {
			[E.chainId]: { collection: hex(travellerActors.evmCollection()), name: T.evm.name, tokenIds: T.evm.tokenIds },
			[MOVE_PLAN.chainId]: { collection: hex(moveCollectionAddress(traveller, T.move.name)), name: T.move.name, tokenIds: T.move.tokenIds },
			[W.chainId]: { collection: hex(travellerActors.wasmCollection()), name: T.wasm.name, tokenIds: T.wasm.tokenIds }
		},
		/** Chains of the network where it holds nothing. */
		empty: [L1_PLAN.chainId],
		internalTxs: { chainId: E.chainId, count: 1 + countCallsTouching(travellerMint, traveller) }
	},
	/** The wallets that hold NFTs on every chain (TEST_EVM in ≥ 4 collections on EVM, ≥ 3 elsewhere; BURNER in ≥ 3). */
	holders: { testWallet: TEST_EVM.init, burner: BURNER.init, other: OTHER.init, golden: GOLDEN_KEY.init }
} as const;
