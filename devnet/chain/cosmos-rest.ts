// Cosmos REST (grpc-gateway) of one simulated chain: auth, bank and tx endpoints with the real
// shapes, status codes and {code, message, details} errors.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { goJson, sendJson, type Ctx, type Service } from '../http';
import { accountKey } from './address';
import { SIMULATE_GAS_WANTED, broadcastTx, includedTxJson, simulateTx } from './cosmos-tx';
import type { ChainLedger } from './ledger';

const grpcError = (code: number, message: string) => ({ code, message, details: [] });

function errorBody(status: number) {
	return status === 429
		? { body: 'Too Many Requests', contentType: 'text/plain; charset=utf-8' }
		: { body: goJson(grpcError(13, 'internal error')), contentType: 'application/json' };
}

/** The JSON body of /simulate and /txs: base64 tx_bytes (undefined when missing or not base64) and mode. */
async function txRequest(ctx: Ctx): Promise<{ bytes?: Uint8Array; mode?: unknown }> {
	try {
		const body = JSON.parse((await ctx.body()) || '{}') as { tx_bytes?: unknown; mode?: unknown };
		return { bytes: typeof body.tx_bytes === 'string' && body.tx_bytes ? fromBase64(body.tx_bytes) : undefined, mode: body.mode };
	} catch {
		return {};
	}
}

/** `extensions` (new REST routes, each in its own module) are tried first; one that answers returns true. */
export function cosmosRest(ledger: ChainLedger, chainId: string, extensions: ((ctx: Ctx, path: string) => boolean | Promise<boolean>)[] = []): Service {
	const def = () => ledger.def(chainId);

	/** The account key, or undefined after answering 400 like the SDK's address codec. */
	function key(ctx: Ctx, address: string): string | undefined {
		try {
			return accountKey(def(), address);
		} catch (e) {
			sendJson(ctx.res, 400, grpcError(3, e instanceof Error ? e.message : String(e)));
			return undefined;
		}
	}

	function accountJson(ctx: Ctx, address: string) {
		const k = key(ctx, address);
		if (k === undefined) return undefined;
		const acc = ledger.account(chainId, k);
		if (!acc) {
			sendJson(ctx.res, 404, grpcError(5, `account ${address} not found`));
			return undefined;
		}
		return {
			address: k,
			pub_key: acc.pubKey ? { '@type': acc.pubKey.typeUrl, key: toBase64(acc.pubKey.key) } : null,
			account_number: String(acc.accountNumber),
			sequence: String(acc.sequence)
		};
	}

	async function handle(ctx: Ctx) {
		const path = ctx.path.replace(/\/+$/, '');
		for (const extension of extensions) if (await extension(ctx, path)) return;
		let m: RegExpExecArray | null;
		if (ctx.method === 'GET' && (m = /^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/.exec(path))) {
			const info = accountJson(ctx, m[1]!);
			if (info) sendJson(ctx.res, 200, { account: { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...info } });
			return;
		}
		if (ctx.method === 'GET' && (m = /^\/cosmos\/auth\/v1beta1\/account_info\/([^/]+)$/.exec(path))) {
			const info = accountJson(ctx, m[1]!);
			if (info) sendJson(ctx.res, 200, { info });
			return;
		}
		if (ctx.method === 'GET' && (m = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/.exec(path))) {
			const k = key(ctx, m[1]!);
			if (k === undefined) return;
			const balances = ledger.balances(chainId, k).map((b) => ({ denom: b.denom, amount: b.amount.toString() }));
			return sendJson(ctx.res, 200, { balances, pagination: { next_key: null, total: String(balances.length) } });
		}
		if (ctx.method === 'GET' && (m = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)\/by_denom$/.exec(path))) {
			const denom = ctx.url.searchParams.get('denom') ?? '';
			if (!denom) return sendJson(ctx.res, 400, grpcError(3, 'invalid denom'));
			const k = key(ctx, m[1]!);
			if (k === undefined) return;
			return sendJson(ctx.res, 200, { balance: { denom, amount: ledger.balance(chainId, k, denom).toString() } });
		}
		if (ctx.method === 'POST' && path === '/cosmos/tx/v1beta1/simulate') {
			const { bytes } = await txRequest(ctx);
			if (!bytes) return sendJson(ctx.res, 400, grpcError(3, 'empty txBytes is not allowed'));
			const r = simulateTx(ledger, chainId, bytes);
			if (!r.ok) return sendJson(ctx.res, 400, grpcError(2, r.message));
			return sendJson(ctx.res, 200, {
				gas_info: { gas_wanted: SIMULATE_GAS_WANTED, gas_used: r.gasUsed.toString() },
				result: { data: '', log: '', events: [], msg_responses: r.msgs.map((msg) => ({ '@type': `${msg.typeUrl}Response` })) }
			});
		}
		if (ctx.method === 'POST' && path === '/cosmos/tx/v1beta1/txs') {
			const { bytes, mode } = await txRequest(ctx);
			if (!bytes) return sendJson(ctx.res, 400, grpcError(3, 'invalid empty tx'));
			// SYNC and ASYNC both answer after CheckTx here; BLOCK is gone since SDK 0.47.
			if (mode !== 'BROADCAST_MODE_SYNC' && mode !== 'BROADCAST_MODE_ASYNC')
				return sendJson(ctx.res, 400, grpcError(3, `unsupported broadcast mode ${String(mode)}; supported types: sync, async`));
			return sendJson(ctx.res, 200, broadcastTx(ledger, chainId, bytes));
		}
		if (ctx.method === 'GET' && (m = /^\/cosmos\/tx\/v1beta1\/txs\/([^/]+)$/.exec(path))) {
			const record = ledger.record(chainId, m[1]!);
			if (!record || record.tx.height === 0 || record.detail.kind !== 'cosmos') return sendJson(ctx.res, 404, grpcError(5, `tx not found: ${m[1]}`));
			return sendJson(ctx.res, 200, includedTxJson(record, record.detail.json));
		}
		return sendJson(ctx.res, 501, grpcError(12, 'Not Implemented'));
	}

	return { name: 'rest', errorBody, handle };
}
