// The wire contract of the fake rollytics (indexer-api.md §13), over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { evmTxHash } from './seed/derive';
import { EVM_PLAN } from './seed/plan';
import { key, startIndexer, type Indexer } from './testing';

const NFT = '/indexer/nft/v1';
const ITX = '/indexer/tx/v1/evm-internal-txs';
const TEXT = 'text/plain; charset=utf-8';
const E = FIXTURES.evm;

let evm: Indexer;
let move: Indexer;
let wasm: Indexer;
let l1: Indexer;

beforeAll(async () => {
	[evm, move, wasm, l1] = await Promise.all([startIndexer(E.chainId), startIndexer(FIXTURES.move.chainId), startIndexer(FIXTURES.wasm.chainId), startIndexer(FIXTURES.l1.chainId)]);
});
afterAll(async () => {
	await Promise.all([evm, move, wasm, l1].map((ix) => ix?.close()));
});

function expectText(r: { status: number; type: string | null; text: string; xCache: string | null }, status: number, body: string) {
	expect({ status: r.status, type: r.type, body: r.text, xCache: r.xCache }).toEqual({ status, type: TEXT, body, xCache: null });
}

function expectOk(r: { status: number; type: string | null; xCache: string | null }) {
	expect({ status: r.status, type: r.type, xCache: r.xCache }).toEqual({ status: 200, type: 'application/json', xCache: 'miss' });
}

const HEX64_UPPER = /^[0-9A-F]{64}$/;
const TX_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{0,8}[1-9])?Z$/;
const ROW_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{0,5}[1-9])?Z$/;
const EVEN_HEX = /^0x([0-9a-f]{2})*$/;

describe('routing', () => {
	it('serves /status with rollytics’ fields (internal_tx_height only on EVM)', async () => {
		const r = await evm.get('/status');
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['version', 'commit_hash', 'chain_id', 'height', 'internal_tx_height']);
		expect(r.json.chain_id).toBe(E.chainId);
		expect(typeof r.json.height).toBe('number');
		expect(Object.keys((await move.get('/status')).json)).toEqual(['version', 'commit_hash', 'chain_id', 'height']);
	});

	it('answers unknown paths with Fiber’s text 404, path HTML-escaped', async () => {
		expectText(await evm.get(`${NFT}/nope`), 404, `Cannot GET ${NFT}/nope`);
		expectText(await evm.get(`${NFT}/collections`), 404, `Cannot GET ${NFT}/collections`);
		expectText(await evm.get("/x'y"), 404, 'Cannot GET /x&#39;y');
		expectText(await evm.get(`${ITX}/a/b/c`), 404, `Cannot GET ${ITX}/a/b/c`);
	});

	it('matches case-insensitively and ignores trailing slashes; params keep their case', async () => {
		const upper = E.bigCollection.address.toUpperCase().replace('0X', '0x');
		const r = await evm.get(`/INDEXER/Nft/V1/COLLECTIONS/${upper}//`);
		expectOk(r);
		expect(r.json.collection.object_addr).toBe(E.bigCollection.address);
	});

	it('routes by registration order: "collections/by_account" alone is a collection address', async () => {
		expectText(await evm.get(`${NFT}/collections/by_account`), 400, "encoding/hex: invalid byte: U+0079 'y'");
		expectText(await evm.get(`${ITX}/by_account`), 400, 'invalid hash format');
	});

	it('is GET-only: HEAD answers without a body, other methods get 405', async () => {
		const head = await evm.get('/status', { method: 'HEAD' });
		expect(head.status).toBe(200);
		expect(head.text).toBe('');
		const post = await evm.get('/status', { method: 'POST' });
		expectText(post, 405, 'Method Not Allowed');
		expect(post.headers.get('allow')).toBe('GET, HEAD');
		expectText(await evm.get('/nope', { method: 'POST' }), 404, 'Cannot POST /nope');
	});

	it('has no EVM routes on Move and Wasm chains', async () => {
		for (const ix of [move, wasm, l1]) {
			for (const path of [ITX, `${ITX}/`, `${ITX}/0xabc`, `${ITX}/by_account/${FIXTURES.holders.testWallet}`, '/indexer/tx/v1/evm-txs/0x1']) {
				expectText(await ix.get(path), 404, 'evm routes are not available on this chain');
			}
		}
	});
});

