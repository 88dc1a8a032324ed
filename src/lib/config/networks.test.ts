import { describe, expect, it, vi } from 'vitest';
import initia from '../../../tests/golden/registry/mainnet.initia.chain.json';
import testnet from '../../../tests/golden/registry/testnet.initia.chain.json';
import yominet from '../../../tests/golden/registry/mainnet.yominet.chain.json';
import echelon from '../../../tests/golden/registry/mainnet.echelon.chain.json';
import inertia from '../../../tests/golden/registry/mainnet.inertia.chain.json';
import cabal from '../../../tests/golden/registry/mainnet.cabal.chain.json';
import aggregated from '../../../tests/golden/registry/chains.aggregated_sample.json';
import shipped from '../../../static/networks.json';
import { explorerUrl } from './chain';
import { ConfigError, chainsOf, defaultChain, loadNetworks, parseChainList, parseNetworks, sortChains } from './networks';

describe('registry chain objects', () => {
	const chains = parseChainList([initia, testnet, yominet, echelon, inertia, cabal], 'golden');
	const byId = Object.fromEntries(chains.map((c) => [c.id, c]));

	it('detects the VM: L1 is Move, minitia type otherwise', () => {
		expect(byId['interwoven-1']!.vm).toBe('move');
		expect(byId['interwoven-1']!.isL1).toBe(true);
		expect(byId['yominet-1']!.vm).toBe('evm');
		expect(byId['echelon-1']!.vm).toBe('move');
		expect(byId['inertia-2']!.vm).toBe('wasm');
	});

	it('takes the first endpoint not reserved for an authorized user', () => {
		expect(byId['interwoven-1']!.rest).toBe('https://rest.initia.xyz');
		expect(byId['interwoven-1']!.indexer).toBe('https://indexer.initia.xyz');
		expect(byId['yominet-1']!.indexer).toMatch(/^https:\/\/rollytics-api-yominet-1\./);
		expect(byId['yominet-1']!.jsonRpc).toMatch(/^https:\/\/jsonrpc-yominet-1\./);
		expect(byId['yominet-1']!.evmChainId).toBe(428962654539583);
	});

	it('reads explorers, fee tokens and OP bridge data', () => {
		const l1 = byId['interwoven-1']!;
		expect(explorerUrl(l1.explorers[0]!.txPage, { txHash: 'ABC' })).toBe('https://scan.initia.xyz/interwoven-1/txs/ABC');
		expect(l1.feeTokens[0]).toMatchObject({ denom: 'uinit', averageGasPrice: 0.015 });
		expect(byId['echelon-1']!.opBridgeId).toBe('16');
		expect(byId['echelon-1']!.opDenoms).toEqual(['uinit']);
		expect(byId['echelon-1']!.executorUri).toBe('https://opinit-api-echelon-1.anvil.asia-southeast.initia.xyz');
		expect(l1.executorUri).toBeUndefined();
	});

	it('sorts the L1 first and picks it as the default chain', () => {
		expect(sortChains(chains)[0]!.isL1).toBe(true);
		expect(defaultChain(chains)!.id).toBe('interwoven-1');
		expect(defaultChain(chains, 'evm')!.vm).toBe('evm');
	});

	it('sorts chains of the same kind by name, whatever the case', () => {
		const named = (name: string) => ({ ...chains.find((c) => !c.isL1 && c.indexer)!, id: name, name });
		expect(sortChains([named('beta'), named('Gamma'), named('alpha')]).map((c) => c.name)).toEqual(['alpha', 'beta', 'Gamma']);
	});

	it('rejects a broken chain object naming the chain', () => {
		expect(() => parseChainList([{ chain_id: 'x-1', chain_name: 'x' }], 'file')).toThrow(/Chain x-1 in file/);
		expect(() => parseChainList([initia, initia], 'file')).toThrow(/appears twice/);
	});

	it('refuses explorer templates that are not http(s)', () => {
		expect(explorerUrl('javascript:alert(1)//${txHash}', { txHash: 'a' })).toBeUndefined();
		expect(explorerUrl('https://x.test/tx/${txHash}', { txHash: 'a/b' })).toBe('https://x.test/tx/a%2Fb');
	});
});

