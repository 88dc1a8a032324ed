// The devnet burner wallet over HTTP, driven through a viem wallet client like the app drives an
// EIP-1193 provider: accounts, chain switching, signatures and a mined eth_sendTransaction.
import { createWalletClient, custom, parseEther, recoverMessageAddress, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BURNER, OTHER } from '../accounts';
import { EVM_L2, EXT_EVM } from '../chains';
import { textError } from '../http';
import { serveOne } from '../test-utils';
import { createBurner } from './burner';
import { createEvmRpc } from './evm-rpc';
import { ChainLedger } from './ledger';

let now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
const burner = createBurner([createEvmRpc(ledger, EVM_L2), createEvmRpc(ledger, EXT_EVM)], 4242);
ledger.onReset(() => burner.reset());
let server: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	server = await serveOne({ name: 'burner', errorBody: textError, handle: burner.handle });
});
afterAll(() => server.close());
beforeEach(() => ledger.reset());

async function request(method: string, params: unknown[] = []) {
	const r = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method, params }) });
	expect(r.status).toBe(200);
	return (await r.json()) as { result?: unknown; error?: { code: number; message: string } };
}

/** What an in-page EIP-1193 stub forwarding to the burner looks like to viem. */
const wallet = createWalletClient({
	transport: custom({
		async request({ method, params }) {
			const { result, error } = await request(method, (params ?? []) as unknown[]);
			if (error) throw Object.assign(new Error(error.message), { code: error.code });
			return result;
		}
	})
});

const typedData = {
	domain: { name: 'Loom', version: '1', chainId: 4242 },
	types: { Greeting: [{ name: 'text', type: 'string' }] },
	primaryType: 'Greeting' as const,
	message: { text: 'hello' }
};

describe('devnet burner wallet', () => {
	it('exposes the burner account on the EVM rollup by default', async () => {
		expect(await wallet.requestAddresses()).toEqual([BURNER.hex]);
		expect(await wallet.getChainId()).toBe(4242);
	});

	it('signs personal_sign for its own address only', async () => {
		const signature = await wallet.signMessage({ account: BURNER.hex, message: 'hello devnet' });
		expect(await recoverMessageAddress({ message: 'hello devnet', signature })).toBe(BURNER.hex);
		const raw = await request('personal_sign', ['0x68656c6c6f', BURNER.hex]);
		expect(await recoverMessageAddress({ message: { raw: '0x68656c6c6f' }, signature: raw.result as Hex })).toBe(BURNER.hex);
		expect((await request('personal_sign', ['hello', OTHER.hex])).error?.code).toBe(4100);
	});

	it('signs EIP-712 typed data', async () => {
		const signature = await wallet.signTypedData({ account: BURNER.hex, ...typedData });
		expect(await verifyTypedData({ address: BURNER.hex, signature, ...typedData })).toBe(true);
	});

	it('switches between the EVM chains and answers 4902 for others', async () => {
		await wallet.switchChain({ id: 31337 });
		expect(await wallet.getChainId()).toBe(31337);
		expect((await request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).error?.code).toBe(4902);
		expect(await request('wallet_addEthereumChain', [{ chainId: '0x1092', chainName: 'EVM Weave' }])).toEqual({ result: null });
		ledger.reset();
		expect(await wallet.getChainId()).toBe(4242);
	});

	it('fills, signs and submits eth_sendTransaction; the tx is mined in the next block', async () => {
		await wallet.switchChain({ id: 31337 });
		const hash = await wallet.sendTransaction({ account: BURNER.hex, chain: null, to: OTHER.hex, value: parseEther('0.5') });
		expect((await request('eth_getTransactionReceipt', [hash])).result).toBeNull();
		now += 1000;
		expect((await request('eth_getTransactionReceipt', [hash])).result).toMatchObject({ status: '0x1', from: BURNER.hex.toLowerCase() });
		expect(ledger.balance(EXT_EVM, OTHER.hex, `${EXT_EVM}-native`)).toBe(parseEther('0.5'));
		expect(ledger.findTx(EXT_EVM, hash)).toMatchObject({ kind: 'evm', signer: BURNER.hex.toLowerCase() });
	});

	it('answers 4200 for methods it does not support', async () => {
		expect((await request('eth_sign', [BURNER.hex, '0x00'])).error?.code).toBe(4200);
	});
});
