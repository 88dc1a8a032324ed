import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createIndexerClient, encodePathSegment, pageQuery, tokenIdNeedsEscaping } from './indexer';
import { fakeFetch, fixtureText, jsonResponse, textResponse } from './fixtures/fake-fetch';

const BASE = 'https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz';
const COLL = '0x5a4ad1f5c4b7f9d6a0a3b7d4c2e1f0a9b8c7d6e5';
const ACCOUNT = 'init1f9qwat48ldgxrmssvpvpk3tea8l72mksvzm62v';

const serving = (name: string) => fakeFetch(() => jsonResponse(fixtureText(name)));
const client = (f: ReturnType<typeof fakeFetch>) => createIndexerClient(`${BASE}/`, { fetch: f });
const path = (url: string) => url.slice(BASE.length);

beforeEach(() => clearCache());

describe('query building', () => {
	it('uses one fixed parameter order whatever the input order', () => {
		const q = pageQuery({ reverse: false, countTotal: true, limit: 10, offset: 20, key: 'MTAw' }).toString();
		expect(q).toBe(
			'pagination.key=MTAw&pagination.offset=20&pagination.limit=10&pagination.count_total=true&pagination.reverse=false'
		);
		expect(pageQuery({ limit: 10, key: 'MTAw' }).toString()).toBe('pagination.key=MTAw&pagination.limit=10');
		expect(pageQuery().toString()).toBe('');
	});

	it('percent-encodes base64 keys', () => {
		expect(pageQuery({ key: 'eyJzZXF1ZW5jZSI6OTg3fQ==' }).toString()).toBe('pagination.key=eyJzZXF1ZW5jZSI6OTg3fQ%3D%3D');
		expect(pageQuery({ key: 'a+b/c=' }).toString()).toBe('pagination.key=a%2Bb%2Fc%3D');
	});

	it('puts filters first and skips empty ones', () => {
		const q = pageQuery({ limit: 5 }, [
			['token_id', 'Kami #12'],
			['order_by', undefined],
			['collection_addr', '']
		]);
		expect(q.toString()).toBe('token_id=Kami+%2312&pagination.limit=5');
	});

	it('builds every endpoint URL', async () => {
		const f = fakeFetch((req) =>
			jsonResponse(
				req.url.includes('/collections/0x')
					? fixtureText('indexer/collection.move.json')
					: req.url.endsWith('/status')
						? fixtureText('indexer/status.json')
						: { tokens: [], collections: [], txs: [], internal_txs: [], pagination: null }
			)
		);
		const c = client(f);
		await c.collectionsByAccount(ACCOUNT, { limit: 1000, countTotal: false });
		await c.collection(COLL);
		await c.tokensByCollection(COLL, { tokenId: '7', orderBy: 'height' }, { reverse: false });
		await c.tokensByAccount(ACCOUNT, { collectionAddr: COLL }, { limit: 1, countTotal: true });
		await c.nftTxs(COLL, '42', { key: 'eyJzZXF1ZW5jZSI6MTIzNDV9', limit: 10 });
		await c.internalTxsByHash('0xABC', { reverse: false });
		await c.internalTxsByAccount(ACCOUNT);
		await c.status();
		expect(f.calls.map((r) => path(r.url))).toEqual([
			`/indexer/nft/v1/collections/by_account/${ACCOUNT}?pagination.limit=1000&pagination.count_total=false`,
			`/indexer/nft/v1/collections/${COLL}`,
			`/indexer/nft/v1/tokens/by_collection/${COLL}?token_id=7&order_by=height&pagination.reverse=false`,
			`/indexer/nft/v1/tokens/by_account/${ACCOUNT}?collection_addr=${COLL}&pagination.limit=1&pagination.count_total=true`,
			`/indexer/nft/v1/txs/${COLL}/42?pagination.key=eyJzZXF1ZW5jZSI6MTIzNDV9&pagination.limit=10`,
			'/indexer/tx/v1/evm-internal-txs/0xABC?pagination.reverse=false',
			`/indexer/tx/v1/evm-internal-txs/by_account/${ACCOUNT}`,
			'/status'
		]);
		expect(f.calls.every((r) => r.method === 'GET')).toBe(true);
	});
});

