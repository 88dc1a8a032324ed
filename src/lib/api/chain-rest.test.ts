import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createChainRest } from './chain-rest';
import { fakeFetch, jsonResponse, textResponse } from './fixtures/fake-fetch';

const REST = 'https://rest.testnet.initia.xyz';
const ADDR = 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v';
const PUBKEY = { '@type': '/initia.crypto.v1beta1.ethsecp256k1.PubKey', key: 'A8Zc5Hk5q3Q2k8J0a9n0fQ1cYbq0n5zq1r2s3t4u5v6w' };
const base = { address: ADDR, pub_key: PUBKEY, account_number: '12', sequence: '3' };

beforeEach(() => clearCache());

describe('accounts', () => {
	it('reads a base account', async () => {
		const f = fakeFetch(() => jsonResponse({ account: { '@type': '/cosmos.auth.v1beta1.BaseAccount', ...base } }));
		const account = await createChainRest(`${REST}/`, { fetch: f }).account(ADDR);
		expect(f.calls[0]!.url).toBe(`${REST}/cosmos/auth/v1beta1/accounts/${ADDR}`);
		expect(account).toEqual({
			address: ADDR,
			accountNumber: 12n,
			sequence: 3n,
			pubKey: { typeUrl: PUBKEY['@type'], key: PUBKEY.key }
		});
	});

	it('unwraps vesting and module accounts', async () => {
		const vesting = {
			'@type': '/cosmos.vesting.v1beta1.ContinuousVestingAccount',
			base_vesting_account: { base_account: base, original_vesting: [], end_time: '0' },
			start_time: '0'
		};
		const module = { '@type': '/cosmos.auth.v1beta1.ModuleAccount', base_account: { ...base, pub_key: null }, name: 'fee_collector' };
		for (const [acc, pubKey] of [
			[vesting, { typeUrl: PUBKEY['@type'], key: PUBKEY.key }],
			[module, null]
		] as const) {
			const f = fakeFetch(() => jsonResponse({ account: acc }));
			expect(await createChainRest(REST, { fetch: f }).account(ADDR)).toEqual({ address: ADDR, accountNumber: 12n, sequence: 3n, pubKey });
		}
	});

	it('returns null for a missing account, but throws for other 404s', async () => {
		const missing = fakeFetch(() => jsonResponse({ code: 5, message: `account ${ADDR} not found`, details: [] }, 404));
		await expect(createChainRest(REST, { fetch: missing }).account(ADDR)).resolves.toBeNull();
		const wrongUrl = fakeFetch(() => textResponse('404 page not found', 404));
		await expect(createChainRest(REST, { fetch: wrongUrl }).account(ADDR)).rejects.toMatchObject({ status: 404, service: 'rest' });
	});

	it('reads account_info and is never cached (sequences move)', async () => {
		const f = fakeFetch((_, n) => jsonResponse({ info: { ...base, sequence: String(n) } }));
		const rest = createChainRest(REST, { fetch: f });
		expect((await rest.accountInfo(ADDR))!.sequence).toBe(1n);
		expect((await rest.accountInfo(ADDR))!.sequence).toBe(2n);
		expect(f.calls[0]!.url).toBe(`${REST}/cosmos/auth/v1beta1/account_info/${ADDR}`);
	});
});

describe('balances', () => {
	it('reads all balances and one by denom', async () => {
		const f = fakeFetch((req) =>
			req.url.includes('by_denom')
				? jsonResponse({ balance: { denom: 'ibc/ABC', amount: '123456789012345678901234567890' } })
				: jsonResponse({ balances: [{ denom: 'uinit', amount: '42' }], pagination: { next_key: null, total: '1' } })
		);
		const rest = createChainRest(REST, { fetch: f });
		expect(await rest.balances(ADDR)).toEqual([{ denom: 'uinit', amount: 42n }]);
		expect(await rest.balance(ADDR, 'ibc/ABC')).toBe(123456789012345678901234567890n);
		expect(f.calls[1]!.url).toBe(`${REST}/cosmos/bank/v1beta1/balances/${ADDR}/by_denom?denom=ibc%2FABC`);
	});

	it('reads a missing denom as zero', async () => {
		const f = fakeFetch(() => jsonResponse({ balance: null }));
		expect(await createChainRest(REST, { fetch: f }).balance(ADDR, 'uinit')).toBe(0n);
	});
});

