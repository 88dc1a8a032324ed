import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, clearCache } from './http';
import { createExecutorClient } from './executor';
import { fakeFetch, jsonResponse, textResponse } from './fixtures/fake-fetch';

const URI = 'https://opinit-api-cabal-1.anvil.asia-southeast.initia.xyz';
const TO = 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v';
const H = (c: string) => `${c.repeat(43)}=`;

// router-api.md §12.2, key order as Go writes it
const final = {
	sequence: 42,
	to: TO,
	from: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd',
	amount: { denom: 'uinit', amount: '1000000' },
	output_index: 1234,
	bridge_id: 11,
	withdrawal_proofs: [H('A'), H('B')],
	version: 'AQ==',
	storage_root: H('C'),
	last_block_hash: H('D'),
	tx_time: '2025-06-01T12:00:00.123456789Z',
	tx_height: 998877,
	tx_hash: 'ab'.repeat(32)
};
const pending = { ...final, sequence: 43, output_index: 0, withdrawal_proofs: null, storage_root: null, last_block_hash: null };

beforeEach(() => clearCache());

describe('executor client', () => {
	it('lists withdrawals to an address, newest first, 20 a page, and reads `next`', async () => {
		const f = fakeFetch(() => jsonResponse({ withdrawals: [pending, final], next: 41 }));
		const page = await createExecutorClient(`${URI}/`, { fetch: f }).withdrawals(TO);
		expect(f.calls[0]!.url).toBe(`${URI}/withdrawals/${TO}?limit=20&order=desc`);
		expect(page.next).toBe(41n);
		expect(page.withdrawals[1]).toEqual({
			sequence: 42n,
			to: TO,
			from: final.from,
			amount: { denom: 'uinit', amount: 1_000_000n },
			bridgeId: 11n,
			version: 'AQ==',
			proof: { outputIndex: 1234n, withdrawalProofs: [H('A'), H('B')], storageRoot: H('C'), lastBlockHash: H('D') },
			txTime: final.tx_time,
			txHeight: 998877n,
			txHash: 'AB'.repeat(32)
		});
		// before the tree is final there is nothing to claim with
		expect(page.withdrawals[0]!.proof).toBeNull();
	});

	it('pages from an inclusive sequence offset; the last page has no next', async () => {
		const f = fakeFetch(() => jsonResponse({ withdrawals: [final] }));
		const page = await createExecutorClient(URI, { fetch: f }).withdrawals(TO, { offset: 41n, limit: 5 });
		expect(f.calls[0]!.url).toBe(`${URI}/withdrawals/${TO}?limit=5&order=desc&offset=41`);
		expect(page.next).toBeNull();
		const none = await createExecutorClient(URI, { fetch: fakeFetch(() => jsonResponse({ withdrawals: [] })) }).withdrawals('init1x');
		expect(none).toEqual({ withdrawals: [], next: null });
	});

	it('re-reads one withdrawal without the cache', async () => {
		const f = fakeFetch(() => jsonResponse(final));
		const client = createExecutorClient(URI, { fetch: f });
		await client.withdrawal(42n);
		await client.withdrawal(42n);
		expect(f.calls.map((c) => c.url)).toEqual([`${URI}/withdrawal/42`, `${URI}/withdrawal/42`]);
	});

	it("turns Fiber's plain-text 500 into an ApiError that names the executor", async () => {
		const f = fakeFetch(() => textResponse('failed to query withdrawal', 500));
		const e = await createExecutorClient(URI, { fetch: f }).withdrawal(7n).catch((x: unknown) => x);
		expect(e).toBeInstanceOf(ApiError);
		expect(e).toMatchObject({ service: 'executor', status: 500, message: 'OPinit executor answered 500: failed to query withdrawal' });
	});

	it('refuses malformed proofs and versions as a schema error', async () => {
		for (const bad of [{ ...final, withdrawal_proofs: ['AQ=='] }, { ...final, version: 'AQI=' }, { ...final, tx_hash: '0x12' }]) {
			const f = fakeFetch(() => jsonResponse(bad));
			await expect(createExecutorClient(URI, { fetch: f }).withdrawal(42n)).rejects.toMatchObject({ kind: 'schema', service: 'executor' });
		}
	});
});