describe('odd token ids', () => {
	it('sends path-safe ids raw, because the indexer does not decode path params', () => {
		for (const id of ['42', 'Kami+12', 'a:b@c', "o'neil!", 'x=1&y=2']) {
			expect(encodePathSegment(id)).toBe(id);
			expect(tokenIdNeedsEscaping(id)).toBe(false);
		}
	});

	it('escapes ids that cannot travel raw, and flags them', () => {
		const cases: [string, string][] = [
			['My Token', 'My%20Token'],
			['Kami #12', 'Kami%20%2312'],
			['a/b', 'a%2Fb'],
			['what?', 'what%3F'],
			['100%', '100%25'],
			['猫', '%E7%8C%AB'],
			['..', '%2E%2E'],
			['', '']
		];
		for (const [id, encoded] of cases) {
			expect(encodePathSegment(id)).toBe(encoded);
			expect(tokenIdNeedsEscaping(id)).toBe(true);
		}
	});

	it('looks such ids up through the decoded token_id query param', async () => {
		const f = fakeFetch(() => jsonResponse(fixtureText('indexer/tokens-by-account.move.json')));
		const page = await client(f).tokensByCollection(COLL, { tokenId: 'Kami #12/?' });
		expect(new URL(f.calls[0]!.url).searchParams.get('token_id')).toBe('Kami #12/?');
		expect(page.items[0]!.tokenId).toBe('Kami #12');
	});

	it('encodes the history path of an odd id', async () => {
		const f = fakeFetch(() => jsonResponse({ txs: [], pagination: { previous_key: null, next_key: null, total: '0' } }));
		await client(f).nftTxs(COLL, 'My Token');
		expect(path(f.calls[0]!.url)).toBe(`/indexer/nft/v1/txs/${COLL}/My%20Token`);
	});
});

describe('collections', () => {
	it('parses a rollytics page (Go-escaped strings, extra fields ignored)', async () => {
		const page = await client(serving('indexer/collections-by-account.evm.json')).collectionsByAccount(ACCOUNT);
		expect(page.nextKey).toBe('MTAw');
		expect(page.previousKey).toBeNull();
		expect(page.total).toBe(1234n);
		expect(page.items).toEqual([
			{
				address: COLL,
				name: 'Kamigotchi <Gen 1>',
				originName: '',
				creator: ACCOUNT,
				tokenCount: 4312,
				height: 1834412,
				timestamp: '2025-06-01T12:00:00.123456Z'
			},
			{
				address: '0x0000000000000000000000000000000000000c01',
				name: 'Bridged Apes',
				originName: 'Initia Apes',
				creator: '',
				tokenCount: 0,
				height: 1834412,
				timestamp: '2025-06-01T12:00:00Z'
			}
		]);
	});

	it('parses a single collection', async () => {
		const c = await client(serving('indexer/collection.move.json')).collection(COLL);
		expect(c).toMatchObject({ name: 'Initia Apes', tokenCount: 42, height: 1234 });
	});

	it('throws a 404 ApiError for an unknown collection', async () => {
		const f = fakeFetch(() => textResponse('nft collection not found', 404));
		await expect(client(f).collection(COLL)).rejects.toMatchObject({
			kind: 'http',
			status: 404,
			message: 'Indexer answered 404: nft collection not found'
		});
	});

	it('tolerates the kvindexer shape (string length, no height, no previous_key)', async () => {
		const page = await client(serving('indexer/kvindexer-collections.json')).collectionsByAccount(ACCOUNT);
		expect(page).toEqual({
			items: [
				{
					address: '0x7d6f1b1e0b6e7a2cb1f1b1b3e8b9b5f1b2e3c4d5e6f708192a3b4c5d6e7f8091',
					name: 'Initia Apes',
					originName: '',
					creator: ACCOUNT,
					tokenCount: 42,
					height: 0,
					timestamp: ''
				}
			],
			nextKey: 'AAAAAAAAAAM=',
			previousKey: null,
			total: null
		});
	});

	it('surfaces kvindexer JSON errors', async () => {
		const f = fakeFetch(() => jsonResponse({ code: 5, message: 'collection not found', details: [] }, 404));
		await expect(client(f).collection(COLL)).rejects.toMatchObject({ status: 404, code: 5 });
	});
});

