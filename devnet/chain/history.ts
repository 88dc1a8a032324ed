// What the simulated chains know about the blocks before the devnet started: the seeded txs the
// indexers serve (devnet/indexer/seed). The ledger's live blocks continue after the seeded height,
// so REST and JSON-RPC answer for both, with the real wire shapes (chain-api §1, §2, §5):
// REST tx by hash and the latest block; JSON-RPC tx, receipt and block lookups and minievm's
// Cosmos ↔ EVM hash mapping.
import { keccak256, stringToHex } from 'viem';
import { sendJson, type Ctx } from '../http';
import { blockTime as seedBlockTime } from '../indexer/seed/clock';
import type { ChainStore, SeededTx } from '../indexer/store';
import { evmBlockHash, evmReceiptJson, evmTwin, evmTxJson, normaliseHash, restTxBody, twinsAt } from '../indexer/tx-view';
import type { ChainLedger } from './ledger';

const grpcError = (code: number, message: string) => ({ code, message, details: [] });
const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const ZERO_HASH = '0'.repeat(64);

/** A REST route a chain serves besides the ledger's; true when it answered. */
export type RestExtension = (ctx: Ctx, path: string) => boolean | Promise<boolean>;

export function historyRest(ledger: ChainLedger, chainId: string, store: ChainStore | undefined): RestExtension {
	return (ctx, path) => {
		if (ctx.method !== 'GET') return false;
		let m: RegExpExecArray | null;
		if ((m = /^\/cosmos\/tx\/v1beta1\/txs\/([^/]+)$/.exec(path))) {
			const raw = m[1]!;
			// The gateway hex-decodes the hash: "0x" fails before any lookup (a 500, code 2).
			if (/^0x/i.test(raw)) {
				sendJson(ctx.res, 500, grpcError(2, `encoding/hex: invalid byte: U+0078 'x'`));
				return true;
			}
			const t = store?.txByCosmosHash(raw.toLowerCase());
			if (!t) return false; // the ledger's route answers live txs and the 404
			sendJson(ctx.res, 200, restTxBody(t));
			return true;
		}
		if (path === '/cosmos/base/tendermint/v1beta1/blocks/latest') {
			const height = ledger.height(chainId);
			const time = new Date(ledger.blockTime(chainId, height)).toISOString().replace(/Z$/, '000000Z');
			sendJson(ctx.res, 200, {
				block_id: { hash: Buffer.from(keccak256(stringToHex(`${chainId}/cometbft/${height}`)).slice(2), 'hex').toString('base64'), part_set_header: { total: 1, hash: '' } },
				block: { header: { version: { block: '11', app: '0' }, chain_id: chainId, height: String(height), time }, data: { txs: [] }, evidence: { evidence: [] }, last_commit: null }
			});
			return true;
		}
		return false;
	};
}

/** JSON-RPC methods answered for the seeded history; undefined = not seeded here, ask the ledger. */
export type RpcExtension = Record<string, (params: unknown[]) => unknown>;

export function historyRpc(ledger: ChainLedger, chainId: string, store: ChainStore, evmChainId: number): RpcExtension {
	const seededHeight = () => ledger.startHeight(chainId);
	const twinOf = (t: SeededTx) => twinsAt(chainId, store.txsAtHeight(t.row.height)).find((x) => x.tx === t);
	const seededByEvmHash = (h: unknown) => {
		const key = typeof h === 'string' ? normaliseHash(h) : undefined;
		const t = key ? store.txByEvmHash(key) : undefined;
		return t && twinOf(t);
	};
	function blockJson(height: number, full: boolean) {
		const t = seedBlockTime(chainId, height);
		const twins = twinsAt(chainId, store.txsAtHeight(height));
		return {
			number: hex(height),
			hash: evmBlockHash(chainId, height),
			parentHash: height > 1 ? evmBlockHash(chainId, height - 1) : `0x${ZERO_HASH}`,
			timestamp: hex(t.sec),
			baseFeePerGas: '0x0',
			gasLimit: hex(30_000_000),
			gasUsed: hex(twins.reduce((n, x) => n + x.facts.gasUsed, 0n)),
			miner: `0x${'0'.repeat(40)}`,
			difficulty: '0x0',
			extraData: '0x',
			logsBloom: `0x${'0'.repeat(512)}`,
			nonce: '0x0000000000000000',
			size: '0x0',
			uncles: [],
			transactions: twins.map((x) => (full ? evmTxJson(x.facts, x.slot, evmChainId) : x.facts.hash))
		};
	}
	let byHash: Map<string, number> | undefined;
	const seededHeightOf = (tag: unknown) => {
		if (typeof tag !== 'string' || !/^0x[0-9a-f]+$/i.test(tag)) return undefined;
		const h = Number(BigInt(tag));
		return h >= 1 && h <= seededHeight() ? h : undefined;
	};

	return {
		eth_getTransactionByHash: ([h]) => {
			const x = seededByEvmHash(h);
			return x && evmTxJson(x.facts, x.slot, evmChainId);
		},
		eth_getTransactionReceipt: ([h]) => {
			const x = seededByEvmHash(h);
			return x && evmReceiptJson(x.facts, x.slot);
		},
		eth_getBlockByNumber: ([tag, full]) => {
			const h = seededHeightOf(tag);
			return h === undefined ? undefined : blockJson(h, full === true);
		},
		eth_getBlockByHash: ([hash, full]) => {
			if (!byHash) {
				byHash = new Map();
				for (let h = 1; h <= seededHeight(); h++) byHash.set(evmBlockHash(chainId, h), h);
			}
			const h = typeof hash === 'string' ? byHash.get(hash.toLowerCase()) : undefined;
			return h === undefined ? undefined : blockJson(h, full === true);
		},
		cosmos_txHashByCosmosTxHash: ([h]) => {
			const key = typeof h === 'string' ? normaliseHash(h) : undefined;
			const t = key ? store.txByCosmosHash(key) : undefined;
			const twin = t && evmTwin(chainId, t);
			return twin ? twin.hash : `0x${ZERO_HASH}`;
		},
		cosmos_cosmosTxHashByTxHash: ([h]) => {
			const x = seededByEvmHash(h);
			return x ? x.tx.cosmosHash.toLowerCase() : ZERO_HASH;
		}
	};
}
