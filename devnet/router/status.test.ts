import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { DENOMS, EVM_L2, EXT_EVM, L1, MOVE_L2, NOBLE } from '../chains';
import type { IncludedTx } from '../chain/types';
import { BASE, msgsRequest, startRouter, type Harness } from './test-harness';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- wire JSON under test

let h: Harness;
beforeAll(async () => (h = await startRouter()));
afterAll(() => h.close());
beforeEach(() => {
	h.router.reset();
	h.ledger.reset();
	h.knobs.timeScale = 1;
});

let counter = 0;
const cosmosHash = () => createHash('sha256').update(`tx${counter++}`).digest('hex').toUpperCase();
const evmHash = () => `0x${createHash('sha256').update(`evm${counter++}`).digest('hex')}`;

interface Flow {
	route: Json;
	addresses: string[];
	tx: IncludedTx;
}

/** Quote, get msgs, and include the tx those msgs describe (as a chain would re-encode it). */
async function send(src: string, srcDenom: string, dst: string, dstDenom: string, amount: string, addresses: string[], extra: Json = {}): Promise<Flow> {
	const route = (await h.route(src, srcDenom, dst, dstDenom, amount, extra)).json;
	const m = await h.post('/v2/fungible/msgs', msgsRequest(route, addresses, { slippage_tolerance_percent: '1' }));
	expect(m.status).toBe(200);
	const t = m.json.txs[0];
	const tx = t.evm_tx
		? h.ledger.include({
				chainId: src,
				hash: evmHash(),
				kind: 'evm',
				signer: addresses[0]!.toLowerCase(),
				evm: { from: addresses[0]!.toLowerCase(), to: t.evm_tx.to.toLowerCase(), value: t.evm_tx.value, data: `0x${t.evm_tx.data}` }
			})
		: h.ledger.include({
				chainId: src,
				hash: cosmosHash(),
				signer: addresses[0]!,
				// Keys in another order, as a chain's own amino encoder would emit them.
				messages: t.cosmos_tx.msgs.map((x: Json) => ({ typeUrl: x.msg_type_url, value: Object.fromEntries(Object.entries(JSON.parse(x.msg)).reverse()) }))
			});
	return { route, addresses, tx };
}

const track = (tx: IncludedTx, headers?: Record<string, string>) => h.post('/v2/tx/track', { tx_hash: tx.hash, chain_id: tx.chainId }, headers);
const status = async (tx: IncludedTx) => {
	const r = await h.get(`/v2/tx/status?tx_hash=${tx.hash}&chain_id=${tx.chainId}`);
	expect(r.status).toBe(200);
	return r.json as Json;
};
/** Status `sec` simulated seconds after tracking (registered at `start`). */
const at = async (tx: IncludedTx, start: number, sec: number) => {
	h.clock.now = start + sec * 1000;
	return status(tx);
};

/** Every legitimate lifecycle only moves right in this list. */
const ORDER = ['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_PENDING_ERROR', 'STATE_COMPLETED_SUCCESS', 'STATE_COMPLETED_ERROR', 'STATE_ABANDONED'];
const hopState = (e: Json) => (Object.values(e)[0] as Json).state as string;
const hopBody = (e: Json) => Object.values(e)[0] as Json;

/** Polls every `step` seconds up to `until`, checking the invariants every body must keep. */
async function walk(tx: IncludedTx, until: number, step: number) {
	const start = h.clock.now;
	const seen: Json[] = [];
	for (let s = 0; s <= until; s += step) {
		const j = await at(tx, start, s);
		expect(j.transfers).toHaveLength(1);
		const t = j.transfers[0];
		expect([t.state, t.transfer_sequence, t.next_blocking_transfer, t.transfer_asset_release, t.error]).toEqual([
			j.state,
			j.transfer_sequence,
			j.next_blocking_transfer,
			j.transfer_asset_release,
			j.error
		]);
		expect(j.state).not.toBe('STATE_FAILED');
		for (const e of j.transfer_sequence) {
			const b = hopBody(e);
			expect(b.src_chain_id).toBe(b.from_chain_id);
			expect(b.dst_chain_id).toBe(b.to_chain_id);
			expect(hopState(e)).not.toMatch(/UNKNOWN/);
		}
		const prev = seen[seen.length - 1];
		if (prev) {
			expect(ORDER.indexOf(j.state)).toBeGreaterThanOrEqual(ORDER.indexOf(prev.state));
			expect(j.transfer_sequence.length).toBeGreaterThanOrEqual(prev.transfer_sequence.length);
		}
		seen.push(j);
	}
	return seen;
}
const states = (seen: Json[]) => [...new Set(seen.map((j) => j.state))];

