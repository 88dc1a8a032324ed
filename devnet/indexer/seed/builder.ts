// Builds one chain's indexed data by replaying txs: each tx gets the next sequence, a hash,
// the signer's account sequence and the block's time; inside it the scenario records messages,
// NFT state changes (linked to the tx, as the NFT history), and EVM call trees.
import { chainById, type Vm } from '../../chains';
import type { CallRow, ChainData, CollectionRow, NftRow, SeededTx, TxRow } from '../store';
import type { Actor } from './actors';
import { blockTime } from './clock';
import { cosmosTxHash, evmTxHash } from './derive';
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
	/** Unique per chain: the tx hashes derive from it (derive.ts cosmosTxHash, evmTxHash). */
	label: string;
	signer: Actor;
	memo?: string;
	/** A failed tx: ante events only, no state change, no EVM calls. */
	failure?: Failure;
	/** Sent from an Ethereum wallet through JSON-RPC (sign mode 9999). */
	ethereum?: boolean;
	/** Paid no fee. */
	free?: boolean;
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
	readonly #txs: SeededTx[] = [];
	readonly #accounts = new Map<string, Actor>();
	/** account_tx: the txs that mention each address (signer, NFT objects, owners), ascending. */
	readonly #accountTxs = new Map<string, TxRow[]>();
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
		const scope = new TxScope(this, ++this.#seq, draft);
		body(scope);
		this.see(opts.signer);
		this.#txs.push({
			row: scope.row,
			label: opts.label,
			cosmosHash: cosmosTxHash(this.chainId, opts.label),
			evmHash: this.vm === 'evm' ? evmTxHash(this.chainId, opts.label) : undefined,
			signer: opts.signer,
			nonce: draft.accSeq,
			ethereum: draft.ethereum,
			failed: !!draft.failure,
			calls: scope.root
		});
		this.mention(opts.signer.key, scope.row);
		if (this.vm === 'evm') {
			// Every EVM tx is traced; a failed trace registers the hash but stores no calls.
			const evmHash = evmTxHash(this.chainId, opts.label);
			this.#evmHashes.push(evmHash);
			if (scope.root && !draft.failure) this.#flatten(scope.root, evmHash, 0, -1);
		}
	}

	/** Record a collection created in the current tx (for TxScope). */
	addCollection(c: CollectionRow) {
		c.order = this.#collections.length;
		this.#collections.push(c);
	}

	/** Record a minted NFT (for TxScope). */
	addNft(n: NftRow) {
		this.#nfts.push(n);
	}

	/** Link a tx to an address it mentions (rollytics' account_tx). */
	mention(key: string, row: TxRow) {
		if (!key) return;
		const list = this.#accountTxs.get(key);
		if (!list) this.#accountTxs.set(key, [row]);
		else if (!list.includes(row)) list.push(row);
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
			txs: this.#txs,
			accounts: new Set(this.#accounts.keys()),
			accountTxs: this.#accountTxs
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

/** What a scenario does inside one tx: messages, NFT state changes (linked to the tx), its call tree. */
export class TxScope {
	/** The tx's EVM call tree (EVM chains). */
	root?: CallNode;
	/** The tx as the NFT histories hold it; its JSON is rendered on first use. */
	readonly row: TxRow;

	constructor(
		readonly builder: ChainBuilder,
		seq: number,
		readonly draft: TxDraft
	) {
		let rendered: unknown;
		this.row = { seq, height: draft.height, json: () => (rendered ??= renderTx(draft)) };
	}

	/** Add a message; built only when the tx is first served (most never are). */
	msg(build: () => MsgDraft) {
		this.draft.msgs.push(build);
	}

	/** A collection row, created at this tx's height. */
	collection(c: { address: Actor; name: string; creator: Actor; originName?: string }): CollectionRow {
		this.#live();
		const row: CollectionRow = {
			key: c.address.key,
			name: c.name,
			originName: c.originName ?? '',
			creator: c.creator.key,
			height: this.row.height,
			time: this.draft.time,
			order: 0,
			size: 0
		};
		this.builder.addCollection(row);
		this.builder.see(c.address, c.creator);
		return row;
	}

	mint(c: CollectionRow, n: { tokenId: string; owner: Actor; uri: string; object?: Actor }): NftRow {
		this.#live();
		const nft: NftRow = {
			collection: c,
			tokenId: n.tokenId,
			objectAddr: n.object?.key ?? '',
			owner: n.owner.key,
			uri: n.uri,
			height: this.row.height,
			time: this.draft.time,
			txs: [],
			burned: false
		};
		c.size++;
		this.builder.addNft(nft);
		this.builder.see(n.owner);
		if (n.object) this.builder.see(n.object);
		this.#modified(nft);
		return nft;
	}

	transfer(n: NftRow, to: Actor) {
		this.#live();
		this.builder.mention(n.owner, this.row);
		n.owner = to.key;
		this.builder.see(to);
		this.#modified(n);
	}

	burn(n: NftRow) {
		this.#live();
		n.burned = true;
		n.collection.size--;
		this.touch(n);
	}

	setUri(n: NftRow, uri: string) {
		this.#live();
		n.uri = uri;
		this.#modified(n);
	}

	/** Link the tx to an NFT's history without changing it (a failed attempt). */
	touch(n: NftRow) {
		if (n.txs.at(-1) !== this.row) n.txs.push(this.row);
		// A Move NFT's history is the txs of its object address.
		this.builder.mention(n.objectAddr, this.row);
		this.builder.mention(n.owner, this.row);
	}

	calls(root: CallNode) {
		this.root = root;
	}

	/** Token rows carry their last modification. */
	#modified(n: NftRow) {
		n.height = this.row.height;
		n.time = this.draft.time;
		this.touch(n);
	}

	#live() {
		if (this.draft.failure) throw new Error(`failed tx ${this.draft.label} cannot change state`);
	}
}

/** Stored as bytes, re-emitted as "0x" + even-length lowercase hex: "0x0" → "0x00", missing → "0x". */
function wireHex(tracer: string | undefined): string {
	const raw = tracer ?? '';
	const digits = (raw.startsWith('0x') || raw.startsWith('0X') ? raw.slice(2) : raw).toLowerCase();
	return digits.length % 2 ? `0x0${digits}` : `0x${digits}`;
}
