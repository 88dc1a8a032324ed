import { describe, expect, it } from 'vitest';
import { toChecksumAddress } from './address';
import { describeMsg, type CosmosPlan, type EvmPlan } from './decode';
import { checkPlan, type GuardContext } from './guard';
import type { Msg } from './proto';
import { goUnit } from './testing';

const INIT = goUnit.address_bech32_init;
const EVM = toChecksumAddress(goUnit.address_eip55_lower);
const OTHER = 'init1jwte7rs3p5clnmn73at9ft2s3ad246dvtec8uh';
const BRIDGE = '0x1111111111111111111111111111111111111111';
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';

const deposit = (amount = '360000000', sender = INIT): Msg => ({
	typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit',
	value: { sender, bridgeId: 30n, to: INIT, amount: { denom: 'uinit', amount }, data: new Uint8Array() }
});
const cosmosPlan = (...msgs: Msg[]): CosmosPlan => ({ kind: 'cosmos', chainId: 'interwoven-1', signer: INIT, messages: msgs.map(describeMsg) });

const ctx: GuardContext = {
	route: { sourceChainId: 'interwoven-1', sourceDenom: 'uinit', amountIn: '360000000' },
	walletAddress: EVM,
	addressList: [INIT, INIT],
	knownChainIds: ['interwoven-1', 'yominet-1', '8453'],
	knownContracts: { '8453': [BRIDGE] }
};
const codes = (plan: CosmosPlan | EvmPlan, over: Partial<GuardContext> = {}) => checkPlan(plan, { ...ctx, ...over }).map((p) => p.code);

describe('checkPlan: cosmos', () => {
	it('passes a transfer that matches the quote, comparing accounts by bytes', () => {
		expect(checkPlan(cosmosPlan(deposit()), ctx)).toEqual([]);
	});

	it('blocks a message type outside the allowlist', () => {
		const finalize: Msg = {
			typeUrl: '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
			value: {
				sender: INIT,
				bridgeId: 1n,
				outputIndex: 1n,
				withdrawalProofs: [],
				from: INIT,
				to: INIT,
				sequence: 1n,
				amount: { denom: 'uinit', amount: '1' },
				version: new Uint8Array(),
				storageRoot: new Uint8Array(),
				lastBlockHash: new Uint8Array()
			}
		};
		expect(codes(cosmosPlan(deposit(), finalize))).toEqual(['message-type']);
		expect(codes(cosmosPlan(deposit()), { allowedTypeUrls: ['/ibc.applications.transfer.v1.MsgTransfer'] })).toEqual(['message-type']);
	});

	it('blocks a tx for another chain or an unknown chain', () => {
		expect(codes(cosmosPlan(deposit()), { route: { ...ctx.route, sourceChainId: 'yominet-1' } })).toEqual(['chain-mismatch']);
		expect(codes(cosmosPlan(deposit()), { knownChainIds: [] })).toEqual(['unknown-chain']);
	});

	it('blocks when wallet, signer_address, msg sender and address_list[0] disagree', () => {
		expect(codes(cosmosPlan(deposit()), { walletAddress: OTHER })).toEqual(['signer-mismatch', 'signer-mismatch', 'signer-mismatch']);
		expect(codes({ ...cosmosPlan(deposit()), signer: OTHER })).toEqual(['signer-mismatch']);
		expect(codes(cosmosPlan(deposit('360000000', OTHER)))).toEqual(['signer-mismatch']);
		expect(codes(cosmosPlan(deposit()), { addressList: [OTHER, INIT] })).toEqual(['signer-mismatch']);
		expect(codes(cosmosPlan(deposit()), { addressList: [] })).toEqual(['signer-mismatch']);
	});

	it('blocks amounts and denoms other than the quote, and moving funds twice', () => {
		expect(codes(cosmosPlan(deposit('360000001')))).toEqual(['amount-mismatch']);
		expect(codes(cosmosPlan(deposit()), { route: { ...ctx.route, sourceDenom: 'uusdc' } })).toEqual(['amount-mismatch']);
		expect(codes(cosmosPlan(deposit(), deposit()))).toEqual(['amount-mismatch']);
		const send: Msg = {
			typeUrl: '/cosmos.bank.v1beta1.MsgSend',
			value: { fromAddress: INIT, toAddress: OTHER, amount: [{ denom: 'uinit', amount: '360000000' }, { denom: 'uusdc', amount: '1' }] }
		};
		const [problem] = checkPlan(cosmosPlan(send), ctx);
		expect(problem).toEqual({ code: 'amount-mismatch', message: 'The Send moves 360000000 uinit + 1 uusdc, but the quote was for 360000000 uinit.' });
	});

	it('accepts an equivalent form of the input named by the caller', () => {
		const withdraw: Msg = {
			typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
			value: { sender: INIT, to: INIT, amount: { denom: 'l2/abc', amount: '100' } }
		};
		const route = { sourceChainId: 'interwoven-1', sourceDenom: 'evm/856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96', amountIn: '100000000000000' };
		expect(codes(cosmosPlan(withdraw), { route })).toEqual(['amount-mismatch']);
		expect(codes(cosmosPlan(withdraw), { route, equivalentAmounts: [{ denom: 'l2/abc', amount: '100' }] })).toEqual([]);
	});

	it('blocks an empty tx', () => {
		expect(codes(cosmosPlan())).toEqual(['empty-tx']);
	});
});

describe('checkPlan: evm', () => {
	const route = { sourceChainId: '8453', sourceDenom: USDC, amountIn: '1000000' };
	const evmCtx = { route, addressList: [EVM, INIT] };
	const plan: EvmPlan = {
		kind: 'evm',
		chainId: '8453',
		from: EVM.toLowerCase(),
		to: BRIDGE,
		value: '0',
		data: '0x',
		approvals: [{ tokenContract: USDC.toLowerCase(), spender: BRIDGE, amount: '1000000' }]
	};

	it('passes a call to a known contract with an exact approval', () => {
		expect(codes(plan, evmCtx)).toEqual([]);
	});

	it('blocks unknown contracts as `to` or spender', () => {
		const stranger = '0x9999999999999999999999999999999999999999';
		expect(codes({ ...plan, to: stranger }, evmCtx)).toEqual(['unknown-contract']);
		expect(codes({ ...plan, approvals: [{ ...plan.approvals[0]!, spender: stranger }] }, evmCtx)).toEqual(['unknown-contract']);
		expect(codes(plan, { ...evmCtx, knownContracts: {} })).toEqual(['unknown-contract', 'unknown-contract']);
	});

	it('blocks unlimited or wrong-token approvals', () => {
		const unlimited = (2n ** 256n - 1n).toString();
		expect(codes({ ...plan, approvals: [{ ...plan.approvals[0]!, amount: unlimited }] }, evmCtx)).toEqual(['approval-mismatch']);
		expect(codes({ ...plan, approvals: [{ ...plan.approvals[0]!, tokenContract: BRIDGE }] }, evmCtx)).toEqual(['approval-mismatch']);
	});

	it('blocks another chain or another account', () => {
		expect(codes({ ...plan, chainId: '1' }, { ...evmCtx, knownChainIds: ['1', '8453'] })).toEqual(['chain-mismatch', 'unknown-contract', 'unknown-contract']);
		expect(codes({ ...plan, from: '0x9999999999999999999999999999999999999999' }, evmCtx)).toEqual(['signer-mismatch']);
	});
});