describe('POST /v2/tx/track', () => {
	it('answers the §14 errors', async () => {
		const unknownChain = await h.post('/v2/tx/track', { tx_hash: cosmosHash(), chain_id: 'nope-1' });
		expect([unknownChain.status, unknownChain.json]).toEqual([404, { code: 5, message: 'chain ID not supported', details: [] }]);
		const malformed = await h.post('/v2/tx/track', { tx_hash: 'ABC', chain_id: L1 });
		expect([malformed.status, malformed.json]).toEqual([400, { code: 3, message: 'tx is invalid on chain', details: [] }]);
		const notYet = await h.post('/v2/tx/track', { tx_hash: cosmosHash(), chain_id: L1 });
		expect([notYet.status, notYet.json]).toEqual([404, { code: 5, message: 'tx not found', details: [] }]);
		const failed = h.ledger.include({ chainId: L1, hash: cosmosHash(), code: 5, rawLog: 'insufficient funds' });
		expect((await track(failed)).json).toEqual({ code: 3, message: 'tx is invalid on chain', details: [] });
		const missing = await h.post('/v2/tx/track', { chain_id: L1 });
		expect([missing.status, missing.json.code]).toEqual([400, 3]);
	});

	it('is idempotent and insensitive to case and 0x', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, TEST_EVM.init]);
		const first = await track(tx);
		expect(first.json).toEqual({ tx_hash: tx.hash, explorer_link: `${BASE}/explorer/${L1}/txs/${tx.hash}` });
		const start = h.clock.now;
		h.clock.now += 30_000;
		const again = await h.post('/v2/tx/track', { tx_hash: `0x${tx.hash.toLowerCase()}`, chain_id: L1 });
		expect(again.json).toEqual(first.json);
		// Re-tracking did not restart the clock.
		expect((await at(tx, start, 30)).state).toBe('STATE_PENDING');
	});

	it('refuses an unknown x-devnet-outcome', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, TEST_EVM.init]);
		const r = await track(tx, { 'x-devnet-outcome': 'explode' });
		expect([r.status, r.json.code]).toEqual([400, 3]);
	});
});

