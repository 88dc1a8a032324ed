// Builds one chain's indexed data by replaying txs: each tx gets the next sequence, a hash,
// the signer's account sequence and the block's time; inside it the scenario records messages,
// NFT state changes (linked to the tx, as the NFT history), and EVM call trees.
import { chainById } from '../../chains';
import type { Vm } from '../../chains';
import type { CallRow, ChainData, CollectionRow, NftRow, TxRow } from '../store';
import type { Actor } from './actors';
import { blockTime } from './clock';
import { evmTxHash } from './derive';
import { renderTx, type Failure, type MsgDraft, type TxDraft } from './tx-json';

/** An EVM call as a callTracer reports it (hex strings as the tracer prints them). */
export interface CallNode {
	type: 'CALL' | 'STATICCALL' | 'DELEGATECALL' | 'CREATE' | 'CREATE2';
	from: Actor;
	to: Actor;
	input: string;
	output?: string;
	/** Missing for STATICCALL/DELEGATECALL. */
	value?: string;
	gas: number;
	gasUsed: number;
	calls?: CallNode[];
}

export interface TxOptions {
	/** Unique per chain; the tx hashes derive from it (see txHashes). */
	label: string;
	signer: Actor;
	memo?: string;
	failure?: Failure;
	ethereum?: boolean;
	free?: boolean;
}


export interface TxScope {
	/** Add a message; built only when the tx is first served (most never are). */
	msg(build: () => MsgDraft): void;
	/** A collection row, created at this tx's height. */
	collection(c: { address: Actor; name: string; creator: Actor; originName?: string }): CollectionRow;
	mint(c: CollectionRow, n: { tokenId: string; owner: Actor; uri: string; object?: Actor }): NftRow;
	transfer(n: NftRow, to: Actor): void;
	burn(n: NftRow): void;
	setUri(n: NftRow, uri: string): void;
	/** Link the tx to an NFT's history without changing it (a failed attempt). */
	touch(n: NftRow): void;
	/** The tx's EVM call tree (EVM chains). */
	calls(root: CallNode): void;
	/** Addresses the indexer saw in this tx's events. */
	see(...actors: Actor[]): void;
}

export class ChainBuilder {
	readonly chainId: string;
	readonly vm: Vm;
	height = 1;
	readonly #feeDenom: string;
	readonly #gasPrice: number;
	#seq = 0;
	#callSeq = 0;
	readonly #collections: CollectionRow[] = [];
	readonly #nfts: NftRow[] = [];
	readonly #calls: CallRow[] = [];
	readonly #evmHashes: string[] = [];
	readonly #accounts = new Map<string, Actor>();
	readonly #accSeq = new Map<string, number>();
	readonly #labels = new Set<string>();

	constructor(chainId: string) {
		const chain = chainById(chainId);
		if (!chain?.vm) throw new Error(`not an Initia chain: ${chainId}`);
		this.chainId = chainId;
		this.vm = chain.vm;
		this.#feeDenom = chain.feeDenom;
		this.#gasPrice = Number(chain.gasPrice);
	}

	advance(blocks = 1) {
		this.height += blocks;
	}

	/** The signer's next account sequence, which is also its EVM nonce. */
	nonce(a: Actor): number {
		return this.#accSeq.get(a.key) ?? 0;
	}