describe('collections', () => {
	it('collections/{addr}: CollectionEntry in struct order with wire types', async () => {
		const r = await evm.get(`${NFT}/collections/${E.bigCollection.address}`);
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['collection']);
		const c = r.json.collection;
		expect(Object.keys(c)).toEqual(['object_addr', 'collection', 'height', 'timestamp']);
		expect(Object.keys(c.collection)).toEqual(['creator', 'name', 'origin_name', 'nfts']);
		expect(c.collection.nfts).toEqual({ handle: '', length: E.bigCollection.size });
		expect(c.object_addr).toMatch(/^0x[0-9a-f]{40}$/);
		expect(c.collection.creator).toMatch(/^init1[02-9ac-hj-np-z]{38}$/);
		expect(typeof c.height).toBe('number');
		expect(c.timestamp).toMatch(ROW_TIME);
	});

	it('prints Move and Wasm collections as 64 hex, accepts bech32 and padded hex', async () => {
		const bridged = (await move.get(`${NFT}/collections/${FIXTURES.move.bridgedCollection.address}`)).json.collection;
		expect(bridged.object_addr).toMatch(/^0x[0-9a-f]{64}$/);
		expect(bridged.collection).toMatchObject({ name: FIXTURES.move.bridgedCollection.name, origin_name: FIXTURES.move.bridgedCollection.originName });
		expect(bridged.collection.name).toMatch(/^ibc\/[0-9A-F]{64}$/);
		const w = (await wasm.get(`${NFT}/collections/${FIXTURES.wasm.bridgedCollection.address}`)).json.collection.collection;
		expect(w).toMatchObject({ name: FIXTURES.wasm.bridgedCollection.name, origin_name: FIXTURES.wasm.bridgedCollection.originName });
		const { bech32Address } = await import('./address');
		const asBech32 = bech32Address(FIXTURES.wasm.collection.address.slice(2));
		expect((await wasm.get(`${NFT}/collections/${asBech32}`)).json.collection.object_addr).toBe(FIXTURES.wasm.collection.address);
		const padded = `0x000000000000000000000000${E.bigCollection.address.slice(2)}`;
		expect((await evm.get(`${NFT}/collections/${padded}`)).json.collection.object_addr).toBe(E.bigCollection.address);
	});

	it('collections/{addr}: 404 when unknown, 400 on parse errors', async () => {
		expectText(await evm.get(`${NFT}/collections/0x${'1'.repeat(40)}`), 404, 'nft collection not found');
		expectText(await evm.get(`${NFT}/collections/0xgg`), 400, "encoding/hex: invalid byte: U+0067 'g'");
		const long = `0x${'a'.repeat(65)}`;
		expectText(await evm.get(`${NFT}/collections/${long}`), 400, `[INVALID_VALUE] invalid value for address: ${long} (invalid address format)`);
	});

	it('escapes <, > and & in the raw body as Go does', async () => {
		const r = await evm.get(`${NFT}/collections/${E.hostileCollection.address}`);
		expect(r.text).toContain('"name":"\\u003cimg src=x onerror=alert(1)\\u003eHostile Looms \\u0026 \\"Co\\""');
		expect(r.text).not.toMatch(/[<>&]/);
		expect(r.json.collection.collection.name).toBe(E.hostileCollection.name);
	});

	it('collections/by_account: held collections, newest first, offset keys', async () => {
		const r = await evm.get(`${NFT}/collections/by_account/${FIXTURES.holders.testWallet}`);
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['collections', 'pagination']);
		expect(Object.keys(r.json.pagination)).toEqual(['previous_key', 'next_key', 'total']);
		const heights = r.json.collections.map((c: { height: number }) => c.height);
		expect(heights).toEqual([...heights].sort((a, b) => b - a));
		expect(r.json.collections.length).toBeGreaterThanOrEqual(4);
		expect(r.json.pagination).toEqual({ previous_key: null, next_key: null, total: String(r.json.collections.length) });
	});

	it('collections/by_account: pages of the many-collections account end exactly full, then empty', async () => {
		const path = `${NFT}/collections/by_account/${FIXTURES.manyCollectionsAccount.address}?pagination.limit=10`;
		const third = await evm.get(`${path}&pagination.key=${key('20')}`);
		expect(third.json.collections).toHaveLength(10);
		expect(third.json.pagination).toEqual({ previous_key: Buffer.from('10').toString('base64'), next_key: Buffer.from('30').toString('base64'), total: '30' });
		const fourth = await evm.get(`${path}&pagination.key=${third.json.pagination.next_key}`);
		expect(fourth.json).toEqual({ collections: [], pagination: { previous_key: Buffer.from('20').toString('base64'), next_key: null, total: '30' } });
	});

	it('collections/by_account: a JSON height key seeks; a non-number height is a 500', async () => {
		const first = await evm.get(`${NFT}/collections/by_account/${FIXTURES.holders.testWallet}?pagination.limit=1`);
		const h = first.json.collections[0].height;
		const r = await evm.get(`${NFT}/collections/by_account/${FIXTURES.holders.testWallet}?pagination.limit=1&pagination.key=${key(`{"height":${h}}`)}`);
		expect(r.json.collections[0].height).toBeLessThan(h);
		expect(JSON.parse(Buffer.from(r.json.pagination.next_key, 'base64').toString())).toEqual({ height: r.json.collections[0].height });
		expectText(await evm.get(`${NFT}/collections/by_account/${FIXTURES.holders.testWallet}?pagination.key=${key('{"height":"x"}')}`), 500, 'Internal Server Error');
	});

	it('collections/by_account: bad account 400, unknown account empty 200', async () => {
		expectText(await evm.get(`${NFT}/collections/by_account/alice`), 400, '[INVALID_VALUE] invalid value for account: alice (invalid address format)');
		const r = await evm.get(`${NFT}/collections/by_account/0x${'9'.repeat(40)}?pagination.offset=20&pagination.limit=10`);
		expectOk(r);
		expect(r.json).toEqual({ collections: [], pagination: { previous_key: 'MTA=', next_key: null, total: '0' } });
	});

	it('same-block collections share a height', async () => {
		const heights = await Promise.all(E.sameBlockCollections.map(async (a) => (await evm.get(`${NFT}/collections/${a}`)).json.collection.height));
		expect(new Set(heights).size).toBe(1);
	});
});

