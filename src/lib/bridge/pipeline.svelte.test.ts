import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouterClient } from '$lib/api/router';
import { msgsResponseSchema } from '$lib/api/schemas/router-msgs';
import { WalletRejectedError } from '$lib/signing/errors';
import { WalletConnection } from '$lib/wallet/connection.svelte';
import * as realExec from './exec/index';
import type { Exec } from './exec/index';
import { BridgeHistory } from './history.svelte';
import { Pipeline, type PipelineDeps } from './pipeline.svelte';
import { describeChanges } from './route-signature';
import { BroadcastRejectedError } from './step-errors';
import { L1, L2, makeRoute, MemoryStorage, testCatalogue } from './testing';

const EVM_ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const INIT_ADDR = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const OTHER = 'init183zvmhdk4yq0526cthffncpaztay9yau4q4236';
const HASH = 'C'.repeat(64);

const msgs = (sender = INIT_ADDR, amount = '1000000') =>
	v.parse(msgsResponseSchema, {
		txs: [
			{
				cosmos_tx: {
					chain_id: L1,
					path: [L1, L2],
					signer_address: sender,
					msgs: [
						{
							msg_type_url: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
							msg: JSON.stringify({ sender, bridge_id: '1', to: INIT_ADDR, amount: { denom: 'uinit', amount } })
						}
					]
				},
				operations_indices: [0]
			}
		]
	});

beforeEach(() => Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true }));
afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

function setup(over: { msgs?: ReturnType<typeof msgs>; fresh?: () => ReturnType<typeof makeRoute> } = {}) {
	const catalogue = testCatalogue();
	const history = new BridgeHistory();
	const wallet = new WalletConnection();
	const provider = { request: vi.fn(async () => [EVM_ADDR]) };
	wallet.evmOptions = [{ id: 'w', info: { uuid: 'w', name: 'W', icon: '', rdns: 'w' }, provider }];
	wallet.evm = { walletId: 'w', name: 'W', burner: false, address: EVM_ADDR, initAddress: INIT_ADDR, chainId: 1 };
	const router = { msgs: vi.fn(async () => over.msgs ?? msgs()), opHook: vi.fn() } as unknown as RouterClient;
	let recordedBeforeBroadcast: string | undefined;
	const exec = {
		...realExec,
		knownPubkey: vi.fn(async () => new Uint8Array(33).fill(2)),
		createChainRest: vi.fn(() => ({})),
		prepareCosmos: vi.fn(async ({ plan }: { plan: unknown }) => ({
			plan,
			accountNumber: 1n,
			sequence: 0n,
			pubkey: { typeUrl: '/initia.crypto.v1beta1.ethsecp256k1.PubKey', key: new Uint8Array(33) },
			gas: 100_000n,
			fee: { denom: 'uinit', amount: 1500n },
			mode: 'EIP-191',
			signDoc: '{"chain_id":"initia-1"}'
		})),
		currentEvmAccount: vi.fn(async () => EVM_ADDR),
		signCosmos: vi.fn(async () => new Uint8Array([1, 2, 3])),
		txHash: vi.fn(() => HASH),
		broadcastCosmos: vi.fn(async () => {
			recordedBeforeBroadcast = history.items[0]?.broadcast;
			return HASH;
		}),
		waitForInclusion: vi.fn(async () => ({ kind: 'included' as const, height: 5n }))
	} as unknown as Exec;
	const route = makeRoute();
	const deps: PipelineDeps = {
		route,
		catalogue,
		network: 'test',
		router,
		wallet,
		history,
		recipient: INIT_ADDR,
		slippage: '0.5',
		balanceOf: () => 10_000_000n,
		suggest: () => null,
		loadExec: async () => exec,
		freshRoute: async () => (over.fresh ? over.fresh() : route),
		changes: (a, b) => describeChanges(a, b, { out: (n) => `${n}`, duration: (s) => `${s}s` })
	};
	const p = new Pipeline(deps);
	return { p, exec, router, history, wallet, recorded: () => recordedBeforeBroadcast };
}

