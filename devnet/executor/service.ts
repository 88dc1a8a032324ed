// One rollup's opinit-bots executor API (router-api.md §12.2), mounted at the registry's
// `metadata.executor_uri`. Fiber semantics: JSON bodies in Go's field order, every handler error
// a plain-text 500, unknown routes "Cannot GET /path" 404.
import { sendJson, sendText, textError, type Ctx, type Service } from '../http';
import type { BridgeDef, OpBridges, Withdrawal } from './opbridge';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

/** Go's time.Time JSON (RFC3339Nano): UTC, fraction without trailing zeros. */
export function goTime(ms: number): string {
	return new Date(ms).toISOString().replace(/\.(\d*?)0*Z$/, (_, frac: string) => (frac ? `.${frac}Z` : 'Z'));
}

/** QueryWithdrawalResponse, keys in the Go struct's order. */
export function withdrawalJson(o: OpBridges, w: Withdrawal) {
	const tree = w.tree === undefined ? undefined : o.tree(w.bridgeId, w.tree);
	return {
		sequence: Number(w.sequence),
		to: w.to,
		from: w.from,
		amount: { denom: w.l1Denom, amount: w.amount.toString() },
		output_index: tree ? Number(tree.index) : 0,
		bridge_id: Number(w.bridgeId),
		withdrawal_proofs: tree ? w.proofs!.map(b64) : null,
		version: b64(Uint8Array.of(1)),
		storage_root: tree ? b64(tree.storageRoot) : null,
		last_block_hash: tree ? b64(tree.lastBlockHash) : null,
		tx_time: goTime(w.txTime ?? o.clock.wall(w.createdSim)),
		tx_height: w.txHeight,
		tx_hash: w.txHash
	};
}

class HandlerError extends Error {}

/** Fiber's QueryInt: the default when absent or not an integer. */
function queryInt(ctx: Ctx, key: string, fallback: number): number {
	const raw = ctx.url.searchParams.get(key);
	if (raw === null || !/^[+-]?\d+$/.test(raw.trim())) return fallback;
	return Number(raw);
}

function parseSequence(raw: string): bigint {
	if (/^\d+$/.test(raw) && BigInt(raw) < 2n ** 64n) return BigInt(raw);
	const reason = /^\d+$/.test(raw) ? 'value out of range' : 'invalid syntax';
	throw new HandlerError(`failed to parse sequence: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${reason}`);
}

export function executorService(o: OpBridges, def: BridgeDef): Service {
	function list(ctx: Ctx, address: string) {
		const offset = queryInt(ctx, 'offset', 0);
		if (offset < 0) throw new HandlerError(`failed to convert offset: value ${offset} is negative`);
		const limit = Math.min(queryInt(ctx, 'limit', 10), 100);
		if (limit < 0) throw new HandlerError(`failed to convert limit: value ${limit} is negative`);
		const asc = ctx.url.searchParams.get('order') === 'asc';
		// offset is a sequence, inclusive; 0 starts at the newest (desc) or the oldest (asc)
		const all = o.withdrawalsTo(def.bridgeId, address, asc).filter((w) => offset === 0 || (asc ? w.sequence >= BigInt(offset) : w.sequence <= BigInt(offset)));
		const page = all.slice(0, limit);
		const next = all[limit];
		return { withdrawals: page.map((w) => withdrawalJson(o, w)), ...(next ? { next: Number(next.sequence) } : {}) };
	}

	function handle(ctx: Ctx) {
		const path = ctx.path.replace(/\/+$/, '') || '/';
		const raw = decodeURIComponent;
		try {
			let m: RegExpExecArray | null;
			if (ctx.method === 'GET' && (m = /^\/withdrawal\/([^/]+)$/.exec(path))) {
				const w = o.withdrawal(def.bridgeId, parseSequence(raw(m[1]!)));
				if (!w) throw new HandlerError('failed to query withdrawal');
				return sendJson(ctx.res, 200, withdrawalJson(o, w));
			}
			if (ctx.method === 'GET' && (m = /^\/withdrawals\/([^/]+)$/.exec(path))) return sendJson(ctx.res, 200, list(ctx, raw(m[1]!)));
			if (ctx.method === 'GET' && path === '/syncing') return sendJson(ctx.res, 200, false);
			if (ctx.method === 'GET' && path === '/status') {
				const last = o.outputs(def.bridgeId).at(-1);
				return sendJson(ctx.res, 200, {
					bridge_id: Number(def.bridgeId),
					child: { node: { syncing: false }, last_output_index: last ? Number(last.index) : 0 }
				});
			}
		} catch (e) {
			if (e instanceof HandlerError || e instanceof URIError) return sendText(ctx.res, 500, e.message);
			throw e;
		}
		return sendText(ctx.res, 404, `Cannot ${ctx.method} ${ctx.path}`);
	}

	return { name: 'executor', errorBody: textError, handle };
}