describe('tokens', () => {
	it('parses EVM tokens: empty object_addr → null, lexicographic ids kept in server order', async () => {
		const page = await client(serving('indexer/tokens-by-collection.evm.json')).tokensByCollection(COLL);
		expect(page.items.map((t) => t.tokenId)).toEqual(['9', '10']);
		expect(page.items[0]).toEqual({
			collectionAddress: COLL,
			collectionName: 'Kamigotchi <Gen 1>',
			collectionOriginName: '',
			objectAddress: null,
			owner: ACCOUNT,
			tokenId: '9',
			uri: 'data:application/json;base64,eyJuYW1lIjoiS2FtaSAjOSJ9',
			height: 1900001,
			timestamp: '2025-06-02T08:30:00.5Z'
		});
		// count_total=false answers "0": not a count, and no timeout either.
		expect(page.total).toBeNull();
		expect(page.countTimedOut).toBeUndefined();
		expect(page.previousKey).toBe('MA==');
	});

	it('parses Move tokens with object addresses; "-1" total (count timeout) → null, marked as timed out', async () => {
		const page = await client(serving('indexer/tokens-by-account.move.json')).tokensByAccount(ACCOUNT);
		expect(page.items[0]!.objectAddress).toBe('0x1f2e3d4c5b6a79880f1e2d3c4b5a69788f9e0d1c2b3a4958677685a4b3c2d1e0');
		expect(page.items[0]!).not.toHaveProperty('description');
		expect(page.total).toBeNull();
		expect(page.countTimedOut).toBe(true);
	});

	it('tolerates kvindexer tokens (owner_addr, description)', async () => {
		const page = await client(serving('indexer/kvindexer-tokens.json')).tokensByAccount(ACCOUNT);
		expect(page.items[0]).toMatchObject({
			owner: ACCOUNT,
			tokenId: 'Kami #12',
			description: 'The twelfth ape',
			collectionOriginName: '',
			height: 0
		});
	});
});