describe('tokens', () => {
	const big = `${NFT}/tokens/by_collection/${E.bigCollection.address}`;

	it('TokenEntry in struct order; EVM: object_addr "" and bech32 owners', async () => {
		const r = await evm.get(`${big}?pagination.limit=2`);
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['tokens', 'pagination']);
		const t = r.json.tokens[0];
		expect(Object.keys(t)).toEqual(['collection_addr', 'collection_name', 'collection_origin_name', 'object_addr', 'owner', 'nft', 'height', 'timestamp']);
		expect(Object.keys(t.nft)).toEqual(['token_id', 'uri']);
		expect(t).toMatchObject({ collection_addr: E.bigCollection.address, collection_name: E.bigCollection.name, collection_origin_name: '', object_addr: '' });
		expect(t.owner).toMatch(/^init1[02-9ac-hj-np-z]{38}$/);
		expect(typeof t.height).toBe('number');
		expect(t.timestamp).toMatch(ROW_TIME);
		expect(r.json.pagination).toEqual({ previous_key: null, next_key: 'Mg==', total: String(E.bigCollection.size) });
	});

	it('Move tokens have NFT object addresses; 32-byte object owners are 63-char bech32', async () => {
		const o = FIXTURES.move.objectOwner;
		const r = await move.get(`${NFT}/tokens/by_collection/${o.collection}?token_id=${encodeURIComponent(o.tokenId)}`);
		const t = r.json.tokens[0];
		expect(t.object_addr).toMatch(/^0x[0-9a-f]{64}$/);
		expect(t.owner).toBe(o.owner);
		expect(t.owner).toHaveLength(63);
	});

	it('orders token ids as text ("10" before "9"), DESC by default', async () => {
		const asc = await evm.get(`${big}?pagination.limit=5&pagination.reverse=false`);
		expect(asc.json.tokens.map((t: { nft: { token_id: string } }) => t.nft.token_id)).toEqual(['1', '10', '100', '1000', '1001']);
		const desc = await evm.get(`${big}?pagination.limit=1`);
		expect(desc.json.tokens[0].nft.token_id).toBe('999');
	});

	it('order_by: height (trimmed, any case); anything else 400 echoing the raw value', async () => {
		const r = await evm.get(`${big}?pagination.limit=50&order_by=%20HEIGHT%20`);
		const heights = r.json.tokens.map((t: { height: number }) => t.height);
		expect(heights).toEqual([...heights].sort((a, b) => b - a));
		expectText(await evm.get(`${big}?order_by=Name`), 400, "invalid order_by value 'Name', must be one of: token_id, height");
	});

	it('checks collection, then pagination, then order_by', async () => {
		expectText(await evm.get(`${NFT}/tokens/by_collection/0xzz?pagination.limit=0&order_by=x`), 400, "encoding/hex: invalid byte: U+007A 'z'");
		expectText(await evm.get(`${big}?pagination.limit=0&order_by=x`), 400, 'pagination.limit must be between 1 and 1000');
		expectText(await evm.get(`${big}?pagination.limit=1001`), 400, 'pagination.limit must be between 1 and 1000');
		expectText(await evm.get(`${big}?pagination.offset=-1`), 400, 'pagination.offset cannot be negative');
		expectText(await evm.get(`${big}?pagination.key=%%%`), 400, 'pagination.key must be a valid base64 encoded string');
		expectText(await evm.get(`${big}?pagination.key=${key('{"a":')}`), 400, 'invalid pagination.key format');
		expectText(await evm.get(`${big}?pagination.key=${key('1.5')}`), 400, 'pagination.key must decode to a nonnegative integer');
		expect((await evm.get(`${big}?pagination.limit=abc`)).json.tokens).toHaveLength(100);
	});

	it('offset mode: an exactly full last page still has a next_key; the page after is empty', async () => {
		const path = `${NFT}/tokens/by_collection/${E.exactPageCollection.address}?pagination.limit=100`;
		const last = await evm.get(`${path}&pagination.offset=200`);
		expect(last.json.tokens).toHaveLength(100);
		expect(last.json.pagination).toEqual({ previous_key: 'MTAw', next_key: 'MzAw', total: String(E.exactPageCollection.size) });
		const after = await evm.get(`${path}&pagination.key=${last.json.pagination.next_key}`);
		expect(after.json).toEqual({ tokens: [], pagination: { previous_key: 'MjAw', next_key: null, total: '300' } });
	});

	it('token_id is an exact filter, query-decoded ("+" is a space)', async () => {
		const odd = FIXTURES.move.oddTokens[0]!; // "Loom #1"
		const r = await move.get(`${NFT}/tokens/by_collection/${odd.collection}?token_id=${odd.tokenId.replace(' ', '+').replace('#', '%23')}`);
		expect(r.json.tokens.map((t: { nft: { token_id: string }; object_addr: string }) => [t.nft.token_id, t.object_addr])).toEqual([[odd.tokenId, odd.objectAddr]]);
		expect(r.json.pagination.total).toBe('1');
	});

	it('count_total=false gives "0"; the count-timeout knob gives "-1"', async () => {
		expect((await evm.get(`${big}?pagination.limit=1&pagination.count_total=false`)).json.pagination.total).toBe('0');
		const slow = await startIndexer(E.chainId, { countTimeout: true });
		try {
			expect((await slow.get(`${big}?pagination.limit=1`)).json.pagination.total).toBe('-1');
			expect((await slow.get(`${big}?pagination.limit=1&pagination.count_total=false`)).json.pagination.total).toBe('0');
			expect((await slow.get(`${NFT}/txs/${E.longHistory.collection}/${E.longHistory.tokenId}?pagination.limit=1`)).json.pagination.total).toBe('-1');
		} finally {
			await slow.close();
		}
	});

	it('tokens/by_account with the collection_addr and token_id filters', async () => {
		const all = await evm.get(`${NFT}/tokens/by_account/${FIXTURES.holders.testWallet}?pagination.limit=1000`);
		const collections = new Set(all.json.tokens.map((t: { collection_addr: string }) => t.collection_addr));
		expect(collections.size).toBeGreaterThanOrEqual(4);
		const filtered = await evm.get(`${NFT}/tokens/by_account/${FIXTURES.holders.testWallet}?collection_addr=${E.bigCollection.address}&token_id=1`);
		expect(filtered.json.tokens.map((t: { nft: { token_id: string } }) => t.nft.token_id)).toEqual(['1']);
		expectText(await evm.get(`${NFT}/tokens/by_account/${FIXTURES.holders.testWallet}?collection_addr=0xqq`), 400, "encoding/hex: invalid byte: U+0071 'q'");
		expectText(await evm.get(`${NFT}/tokens/by_account/0xqq?collection_addr=0xqq`), 400, '[INVALID_VALUE] invalid value for account: 0xqq (invalid address format)');
		// A bech32 address of another chain falls through to hex parsing and fails there.
		const noble = 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps';
		expectText(await evm.get(`${NFT}/tokens/by_account/${noble}`), 400, `[INVALID_VALUE] invalid value for account: ${noble} (invalid address format)`);
	});

	it('a burned NFT is gone from tokens and from nft txs', async () => {
		const { collection, tokenId } = E.burned;
		expect((await evm.get(`${NFT}/tokens/by_collection/${collection}?token_id=${tokenId}`)).json.tokens).toEqual([]);
		expect((await evm.get(`${NFT}/txs/${collection}/${tokenId}`)).json).toEqual({ txs: [], pagination: { previous_key: null, next_key: null, total: '0' } });
		const c = (await evm.get(`${NFT}/collections/${collection}`)).json.collection.collection;
		expect(c.nfts.length).toBe(EVM_PLAN.frayedEnds.size - 1);
	});
});