describe('simulate and broadcast', () => {
	it('simulates with base64 tx bytes', async () => {
		const f = fakeFetch(() => jsonResponse({ gas_info: { gas_wanted: '0', gas_used: '180123' }, result: { data: '', log: '', events: [] } }));
		const gas = await createChainRest(REST, { fetch: f }).simulate(new Uint8Array([0, 1, 2, 250, 255]));
		expect(body(f.calls[0]!.body)).toEqual({ tx_bytes: 'AAEC+v8=' });
		expect(gas).toEqual({ gasUsed: 180123n, gasWanted: 0n });
	});

	it('turns a simulation failure into an ApiError with the chain message, without retrying', async () => {
		const f = fakeFetch(() =>
			jsonResponse({ code: 2, message: 'account sequence mismatch, expected 5, got 4: incorrect account sequence', details: [] }, 500)
		);
		const e = await createChainRest(REST, { fetch: f }).simulate(new Uint8Array([1])).catch((x: unknown) => x);
		expect(e).toMatchObject({ kind: 'http', code: 2, message: expect.stringContaining('incorrect account sequence') });
		expect(f.calls).toHaveLength(1);
	});

	it('returns CheckTx rejections as results', async () => {
		const f = fakeFetch(() =>
			jsonResponse({
				tx_response: {
					height: '0',
					txhash: 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
					codespace: 'sdk',
					code: 13,
					data: '',
					raw_log: 'insufficient fees; got: 1uinit required: 3750uinit: insufficient fee',
					logs: [],
					gas_wanted: '0',
					gas_used: '0'
				}
			})
		);
		const result = await createChainRest(REST, { fetch: f }).broadcast(new Uint8Array([9]));
		expect(body(f.calls[0]!.body)).toEqual({ tx_bytes: 'CQ==', mode: 'BROADCAST_MODE_SYNC' });
		expect(result).toEqual({
			txhash: 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
			code: 13,
			codespace: 'sdk',
			rawLog: 'insufficient fees; got: 1uinit required: 3750uinit: insufficient fee'
		});
	});
});

describe('tx lookup', () => {
	it('returns the included tx, or null until it is included', async () => {
		const hash = 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855';
		const f = fakeFetch((_, n) =>
			n === 1
				? jsonResponse({ code: 5, message: `tx not found: ${hash}`, details: [] }, 404)
				: jsonResponse({
						tx: {},
						tx_response: {
							height: '1234',
							txhash: hash,
							codespace: '',
							code: 0,
							raw_log: '',
							gas_wanted: '250000',
							gas_used: '180123',
							timestamp: '2025-06-01T12:00:00Z',
							events: []
						}
					})
		);
		const rest = createChainRest(REST, { fetch: f });
		expect(await rest.tx(hash)).toBeNull();
		expect(await rest.tx(hash)).toEqual({
			txhash: hash,
			height: 1234n,
			code: 0,
			codespace: '',
			rawLog: '',
			gasWanted: 250000n,
			gasUsed: 180123n,
			timestamp: '2025-06-01T12:00:00Z'
		});
		expect(f.calls[0]!.url).toBe(`${REST}/cosmos/tx/v1beta1/txs/${hash}`);
	});
});

const body = (text: string | undefined) => JSON.parse(text ?? 'null') as unknown;

