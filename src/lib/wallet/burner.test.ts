import { describe, expect, it, vi } from 'vitest';
import { announceBurner, BURNER_RDNS, createBurnerProvider } from './burner';
import { readAnnouncement, watchEvmWallets } from './eip6963';

const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('devnet burner', () => {
	it('forwards requests to the devnet control API and surfaces wallet errors with their code', async () => {
		const fetchFn = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
			const { method } = JSON.parse(String(init?.body)) as { method: string };
			return method === 'eth_accounts' ? answer({ result: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] }) : answer({ error: { code: 4902, message: 'Unrecognized chain' } });
		});
		const p = createBurnerProvider('http://127.0.0.1:4174/__devnet/', fetchFn as typeof fetch);
		expect(await p.request({ method: 'eth_accounts' })).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']);
		expect(fetchFn.mock.calls[0]![0]).toBe('http://127.0.0.1:4174/__devnet/burner');
		expect(JSON.parse(String(fetchFn.mock.calls[0]![1]!.body))).toEqual({ method: 'eth_accounts', params: [] });
		await expect(p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ code: 4902 });
	});

	it('says the burner is disconnected (4900, naming the devnet host) when the devnet cannot be reached, without repeating the request', async () => {
		const fetchFn = vi.fn(async () => {
			throw new TypeError('Failed to fetch');
		});
		const p = createBurnerProvider('http://127.0.0.1:4174/__devnet', fetchFn as typeof fetch);
		await expect(p.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toMatchObject({
			code: 4900,
			message: 'Devnet burner wallet at 127.0.0.1:4174 could not be reached: Failed to fetch'
		});
		expect(fetchFn).toHaveBeenCalledTimes(1);
	});

	it('emits chainChanged after a successful switch', async () => {
		const p = createBurnerProvider('http://x', (async () => answer({ result: null })) as typeof fetch);
		const onChain = vi.fn();
		p.on!('chainChanged', onChain as never);
		await p.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] });
		expect(onChain).toHaveBeenCalledWith('0x7a69');
	});

	it('is announced through EIP-6963 as a clearly labelled wallet', () => {
		const target = new EventTarget();
		const p = createBurnerProvider('http://x', (async () => answer({ result: null })) as typeof fetch);
		const stop = announceBurner(target, p);
		const seen: string[] = [];
		const unwatch = watchEvmWallets(target, (list) => seen.splice(0, seen.length, ...list.map((w) => w.info.name)));
		expect(seen).toEqual(['Devnet burner wallet (local test funds)']);
		const detail = readAnnouncement({ info: { uuid: 'u', name: 'n', icon: '', rdns: BURNER_RDNS }, provider: p });
		expect(detail?.burner).toBe(true);
		unwatch();
		stop();
	});
});