describe('nft txs', () => {
	const long = `${NFT}/txs/${E.longHistory.collection}/${E.longHistory.tokenId}`;

	it('Tx objects: Go struct order, string heights and gas, jsonb inner order, omitempty attributes', async () => {
		const r = await evm.get(`${long}?pagination.limit=20`);
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['txs', 'pagination']);
		for (const tx of r.json.txs) {
			expect(Object.keys(tx)).toEqual(['txhash', 'height', 'codespace', 'code', 'data', 'raw_log', 'logs', 'info', 'gas_wanted', 'gas_used', 'tx', 'timestamp', 'events']);
			expect(tx.txhash).toMatch(HEX64_UPPER);
			expect(tx.height).toMatch(/^\d+$/);
			expect(tx.gas_wanted).toMatch(/^\d+$/);
			expect(typeof tx.code).toBe('number');
			expect(tx.logs).toEqual([]);
			expect(tx.timestamp).toMatch(TX_TIME);
			expect(Object.keys(tx.tx)).toEqual(['body', 'auth_info', 'signatures']);
			expect(Object.keys(tx.tx.auth_info)).toEqual(['fee', 'tip', 'signer_infos']);
			expect(tx.tx.auth_info.signer_infos[0].public_key['@type']).toBe('/initia.crypto.v1beta1.ethsecp256k1.PubKey');
			expect(tx.tx.body.messages[0]['@type']).toBe('/minievm.evm.v1.MsgCall');
			for (const e of tx.events) {
				for (const a of e.attributes ?? []) {
					expect(a.value).not.toBe('');
					expect(a.index).not.toBe(false);
				}
			}
			const transfer = tx.events.find((e: { type: string }) => e.type === 'evm');
			expect(JSON.parse(transfer.attributes[0].value).topics[0]).toBe('0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef');
			expect(tx.events.some((e: { attributes?: { key: string }[] }) => e.attributes?.some((a) => a.key === 'msg_index'))).toBe(true);
		}
		const attributes = r.json.txs.flatMap((t: { events: { attributes?: object[] }[] }) => t.events.flatMap((e) => e.attributes ?? []));
		expect(attributes.some((a: object) => !('index' in a))).toBe(true);
		expect(attributes.some((a: object) => !('value' in a))).toBe(true); // a free tx's empty fee
	});

	it('keeps a failed tx in the history (code, codespace, raw_log) and an Ethereum signer with mode 9999', async () => {
		const f = (await evm.get(`${NFT}/txs/${E.failedTx.collection}/${E.failedTx.tokenId}`)).json.txs.find((t: { txhash: string }) => t.txhash === E.failedTx.txhash);
		expect(f).toMatchObject({ code: 3, codespace: 'evm', data: '' });
		expect(f.raw_log).toContain('execution reverted');
		const all = (await evm.get(`${long}?pagination.limit=1000`)).json.txs;
		const eth = all.find((t: { txhash: string }) => t.txhash === E.ethereumTx.txhash);
		expect(eth.tx.auth_info.signer_infos[0].mode_info.single.mode).toBe(9999);
	});

	it('cursor mode: next_key on every non-empty page, then one extra empty page', async () => {
		const pages: { n: number; prev: unknown; next: unknown }[] = [];
		let next: string | null = null;
		do {
			const r = await evm.get(`${long}?pagination.limit=100${next ? `&pagination.key=${encodeURIComponent(next)}` : ''}`);
			pages.push({ n: r.json.txs.length, prev: r.json.pagination.previous_key, next: r.json.pagination.next_key });
			expect(r.json.pagination.total).toBe(String(E.longHistory.txCount));
			next = r.json.pagination.next_key;
		} while (next);
		const full = Math.floor(E.longHistory.txCount / 100);
		expect(pages.map((p) => p.n)).toEqual([...Array<number>(full).fill(100), E.longHistory.txCount % 100, 0]);
		expect(pages.every((p) => p.prev === null)).toBe(true);
		expect(JSON.parse(Buffer.from(String(pages[0]!.next), 'base64').toString())).toEqual({ sequence: expect.any(Number) });
	});

	it('cursor mode: reverse=false is oldest first; offset works on the first page only', async () => {
		const asc = await evm.get(`${long}?pagination.limit=3&pagination.reverse=false`);
		const heights = asc.json.txs.map((t: { height: string }) => Number(t.height));
		expect(heights).toEqual([...heights].sort((a, b) => a - b));
		const skipped = await evm.get(`${long}?pagination.limit=2&pagination.reverse=false&pagination.offset=1`);
		expect(skipped.json.txs[0].txhash).toBe(asc.json.txs[1].txhash);
		const cursor = await evm.get(`${long}?pagination.limit=2&pagination.reverse=false&pagination.offset=50&pagination.key=${encodeURIComponent(asc.json.pagination.next_key)}`);
		expect(cursor.json.txs[0].txhash).not.toBe(asc.json.txs[0].txhash);
		const following = await evm.get(`${long}?pagination.limit=4&pagination.reverse=false&pagination.offset=3`);
		expect(cursor.json.txs.map((t: { txhash: string }) => t.txhash)).toEqual(following.json.txs.slice(0, 2).map((t: { txhash: string }) => t.txhash));
	});

	it('cursor mode: a cursor is tied to its direction', async () => {
		const desc = await evm.get(`${long}?pagination.limit=10`);
		const flipped = await evm.get(`${long}?pagination.limit=100&pagination.reverse=false&pagination.key=${encodeURIComponent(desc.json.pagination.next_key)}`);
		// Not the next page: the nine newer txs again, oldest first.
		expect(flipped.json.txs.map((t: { txhash: string }) => t.txhash)).toEqual(desc.json.txs.slice(0, 9).map((t: { txhash: string }) => t.txhash).reverse());
	});

	it('unknown NFTs are an empty 200; with offset ≥ limit the offset previous_key appears', async () => {
		const r = await evm.get(`${NFT}/txs/${E.bigCollection.address}/999999?pagination.offset=20&pagination.limit=10`);
		expectOk(r);
		expect(r.json).toEqual({ txs: [], pagination: { previous_key: 'MTA=', next_key: null, total: '0' } });
	});

	it('path params are not percent-decoded; the token_id query is', async () => {
		const odd = FIXTURES.move.oddTokens[0]!; // "Loom #1"
		const byPath = await move.get(`${NFT}/txs/${odd.collection}/${encodeURIComponent(odd.tokenId)}`);
		expect(byPath.json).toEqual({ txs: [], pagination: { previous_key: null, next_key: null, total: '0' } });
		// An id that literally contains "%20" is found only when sent unencoded.
		const literal = FIXTURES.l1.oddTokens.find((t) => t.tokenId === 'percent%20encoded')!;
		expect((await l1.get(`${NFT}/txs/${literal.collection}/percent%20encoded`)).json.txs.length).toBeGreaterThan(0);
		expect((await l1.get(`${NFT}/txs/${literal.collection}/${encodeURIComponent(literal.tokenId)}`)).json.txs).toEqual([]);
	});

	it('Move history: MsgExecute with move events (type_tag, data)', async () => {
		const r = await move.get(`${NFT}/txs/${FIXTURES.move.longHistory.collection}/${FIXTURES.move.longHistory.tokenId}?pagination.limit=5`);
		const tx = r.json.txs[0];
		expect(tx.tx.body.messages[0]['@type']).toMatch(/^\/initia\.move\.v1\.MsgExecute(JSON)?$/);
		const ev = tx.events.find((e: { type: string }) => e.type === 'move');
		expect(ev.attributes[0]).toEqual({ key: 'type_tag', value: '0x1::object::TransferEvent' });
		expect(JSON.parse(ev.attributes[1].value)).toEqual({ object: expect.stringMatching(/^0x[0-9a-f]+$/), from: expect.stringMatching(/^0x/), to: expect.stringMatching(/^0x/) });
	});

	it('Wasm: 64-hex contract collections, no object_addr, MsgExecuteContract with wasm events', async () => {
		const t = (await wasm.get(`${NFT}/tokens/by_collection/${FIXTURES.wasm.collection.address}?token_id=weaver-010`)).json.tokens[0];
		expect(t.collection_addr).toMatch(/^0x[0-9a-f]{64}$/);
		expect(t.object_addr).toBe('');
		const txs = (await wasm.get(`${NFT}/txs/${t.collection_addr}/weaver-010?pagination.reverse=false`)).json.txs;
		// Mints go ten messages to a tx.
		const mint = txs[0].tx.body.messages.find((m: { msg: { mint?: { token_id: string } } }) => m.msg.mint?.token_id === 'weaver-010');
		expect(mint).toMatchObject({ '@type': '/cosmwasm.wasm.v1.MsgExecuteContract', funds: [] });
		const attr = (e: { attributes: { key: string; value: string }[] }, k: string) => e.attributes.find((a) => a.key === k)?.value;
		const actions = txs.flatMap((tx: { events: { type: string; attributes: { key: string; value: string }[] }[] }) =>
			tx.events.filter((e) => e.type === 'wasm' && attr(e, 'token_id') === 'weaver-010').map((e) => attr(e, 'action'))
		);
		expect(actions[0]).toBe('mint');
		expect(actions.slice(1).every((a: string) => a === 'transfer_nft' || a === 'send_nft')).toBe(true);
	});
});