describe('GET /v2/tx/status', () => {
	it('answers 404/5 for an untracked tx and 400/3 without parameters', async () => {
		const r = await h.get(`/v2/tx/status?tx_hash=${cosmosHash()}&chain_id=${L1}`);
		expect([r.status, r.json]).toEqual([404, { code: 5, message: 'tx not found', details: [] }]);
		const bad = await h.get('/v2/tx/status?chain_id=x');
		expect([bad.status, bad.json.code, bad.json.message]).toEqual([400, 3, 'tx_hash is required']);
	});

	it('walks a two-hop IBC route to success and credits the destination once', async () => {
		const { tx, route } = await send(NOBLE, 'uusdc', MOVE_L2, DENOMS.moveUsdc, '2500000', [TEST_COSMOS.noble, TEST_COSMOS.init, OTHER.init]);
		await track(tx);
		const seen = await walk(tx, 70, 1);
		expect(states(seen)).toEqual(['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_COMPLETED_SUCCESS']);
		expect(seen[0]).toEqual({
			status: 'STATE_SUBMITTED',
			state: 'STATE_SUBMITTED',
			transfers: [{ state: 'STATE_SUBMITTED', transfer_sequence: [], next_blocking_transfer: null, transfer_asset_release: null, error: null }],
			transfer_sequence: [],
			next_blocking_transfer: null,
			transfer_asset_release: null,
			error: null
		});
		const hopStates = [...new Set(seen.flatMap((j) => j.transfer_sequence.map((e: Json, i: number) => `${i}:${hopState(e)}`)))];
		expect(hopStates).toEqual(['0:TRANSFER_PENDING', '0:TRANSFER_RECEIVED', '0:TRANSFER_SUCCESS', '1:TRANSFER_PENDING', '1:TRANSFER_RECEIVED', '1:TRANSFER_SUCCESS']);
		const pending = seen.find((j) => j.transfer_sequence.length === 2 && j.state === 'STATE_PENDING')!;
		expect(pending.status).toBe('STATE_PENDING');
		expect(pending.next_blocking_transfer).toEqual({ transfer_sequence_index: 1 });
		const done = seen[seen.length - 1]!;
		expect(done.status).toBe('STATE_COMPLETED');
		expect(done.next_blocking_transfer).toBeNull();
		expect(done.transfer_asset_release).toEqual({ chain_id: MOVE_L2, denom: DENOMS.moveUsdc, amount: route.amount_out, released: true });
		const [hop0, hop1] = done.transfer_sequence.map(hopBody);
		expect(hop0.packet_txs.send_tx).toEqual({ chain_id: NOBLE, tx_hash: tx.hash, explorer_link: `${BASE}/explorer/${NOBLE}/txs/${tx.hash}`, on_chain_at: '2023-11-14T22:13:20Z' });
		expect(hop0.packet_txs.receive_tx.chain_id).toBe(L1);
		expect(hop0.packet_txs.receive_tx.tx_hash).toMatch(/^[0-9A-F]{64}$/);
		expect(hop0.packet_txs.acknowledge_tx.chain_id).toBe(NOBLE);
		expect(hop1.packet_txs.send_tx).toEqual(hop0.packet_txs.receive_tx);
		expect(hop1.packet_txs.timeout_tx).toBeNull();
		expect(hop1.packet_txs.error).toBeNull();
		for (const x of [hop0.packet_txs.receive_tx, hop1.packet_txs.acknowledge_tx]) expect(x.on_chain_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
		// Hop hashes are derived, so polling again gives the same ones; the credit happens once.
		expect((await status(tx)).transfer_sequence).toEqual(done.transfer_sequence);
		expect(h.ledger.credits).toEqual([{ chainId: MOVE_L2, address: OTHER.init, denom: DENOMS.moveUsdc, amount: BigInt(route.amount_out) }]);
	});

	it('follows OPinit deposits and uses the request time scale', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, OTHER.init]);
		await track(tx);
		h.knobs.timeScale = 10;
		const start = h.clock.now;
		const mid = await at(tx, start, 2);
		expect(mid.state).toBe('STATE_PENDING');
		expect(hopState(mid.transfer_sequence[0])).toBe('OPINIT_TRANSFER_SENT');
		expect(hopBody(mid.transfer_sequence[0]).txs.receive_tx).toBeNull();
		const end = await at(tx, start, 4.5);
		expect(end.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(hopState(end.transfer_sequence[0])).toBe('OPINIT_TRANSFER_RECEIVED');
		expect(hopBody(end.transfer_sequence[0]).txs.receive_tx.chain_id).toBe(MOVE_L2);
		// A slower observer later still sees the completed transfer: states never go back.
		h.knobs.timeScale = 1;
		expect((await at(tx, start, 5)).state).toBe('STATE_COMPLETED_SUCCESS');
		expect(h.ledger.credits).toHaveLength(1);
	});

	it('keeps an OP withdrawal pending until the finalization period has passed, and leaves paying out to the claim', async () => {
		const { tx } = await send(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '1000', [TEST_EVM.init, TEST_EVM.init], { is_op_withdraw: true });
		await track(tx);
		const start = h.clock.now;
		// Move Loom's bridge keeps OPinit's 7-day period
		const week = await at(tx, start, 604_799);
		expect([week.state, hopState(week.transfer_sequence[0])]).toEqual(['STATE_PENDING', 'OPINIT_TRANSFER_SENT']);
		const after = await at(tx, start, 604_800);
		expect([after.state, hopState(after.transfer_sequence[0])]).toEqual(['STATE_COMPLETED_SUCCESS', 'OPINIT_TRANSFER_RECEIVED']);
		expect(h.ledger.credits).toEqual([]);
	});

	it('quotes an OP withdrawal under the time scale as long as its status takes (the ETA agrees with the timeline)', async () => {
		h.knobs.timeScale = 3600;
		const { tx, route } = await send(EVM_L2, DENOMS.evmInit, L1, 'uinit', '1000', [TEST_EVM.init, TEST_EVM.init], { is_op_withdraw: true });
		// The EVM rollup's 24 h finalization at 3600× is 24 wall-clock seconds, in the duration and in the words.
		expect(route.estimated_route_duration_seconds).toBe(24);
		expect(route.extra_warnings).toEqual([expect.stringMatching(/withdrawal takes ~24 seconds to finalize/)]);
		await track(tx);
		const start = h.clock.now;
		expect((await at(tx, start, 23)).state).toBe('STATE_PENDING');
		expect((await at(tx, start, route.estimated_route_duration_seconds)).state).toBe('STATE_COMPLETED_SUCCESS');
	});

	it('matches EVM txs by call and follows LayerZero then IBC', async () => {
		const { tx, route } = await send(EXT_EVM, DENOMS.extEvmUsdc, EVM_L2, DENOMS.evmUsdc, '3000000', [TEST_EVM.hex, TEST_EVM.init, OTHER.init]);
		expect((await h.post('/v2/tx/track', { tx_hash: tx.hash.toUpperCase().replace('0X', ''), chain_id: EXT_EVM })).json.tx_hash).toBe(tx.hash);
		const seen = await walk(tx, 330, 10);
		const lz = [...new Set(seen.filter((j) => j.transfer_sequence.length).map((j) => hopState(j.transfer_sequence[0])))];
		expect(lz).toEqual(['LAYER_ZERO_TRANSFER_SENT', 'LAYER_ZERO_TRANSFER_RECEIVED']);
		const done = seen[seen.length - 1]!;
		expect(done.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(hopBody(done.transfer_sequence[0]).txs.send_tx.tx_hash).toBe(tx.hash);
		expect(done.transfer_sequence).toHaveLength(2);
		expect(h.ledger.credits).toEqual([{ chainId: EVM_L2, address: OTHER.init, denom: DENOMS.evmUsdc, amount: BigInt(route.amount_out) }]);
	});
});

