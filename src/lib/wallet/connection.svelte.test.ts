import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '$lib/bridge/testing';
import { ANNOUNCE } from './eip6963';
import { WalletConnection } from './connection.svelte';

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function fakeProvider(accounts: string[]) {
	const listeners = new Map<string, (v: unknown) => void>();
	return {
		listeners,
		emit: (e: string, v: unknown) => listeners.get(e)?.(v),
		request: vi.fn(async ({ method }: { method: string }) => {
			if (method === 'eth_requestAccounts' || method === 'eth_accounts') return accounts;
			if (method === 'eth_chainId') return '0x1';
			throw Object.assign(new Error('unsupported'), { code: 4200 });
		}),
		on: (e: string, l: (v: unknown) => void) => void listeners.set(e, l),
		removeListener: (e: string) => void listeners.delete(e)
	};
}

function fakeWindow(provider: ReturnType<typeof fakeProvider>) {
	const win = new EventTarget();
	win.addEventListener('eip6963:requestProvider', () =>
		win.dispatchEvent(new CustomEvent(ANNOUNCE, { detail: { info: { uuid: 'u', name: 'Test Wallet', icon: '', rdns: 'test.wallet' }, provider } }))
	);
	return win as unknown as Window;
}

beforeEach(() => Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true }));
afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

describe('WalletConnection', () => {
	it('offers the devnet burner only with a devnet control URL, once its code has loaded, and not after stop', async () => {
		const real = new WalletConnection();
		const stopReal = real.start(fakeWindow(fakeProvider([A])));
		await vi.dynamicImportSettled();
		expect(real.evmOptions.map((o) => o.id)).toEqual(['test.wallet']);
		stopReal();

		const dev = new WalletConnection();
		const stopDev = dev.start(fakeWindow(fakeProvider([A])), { devnetControl: 'http://127.0.0.1:4174/__devnet' });
		await vi.waitFor(() => expect(dev.evmOptions.map((o) => o.id).sort()).toEqual(['dev.loom.burner', 'test.wallet']));
		stopDev();

		// Stopped before the burner's code arrived: it never announces itself on that window.
		const win = fakeWindow(fakeProvider([A]));
		const announced: string[] = [];
		win.addEventListener(ANNOUNCE, (e) => announced.push((e as CustomEvent<{ info: { rdns: string } }>).detail.info.rdns));
		new WalletConnection().start(win, { devnetControl: 'http://127.0.0.1:4174/__devnet' })();
		await vi.dynamicImportSettled();
		win.dispatchEvent(new Event('eip6963:requestProvider'));
		expect(announced).not.toContain('dev.loom.burner');
		expect(announced).toContain('test.wallet');
	});

	it('connects an announced EVM wallet and derives the Initia address', async () => {
		const p = fakeProvider([A]);
		const w = new WalletConnection();
		const stop = w.start(fakeWindow(p));
		expect(w.evmOptions.map((o) => o.id)).toEqual(['test.wallet']);
		expect(await w.connectEvm('test.wallet')).toBe(true);
		expect(w.evm).toMatchObject({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', initAddress: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz', chainId: 1 });
		stop();
	});

	it('follows accountsChanged and chainChanged; an account change bumps the epoch', async () => {
		const p = fakeProvider([A]);
		const w = new WalletConnection();
		w.start(fakeWindow(p));
		await w.connectEvm('test.wallet');
		const epoch = w.epoch;
		p.emit('chainChanged', '0x7a69');
		expect(w.evm?.chainId).toBe(31337);
		expect(w.epoch).toBe(epoch);
		p.emit('accountsChanged', [B]);
		expect(w.evm?.address).toBe(B);
		expect(w.epoch).toBe(epoch + 1);
		p.emit('accountsChanged', []);
		expect(w.evm).toBeNull();
		expect(w.epoch).toBe(epoch + 2);
	});

	it('reconnects silently on the next visit (eth_accounts, no prompt), and forgets on disconnect', async () => {
		const p = fakeProvider([A]);
		const first = new WalletConnection();
		first.start(fakeWindow(p));
		await first.connectEvm('test.wallet');
		const again = new WalletConnection();
		again.start(fakeWindow(p));
		await vi.waitFor(() => expect(again.evm?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'));
		expect(p.request.mock.calls.filter(([c]) => c.method === 'eth_requestAccounts')).toHaveLength(1);
		again.disconnect();
		expect(localStorage.getItem('loom:wallet:evm')).toBeNull();
	});

	it('reports a declined connection in words', async () => {
		const p = fakeProvider([A]);
		p.request.mockRejectedValueOnce(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
		const w = new WalletConnection();
		w.start(fakeWindow(p));
		expect(await w.connectEvm('test.wallet')).toBe(false);
		expect(w.error).toBe('You declined the connection in your wallet.');
	});

	it('reads Keplr keys per chain, suggesting chains the wallet lacks', async () => {
		const known = new Set<string>();
		const keplr = {
			enable: vi.fn(async (id: string) => {
				if (!known.has(id)) throw new Error(`There is no chain info for ${id}`);
			}),
			experimentalSuggestChain: vi.fn(async (info: { chainId: string }) => void known.add(info.chainId)),
			getKey: vi.fn(async () => ({ bech32Address: 'noble1x', pubKey: new Uint8Array(33), algo: 'secp256k1', isNanoLedger: false })),
			signDirect: vi.fn(),
			signAmino: vi.fn()
		};
		const win = Object.assign(new EventTarget(), { keplr }) as unknown as Window;
		const w = new WalletConnection();
		w.start(win);
		const suggest = vi.fn((id: string) => ({ chainId: id }) as never);
		expect(await w.connectCosmos('keplr', ['noble-1'], suggest)).toBe(true);
		expect(keplr.experimentalSuggestChain).toHaveBeenCalledOnce();
		expect(w.cosmos?.keys['noble-1']?.address).toBe('noble1x');
		const epoch = w.epoch;
		win.dispatchEvent(new Event('keplr_keystorechange'));
		await vi.waitFor(() => expect(w.epoch).toBe(epoch + 1));
	});
});
