// The devnet executor API over real HTTP (router-api.md §12.2, §12.5): the Go JSON shape and key
// order, paging by sequence, Fiber's plain-text errors, the seeded states, and a withdrawal made on
// a devnet rollup getting the next sequence, then its tree, then its output on the time scale.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BURNER, OTHER, TEST_EVM } from '../accounts';
import { DENOMS, EVM_L2, MOVE_L2 } from '../chains';
import { ChainLedger } from '../chain/ledger';
import { cosmosRest } from '../chain/cosmos-rest';
import { installOphost } from '../chain/ophost';
import { msgWithdraw, signEip191 } from '../chain/test-tx';
import { serveOne } from '../test-utils';
import { DAY, MINUTE } from './clock';
import { OUTPUT_DELAY, TREE_DELAY } from './opbridge';
import { SEEDED, seededCount } from './seed';
import { executorService, goTime } from './service';

let now = 1_750_000_000_000;
let scale = 1;
const ledger = new ChainLedger(() => now);
const bridges = installOphost(ledger, () => scale);
const servers: Record<string, Awaited<ReturnType<typeof serveOne>>> = {};

beforeAll(async () => {
	servers[MOVE_L2] = await serveOne(executorService(bridges, bridges.bridgeOfChain(MOVE_L2)!));
	servers[EVM_L2] = await serveOne(executorService(bridges, bridges.bridgeOfChain(EVM_L2)!));
	servers.rest = await serveOne(cosmosRest(ledger, EVM_L2));
});
afterAll(async () => {
	for (const s of Object.values(servers)) await s.close();
});
beforeEach(() => {
	scale = 1;
	ledger.reset();
});

async function get(chainId: string, path: string) {
	const r = await fetch(`${servers[chainId]!.url}${path}`);
	const text = await r.text();
	return { status: r.status, type: r.headers.get('content-type'), text, json: r.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined };
}

const KEYS = ['sequence', 'to', 'from', 'amount', 'output_index', 'bridge_id', 'withdrawal_proofs', 'version', 'storage_root', 'last_block_hash', 'tx_time', 'tx_height', 'tx_hash'];
const b64of32 = expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/);

describe('GET /withdrawals/{address}', () => {
	it('lists the seeded withdrawals to the test wallet newest first, in the Go struct shape', async () => {
		const r = await get(MOVE_L2, `/withdrawals/${TEST_EVM.init}`);
		expect(r.status).toBe(200);
		// Go writes struct fields in declaration order
		expect(r.text.startsWith('{"withdrawals":[{"sequence":')).toBe(true);
		const list = r.json.withdrawals as Record<string, unknown>[];
		expect(list.map((w) => w.sequence)).toEqual([SEEDED.inProgress, SEEDED.awaitingOutput, SEEDED.countdown, SEEDED.claimable, SEEDED.claimed].map((s) => s.sequence));
		expect(r.json).not.toHaveProperty('next');
		for (const w of list) expect(Object.keys(w)).toEqual(KEYS);
		const claimable = list.find((w) => w.sequence === SEEDED.claimable.sequence)!;
		expect(claimable).toMatchObject({
			to: TEST_EVM.init,
			from: TEST_EVM.init,
			amount: { denom: 'uinit', amount: '2500000' },
			bridge_id: 1,
			version: 'AQ==',
			storage_root: b64of32,
			last_block_hash: b64of32,
			tx_hash: SEEDED.claimable.txHash,
			tx_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
		});
		// its tree holds two more withdrawals (to OTHER): padded to four leaves, two proof levels
		expect(claimable.withdrawal_proofs).toEqual([b64of32, b64of32]);
		expect(Object.keys(claimable.amount as object)).toEqual(['denom', 'amount']);
		expect(typeof claimable.output_index).toBe('number');
		expect(typeof claimable.tx_height).toBe('number');
	});

	it('leaves the tree fields empty until the executor finalizes the tree', async () => {
		const { json } = await get(MOVE_L2, `/withdrawals/${TEST_EVM.init}?limit=1`);
		expect(json.withdrawals[0]).toMatchObject({ sequence: SEEDED.inProgress.sequence, output_index: 0, withdrawal_proofs: null, storage_root: null, last_block_hash: null, version: 'AQ==' });
		expect(json.next).toBe(SEEDED.awaitingOutput.sequence);
		// a one-withdrawal tree has no proofs at all
		const countdown = (await get(MOVE_L2, `/withdrawal/${SEEDED.countdown.sequence}`)).json;
		expect(countdown.withdrawal_proofs).toEqual([]);
	});

	it('pages by sequence: offset is inclusive, next is the first sequence of the next page', async () => {
		expect(seededCount(EVM_L2, OTHER.init)).toBe(25);
		const first = (await get(EVM_L2, `/withdrawals/${OTHER.init}?limit=20`)).json;
		expect(first.withdrawals).toHaveLength(20);
		const seqs = first.withdrawals.map((w: { sequence: number }) => w.sequence);
		expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
		const second = (await get(EVM_L2, `/withdrawals/${OTHER.init}?limit=20&offset=${first.next}`)).json;
		expect(second.withdrawals).toHaveLength(5);
		expect(second.withdrawals[0].sequence).toBe(first.next);
		expect(second).not.toHaveProperty('next');
		// InterwovenKit's way: last sequence − 1, although that sequence belongs to someone else
		const skip = (await get(EVM_L2, `/withdrawals/${OTHER.init}?limit=20&offset=${seqs.at(-1) - 1}`)).json;
		expect(skip.withdrawals.map((w: { sequence: number }) => w.sequence)).toEqual(second.withdrawals.map((w: { sequence: number }) => w.sequence));
		const asc = (await get(EVM_L2, `/withdrawals/${OTHER.init}?order=asc&limit=3`)).json;
		expect(asc.withdrawals.map((w: { sequence: number }) => w.sequence)).toEqual([1, 2, 3]);
		expect(asc.next).toBe(4);
	});

	it('defaults to 10, caps at 100, ignores a non-numeric offset, and answers an unknown address with an empty list', async () => {
		expect((await get(EVM_L2, `/withdrawals/${OTHER.init}`)).json.withdrawals).toHaveLength(10);
		expect((await get(EVM_L2, `/withdrawals/${OTHER.init}?limit=500`)).json.withdrawals).toHaveLength(25);
		expect((await get(EVM_L2, `/withdrawals/${OTHER.init}?offset=abc&limit=2`)).json.withdrawals[0].sequence).toBe(26);
		expect(await get(EVM_L2, '/withdrawals/init1nobody')).toMatchObject({ status: 200, text: '{"withdrawals":[]}' });
		// the index key is the recipient only, exact string
		expect((await get(MOVE_L2, `/withdrawals/${TEST_EVM.hex}`)).json.withdrawals).toEqual([]);
	});
});