describe('GET /v2/tx/status: scripted failures', () => {
	it('(a) ack error: pending error, then completed error, then the refund on the source', async () => {
		const { tx } = await send(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, '4000000', [TEST_COSMOS.noble, TEST_COSMOS.init]);
		expect(h.router.setOutcome(tx.hash.toLowerCase(), 'ack_error')).toBe(true);
		await track(tx);
		const seen = await walk(tx, 40, 1);
		expect(states(seen)).toEqual(['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_PENDING_ERROR', 'STATE_COMPLETED_ERROR']);
		const pendingError = seen.find((j) => j.state === 'STATE_PENDING_ERROR')!;
		expect(pendingError.status).toBe('STATE_PENDING');
		expect(pendingError.transfer_asset_release).toEqual({ chain_id: NOBLE, denom: 'uusdc', amount: '4000000', released: false });
		expect(pendingError.error).toMatchObject({ type: 'STATUS_ERROR_TRANSFER' });
		const hop = hopBody(pendingError.transfer_sequence[0]);
		expect(hop.state).toBe('TRANSFER_FAILURE');
		expect(hop.packet_txs.error).toMatchObject({ type: 'PACKET_ERROR_ACKNOWLEDGEMENT', details: { code: 1 } });
		expect(hop.packet_txs.acknowledge_tx).toBeNull();
		const errors = seen.filter((j) => j.state === 'STATE_COMPLETED_ERROR');
		expect(errors[0]!.transfer_asset_release.released).toBe(false);
		expect(errors[errors.length - 1]!.transfer_asset_release.released).toBe(true);
		expect(errors[0]!.status).toBe('STATE_COMPLETED');
		expect(hopBody(errors[0]!.transfer_sequence[0]).packet_txs.acknowledge_tx.chain_id).toBe(NOBLE);
		expect(h.ledger.credits).toEqual([{ chainId: NOBLE, address: TEST_COSMOS.noble, denom: 'uusdc', amount: 4_000_000n }]);
	});

	it('(a) on a LayerZero route: the LayerZero hop fails and the refund lands on the EVM chain', async () => {
		const { tx } = await send(EXT_EVM, DENOMS.extEvmUsdc, MOVE_L2, DENOMS.moveUsdc, '3000000', [TEST_EVM.hex, TEST_EVM.init, OTHER.init]);
		await track(tx, { 'x-devnet-outcome': 'ack_error' });
		const seen = await walk(tx, 330, 10);
		expect(states(seen)).toEqual(['STATE_SUBMITTED', 'STATE_PENDING', 'STATE_PENDING_ERROR', 'STATE_COMPLETED_ERROR']);
		const last = seen[seen.length - 1]!;
		expect(last.transfer_sequence).toHaveLength(1);
		const lz = hopBody(last.transfer_sequence[0]);
		expect(lz.state).toBe('LAYER_ZERO_TRANSFER_FAILED');
		expect(lz.txs.error_tx.chain_id).toBe(L1);
		expect(h.ledger.credits).toEqual([{ chainId: EXT_EVM, address: TEST_EVM.hex, denom: DENOMS.extEvmUsdc, amount: 3_000_000n }]);
	});

	it('(a) on an OPinit deposit: the deposit never arrives and is refunded', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, OTHER.init]);
		await track(tx, { 'x-devnet-outcome': 'ack_error' });
		const seen = await walk(tx, 60, 5);
		const last = seen[seen.length - 1]!;
		expect([last.state, hopState(last.transfer_sequence[0])]).toEqual(['STATE_COMPLETED_ERROR', 'OPINIT_TRANSFER_SENT']);
		expect(h.ledger.credits).toEqual([{ chainId: L1, address: TEST_EVM.init, denom: 'uinit', amount: 1000n }]);
	});

	it('(b) timeout: a timeout tx on the source and no receive', async () => {
		const { tx } = await send(NOBLE, 'uusdc', L1, DENOMS.l1Usdc, '4000000', [TEST_COSMOS.noble, TEST_COSMOS.init]);
		await track(tx, { 'x-devnet-outcome': 'timeout' });
		const seen = await walk(tx, 40, 2);
		const last = seen[seen.length - 1]!;
		expect(last.state).toBe('STATE_COMPLETED_ERROR');
		const hop = hopBody(last.transfer_sequence[0]);
		expect(hop.packet_txs).toMatchObject({ receive_tx: null, acknowledge_tx: null, error: { type: 'PACKET_ERROR_TIMEOUT' } });
		expect(hop.packet_txs.timeout_tx.chain_id).toBe(NOBLE);
		expect(h.ledger.credits).toHaveLength(1);
	});

	it('(c) swap failure: hops complete but the funds stop on the L1 in the voucher denom', async () => {
		const { tx, route } = await send(MOVE_L2, DENOMS.moveInit, L1, 'uinit', '2000000', [TEST_EVM.init, OTHER.init]);
		h.router.setOutcome('next', 'swap_failure');
		await track(tx);
		const seen = await walk(tx, 40, 2);
		const last = seen[seen.length - 1]!;
		expect(last.state).toBe('STATE_COMPLETED_ERROR');
		expect(last.transfer_sequence.map(hopState)).toEqual(['TRANSFER_SUCCESS']);
		const voucher = route.operations[1].swap.denom_in;
		expect(last.transfer_asset_release).toEqual({ chain_id: L1, denom: voucher, amount: '2000000', released: true });
		expect(h.ledger.credits).toEqual([{ chainId: L1, address: OTHER.init, denom: voucher, amount: 2_000_000n }]);
	});

	it('(d) abandoned: pending without progress, then STATE_ABANDONED and no credit', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, OTHER.init]);
		await track(tx, { 'x-devnet-outcome': 'abandoned' });
		const start = h.clock.now;
		const stalled = await at(tx, start, 500);
		expect([stalled.state, hopState(stalled.transfer_sequence[0])]).toEqual(['STATE_PENDING', 'OPINIT_TRANSFER_SENT']);
		const gone = await at(tx, start, 700);
		expect([gone.state, gone.status, gone.next_blocking_transfer]).toEqual(['STATE_ABANDONED', 'STATE_ABANDONED', null]);
		expect(h.ledger.credits).toEqual([]);
	});

	it('(e) source tx failed: an execution error and the refund', async () => {
		const { tx } = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, OTHER.init]);
		await track(tx, { 'x-devnet-outcome': 'source_failed' });
		const seen = await walk(tx, 10, 1);
		expect(states(seen)).toEqual(['STATE_SUBMITTED', 'STATE_COMPLETED_ERROR']);
		const last = seen[seen.length - 1]!;
		expect(last.error).toMatchObject({ type: 'STATUS_ERROR_TRANSACTION_EXECUTION' });
		expect(last.transfer_sequence).toEqual([]);
		expect(h.ledger.credits).toEqual([{ chainId: L1, address: TEST_EVM.init, denom: 'uinit', amount: 1000n }]);
	});

	it("'next' applies to one tracked tx only; unknown outcomes are refused", async () => {
		expect(h.router.setOutcome('next', 'nonsense')).toBe(false);
		h.router.setOutcome('next', 'source_failed');
		const a = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '1000', [TEST_EVM.init, OTHER.init]);
		const b = await send(L1, 'uinit', MOVE_L2, DENOMS.moveInit, '2000', [TEST_EVM.init, OTHER.init]);
		await track(a.tx);
		await track(b.tx);
		const start = h.clock.now;
		expect((await at(a.tx, start, 100)).state).toBe('STATE_COMPLETED_ERROR');
		expect((await at(b.tx, start, 100)).state).toBe('STATE_COMPLETED_SUCCESS');
	});
});

