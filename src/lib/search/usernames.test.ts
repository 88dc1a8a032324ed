import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChainInfo } from '$lib/config/chain';
import { clearCache } from '$lib/api/http';
import { parseUsername } from './classify';
import { addressOfName, primaryName, USERNAMES_MODULE } from './usernames';

const L1 = (networkType: string): ChainInfo => ({
	id: 'l1', name: 'Initia', chainName: 'initia', networkType, bech32Prefix: 'init', isL1: true, vm: 'move', rest: 'https://rest.example', explorers: [], feeTokens: [], opDenoms: []
});
const TEST = { hex: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', init: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz' };

beforeEach(() => {
	clearCache();
	vi.unstubAllGlobals();
});

function serve(data: string) {
	const calls: { url: string; body: Record<string, unknown> }[] = [];
	vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
		calls.push({ url, body: JSON.parse(String(init.body)) });
		return new Response(JSON.stringify({ data, events: [], gas_used: '1' }), { headers: { 'content-type': 'application/json' } });
	});
	return calls;
}

describe('parseUsername', () => {
	it('accepts name.init in any case and lowercases it', () => {
		expect(parseUsername('alice.init')).toBe('alice');
		expect(parseUsername(' ALICE.Init ')).toBe('alice');
		expect(parseUsername('loom-weaver.init')).toBe('loom-weaver');
	});
	it('rejects what the contract would refuse', () => {
		for (const bad of ['al.init', '-alice.init', 'alice-.init', 'a_b.init', 'alice', 'alice.eth', `${'a'.repeat(65)}.init`, '.init']) expect(parseUsername(bad), bad).toBeUndefined();
	});
});

describe('views', () => {
	it('name → address: view/json on the mainnet module, arg JSON-encoded, 32-byte answer trimmed to the account', async () => {
		const calls = serve(JSON.stringify(TEST.hex));
		expect(await addressOfName(L1('mainnet'), 'alice')).toBe(TEST.init);
		expect(calls[0]!.url).toBe('https://rest.example/initia/move/v1/view/json');
		expect(calls[0]!.body).toEqual({ address: USERNAMES_MODULE.mainnet, module_name: 'usernames', function_name: 'get_address_from_name', type_args: [], args: ['"alice"'] });
	});
	it('null for none; the testnet module on testnet', async () => {
		const calls = serve('null');
		expect(await addressOfName(L1('testnet'), 'faded')).toBeNull();
		expect(calls[0]!.body.address).toBe(USERNAMES_MODULE.testnet);
	});
	it('address → primary name, sent as hex', async () => {
		const calls = serve('"alice"');
		expect(await primaryName(L1('mainnet'), TEST.init)).toBe('alice.init');
		expect(calls[0]!.body).toMatchObject({ function_name: 'get_name_from_address', args: [JSON.stringify(TEST.hex)] });
		clearCache();
		serve('null');
		expect(await primaryName(L1('mainnet'), TEST.hex)).toBeNull();
	});
});