describe('networks.json', () => {
	it('the shipped file lists mainnet and testnet with registry and router URLs', () => {
		const cfg = parseNetworks(shipped, 'static/networks.json');
		expect(cfg.networks.map((n) => n.id)).toEqual(['mainnet', 'testnet']);
		expect(cfg.defaultId).toBe('mainnet');
		expect(cfg.networks[0]!.router).toBe('https://router-api.initia.xyz');
		expect(cfg.networks[0]!.chainsSource).toEqual({ url: 'https://registry.initia.xyz/chains.json' });
	});

	it('accepts inline chains and explains every kind of bad file', () => {
		const ok = parseNetworks({ networks: [{ id: 'a', name: 'A', router: 'http://127.0.0.1:1/router', chains: [initia] }] }, 'f');
		expect(ok.defaultId).toBe('a');
		const bad = (json: unknown) => {
			try {
				parseNetworks(json, 'f');
			} catch (e) {
				expect(e).toBeInstanceOf(ConfigError);
				return `${(e as ConfigError).message} | ${(e as ConfigError).detail}`;
			}
			throw new Error('accepted');
		};
		expect(bad({ networks: [] })).toMatch(/at least one network/);
		expect(bad({ networks: [{ id: 'a', name: 'A', router: 'javascript:x', chains: [] }] })).toMatch(/router: must be an http/);
		expect(bad({ default: 'zz', networks: [{ id: 'a', name: 'A', router: 'https://r', chains: [] }] })).toMatch(/default/);
		expect(bad('nope')).toMatch(/not a valid networks file/);
		expect(bad({ request_timeout_ms: 50, networks: [{ id: 'a', name: 'A', router: 'https://r', chains: [] }] })).toMatch(/request_timeout_ms must be at least 1000/);
	});

	it('reads an optional request deadline', () => {
		const net = { id: 'a', name: 'A', router: 'https://r', chains: [] };
		expect(parseNetworks({ request_timeout_ms: 30_000, networks: [net] }, 'f').requestTimeoutMs).toBe(30_000);
		expect(parseNetworks({ networks: [net] }, 'f').requestTimeoutMs).toBeUndefined();
	});

	it('fetches a registry chain list once, tolerating the {chains: [...]} wrapper, and retries after a failure', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		try {
			let calls = 0;
			const fetchFn = (async () => {
				calls += 1;
				// Down for the three attempts of the first load (5xx is retried with backoff).
				if (calls <= 3) return new Response('down', { status: 503 });
				return new Response(JSON.stringify(aggregated), { status: 200 });
			}) as unknown as typeof fetch;
			const cfg = parseNetworks({ networks: [{ id: 'm', name: 'M', router: 'https://r', chains: 'https://reg.test/chains.json' }] }, 'f');
			const failed = expect(chainsOf(fetchFn, cfg.networks[0]!)).rejects.toThrow(/HTTP 503/);
			await vi.advanceTimersByTimeAsync(5000);
			await failed;
			const chains = await chainsOf(fetchFn, cfg.networks[0]!);
			expect(chains.length).toBeGreaterThan(3);
			await chainsOf(fetchFn, cfg.networks[0]!);
			expect(calls).toBe(4);
		} finally {
			vi.useRealTimers();
		}
	});

	it('reports an unreachable or non-JSON configuration as a ConfigError naming the file', async () => {
		const down = (async () => {
			throw new TypeError('Failed to fetch');
		}) as unknown as typeof fetch;
		const notJson = (async () => new Response('<!doctype html>', { status: 200 })) as unknown as typeof fetch;
		await expect(loadNetworks(notJson, '/networks.json')).rejects.toMatchObject({ name: 'ConfigError', message: 'The network configuration (networks.json) is not valid JSON', source: '/networks.json' });
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
		try {
			const failed = expect(loadNetworks(down, 'https://cfg.test/networks.json')).rejects.toMatchObject({
				name: 'ConfigError',
				message: 'Could not load the network configuration (networks.json)',
				detail: 'Network configuration at cfg.test could not be reached: Failed to fetch'
			});
			await vi.advanceTimersByTimeAsync(5000);
			await failed;
		} finally {
			vi.useRealTimers();
		}
	});
});
