// Cosmos REST of the simulated chains over real HTTP: queries, simulate, broadcast with every
// signing path (EIP-191 on the L1, direct and amino on noble), CheckTx rejections and inclusion.
import { toBase64, toBech32, toHex } from '@cosmjs/encoding';
import { sha256 } from '@noble/hashes/sha2.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { DENOMS, L1, NOBLE } from '../chains';
import { serveOne } from '../test-utils';
import { cosmosRest } from './cosmos-rest';
import { bech32Bytes } from './address';
import { UNFUNDED } from './genesis';
import { ETH_SECP256K1 } from './keys';
import { ChainLedger } from './ledger';
import { ethPubKey, msgSend, signAmino, signDirect, signEip191, simulationTx, txRaw, bodyBytes, authInfoBytes, type TxSpec } from './test-tx';

let now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
const nextBlock = () => (now += 1000);
const servers: Record<string, Awaited<ReturnType<typeof serveOne>>> = {};

beforeAll(async () => {
	servers[L1] = await serveOne(cosmosRest(ledger, L1));
	servers[NOBLE] = await serveOne(cosmosRest(ledger, NOBLE));
});
afterAll(async () => {
	for (const s of Object.values(servers)) await s.close();
});
beforeEach(() => ledger.reset());

const url = (chainId: string, path: string) => `${servers[chainId]!.url}${path}`;
async function get(chainId: string, path: string) {
	const r = await fetch(url(chainId, path));
	return { status: r.status, body: await r.json() };
}
async function post(chainId: string, path: string, body: unknown) {
	const r = await fetch(url(chainId, path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	return { status: r.status, body: await r.json() };
}
const broadcast = (chainId: string, bytes: Uint8Array) => post(chainId, '/cosmos/tx/v1beta1/txs', { tx_bytes: toBase64(bytes), mode: 'BROADCAST_MODE_SYNC' });
const hashOf = (bytes: Uint8Array) => toHex(sha256(bytes)).toUpperCase();

/** TEST_EVM (account 1 on every Initia chain) sends `amount` uinit to OTHER on the L1. */
const l1Send = (over: Partial<TxSpec> = {}): TxSpec => ({
	chainId: L1,
	accountNumber: 1,
	sequence: 0,
	msgs: [msgSend(TEST_EVM.init, OTHER.init, [{ denom: 'uinit', amount: '1000' }])],
	fee: { amount: [{ denom: 'uinit', amount: '3000' }], gas: '200000' },
	...over
});

describe('auth and bank queries', () => {
	it('serves a genesis account in both shapes, also by its 0x address', async () => {
		const account = { address: TEST_EVM.init, pub_key: null, account_number: '1', sequence: '0' };
		expect(await get(L1, `/cosmos/auth/v1beta1/accounts/${TEST_EVM.init}`)).toEqual({
			status: 200,
			body: { account: { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...account } }
		});
		expect((await get(L1, `/cosmos/auth/v1beta1/account_info/${TEST_EVM.hex}`)).body).toEqual({ info: account });
	});

	it('answers 404 for the unfunded address and 400 for a malformed one', async () => {
		expect(await get(L1, `/cosmos/auth/v1beta1/accounts/${UNFUNDED.init}`)).toEqual({
			status: 404,
			body: { code: 5, message: `account ${UNFUNDED.init} not found`, details: [] }
		});
		expect(await get(L1, `/cosmos/auth/v1beta1/account_info/${UNFUNDED.init}`)).toMatchObject({ status: 404 });
		const bad = await get(L1, `/cosmos/auth/v1beta1/accounts/${TEST_COSMOS.noble}`);
		expect(bad).toEqual({ status: 400, body: { code: 3, message: 'invalid Bech32 prefix; expected init, got noble', details: [] } });
	});

	it('lists balances sorted by denom with pagination, and one by denom', async () => {
		const { body } = await get(L1, `/cosmos/bank/v1beta1/balances/${TEST_EVM.init}`);
		expect(body).toEqual({
			balances: [
				{ denom: DENOMS.l1Usdc, amount: '100000000000' },
				{ denom: DENOMS.l1Weave, amount: '5000000000' },
				{ denom: 'uinit', amount: '1000000000000' }
			],
			pagination: { next_key: null, total: '3' }
		});
		expect((await get(L1, `/cosmos/bank/v1beta1/balances/${UNFUNDED.init}`)).body.balances).toEqual([]);
		const one = await get(L1, `/cosmos/bank/v1beta1/balances/${TEST_EVM.init}/by_denom?denom=${encodeURIComponent(DENOMS.l1Usdc)}`);
		expect(one.body).toEqual({ balance: { denom: DENOMS.l1Usdc, amount: '100000000000' } });
	});

	it('answers unknown routes like grpc-gateway', async () => {
		expect(await get(L1, '/cosmos/staking/v1beta1/validators')).toEqual({ status: 501, body: { code: 12, message: 'Not Implemented', details: [] } });
	});
});

describe('EIP-191 txs on the L1 (viem personal_sign)', () => {
	it('simulates, broadcasts, is found after a block and moves balances', async () => {
		const sim = await post(L1, '/cosmos/tx/v1beta1/simulate', { tx_bytes: toBase64(simulationTx(l1Send({ fee: { amount: [], gas: '0' } }), ethPubKey(0))) });
		expect(sim.status).toBe(200);
		const gasUsed = BigInt(sim.body.gas_info.gas_used);
		expect(sim.body.result.msg_responses).toEqual([{ '@type': '/cosmos.bank.v1beta1.MsgSendResponse' }]);

		const gas = (gasUsed * 14n + 9n) / 10n;
		const fee = (gas * 15n + 999n) / 1000n;
		const bytes = await signEip191(l1Send({ fee: { amount: [{ denom: 'uinit', amount: fee.toString() }], gas: gas.toString() } }));
		const hash = hashOf(bytes);
		const sent = await broadcast(L1, bytes);
		expect(sent).toEqual({
			status: 200,
			body: {
				tx_response: { height: '0', txhash: hash, codespace: '', code: 0, data: '', raw_log: '', logs: [], info: '', gas_wanted: gas.toString(), gas_used: '0', tx: null, timestamp: '', events: [] }
			}
		});
		// The first signed tx stores the pubkey; the sequence moves at CheckTx.
		const acc = (await get(L1, `/cosmos/auth/v1beta1/accounts/${TEST_EVM.init}`)).body.account;
		expect(acc).toMatchObject({ sequence: '1', pub_key: { '@type': ETH_SECP256K1 } });
		expect(await get(L1, `/cosmos/tx/v1beta1/txs/${hash}`)).toEqual({ status: 404, body: { code: 5, message: `tx not found: ${hash}`, details: [] } });
		expect(ledger.findTx(L1, hash)).toBeUndefined();

		nextBlock();
		const found = await get(L1, `/cosmos/tx/v1beta1/txs/${hash}`);
		expect(found.status).toBe(200);
		expect(found.body.tx_response).toMatchObject({ txhash: hash, code: 0, codespace: '', raw_log: '', height: String(ledger.height(L1)) });
		expect(found.body.tx_response.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
		expect(found.body.tx.body.messages[0]).toEqual({
			'@type': '/cosmos.bank.v1beta1.MsgSend',
			from_address: TEST_EVM.init,
			to_address: OTHER.init,
			amount: [{ denom: 'uinit', amount: '1000' }]
		});
		expect(found.body.tx.auth_info.signer_infos[0].mode_info).toEqual({ single: { mode: 'SIGN_MODE_EIP_191' } });

		expect(ledger.balance(L1, OTHER.init, 'uinit')).toBe(1_000_000_000_000n + 1000n);
		expect(ledger.balance(L1, TEST_EVM.hex, 'uinit')).toBe(1_000_000_000_000n - 1000n - fee);
		const included = ledger.findTx(L1, `0x${hash.toLowerCase()}`);
		expect(included).toMatchObject({ chainId: L1, kind: 'cosmos', code: 0, signer: TEST_EVM.init, memo: '' });
		expect(included?.messages).toEqual([{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { from_address: TEST_EVM.init, to_address: OTHER.init, amount: [{ amount: '1000', denom: 'uinit' }] } }]);
	});

	it('rejects a replay with the sequence error', async () => {
		const bytes = await signEip191(l1Send());
		expect((await broadcast(L1, bytes)).body.tx_response.code).toBe(0);
		expect((await broadcast(L1, bytes)).body.tx_response).toMatchObject({
			code: 32,
			codespace: 'sdk',
			raw_log: 'account sequence mismatch, expected 1, got 0: incorrect account sequence'
		});
	});

	it('rejects a fee below the minimum gas price', async () => {
		const r = await broadcast(L1, await signEip191(l1Send({ fee: { amount: [{ denom: 'uinit', amount: '2999' }], gas: '200000' } })));
		expect(r.body.tx_response).toMatchObject({ code: 13, codespace: 'sdk', raw_log: 'insufficient fees; got: 2999uinit required: 3000uinit: insufficient fee' });
	});

	it('rejects a message whose signer is not the key that signed', async () => {
		const spec = l1Send({ accountNumber: 4, msgs: [msgSend(OTHER.init, TEST_EVM.init, [{ denom: 'uinit', amount: '1' }])] });
		const r = await broadcast(L1, await signEip191(spec, 0));
		expect(r.body.tx_response).toMatchObject({ code: 8, raw_log: `pubKey does not match signer address ${OTHER.init} with signer index: 0: invalid pubkey` });
	});

	it('rejects a wrong account number as a signature failure', async () => {
		const r = await broadcast(L1, await signEip191(l1Send({ accountNumber: 2 })));
		expect(r.body.tx_response).toMatchObject({
			code: 4,
			raw_log: `signature verification failed; please verify account number (1) and chain-id (${L1}): (unable to verify single signer signature): unauthorized`
		});
	});

	it('rejects unknown type URLs and undecodable bytes as parse errors', async () => {
		const staking = { proto: { typeUrl: '/cosmos.staking.v1beta1.MsgDelegate', value: new Uint8Array() }, amino: { type: 'cosmos-sdk/MsgDelegate', value: {} } };
		const spec = l1Send({ msgs: [staking] });
		const r = await broadcast(L1, txRaw(bodyBytes(spec), authInfoBytes(spec, ethPubKey(0), 191), [new Uint8Array(64)]));
		expect(r.body.tx_response).toMatchObject({ code: 2, raw_log: 'unable to resolve type URL /cosmos.staking.v1beta1.MsgDelegate: tx parse error' });
		const garbage = await broadcast(L1, new Uint8Array([0x0a, 0xff, 0xff, 0x01]));
		expect(garbage.body.tx_response).toMatchObject({ code: 2, codespace: 'sdk', txhash: hashOf(new Uint8Array([0x0a, 0xff, 0xff, 0x01])) });
		expect(garbage.body.tx_response.raw_log).toMatch(/: tx parse error$/);
	});

	it('includes a tx whose message cannot execute with code 5, still charging the fee', async () => {
		const spec = l1Send({ msgs: [msgSend(TEST_EVM.init, OTHER.init, [{ denom: DENOMS.l1Weave, amount: '5000000001' }])] });
		const sim = await post(L1, '/cosmos/tx/v1beta1/simulate', { tx_bytes: toBase64(simulationTx(spec, ethPubKey(0))) });
		expect(sim.status).toBe(400);
		expect(sim.body.code).toBe(2);
		expect(sim.body.message).toContain(`spendable balance 5000000000${DENOMS.l1Weave} is smaller than 5000000001${DENOMS.l1Weave}: insufficient funds`);
		const bytes = await signEip191(spec);
		expect((await broadcast(L1, bytes)).body.tx_response.code).toBe(0);
		nextBlock();
		const tx = ledger.findTx(L1, hashOf(bytes));
		expect(tx).toMatchObject({
			code: 5,
			rawLog: `failed to execute message; message index: 0: spendable balance 5000000000${DENOMS.l1Weave} is smaller than 5000000001${DENOMS.l1Weave}: insufficient funds`
		});
		expect((await get(L1, `/cosmos/tx/v1beta1/txs/${hashOf(bytes)}`)).body.tx_response).toMatchObject({ code: 5, codespace: 'sdk' });
		expect(ledger.balance(L1, TEST_EVM.init, DENOMS.l1Weave)).toBe(5_000_000_000n);
		expect(ledger.balance(L1, TEST_EVM.init, 'uinit')).toBe(1_000_000_000_000n - 3000n);
	});

	it('rejects simulation with a stale sequence and broadcast without a sync mode', async () => {
		const sim = await post(L1, '/cosmos/tx/v1beta1/simulate', { tx_bytes: toBase64(simulationTx(l1Send({ sequence: 3 }), ethPubKey(0))) });
		expect(sim).toMatchObject({ status: 400, body: { code: 2 } });
		expect(sim.body.message).toMatch(/^account sequence mismatch, expected 0, got 3: incorrect account sequence With gas wanted: '18446744073709551615' and gas used: '\d+' : unknown request$/);
		const r = await post(L1, '/cosmos/tx/v1beta1/txs', { tx_bytes: toBase64(await signEip191(l1Send())), mode: 'BROADCAST_MODE_BLOCK' });
		expect(r).toMatchObject({ status: 400, body: { code: 3 } });
	});
});

describe('secp256k1 txs on noble (cosmjs wallets)', () => {
	const OTHER_NOBLE = toBech32('noble', bech32Bytes(OTHER.init, 'init'));
	const nobleSend = (sequence: number): TxSpec => ({
		chainId: NOBLE,
		accountNumber: 1,
		sequence,
		msgs: [msgSend(TEST_COSMOS.noble, OTHER_NOBLE, [{ denom: 'uusdc', amount: '250000' }])],
		fee: { amount: [{ denom: 'uusdc', amount: '20000' }], gas: '200000' }
	});

	it('accepts SIGN_MODE_DIRECT and then SIGN_MODE_LEGACY_AMINO_JSON', async () => {
		const direct = await signDirect(nobleSend(0), 'noble');
		expect((await broadcast(NOBLE, direct)).body.tx_response).toMatchObject({ code: 0, txhash: hashOf(direct) });
		const amino = await signAmino(nobleSend(1), 'noble');
		expect((await broadcast(NOBLE, amino)).body.tx_response).toMatchObject({ code: 0 });
		nextBlock();
		expect(ledger.findTx(NOBLE, hashOf(direct))?.code).toBe(0);
		expect(ledger.findTx(NOBLE, hashOf(amino).toLowerCase())?.code).toBe(0);
		expect(ledger.balance(NOBLE, OTHER_NOBLE, 'uusdc')).toBe(100_000_000_000n + 500_000n);
		expect(ledger.balance(NOBLE, TEST_COSMOS.noble, 'uusdc')).toBe(100_000_000_000n - 500_000n - 40_000n);
	});

	it('words amino signature failures with the sequence, and refuses Initia keys', async () => {
		const amino = await signAmino({ ...nobleSend(0), accountNumber: 9 }, 'noble');
		expect((await broadcast(NOBLE, amino)).body.tx_response).toMatchObject({
			code: 4,
			raw_log: `signature verification failed; please verify account number (1), sequence (0) and chain-id (${NOBLE}): unauthorized`
		});
		const eth = await signEip191({ ...nobleSend(0), msgs: [msgSend(TEST_COSMOS.noble, TEST_COSMOS.noble, [])] });
		expect((await broadcast(NOBLE, eth)).body.tx_response).toMatchObject({ code: 2, raw_log: `unable to resolve type URL ${ETH_SECP256K1}: tx parse error` });
	});
});
