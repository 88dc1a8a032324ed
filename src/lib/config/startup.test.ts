import { describe, expect, it } from 'vitest';
import { networksConfig } from './startup';

const file = JSON.stringify({ networks: [{ id: 'local', name: 'Local', router: 'http://127.0.0.1:1/router', chains: [] }] });

describe('the runtime configuration, read once', () => {
	it('gives everyone who asks for the same file one request and one answer', async () => {
		let calls = 0;
		const fetchFn = (async () => {
			calls++;
			return new Response(file, { status: 200 });
		}) as unknown as typeof fetch;
		const url = `https://cfg.test/once-${Math.random()}/networks.json`;
		const early = networksConfig(fetchFn, url);
		const layout = networksConfig(fetchFn, url);
		expect(await layout).toBe(await early);
		expect((await networksConfig(fetchFn, url)).networks[0]!.id).toBe('local');
		expect(calls).toBe(1);
	});

	it('keeps no failure: the next ask reads the file again and gets its answer', async () => {
		let calls = 0;
		const fetchFn = (async () => (++calls === 1 ? new Response('not json', { status: 200 }) : new Response(file, { status: 200 }))) as unknown as typeof fetch;
		const url = `https://cfg.test/retry-${Math.random()}/networks.json`;
		await expect(networksConfig(fetchFn, url)).rejects.toMatchObject({ name: 'ConfigError', message: 'The network configuration (networks.json) is not valid JSON' });
		expect((await networksConfig(fetchFn, url)).networks[0]!.id).toBe('local');
		expect(calls).toBe(2);
	});
});