describe('evm internal txs', () => {
	it('by hash: the call tree in pre-order with reverse=false; wire hex rules', async () => {
		const r = await evm.get(`${ITX}/${E.callTree.evmHash}?pagination.reverse=false`);
		expectOk(r);
		expect(Object.keys(r.json)).toEqual(['internal_txs', 'pagination']);
		const calls = r.json.internal_txs;
		expect(calls).toHaveLength(E.callTree.callCount);
		expect(Object.keys(calls[0])).toEqual(['height', 'hash', 'parent_index', 'index', 'type', 'from', 'to', 'input', 'output', 'value', 'gas', 'gasUsed']);
		expect(calls.map((c: { index: number }) => c.index)).toEqual([...Array(E.callTree.callCount).keys()]);
		expect(calls[0]).toMatchObject({ parent_index: -1, output: '0x', hash: E.callTree.evmHash, type: 'CALL' });
		expect(calls.filter((c: { parent_index: number }) => c.parent_index === -1)).toHaveLength(1);
		expect(new Set(calls.map((c: { type: string }) => c.type))).toEqual(new Set(['CALL', 'STATICCALL', 'DELEGATECALL', 'CREATE']));
		for (const c of calls) {
			for (const f of ['input', 'output', 'value', 'gas', 'gasUsed']) expect(c[f]).toMatch(EVEN_HEX);
			expect(c.from).toMatch(/^0x[0-9a-f]{40}$/);
			if (c.type === 'STATICCALL' || c.type === 'DELEGATECALL') expect(c.value).toBe('0x');
		}
		expect(calls.some((c: { value: string }) => c.value === '0x00')).toBe(true);
		const desc = await evm.get(`${ITX}/${E.callTree.evmHash}?pagination.limit=1`);
		expect(desc.json.internal_txs[0].index).toBe(E.callTree.callCount - 1);
	});

	it('by hash: hex with or without 0x, any case; not the Cosmos hash; errors after pagination', async () => {
		const bare = E.callTree.evmHash.slice(2).toUpperCase();
		expect((await evm.get(`${ITX}/${bare}`)).json.internal_txs).toHaveLength(E.callTree.callCount);
		expectText(await evm.get(`${ITX}/${E.callTree.cosmosHash}`), 404, 'transaction not found');
		expectText(await evm.get(`${ITX}/0xabc`), 404, 'transaction not found');
		expectText(await evm.get(`${ITX}/0xzz`), 400, 'invalid hash format');
		expectText(await evm.get(`${ITX}/0Xab`), 400, 'invalid hash format');
		expectText(await evm.get(`${ITX}/0xzz?pagination.limit=0`), 400, 'pagination.limit must be between 1 and 1000');
		// A reverted tx was traced (its hash is known) but its calls were skipped.
		const failed = await evm.get(`${ITX}/0x${evmTxHash(E.chainId, EVM_PLAN.failedTxLabel)}`);
		expect(failed.json).toEqual({ internal_txs: [], pagination: { previous_key: null, next_key: null, total: '0' } });
	});

	it('by account: bad account 400, unknown empty 200, calls from or to the account', async () => {
		expectText(await evm.get(`${ITX}/by_account/zz`), 400, '[INVALID_VALUE] invalid value for account: zz (invalid address format)');
		expect((await evm.get(`${ITX}/by_account/0x${'7'.repeat(40)}`)).json).toEqual({ internal_txs: [], pagination: { previous_key: null, next_key: null, total: '0' } });
		const r = await evm.get(`${ITX}/by_account/${E.internalTxAccount.bech32}?pagination.limit=10`);
		expect(r.json.pagination.total).toBe(String(E.internalTxAccount.count));
		for (const c of r.json.internal_txs) expect([c.from, c.to]).toContain(E.internalTxAccount.address);
	});

	it('by height and the full list', async () => {
		const tree = (await evm.get(`${ITX}/${E.callTree.evmHash}?pagination.limit=1`)).json.internal_txs[0];
		const r = await evm.get(`${ITX}/by_height/${tree.height}?pagination.limit=1000`);
		expect(r.json.internal_txs.filter((c: { hash: string }) => c.hash === E.callTree.evmHash)).toHaveLength(E.callTree.callCount);
		expectText(await evm.get(`${ITX}/by_height/abc`), 400, '[INVALID_VALUE] invalid value for height: abc (must be a valid integer)');
		expectText(await evm.get(`${ITX}/by_height/-0`), 400, '[INVALID_VALUE] invalid value for height: 0 (must be a positive integer)');
		const all = await evm.get(`${ITX}?pagination.limit=1`);
		expect(Number(all.json.pagination.total)).toBeGreaterThan(E.internalTxAccount.count);
	});
});

