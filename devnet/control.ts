// The control API under /__devnet: tests, the benchmark and curious developers use it to change
// knobs, inject faults, script bridge outcomes, fund accounts and read the request log.
// It is never subject to injected latency or faults itself.
import type { createChains } from './chain/index';
import { sendJson, type Ctx } from './http';
import { mergeKnobs, type FaultBook, type FaultRule, type Knobs } from './knobs';
import type { RequestLog } from './request-log';
import type { createRouter } from './router/index';

interface ControlDeps {
	getKnobs(): Knobs;
	setKnobs(k: Knobs): void;
	faults: FaultBook;
	log: RequestLog;
	router: ReturnType<typeof createRouter>;
	chains: ReturnType<typeof createChains>;
	reset(): void;
}

const HELP = {
	'GET /__devnet/knobs': 'current knobs',
	'POST /__devnet/knobs': '{latencyMs?, errorRate?, rateLimit?, timeScale?, countTimeout?, quoteDrift?, staleReads?, seed?} (seed: the errorRate dice; same requests, same failures)',
	'GET /__devnet/faults': 'active fault rules',
	'POST /__devnet/faults': '{rules: [{match, method?, status?, body?, contentType?, retryAfter?, latencyMs?, hang?, hold?, noCors?, times?}]}',
	'POST /__devnet/release': '{atLeast?, timeoutMs?}: let requests held by a {hold: true} fault go on (first waiting until atLeast are held)',
	'DELETE /__devnet/faults': 'clear fault rules (and release held requests)',
	'POST /__devnet/outcome': '{tx_hash | "next", outcome: success|ack_error|timeout|swap_failure|abandoned|source_failed}',
	'POST /__devnet/faucet': '{chain_id, address, denom, amount}',
	'POST /__devnet/race': '{chain_id, address, when?: "now" | "next_broadcast", times?}: another sender from the same account uses up its sequence (code 32 for the page)',
	'GET /__devnet/requests?since=N&service=indexer': 'logged service requests',
	'POST /__devnet/reset': 'genesis state, default knobs, no faults',
	'POST /__devnet/burner': 'EIP-1193 JSON-RPC for the devnet burner wallet'
};

async function json(ctx: Ctx): Promise<Record<string, unknown>> {
	const text = await ctx.body();
	if (!text) return {};
	const v: unknown = JSON.parse(text);
	return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function createControl(d: ControlDeps) {
	return {
		async handle(ctx: Ctx) {
			const route = `${ctx.method} ${ctx.path.replace(/\/$/, '') || '/'}`;
			try {
				switch (route) {
					case 'GET /':
						return sendJson(ctx.res, 200, HELP);
					case 'GET /knobs':
						return sendJson(ctx.res, 200, d.getKnobs());
					case 'POST /knobs':
						d.setKnobs(mergeKnobs(d.getKnobs(), await json(ctx)));
						return sendJson(ctx.res, 200, d.getKnobs());
					case 'POST /release': {
						// {atLeast: n}: first waits (≤ timeoutMs, default 10 s) until n requests are held.
						const body = await json(ctx);
						const atLeast = Number(body.atLeast ?? 0);
						const timeoutMs = Math.min(Number(body.timeoutMs ?? 10_000), 30_000);
						return sendJson(ctx.res, 200, { released: atLeast > 0 ? await d.faults.releaseWhenHeld(atLeast, timeoutMs) : d.faults.release() });
					}
					case 'GET /faults':
						return sendJson(ctx.res, 200, { rules: d.faults.list() });
					case 'POST /faults': {
						const body = await json(ctx);
						const rules = Array.isArray(body.rules) ? (body.rules as FaultRule[]) : [body as unknown as FaultRule];
						d.faults.add(rules);
						return sendJson(ctx.res, 200, { rules: d.faults.list() });
					}
					case 'DELETE /faults':
						d.faults.clear();
						return sendJson(ctx.res, 200, { rules: [] });
					case 'POST /outcome': {
						const body = await json(ctx);
						const outcome = String(body.outcome ?? '');
						const hash = String(body.tx_hash ?? 'next');
						if (!d.router.setOutcome(hash, outcome)) return sendJson(ctx.res, 400, { error: `unknown outcome ${outcome}` });
						return sendJson(ctx.res, 200, { tx_hash: hash, outcome });
					}
					case 'POST /faucet': {
						const b = await json(ctx);
						const amount = String(b.amount ?? '');
						if (!/^\d+$/.test(amount) || typeof b.chain_id !== 'string' || typeof b.address !== 'string' || typeof b.denom !== 'string')
							return sendJson(ctx.res, 400, { error: 'need chain_id, address, denom and an integer amount' });
						d.chains.ledger.credit(b.chain_id, b.address, b.denom, BigInt(amount));
						return sendJson(ctx.res, 200, { balance: d.chains.ledger.balance(b.chain_id, b.address, b.denom).toString() });
					}
					case 'POST /race': {
						const b = await json(ctx);
						if (typeof b.chain_id !== 'string' || typeof b.address !== 'string') return sendJson(ctx.res, 400, { error: 'need chain_id and address' });
						if (b.when === 'next_broadcast') {
							const times = typeof b.times === 'number' && Number.isInteger(b.times) && b.times > 0 ? b.times : 1;
							d.chains.race.arm(b.chain_id, b.address, times);
							return sendJson(ctx.res, 200, { armed: times });
						}
						return sendJson(ctx.res, 200, { sequence: String(d.chains.race.now(b.chain_id, b.address)) });
					}
					case 'GET /requests': {
						const since = Number(ctx.url.searchParams.get('since') ?? 0) || 0;
						const service = ctx.url.searchParams.get('service') ?? undefined;
						return sendJson(ctx.res, 200, { last: d.log.last, requests: d.log.since(since, service) });
					}
					case 'DELETE /requests':
						d.log.clear();
						return sendJson(ctx.res, 200, { last: d.log.last });
					case 'POST /reset':
						d.reset();
						return sendJson(ctx.res, 200, { ok: true });
					case 'POST /burner':
						return d.chains.burner(ctx);
					default:
						return sendJson(ctx.res, 404, { error: `no control route ${route}`, routes: HELP });
				}
			} catch (e) {
				return sendJson(ctx.res, 400, { error: e instanceof Error ? e.message : String(e) });
			}
		}
	};
}
