// One chain's indexed data, as rollytics' tables hold it after the seed ran: collections, live
// NFTs (burned ones are deleted), the txs linked to each NFT, EVM internal calls, and the set of
// accounts the indexer has seen. Read-only after construction; indices are built once.
import type { Vm } from '../chains';

/** A block time with nanosecond precision (CometBFT block times carry nanoseconds). */
export interface BlockTime {
	sec: number;
	nanos: number;
}

export interface CollectionRow {
	/** Address bytes as lowercase hex without 0x: the lookup key. */
	key: string;
	name: string;
	/** L1 name of an IBC-bridged collection, else "". */
	originName: string;
	/** Creator address key ("" if unknown). */
	creator: string;
	height: number;
	time: BlockTime;
	/** Creation order: the deterministic tiebreak for collections created in the same block. */
	order: number;
	/** Live NFTs. */
	size: number;
}

export interface NftRow {
	collection: CollectionRow;
	tokenId: string;
	/** NFT object address key on Move, "" on EVM and Wasm. */
	objectAddr: string;
	/** Owner address key. */
	owner: string;
	uri: string;
	/** Last modification (mint, transfer, uri mutation). */
	height: number;
	time: BlockTime;
	/** The NFT's history, ascending by sequence. */
	txs: TxRow[];
	burned: boolean;
}

export interface TxRow {
	/** Global per-chain tx counter: the cursor of the nft txs endpoint. */
	seq: number;
	height: number;
	/** The Tx object in wire key order (built lazily, it is large). */
	json(): unknown;
}

/** Every tx the seed made on a chain (NFT-related or not): what tx-by-hash routes and the chain fakes serve. */
export interface SeededTx {
	row: TxRow;
	/** Unique per chain. */
	label: string;
	/** 64 uppercase hex. */
	cosmosHash: string;
	/** EVM chains: lowercase hex without 0x (whether the tx has an EVM twin is decided by evm-view.ts). */
	evmHash?: string;
	signer: { key: string; bytes: Buffer };
	/** The signer's account sequence before the tx (its EVM nonce). */
	nonce: number;
	/** Sent from an Ethereum wallet through JSON-RPC (sign mode 9999). */
	ethereum: boolean;
	failed: boolean;
	/** EVM call tree (top-level call: the tx's to, value and input). */
	calls?: { type: string; to: { key: string }; input: string; value?: string };
}

export interface CallRow {
	/** Global per-chain internal-call counter (pre-order within a tx). */
	seq: number;
	height: number;
	/** EVM tx hash, lowercase hex without 0x. */
	evmHash: string;
	index: number;
	parentIndex: number;
	type: string;
	/** Address keys, "" when unknown. */
	from: string;
	to: string;
	/** Wire hex: "0x" + even-length lowercase. */
	input: string;
	output: string;
	value: string;
	gas: string;
	gasUsed: string;
}

export interface ChainData {
	chainId: string;
	vm: Vm;
	/** Latest indexed height. */
	height: number;
	collections: CollectionRow[];
	/** Every NFT ever minted, burned ones included (they are dropped here). */
	nfts: NftRow[];
	calls: CallRow[];
	/** Every traced EVM tx hash, also those whose trace failed (and so have no calls). */
	evmHashes: string[];
	/** Every tx, in chain order. */
	txs: SeededTx[];
	/** account_dict: every address the indexer has seen. */
	accounts: Set<string>;
	/** account_tx: txs that mention each address, ascending by sequence. */
	accountTxs: Map<string, TxRow[]>;
}

export class ChainStore {
	readonly chainId: string;
	readonly vm: Vm;
	readonly height: number;
	/** All internal calls, ascending by sequence. */
	readonly calls: readonly CallRow[];

	readonly #collections = new Map<string, CollectionRow>();
	readonly #tokensByCollection = new Map<string, NftRow[]>();
	readonly #tokensByOwner = new Map<string, NftRow[]>();
	readonly #nfts = new Map<string, NftRow>();
	readonly #nftsByObject = new Map<string, NftRow>();
	readonly #accounts: Set<string>;
	readonly #accountTxs: Map<string, TxRow[]>;
	readonly #callsByHash = new Map<string, CallRow[]>();
	readonly #callsByHeight = new Map<number, CallRow[]>();
	readonly #callsByAccount = new Map<string, CallRow[]>();
	/** Every seeded tx, in chain order. */
	readonly txs: readonly SeededTx[];
	readonly #txsByCosmosHash = new Map<string, SeededTx>();
	readonly #txsByEvmHash = new Map<string, SeededTx>();
	readonly #txsByHeight = new Map<number, SeededTx[]>();

