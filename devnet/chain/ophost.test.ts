// The devnet L1's x/ophost over real HTTP: the REST routes of router-api.md §12.3 (proto-JSON
// types, scaled durations), and MsgFinalizeTokenWithdrawal signed for real in every signing mode,
// checked like the keeper does (§12.4): premature → 8, bad root or proof → 10, twice → 11;
// success pays `to` and flips `claimed`.
import { toBase64, toHex } from '@cosmjs/encoding';
import { sha256 } from '@noble/hashes/sha2.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { DENOMS, L1, MOVE_L2, WASM_L2 } from '../chains';
import { DAY, SECOND } from '../executor/clock';
import { withdrawalHash } from '../executor/merkle';
import { SEEDED } from '../executor/seed';
import { serveOne } from '../test-utils';
import { cosmosRest } from './cosmos-rest';
import { ChainLedger } from './ledger';
import { installOphost, withOphostRoutes } from './ophost';
import { msgFinalize, signAmino, signDirect, signEip191, type FinalizeFields, type TxSpec } from './test-tx';

let now = 1_750_000_000_000;
let scale = 1;
const ledger = new ChainLedger(() => now);
const bridges = installOphost(ledger, () => scale);
let server: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	server = await serveOne(withOphostRoutes(cosmosRest(ledger, L1), bridges));
});
afterAll(() => server.close());
beforeEach(() => {
	scale = 1;
	ledger.reset();
});

async function get(path: string) {
	const r = await fetch(`${server.url}${path}`);
	return { status: r.status, body: await r.json() };
}
const hashOf = (bytes: Uint8Array) => toHex(sha256(bytes)).toUpperCase();
async function broadcast(bytes: Uint8Array) {
	const r = await fetch(`${server.url}/cosmos/tx/v1beta1/txs`, { method: 'POST', body: JSON.stringify({ tx_bytes: toBase64(bytes), mode: 'BROADCAST_MODE_SYNC' }) });
	return (await r.json()).tx_response as { code: number; raw_log: string; txhash: string };
}
/** Broadcasts, waits a block, returns the included result. */
async function deliver(bytes: Uint8Array) {
	const sync = await broadcast(bytes);
	expect(sync.code, sync.raw_log).toBe(0);
	now += 1000;
	const { body } = await get(`/cosmos/tx/v1beta1/txs/${hashOf(bytes)}`);
	return body.tx_response as { code: number; codespace: string; raw_log: string };
}

const B64_32 = /^[A-Za-z0-9+/]{43}=$/;

/** The claim for a seeded withdrawal, from the executor's state (as a client builds it from the API). */
function claimFor(label: keyof typeof SEEDED, sender: string = TEST_EVM.init): FinalizeFields {
	const s = SEEDED[label];
	const w = bridges.withdrawal(BigInt(s.bridgeId), BigInt(s.sequence))!;
	const tree = bridges.tree(w.bridgeId, w.tree!)!;
	return {
		sender,
		bridgeId: w.bridgeId,
		outputIndex: tree.index,
		proofs: w.proofs!,
		from: w.from,
		to: w.to,
		sequence: w.sequence,
		amount: { denom: w.l1Denom, amount: w.amount.toString() },
		version: Uint8Array.of(1),
		storageRoot: tree.storageRoot,
		lastBlockHash: tree.lastBlockHash
	};
}

const spec = (f: FinalizeFields, accountNumber: number, over: Partial<TxSpec> = {}): TxSpec => ({
	chainId: L1,
	accountNumber,
	sequence: ledger.account(L1, f.sender)!.sequence,
	msgs: [msgFinalize(f)],
	fee: { amount: [{ denom: 'uinit', amount: '4500' }], gas: '300000' },
	...over
});