describe('Pipeline', () => {
	it('walks the steps, waits for the review, and records the transfer before broadcasting it', async () => {
		const t = setup();
		expect(t.p.steps.map((s) => s.id)).toEqual(['addresses', 'messages', 'review', 'sign', 'broadcast', 'track']);
		await t.p.start();
		expect(t.p.current).toBe('review');
		expect(t.p.waiting).toBe('user');
		expect(t.p.review?.[0]?.messages[0]?.title).toBe('OP bridge deposit');
		expect(t.router.msgs).toHaveBeenCalledWith(expect.objectContaining({ addressList: [INIT_ADDR, INIT_ADDR], slippageTolerancePercent: '0.5' }), expect.anything());
		expect(t.exec.signCosmos).not.toHaveBeenCalled();
		await t.p.confirm();
		expect(t.recorded()).toBe('pending');
		expect(t.history.items[0]).toMatchObject({ txHash: HASH, broadcast: 'sent', origin: 'app', sender: INIT_ADDR, route: { srcSymbol: 'INIT', amountIn: '1000000' } });
		expect(t.p.txHash).toBe(HASH);
		expect(t.p.inclusion).toBe('included');
		expect(t.p.status).toMatchObject({ sign: 'done', broadcast: 'done', track: 'active' });
	});

	it('refuses to sign what the guard rejects, in plain words', async () => {
		const t = setup({ msgs: msgs(OTHER) });
		await t.p.start();
		expect(t.p.problem).toMatchObject({ kind: 'refused', retry: false });
		expect(t.p.problem!.details.join(' ')).toMatch(/not your connected account|not the sender/);
		const amount = setup({ msgs: msgs(INIT_ADDR, '999') });
		await amount.p.start();
		expect(amount.p.problem!.details.join(' ')).toMatch(/quote was for 1000000 uinit/);
	});

	it('keeps the flow after a wallet rejection, and Try again signs again', async () => {
		const t = setup();
		await t.p.start();
		vi.mocked(t.exec.signCosmos).mockRejectedValueOnce(new WalletRejectedError());
		await t.p.confirm();
		expect(t.p.problem).toMatchObject({ kind: 'rejected', title: 'Request rejected' });
		expect(t.history.items).toEqual([]);
		await t.p.retry();
		expect(t.p.problem).toBeNull();
		expect(t.p.txHash).toBe(HASH);
	});

	it('asks to confirm a route that changed before signing, then fetches its messages again', async () => {
		let changed = false;
		const t = setup({ fresh: () => (changed ? makeRoute({ amount_out: '999000' }) : makeRoute()) });
		await t.p.start();
		changed = true;
		await t.p.confirm();
		expect(t.exec.signCosmos).not.toHaveBeenCalled();
		expect(t.p.changed?.changes).toEqual(['You receive less: 1000000 → 999000']);
		await t.p.acceptChanges();
		expect(t.router.msgs).toHaveBeenCalledTimes(2);
		expect(t.p.route.amountOut).toBe(999_000n);
		changed = true;
		await t.p.confirm();
		expect(t.p.txHash).toBe(HASH);
	});

	it('stops when the wallet account changed, and marks a rejected broadcast in the history', async () => {
		const t = setup();
		await t.p.start();
		t.wallet.epoch++;
		await t.p.confirm();
		expect(t.p.problem).toMatchObject({ kind: 'changed' });

		const r = setup();
		await r.p.start();
		vi.mocked(r.exec.broadcastCosmos).mockRejectedValueOnce(new BroadcastRejectedError(5, 'sdk', 'insufficient funds'));
		await r.p.confirm();
		expect(r.p.problem).toMatchObject({ kind: 'chain', details: ['insufficient funds'] });
		expect(r.history.items[0]).toMatchObject({ broadcast: 'rejected', broadcastError: 'insufficient funds' });
	});
});