describe('explorer reads', () => {
	const hash = 'F1'.repeat(32);
	const restTx = {
		tx: {
			body: { messages: [{ '@type': '/cosmos.bank.v1beta1.MsgSend', from_address: ADDR, to_address: ADDR, amount: [{ denom: 'uinit', amount: '5' }] }], memo: 'hi', timeout_height: '0' },
			auth_info: { signer_infos: [{ public_key: PUBKEY, mode_info: { single: { mode: 'SIGN_MODE_DIRECT' } }, sequence: '3' }], fee: { amount: [{ denom: 'uinit', amount: '3750' }], gas_limit: '250000', payer: '', granter: '' } },
			signatures: ['c2ln']
		},
		tx_response: {
			height: '1234',
			txhash: hash,
			codespace: 'sdk',
			code: 5,
			data: '',
			raw_log: 'failed to execute message; message index: 0: 1uinit is smaller than 5uinit: insufficient funds',
			logs: [],
			info: '',
			gas_wanted: '250000',
			gas_used: '80123',
			tx: { '@type': '/cosmos.tx.v1beta1.Tx' },
			timestamp: '2025-06-01T12:00:00Z',
			events: [{ type: 'tx', attributes: [{ key: 'acc_seq', value: `${ADDR}/3`, index: true }] }]
		}
	};

	it('reads a whole tx (a failed one), from the top-level tx, keeping the body for the raw view', async () => {
		const f = fakeFetch(() => jsonResponse(restTx));
		const tx = await createChainRest(REST, { fetch: f }).txDetail(`0x${hash.toLowerCase()}`);
		expect(f.calls[0]!.url).toBe(`${REST}/cosmos/tx/v1beta1/txs/${hash.toLowerCase()}`);
		expect(tx).toMatchObject({
			hash,
			height: 1234n,
			code: 5,
			codespace: 'sdk',
			rawLog: expect.stringContaining('insufficient funds'),
			memo: 'hi',
			messages: [{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { from_address: ADDR } }],
			fee: { amount: [{ denom: 'uinit', amount: '3750' }], gasLimit: '250000', payer: '', granter: '' },
			signerModes: ['SIGN_MODE_DIRECT'],
			signers: [ADDR]
		});
		expect(tx!.raw).toEqual(restTx);
	});

	it('null when this node does not have it', async () => {
		const f = fakeFetch(() => jsonResponse({ code: 5, message: `tx not found: ${hash}`, details: [] }, 404));
		expect(await createChainRest(REST, { fetch: f }).txDetail(hash)).toBeNull();
	});

	it('reads the latest block, minievm params and a Move view', async () => {
		const f = fakeFetch((req) => {
			if (req.url.endsWith('/blocks/latest')) return jsonResponse({ block_id: {}, block: { header: { chain_id: 'interwoven-1', height: '1234567', time: '2025-06-01T12:00:00.123456789Z' }, data: { txs: [] } } });
			if (req.url.endsWith('/minievm/evm/v1/params')) return jsonResponse({ params: { fee_denom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', gas_refund_ratio: '0.5', extra_eips: [] } });
			return jsonResponse({ data: '"0xab"', events: [], gas_used: '12' });
		});
		const rest = createChainRest(REST, { fetch: f });
		expect(await rest.latestBlock()).toEqual({ chainId: 'interwoven-1', height: 1234567n, time: '2025-06-01T12:00:00.123456789Z' });
		expect(await rest.minievmParams()).toEqual({ feeDenom: 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22', gasRefundRatio: '0.5' });
		expect(await rest.viewJson({ address: '0x1', module: 'object', name: 'owner', typeArgs: ['0x1::nft::Nft'] }, ['"0x5"'])).toBe('0xab');
		expect(body(f.calls[2]!.body)).toEqual({ address: '0x1', module_name: 'object', function_name: 'owner', type_args: ['0x1::nft::Nft'], args: ['"0x5"'] });
	});

	it('validates a Move view result by the schema given: a mismatch is an ApiError of kind schema', async () => {
		const f = fakeFetch(() => jsonResponse({ data: '42', events: [], gas_used: '12' }));
		const rest = createChainRest(REST, { fetch: f });
		const fn = { address: '0x1', module: 'object', name: 'owner' };
		await expect(rest.viewJson(fn, ['"0x5"'], { cacheTtlMs: 0 }, v.number())).resolves.toBe(42);
		await expect(rest.viewJson(fn, ['"0x5"'], { cacheTtlMs: 0 }, v.string())).rejects.toMatchObject({ name: 'ApiError', kind: 'schema', service: 'rest' });
	});
});