	constructor(data: ChainData) {
		this.chainId = data.chainId;
		this.vm = data.vm;
		this.height = data.height;
		this.#accounts = data.accounts;
		this.#accountTxs = data.accountTxs;
		for (const c of data.collections) {
			this.#collections.set(c.key, c);
			this.#tokensByCollection.set(c.key, []);
		}
		for (const n of data.nfts) {
			if (n.burned) continue;
			this.#nfts.set(nftKey(n.collection.key, n.tokenId), n);
			if (n.objectAddr) this.#nftsByObject.set(n.objectAddr, n);
			this.#tokensByCollection.get(n.collection.key)?.push(n);
			push(this.#tokensByOwner, n.owner, n);
		}
		this.txs = data.txs;
		for (const t of data.txs) {
			this.#txsByCosmosHash.set(t.cosmosHash.toLowerCase(), t);
			if (t.evmHash) this.#txsByEvmHash.set(t.evmHash, t);
			push(this.#txsByHeight, t.row.height, t);
		}
		this.calls = [...data.calls].sort((a, b) => a.seq - b.seq);
		for (const h of data.evmHashes) this.#callsByHash.set(h, []);
		for (const c of this.calls) {
			push(this.#callsByHash, c.evmHash, c);
			push(this.#callsByHeight, c.height, c);
			// rollytics' edge table links a call to its from and to accounts.
			if (c.from) push(this.#callsByAccount, c.from, c);
			if (c.to && c.to !== c.from) push(this.#callsByAccount, c.to, c);
		}
	}

	collection(key: string): CollectionRow | undefined {
		return this.#collections.get(key);
	}

	nft(collectionKey: string, tokenId: string): NftRow | undefined {
		return this.#nfts.get(nftKey(collectionKey, tokenId));
	}

	/** A live Move NFT by its object address key. */
	nftByObject(objectKey: string): NftRow | undefined {
		return this.#nftsByObject.get(objectKey);
	}

	tokensOf(collectionKey: string): readonly NftRow[] {
		return this.#tokensByCollection.get(collectionKey) ?? [];
	}

	tokensOwnedBy(owner: string): readonly NftRow[] {
		return this.#tokensByOwner.get(owner) ?? [];
	}

	/** Distinct collections in which the account currently owns an NFT, ascending by (height, order). */
	collectionsHeldBy(owner: string): CollectionRow[] {
		const set = new Set(this.tokensOwnedBy(owner).map((n) => n.collection));
		return [...set].sort((a, b) => a.height - b.height || a.order - b.order);
	}

	/** Whether the address is in account_dict (unknown accounts short-circuit to an empty 200). */
	knows(account: string): boolean {
		return this.#accounts.has(account);
	}

	/** Txs that mention the address (signer, NFT object, owner), ascending by sequence. */
	txsOfAccount(account: string): readonly TxRow[] {
		return this.#accountTxs.get(account) ?? [];
	}

	/** Calls of an EVM tx, or undefined when the hash was never traced. */
	callsOfTx(evmHash: string): readonly CallRow[] | undefined {
		return this.#callsByHash.get(evmHash);
	}

	/** A seeded tx by its Cosmos hash (lowercase hex, no 0x). */
	txByCosmosHash(hex: string): SeededTx | undefined {
		return this.#txsByCosmosHash.get(hex);
	}

	/** A seeded tx by its EVM hash (lowercase hex, no 0x). */
	txByEvmHash(hex: string): SeededTx | undefined {
		return this.#txsByEvmHash.get(hex);
	}

	txsAtHeight(height: number): readonly SeededTx[] {
		return this.#txsByHeight.get(height) ?? [];
	}

	callsAtHeight(height: number): readonly CallRow[] {
		return this.#callsByHeight.get(height) ?? [];
	}

	callsOfAccount(account: string): readonly CallRow[] {
		return this.#callsByAccount.get(account) ?? [];
	}
}

const nftKey = (collection: string, tokenId: string) => `${collection}\n${tokenId}`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
	const list = map.get(key);
	if (list) list.push(value);
	else map.set(key, [value]);
}
