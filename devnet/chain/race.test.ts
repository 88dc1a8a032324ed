// The second sender: the page's tx, signed for sequence N, meets a chain where another tx from the
// same account already used N, and CheckTx answers like a real chain (code 32).
import { toBase64 } from '@cosmjs/encoding';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_EVM } from '../accounts';
import { L1 } from '../chains';
import { serveOne } from '../test-utils';
import { cosmosRest } from './cosmos-rest';
import { ChainLedger } from './ledger';
import { UNFUNDED } from './genesis';
import { SecondSender } from './race';
import { msgSend, signEip191 } from './test-tx';

const now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
const race = new SecondSender(ledger);
let server: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	server = await serveOne(cosmosRest(ledger, L1, [race.extension(L1)]));
});
afterAll(() => server.close());
beforeEach(() => {
	ledger.reset();
	race.reset();
});

const send = (sequence: number) =>
	signEip191({
		chainId: L1,
		accountNumber: 1,
		sequence,
		msgs: [msgSend(TEST_EVM.init, OTHER.init, [{ denom: 'uinit', amount: '1000' }])],
		fee: { amount: [{ denom: 'uinit', amount: '3000' }], gas: '200000' }
	});

async function broadcast(bytes: Uint8Array) {
	const r = await fetch(`${server.url}/cosmos/tx/v1beta1/txs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ tx_bytes: toBase64(bytes), mode: 'BROADCAST_MODE_SYNC' }) });
	return ((await r.json()) as { tx_response: { code: number; raw_log: string } }).tx_response;
}

describe('a second sender', () => {
	it('now: the sequence moves on at once', async () => {
		expect(race.now(L1, TEST_EVM.hex)).toBe(1);
		expect(await broadcast(await send(0))).toMatchObject({ code: 32, raw_log: 'account sequence mismatch, expected 1, got 0: incorrect account sequence' });
		expect(await broadcast(await send(1))).toMatchObject({ code: 0 });
	});

	it('next_broadcast: strikes right before the next CheckTx of that account only, then the fresh signature is accepted', async () => {
		race.arm(L1, TEST_EVM.init);
		expect(ledger.account(L1, TEST_EVM.init)!.sequence).toBe(0);
		expect(await broadcast(await send(0))).toMatchObject({ code: 32, raw_log: 'account sequence mismatch, expected 1, got 0: incorrect account sequence' });
		expect(await broadcast(await send(1))).toMatchObject({ code: 0, raw_log: '' });
		expect(ledger.account(L1, TEST_EVM.init)!.sequence).toBe(2);
	});

	it('refuses to arm for an account the chain does not know', () => {
		expect(() => race.arm(L1, UNFUNDED.init)).toThrow(/does not exist/);
	});
});
