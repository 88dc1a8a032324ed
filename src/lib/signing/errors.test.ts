import { describe, expect, it } from 'vitest';
import { errorCode, fromWallet, toWalletError, WalletRejectedError } from './errors';

const rpcError = (code: unknown, message = `error ${code}`) => Object.assign(new Error(message), { code });

describe('toWalletError', () => {
	it.each([
		['EIP-1193 4001', rpcError(4001)],
		['ethers ACTION_REJECTED', rpcError('ACTION_REJECTED')],
		['Keplr', new Error('Request rejected')],
		['a wrapped cause', Object.assign(new Error('failed'), { cause: rpcError(4001) })]
	])('recognises %s as a rejection', (_, error) => {
		expect(toWalletError(error)).toBeInstanceOf(WalletRejectedError);
	});

	it('passes other errors through', () => {
		const error = rpcError(-32000, 'insufficient funds');
		expect(toWalletError(error)).toBe(error);
	});
});

describe('errorCode', () => {
	it('finds codes on the error, its causes, or MetaMask mobile data.originalError', () => {
		expect(errorCode(rpcError(4902))).toBe(4902);
		expect(errorCode(new Error('x', { cause: rpcError(4902) }))).toBe(4902);
		expect(errorCode(Object.assign(new Error('x'), { data: { originalError: { code: 4902 } } }))).toBe(4902);
		expect(errorCode('nope')).toBeUndefined();
	});
});

describe('fromWallet', () => {
	it('rethrows rejections as WalletRejectedError', async () => {
		await expect(fromWallet(Promise.reject(new Error('Request rejected')))).rejects.toThrow(WalletRejectedError);
		await expect(fromWallet(Promise.resolve(1))).resolves.toBe(1);
	});
});