describe('forced stale reads (Fiber cache fault)', () => {
	const path = `${NFT}/tokens/by_collection/${E.bigCollection.address}?pagination.limit=2&pagination.count_total=true`;

	it('repeats the first answer, however old, with X-Cache: hit; no-cache and errors bypass it', async () => {
		const stale = await startIndexer(E.chainId, { staleReads: true });
		try {
			const first = await stale.get(path);
			expectOk(first);
			expect(first.json.pagination.total).toBe(String(E.bigCollection.size));
			// The data changed meanwhile (every count now times out), the cached answer did not.
			const again = await stale.get(path, { headers: { 'x-devnet-count-timeout': '1' } });
			expect(again.xCache).toBe('hit');
			expect(again.text).toBe(first.text);
			const fresh = await stale.get(path, { headers: { 'x-devnet-count-timeout': '1', 'cache-control': 'no-cache' } });
			expect(fresh.xCache).toBe('miss');
			expect(fresh.json.pagination.total).toBe('-1');
			// Another raw query string is another key.
			expect((await stale.get(`${path}&pagination.reverse=false`)).xCache).toBe('miss');
			// Errors are never cached.
			const missing = `${NFT}/collections/0x${'ab'.repeat(20)}`;
			expectText(await stale.get(missing), 404, 'nft collection not found');
			expectText(await stale.get(missing), 404, 'nft collection not found');
		} finally {
			await stale.close();
		}
	});

	it('is off by default: every answer is fresh', async () => {
		await evm.get(path);
		const second = await evm.get(path, { headers: { 'x-devnet-count-timeout': '1' } });
		expectOk(second);
		expect(second.json.pagination.total).toBe('-1');
	});
});
