// Test support for the router's contract tests: an in-memory Ledger, a settable clock, and the
// router served over real HTTP (serveOne).
import { toUtf8, fromUtf8 } from '@cosmjs/encoding';
import type { IncludedTx, Ledger } from '../chain/types';
import { DEFAULT_KNOBS, type Knobs } from '../knobs';
import { serveOne } from '../test-utils';
import { createRouterService } from './service';

const key = (hash: string) => hash.replace(/^0x/i, '').toLowerCase();

export class FakeLedger implements Ledger {
	balances = new Map<string, bigint>();
	txs: IncludedTx[] = [];
	credits: { chainId: string; address: string; denom: string; amount: bigint }[] = [];
	verifications: { chainId: string; expectedSigner: string; sequenceOffset?: number }[] = [];

	balance(chainId: string, address: string, denom: string) {
		return this.balances.get(`${chainId}|${address}|${denom}`) ?? 0n;
	}
	credit(chainId: string, address: string, denom: string, amount: bigint) {
		this.credits.push({ chainId, address, denom, amount });
		const k = `${chainId}|${address}|${denom}`;
		this.balances.set(k, (this.balances.get(k) ?? 0n) + amount);
	}
	findTx(chainId: string, hash: string) {
		return this.txs.find((t) => t.chainId === chainId && key(t.hash) === key(hash));
	}
	/** Accepts exactly the bytes of `fakeSignedHook(signer, chainId)`. */
	verifySignedTx(chainId: string, txBytes: Uint8Array, opts: { expectedSigner: string; sequenceOffset?: number }) {
		this.verifications.push({ chainId, ...opts });
		return fromUtf8(txBytes) === `signed-by:${opts.expectedSigner}@${chainId}`
			? ({ ok: true } as const)
			: ({ ok: false, reason: 'signature verification failed' } as const);
	}
	reset() {
		this.balances.clear();
		this.txs = [];
		this.credits = [];
		this.verifications = [];
	}
	include(tx: Partial<IncludedTx> & Pick<IncludedTx, 'chainId' | 'hash'>) {
		const full: IncludedTx = { kind: 'cosmos', height: 10, time: 1_700_000_000_000, code: 0, rawLog: '', signer: '', messages: [], ...tx };
		this.txs.push(full);
		return full;
	}
}

export const fakeSignedHook = (signer: string, chainId: string) => Buffer.from(toUtf8(`signed-by:${signer}@${chainId}`)).toString('base64');

export const BASE = 'http://devnet.test';

export async function startRouter(knobs: Partial<Knobs> = {}) {
	const ledger = new FakeLedger();
	const clock = { now: 1_700_000_000_000 };
	const routerKnobs = { ...DEFAULT_KNOBS, ...knobs };
	const router = createRouterService(BASE, ledger, () => routerKnobs, () => clock.now);
	const server = await serveOne(router.service, { knobs: routerKnobs });
	const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
		const res = await fetch(server.url + path, {
			method,
			headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
			body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
		});
		const text = await res.text();
		let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test
		try {
			json = JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: res.status, type: res.headers.get('content-type'), text, json };
	};
	return {
		ledger,
		clock,
		knobs: routerKnobs,
		router,
		get: (path: string) => call('GET', path),
		post: (path: string, body: unknown, headers?: Record<string, string>) => call('POST', path, body, headers),
		/** POST /v2/fungible/route with the five required fields plus `extra`. */
		route: (src: string, srcDenom: string, dst: string, dstDenom: string, amount: string, extra: Record<string, unknown> = {}) =>
			call('POST', '/v2/fungible/route', {
				amount_in: amount,
				source_asset_chain_id: src,
				source_asset_denom: srcDenom,
				dest_asset_chain_id: dst,
				dest_asset_denom: dstDenom,
				...extra
			}),
		close: server.close
	};
}

/** The /msgs request a client builds from a route response: fields copied unchanged. */
export const msgsRequest = (route: Record<string, unknown>, addressList: string[], extra: Record<string, unknown> = {}) => ({
	address_list: addressList,
	amount_in: route.amount_in,
	amount_out: route.amount_out,
	source_asset_chain_id: route.source_asset_chain_id,
	source_asset_denom: route.source_asset_denom,
	dest_asset_chain_id: route.dest_asset_chain_id,
	dest_asset_denom: route.dest_asset_denom,
	operations: route.operations,
	slippage_tolerance_percent: '0.5',
	...extra
});
export type Harness = Awaited<ReturnType<typeof startRouter>>;