describe('errors', () => {
	it('are Fiber plain-text 500s, and unknown routes 404', async () => {
		expect(await get(MOVE_L2, '/withdrawal/abc')).toMatchObject({ status: 500, type: 'text/plain; charset=utf-8', text: 'failed to parse sequence: strconv.ParseUint: parsing "abc": invalid syntax' });
		expect(await get(MOVE_L2, '/withdrawal/999')).toMatchObject({ status: 500, text: 'failed to query withdrawal' });
		expect(await get(MOVE_L2, `/withdrawals/${TEST_EVM.init}?limit=-1`)).toMatchObject({ status: 500, text: expect.stringMatching(/^failed to convert limit/) });
		expect(await get(MOVE_L2, '/nope')).toMatchObject({ status: 404, text: 'Cannot GET /nope' });
		expect(await get(MOVE_L2, '/syncing')).toMatchObject({ status: 200, text: 'false' });
	});
});

describe('a withdrawal made on a devnet rollup', () => {
	async function withdraw(amount: string) {
		const spec = {
			chainId: EVM_L2,
			accountNumber: 1,
			sequence: ledger.account(EVM_L2, TEST_EVM.init)!.sequence,
			msgs: [msgWithdraw(TEST_EVM.init, TEST_EVM.init, { denom: DENOMS.evmInit, amount })],
			fee: { amount: [{ denom: DENOMS.evmInit, amount: '4000' }], gas: '200000' }
		};
		const res = await fetch(`${servers.rest!.url}/cosmos/tx/v1beta1/txs`, {
			method: 'POST',
			body: JSON.stringify({ tx_bytes: Buffer.from(await signEip191(spec)).toString('base64'), mode: 'BROADCAST_MODE_SYNC' })
		});
		const { tx_response } = await res.json();
		expect(tx_response.code).toBe(0);
		return tx_response.txhash as string;
	}

	it('gets the next sequence at inclusion, then its tree and output on the scaled clock', async () => {
		scale = 1000;
		const before = seededCount(EVM_L2, TEST_EVM.init) + seededCount(EVM_L2, OTHER.init) + seededCount(EVM_L2, BURNER.init);
		const hash = await withdraw('1234567');
		expect((await get(EVM_L2, `/withdrawal/${before + 1}`)).status).toBe(500); // not in a block yet
		now += 1000;
		const item = (await get(EVM_L2, `/withdrawal/${before + 1}`)).json;
		const tx = ledger.record(EVM_L2, hash)!.tx;
		expect(item).toMatchObject({ sequence: before + 1, from: TEST_EVM.init, to: TEST_EVM.init, amount: { denom: 'uinit', amount: '1234567' }, bridge_id: 2, output_index: 0, tx_hash: hash, tx_height: tx.height, tx_time: goTime(tx.time) });
		expect(goTime(tx.time)).toMatch(/^[^.]*(\.\d*[1-9])?Z$/);

		now += TREE_DELAY / scale;
		const final = (await get(EVM_L2, `/withdrawal/${before + 1}`)).json;
		expect(final.output_index).toBeGreaterThan(0);
		expect(bridges.output(2n, BigInt(final.output_index))).toBeUndefined();
		now += OUTPUT_DELAY / scale;
		const output = bridges.output(2n, BigInt(final.output_index));
		expect(output?.l1BlockTime).toBeLessThanOrEqual(now);
		expect(output!.l1BlockTime).toBeGreaterThan(now - 1000);
	});

	it('puts withdrawals made within one tree window into one tree', async () => {
		scale = 1000;
		await withdraw('1000');
		now += (MINUTE / scale) * 2;
		await withdraw('2000');
		now += DAY / scale;
		const { json } = await get(EVM_L2, `/withdrawals/${TEST_EVM.init}?limit=2`);
		const [b, a] = json.withdrawals;
		expect(a.output_index).toBe(b.output_index);
		expect(a.storage_root).toBe(b.storage_root);
		expect(a.withdrawal_proofs).toHaveLength(1);
	});
});