describe('GET /v2/tx/status: txs the router issued no msgs for', () => {
	it('follows a raw MsgTransfer as one IBC hop', async () => {
		const tx = h.ledger.include({
			chainId: L1,
			hash: cosmosHash(),
			signer: TEST_COSMOS.init,
			messages: [
				{
					typeUrl: '/ibc.applications.transfer.v1.MsgTransfer',
					value: { source_port: 'transfer', source_channel: 'channel-0', token: { denom: DENOMS.l1Usdc, amount: '777' }, sender: TEST_COSMOS.init, receiver: TEST_COSMOS.noble }
				}
			]
		});
		await track(tx);
		const last = (await walk(tx, 30, 5)).pop()!;
		expect(last.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(hopBody(last.transfer_sequence[0])).toMatchObject({ from_chain_id: L1, to_chain_id: NOBLE });
		expect(h.ledger.credits).toEqual([{ chainId: NOBLE, address: TEST_COSMOS.noble, denom: 'uusdc', amount: 777n }]);
	});

	it('completes at once when the tx moves nothing across chains', async () => {
		const tx = h.ledger.include({
			chainId: L1,
			hash: cosmosHash(),
			messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { from_address: TEST_EVM.init, to_address: OTHER.init, amount: [] } }]
		});
		await track(tx);
		const j = await status(tx);
		expect([j.state, j.transfer_sequence, j.transfer_asset_release]).toEqual(['STATE_COMPLETED_SUCCESS', [], null]);
		expect(h.ledger.credits).toEqual([]);
	});
});