	tx(opts: TxOptions, body: (t: TxScope) => void): void {
		if (this.#labels.has(opts.label)) throw new Error(`duplicate tx label ${opts.label}`);
		this.#labels.add(opts.label);
		const draft: TxDraft = {
			chainId: this.chainId,
			feeDenom: this.#feeDenom,
			gasPrice: this.#gasPrice,
			label: opts.label,
			height: this.height,
			time: blockTime(this.chainId, this.height),
			signer: opts.signer,
			accSeq: this.nonce(opts.signer),
			msgs: [],
			memo: opts.memo ?? '',
			failure: opts.failure,
			ethereum: opts.ethereum ?? false,
			free: opts.free ?? false
		};
		this.#accSeq.set(opts.signer.key, draft.accSeq + 1);
		let rendered: unknown;
		const row: TxRow = { seq: ++this.#seq, height: this.height, json: () => (rendered ??= renderTx(draft)) };
		let root: CallNode | undefined;
		body(this.#scope(row, draft, (r) => (root = r)));
		this.see(opts.signer);
		if (this.vm === 'evm') {
			// Every EVM tx is traced; a failed trace registers the hash but stores no calls.
			const evmHash = evmTxHash(this.chainId, opts.label);
			this.#evmHashes.push(evmHash);
			if (root && !draft.failure) this.#flatten(root, evmHash, 0, -1);
		}
	}

	see(...actors: Actor[]) {
		for (const a of actors) if (!this.#accounts.get(a.key)?.pubkey) this.#accounts.set(a.key, a);
	}

	/** A seen address by key, e.g. an NFT's current owner about to sign. */
	actor(key: string): Actor {
		const a = this.#accounts.get(key);
		if (!a) throw new Error(`unknown actor ${key}`);
		return a;
	}

	/** The indexed data; the indexer has seen `trailingBlocks` empty blocks since the last tx. */
	finish(trailingBlocks: number): ChainData {
		return {
			chainId: this.chainId,
			vm: this.vm,
			height: this.height + trailingBlocks,
			collections: this.#collections,
			nfts: this.#nfts,
			calls: this.#calls,
			evmHashes: this.#evmHashes,
			accounts: new Set(this.#accounts.keys())
		};
	}

	#scope(row: TxRow, draft: TxDraft, setRoot: (r: CallNode) => void): TxScope {
		const live = () => {
			if (draft.failure) throw new Error(`failed tx ${draft.label} cannot change state`);
		};
		const link = (n: NftRow) => {
			if (n.txs.at(-1) !== row) n.txs.push(row);
		};
		const modified = (n: NftRow) => {
			n.height = row.height;
			n.time = draft.time;
			link(n);
		};
		return {
			msg: (build) => void draft.msgs.push(build),
			collection: (c) => {
				live();
				const col: CollectionRow = {
					key: c.address.key,
					name: c.name,
					originName: c.originName ?? '',
					creator: c.creator.key,
					height: row.height,
					time: draft.time,
					order: this.#collections.length,
					size: 0
				};
				this.#collections.push(col);
				this.see(c.address, c.creator);
				return col;
			},
			mint: (c, n) => {
				live();
				const nft: NftRow = {
					collection: c,
					tokenId: n.tokenId,
					objectAddr: n.object?.key ?? '',
					owner: n.owner.key,
					uri: n.uri,
					height: row.height,
					time: draft.time,
					txs: [],
					burned: false
				};
				c.size++;
				this.#nfts.push(nft);
				this.see(n.owner, ...(n.object ? [n.object] : []));
				modified(nft);
				return nft;
			},
			transfer: (n, to) => {
				live();
				n.owner = to.key;
				this.see(to);
				modified(n);
			},
			burn: (n) => {
				live();
				n.burned = true;
				n.collection.size--;
				link(n);
			},
			setUri: (n, uri) => {
				live();
				n.uri = uri;
				modified(n);
			},
			touch: link,
			calls: setRoot,
			see: (...actors) => this.see(...actors)
		};
	}

	/** Pre-order walk as rollytics' collector: index = position in the tx, sequence = global order. */
	#flatten(node: CallNode, evmHash: string, index: number, parentIndex: number): number {
		this.#calls.push({
			seq: ++this.#callSeq,
			height: this.height,
			evmHash,
			index,
			parentIndex,
			type: node.type,
			from: node.from.key,
			to: node.to.key,
			input: wireHex(node.input),
			// The collector drops the top-level call's output.
			output: parentIndex === -1 ? '0x' : wireHex(node.output),
			value: wireHex(node.value),
			gas: wireHex(`0x${node.gas.toString(16)}`),
			gasUsed: wireHex(`0x${node.gasUsed.toString(16)}`)
		});
		this.see(node.from, node.to);
		let next = index + 1;
		for (const child of node.calls ?? []) next = this.#flatten(child, evmHash, next, index);
		return next;
	}
}

/** Stored as bytes, re-emitted as "0x" + even-length lowercase hex: "0x0" → "0x00", missing → "0x". */
export function wireHex(tracer: string | undefined): string {
	const raw = tracer ?? '';
	const digits = (raw.startsWith('0x') || raw.startsWith('0X') ? raw.slice(2) : raw).toLowerCase();
	return digits.length % 2 ? `0x0${digits}` : `0x${digits}`;
}