describe('x/ophost REST', () => {
	it('serves the bridges with their finalization periods, scaled by the time knob', async () => {
		const move = await get('/opinit/ophost/v1/bridges/1');
		expect(move.status).toBe(200);
		expect(Object.keys(move.body)).toEqual(['bridge_id', 'bridge_addr', 'bridge_config']);
		expect(move.body).toMatchObject({ bridge_id: '1', bridge_addr: expect.stringMatching(/^init1/) });
		expect(move.body.bridge_config).toMatchObject({
			submission_interval: '3600s',
			finalization_period: '604800s',
			batch_info: { chain_type: 'INITIA' },
			oracle_enabled: false,
			submission_start_height: '1'
		});
		expect((await get('/opinit/ophost/v1/bridges/2')).body.bridge_config.finalization_period).toBe('86400s');
		scale = 1000;
		expect((await get('/opinit/ophost/v1/bridges/1')).body.bridge_config.finalization_period).toBe('604.800s');
		expect(await get('/opinit/ophost/v1/bridges/9')).toEqual({ status: 404, body: { code: 5, message: expect.stringContaining('not found'), details: [] } });
	});

	it('lists output proposals, the latest with pagination.reverse, and 404s one not proposed yet', async () => {
		const latest = await get('/opinit/ophost/v1/bridges/1/outputs?pagination.reverse=true&pagination.limit=1');
		expect(latest.body.output_proposals).toHaveLength(1);
		const [p] = latest.body.output_proposals;
		expect(p).toEqual({
			bridge_id: '1',
			output_index: expect.stringMatching(/^\d+$/),
			output_proposal: { output_root: expect.stringMatching(B64_32), l1_block_number: expect.stringMatching(/^\d+$/), l1_block_time: expect.stringMatching(/Z$/), l2_block_number: expect.stringMatching(/^\d+$/) }
		});
		expect(latest.body.pagination.next_key).toMatch(/=$/);
		// the countdown seed's output is the latest; the next tree (awaiting output) is not on the L1 yet
		const countdown = bridges.withdrawal(1n, BigInt(SEEDED.countdown.sequence))!;
		const awaiting = bridges.withdrawal(1n, BigInt(SEEDED.awaitingOutput.sequence))!;
		expect(p.output_index).toBe(countdown.tree!.toString());
		expect(awaiting.tree).toBe(countdown.tree! + 1n);
		expect(await get(`/opinit/ophost/v1/bridges/1/outputs/${awaiting.tree}`)).toMatchObject({ status: 404, body: { code: 5 } });
		const one = await get(`/opinit/ophost/v1/bridges/1/outputs/${countdown.tree}`);
		expect(one.body).toEqual(p);
		// 2 days ago + the delays: Date.parse gives the wall clock back
		expect(Date.parse(p.output_proposal.l1_block_time)).toBeGreaterThan(now - 2 * DAY);
		const all = await get('/opinit/ophost/v1/bridges/1/outputs?pagination.count_total=true');
		expect(all.body.pagination).toEqual({ next_key: null, total: String(countdown.tree) });
	});

	it('answers claimed by withdrawal hash, and migration info only for the migrated bridge', async () => {
		const hashOfSeed = (label: keyof typeof SEEDED) => {
			const w = bridges.withdrawal(BigInt(SEEDED[label].bridgeId), BigInt(SEEDED[label].sequence))!;
			return encodeURIComponent(toBase64(withdrawalHash({ bridgeId: w.bridgeId, sequence: w.sequence, from: w.from, to: w.to, denom: 'uinit', amount: w.amount })));
		};
		expect((await get(`/opinit/ophost/v1/bridges/1/withdrawals/claimed/by_hash?withdrawal_hash=${hashOfSeed('claimed')}`)).body).toEqual({ claimed: true });
		expect((await get(`/opinit/ophost/v1/bridges/1/withdrawals/claimed/by_hash?withdrawal_hash=${hashOfSeed('claimable')}`)).body).toEqual({ claimed: false });
		expect((await get('/opinit/ophost/v1/bridges/1/withdrawals/claimed/by_hash?withdrawal_hash=AAAA')).status).toBe(400);
		expect(await get('/opinit/ophost/v1/bridges/1/migration_info/by_l1_denom?l1_denom=uinit')).toEqual({ status: 404, body: { code: 5, message: 'migration info not found', details: [] } });
		expect(await get('/opinit/ophost/v1/bridges/3/migration_info/by_l1_denom?l1_denom=uinit')).toEqual({
			status: 200,
			body: { migration_info: { bridge_id: '3', ibc_channel_id: 'channel-3', ibc_port_id: 'transfer', l1_denom: 'uinit' } }
		});
		expect(SEEDED.wasmClaimed.chainId).toBe(WASM_L2);
	});

	it('leaves other routes to the chain REST', async () => {
		expect((await get(`/cosmos/bank/v1beta1/balances/${TEST_EVM.init}`)).status).toBe(200);
	});
});

