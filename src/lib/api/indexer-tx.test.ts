import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createTxIndexerClient } from './indexer-tx';
import { fakeFetch, jsonResponse, textResponse } from './fixtures/fake-fetch';

const BASE = 'https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz';
const ACCOUNT = 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v';

const client = (f: ReturnType<typeof fakeFetch>) => createTxIndexerClient(`${BASE}/`, { fetch: f });
const path = (url: string) => url.slice(BASE.length);

beforeEach(() => clearCache());

describe('one tx by hash', () => {
	const hash = '9F'.repeat(32);
	it('reads tx/v1/txs/{hash}: jsonb key order, omitted event values, signers from acc_seq', async () => {
		const wire = `{"tx":{"txhash":"${hash}","height":"77","codespace":"","code":0,"data":"","raw_log":"","logs":[],"info":"","gas_wanted":"200000","gas_used":"150000","tx":{"body":{"memo":"","messages":[{"@type":"/initia.move.v1.MsgExecuteJSON","args":["\\"0x1\\""],"sender":"${ACCOUNT}","type_args":[],"module_name":"usernames","function_name":"register","module_address":"0x1"}]},"auth_info":{"fee":{"payer":"","amount":[{"denom":"uinit","amount":"3000"}],"granter":"","gas_limit":"200000"},"signer_infos":[{"mode_info":{"single":{"mode":"SIGN_MODE_DIRECT"}},"sequence":"1"}]},"signatures":[]},"timestamp":"2025-06-01T12:00:00.123456789Z","events":[{"type":"tx","attributes":[{"key":"acc_seq","value":"${ACCOUNT}/1","index":true}]},{"type":"move","attributes":[{"key":"type_tag"}]}]}}`;
		const f = fakeFetch(() => jsonResponse(wire));
		const tx = await client(f).tx(hash.toLowerCase());
		expect(path(f.calls[0]!.url)).toBe(`/indexer/tx/v1/txs/${hash.toLowerCase()}`);
		expect(tx).toMatchObject({ hash, height: 77n, signers: [ACCOUNT], fee: { gasLimit: '200000', amount: [{ denom: 'uinit', amount: '3000' }] } });
		expect(tx.messages[0]).toEqual({ typeUrl: '/initia.move.v1.MsgExecuteJSON', value: expect.objectContaining({ function_name: 'register', args: ['"0x1"'] }) });
		expect(tx.events[1]).toEqual({ type: 'move', attributes: [{ key: 'type_tag', value: '' }] });
	});

	it('a 404 stays an ApiError the caller reads by status', async () => {
		const f = fakeFetch(() => textResponse('[NOT_FOUND] transaction not found', 404));
		await expect(client(f).tx(hash)).rejects.toMatchObject({ status: 404, service: 'indexer' });
	});
});
