// loadTx against the devnet over HTTP: the indexer first, the chain's REST API when the indexer
// does not have the tx or fails, and a record of where it looked (what "not found" says).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../../devnet/fixtures';
import { startDevnet, type Devnet } from '../../../../devnet/server';
import { ApiError } from '$lib/api/http';
import type { ChainInfo } from '$lib/config/chain';
import { loadTx } from './load';

const T = FIXTURES.txs.l1;
const L1 = T.chainId;
let devnet: Devnet;
let chain: ChainInfo;

async function fault(rule: Record<string, unknown>) {
	const res = await fetch(`${devnet.url}/__devnet/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: [rule] }) });
	expect(res.ok).toBe(true);
}
const indexerPath = (hash: string) => `/indexer/${L1}/indexer/tx/v1/txs/${hash}`;
const restPath = (hash: string) => `/rest/${L1}/cosmos/tx/v1beta1/txs/${hash}`;

beforeAll(async () => {
	devnet = await startDevnet({ port: 0 });
	chain = { id: L1, name: 'Initia L1', vm: 'move', isL1: true, indexer: `${devnet.url}/indexer/${L1}`, rest: `${devnet.url}/rest/${L1}` } as ChainInfo;
});
afterEach(async () => {
	await fetch(`${devnet.url}/__devnet/faults`, { method: 'DELETE' });
});
afterAll(() => devnet?.close());

// Each test asks for a different tx: the clients cache answers for a few seconds.
describe('loadTx', () => {
	it('takes the indexer’s copy when it has the tx (any case, with or without 0x)', async () => {
		const found = await loadTx(chain, `0x${T.bankSend.hash.toLowerCase()}`);
		expect(found).toMatchObject({ kind: 'found', source: 'indexer', lookups: [{ where: 'indexer', result: 'found' }] });
		if (found.kind !== 'found') throw new Error('unreachable');
		expect(found.tx.hash).toBe(T.bankSend.hash);
		expect(found.tx.messages.length).toBeGreaterThan(0);
	});

	it('falls back to the chain’s REST API when the indexer does not have it yet (404)', async () => {
		await fault({ match: indexerPath(T.ibcTransfer.hash), status: 404, body: '[NOT_FOUND] transaction not found', contentType: 'text/plain; charset=utf-8' });
		const found = await loadTx(chain, T.ibcTransfer.hash);
		expect(found).toMatchObject({ kind: 'found', source: 'rest', lookups: [{ where: 'indexer', result: 'absent' }, { where: 'rest', result: 'found' }] });
		if (found.kind !== 'found') throw new Error('unreachable');
		expect(found.tx.hash).toBe(T.ibcTransfer.hash);
		expect(found.tx.messages[0]?.typeUrl).toMatch(/MsgTransfer$/);
	});

	it('falls back to REST when the indexer fails, and records the failure (not "absent")', async () => {
		await fault({ match: indexerPath(T.opDeposit.hash), status: 500 });
		const found = await loadTx(chain, T.opDeposit.hash);
		expect(found).toMatchObject({ kind: 'found', source: 'rest' });
		expect(found.lookups.map((l) => [l.where, l.result])).toEqual([
			['indexer', 'failed'],
			['rest', 'found']
		]);
		expect(found.lookups[0]!.error).toBeInstanceOf(ApiError);
		expect(found.lookups[0]!.error).toMatchObject({ service: 'indexer', status: 500 });
	});

	it('is missing when neither has it: both answered "not here"', async () => {
		expect(await loadTx(chain, 'AB'.repeat(32))).toEqual({
			kind: 'missing',
			lookups: [
				{ where: 'indexer', result: 'absent' },
				{ where: 'rest', result: 'absent' }
			]
		});
	});

	it('is missing with both failures when neither could answer (never claimed absent)', async () => {
		await fault({ match: indexerPath(T.moveExecute.hash), status: 400 });
		await fault({ match: restPath(T.moveExecute.hash), status: 400 });
		const lookup = await loadTx(chain, T.moveExecute.hash);
		expect(lookup.kind).toBe('missing');
		expect(lookup.lookups.map((l) => [l.where, l.result])).toEqual([
			['indexer', 'failed'],
			['rest', 'failed']
		]);
		expect(lookup.lookups.every((l) => l.error instanceof Error)).toBe(true);
	});

	it('asks only what the configuration has: REST alone without an indexer, nothing without either', async () => {
		const restOnly = { ...chain, indexer: undefined } as ChainInfo;
		expect(await loadTx(restOnly, T.username.hash)).toMatchObject({ kind: 'found', source: 'rest', lookups: [{ where: 'rest', result: 'found' }] });
		expect(await loadTx({ ...chain, indexer: undefined, rest: undefined } as ChainInfo, T.username.hash)).toEqual({ kind: 'missing', lookups: [] });
	});

	it('gives up, without a verdict, when the page is left (aborted)', async () => {
		const ctl = new AbortController();
		ctl.abort();
		await expect(loadTx(chain, 'CD'.repeat(32), { signal: ctl.signal })).rejects.toThrow();
	});
});