describe('MsgFinalizeTokenWithdrawal', () => {
	it('pays a claimable withdrawal to its recipient (EIP-191 signed) and flips claimed; a second claim fails with 11', async () => {
		const claim = claimFor('claimable');
		const before = ledger.balance(L1, TEST_EVM.init, 'uinit');
		const result = await deliver(await signEip191(spec(claim, 1)));
		expect(result).toMatchObject({ code: 0, raw_log: '' });
		// the fee is 4500 uinit
		expect(ledger.balance(L1, TEST_EVM.init, 'uinit') - before).toBe(SEEDED.claimable.amount - 4500n);
		expect(bridges.isClaimed(1n, withdrawalHash({ ...claim, denom: 'uinit', amount: SEEDED.claimable.amount }))).toBe(true);

		const again = await deliver(await signEip191(spec(claim, 1)));
		expect(again).toMatchObject({ code: 11, codespace: 'ophost', raw_log: 'failed to execute message; message index: 0: withdrawal already finalized' });
	});

	it('lets any L1 account claim for the recipient, with Keplr direct and amino signatures', async () => {
		const before = ledger.balance(L1, TEST_EVM.init, 'uinit');
		expect(await deliver(await signDirect(spec(claimFor('claimable', TEST_COSMOS.init), 2), 'init'))).toMatchObject({ code: 0 });
		expect(ledger.balance(L1, TEST_EVM.init, 'uinit') - before).toBe(SEEDED.claimable.amount);
		expect(await deliver(await signAmino(spec(claimFor('evmClaimable', TEST_COSMOS.init), 2), 'init'))).toMatchObject({ code: 0 });
		expect(ledger.balance(L1, TEST_EVM.init, 'uinit') - before).toBe(SEEDED.claimable.amount + SEEDED.evmClaimable.amount);
	});

	it('refuses a claim before the finalization period with 8, and accepts it once the scaled period passed', async () => {
		const claim = claimFor('countdown');
		expect(await deliver(await signEip191(spec(claim, 1)))).toMatchObject({ code: 8, codespace: 'ophost', raw_log: 'failed to execute message; message index: 0: output has not finalized' });
		// simulated: ~5 days left; at ×10 000 that is under a minute of wall time
		scale = 10_000;
		now += (6 * DAY) / scale;
		expect(await deliver(await signEip191(spec(claim, 1)))).toMatchObject({ code: 0 });
	});

	it('refuses a wrong proof, storage root, block hash or amount with 10, and an output not proposed yet', async () => {
		const good = claimFor('claimable');
		const flip = (b: Uint8Array) => Uint8Array.from(b, (x, i) => (i === 0 ? x ^ 1 : x));
		const cases: [Partial<FinalizeFields>, string][] = [
			[{ proofs: [flip(good.proofs[0]!), good.proofs[1]!] }, 'invalid storage root proofs: failed to verify withdrawal tx'],
			[{ proofs: [good.proofs[1]!, good.proofs[0]!] }, 'invalid storage root proofs: failed to verify withdrawal tx'],
			[{ amount: { denom: 'uinit', amount: '2500001' } }, 'invalid storage root proofs: failed to verify withdrawal tx'],
			[{ to: OTHER.init }, 'invalid storage root proofs: failed to verify withdrawal tx'],
			[{ storageRoot: flip(good.storageRoot) }, 'invalid output root: failed to verify withdrawal tx'],
			[{ lastBlockHash: flip(good.lastBlockHash) }, 'invalid output root: failed to verify withdrawal tx'],
			[{ version: Uint8Array.of(2) }, 'invalid output root: failed to verify withdrawal tx']
		];
		for (const [change, log] of cases) {
			const r = await deliver(await signEip191(spec({ ...good, ...change }, 1)));
			expect(r, log).toMatchObject({ code: 10, codespace: 'ophost', raw_log: `failed to execute message; message index: 0: ${log}` });
		}
		const awaiting = claimFor('awaitingOutput');
		expect(await deliver(await signEip191(spec(awaiting, 1)))).toMatchObject({ code: 1, raw_log: expect.stringContaining('collections: not found') });
		expect(ledger.balance(L1, OTHER.init, 'uinit')).toBe(1_000_000_000_000n);
	});

	it('validates the message like the keeper: zero ids and hash lengths', async () => {
		const good = claimFor('claimable');
		const cases: [Partial<FinalizeFields>, number, string][] = [
			[{ sequence: 0n }, 6, 'invalid sequence'],
			[{ outputIndex: 0n }, 4, 'invalid output index'],
			[{ version: Uint8Array.of(1, 1) }, 3, 'version: invalid hash length'],
			[{ proofs: [good.proofs[0]!.subarray(1)] }, 3, 'withdrawal_proofs: invalid hash length'],
			[{ from: '' }, 7, 'from address cannot be empty: invalid address']
		];
		for (const [change, code, log] of cases) {
			const r = await deliver(await signEip191(spec({ ...good, ...change }, 1)));
			expect(r, log).toMatchObject({ code, raw_log: `failed to execute message; message index: 0: ${log}` });
		}
	});

	it('fails at simulation the same way, so a client learns before signing', async () => {
		const claim = claimFor('countdown');
		const tx = await signEip191(spec(claim, 1));
		const r = await fetch(`${server.url}/cosmos/tx/v1beta1/simulate`, { method: 'POST', body: JSON.stringify({ tx_bytes: toBase64(tx) }) });
		expect(r.status).toBe(400);
		expect((await r.json()).message).toContain('output has not finalized');
	});

	it('checks the period in whole seconds of the block time', async () => {
		scale = 1;
		const claim = claimFor('countdown');
		const output = bridges.output(1n, claim.outputIndex)!;
		const due = output.l1BlockTime + bridges.finalizationMs(bridges.bridge(1n)!);
		// the tx lands in the block after `now`
		now = due - 2 * SECOND;
		expect(await deliver(await signEip191(spec(claim, 1)))).toMatchObject({ code: 8 });
		now = Math.ceil(due / 1000) * 1000;
		expect(await deliver(await signEip191(spec(claim, 1)))).toMatchObject({ code: 0 });
		expect(ledger.balance(L1, TEST_EVM.init, DENOMS.l1Init)).toBeGreaterThan(0n);
		expect(MOVE_L2).toBe(SEEDED.countdown.chainId);
	});
});