describe('NFT history', () => {
	it('parses Move txs, including a failed one', async () => {
		const page = await client(serving('indexer/nft-txs.move.json')).nftTxs(COLL, '12');
		expect(page.nextKey).toBe('eyJzZXF1ZW5jZSI6MTIzNDV9');
		expect(page.previousKey).toBeNull();
		expect(page.total).toBeNull();
		const [ok, failed] = page.items;
		expect(ok).toMatchObject({
			hash: '9F3C2B1A0E9D8C7B6A5F4E3D2C1B0A9F8E7D6C5B4A3F2E1D0C9B8A7F6E5D4C3B',
			height: 1234n,
			code: 0,
			codespace: '',
			rawLog: '',
			gasWanted: 250000n,
			gasUsed: 180123n,
			timestamp: '2025-06-01T12:00:00.123456789Z',
			memo: 'gm & gn',
			fee: { amount: [{ denom: 'uinit', amount: '3750' }], gasLimit: '250000' },
			signerModes: ['SIGN_MODE_DIRECT'],
			pubkeyTypes: ['/initia.crypto.v1beta1.ethsecp256k1.PubKey']
		});
		expect(ok!.messages).toEqual([
			{
				typeUrl: '/initia.move.v1.MsgExecute',
				value: {
					args: ['AQID'],
					sender: ACCOUNT,
					type_args: [],
					module_name: 'object',
					function_name: 'transfer_call',
					module_address: '0x1'
				}
			}
		]);
		expect(ok!.events[2]).toEqual({
			type: 'move',
			attributes: [
				{ key: 'type_tag', value: '0x1::object::TransferEvent' },
				{ key: 'data', value: '{"from":"0x1","object":"0x1f2e","to":"0x2<3"}' },
				{ key: 'msg_index', value: '0', index: true }
			]
		});
		expect(failed).toMatchObject({ code: 5, codespace: 'sdk', fee: { amount: [], gasLimit: '200000' } });
		expect(failed!.rawLog).toContain('insufficient funds');
	});

	it('keeps the raw entry for the raw view', async () => {
		const text = fixtureText('indexer/nft-txs.move.json');
		const page = await client(fakeFetch(() => jsonResponse(text))).nftTxs(COLL, '12');
		expect(page.items[0]!.raw).toEqual(JSON.parse(text).txs[0]);
	});

	it('survives EVM quirks: mode 9999, events without value/index/attributes, tx null, events null', async () => {
		const page = await client(serving('indexer/nft-txs.evm.json')).nftTxs(COLL, '9');
		const [call, bare] = page.items;
		expect(call!.signerModes).toEqual([9999]);
		expect(call!.events[0]!.attributes[1]).toEqual({ key: 'empty_value', value: '' });
		expect(call!.events[1]).toEqual({ type: 'empty_event', attributes: [] });
		expect(bare).toMatchObject({ messages: [], memo: '', fee: null, signerModes: [], pubkeyTypes: [], events: [] });
		expect(page.total).toBe(2n);
	});
});

describe('internal txs', () => {
	it('parses hex quantities, "0x" as zero and camelCase gasUsed', async () => {
		const page = await client(serving('indexer/internal-txs.json')).internalTxsByHash(
			'0x4e3a3754410177e6937ef1f84bba68ea139e8d1a2258c5f85db9f1cd715a1bdd',
			{ reverse: false }
		);
		expect(page.items.map((t) => [t.index, t.parentIndex, t.type, t.value, t.rawValue, t.gas, t.gasUsed])).toEqual([
			[0, -1, 'CALL', 10n ** 18n, '0x0de0b6b3a7640000', 120000n, 21000n],
			[1, 0, 'STATICCALL', 0n, '0x', 3000n, 3000n],
			[2, 0, 'DELEGATECALL', 0n, '0x00', 0n, 0n]
		]);
		expect(page.items[0]!.output).toBe('0x');
		expect(page.items[2]!.to).toBe('');
		expect(page.nextKey).toBe('eyJzZXF1ZW5jZSI6NDJ9');
	});

	it('rejects a malformed hex value as a schema error', async () => {
		const body = JSON.parse(fixtureText('indexer/internal-txs.json'));
		body.internal_txs[1].value = '12.5';
		const err = client(fakeFetch(() => jsonResponse(body))).internalTxsByAccount(ACCOUNT);
		await expect(err).rejects.toMatchObject({ kind: 'schema' });
		await expect(err).rejects.toThrow(/internal_txs\.1\.value/);
	});

	it('reports chains without EVM routes as a 404', async () => {
		const f = fakeFetch(() => textResponse('evm routes are not available on this chain', 404));
		await expect(client(f).internalTxsByAccount(ACCOUNT)).rejects.toMatchObject({
			status: 404,
			bodyText: 'evm routes are not available on this chain'
		});
	});
});

describe('status', () => {
	it('parses /status', async () => {
		await expect(client(serving('indexer/status.json')).status()).resolves.toEqual({
			version: 'v1.4.2',
			commitHash: '3a2b99d',
			chainId: 'evm-1',
			height: 1900123,
			internalTxHeight: 1900100
		});
	});
});
