// FIXTURES (devnet/fixtures.ts) against what the fake indexers actually serve, paging to the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { seedWorld } from './seed/world';
import { pageAll, startIndexer, TEST_BASE, type Indexer } from './testing';

const NFT = '/indexer/nft/v1';
const E = FIXTURES.evm;
type Token = { collection_addr: string; object_addr: string; owner: string; nft: { token_id: string; uri: string } };

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

const token = async (ix: Indexer, collection: string, tokenId: string): Promise<Token | undefined> =>
	(await ix.get(`${NFT}/tokens/by_collection/${collection}?token_id=${encodeURIComponent(tokenId)}`)).json.tokens[0];
const historyLength = async (ix: Indexer, collection: string, tokenId: string) => (await pageAll(ix, `${NFT}/txs/${collection}/${tokenId}`, 'txs', 100)).rows.length;

describe('EVM fixtures', () => {
	it('bigCollection: every id "1".."size", paged in offset mode', async () => {
		const { rows, requests } = await pageAll(evm, `${NFT}/tokens/by_collection/${E.bigCollection.address}`, 'tokens', 1000);
		const ids = (rows as Token[]).map((t) => t.nft.token_id);
		expect(ids).toHaveLength(E.bigCollection.size);
		expect(new Set(ids)).toEqual(new Set(Array.from({ length: E.bigCollection.size }, (_, i) => String(i + 1))));
		expect(E.bigCollection.size).toBeGreaterThanOrEqual(2400);
		// 2,400 rows at 1,000 a page: three pages, the last short.
		expect(requests).toBe(3);
		expect((await evm.get(`${NFT}/collections/${E.bigCollection.address}`)).json.collection.collection.name).toBe(E.bigCollection.name);
	});

	it('longHistory: txCount txs, paged in cursor mode', async () => {
		expect(E.longHistory.txCount).toBeGreaterThanOrEqual(320);
		expect(await historyLength(evm, E.longHistory.collection, E.longHistory.tokenId)).toBe(E.longHistory.txCount);
	});

	it('internalTxAccount: count internal txs, paged in cursor mode', async () => {
		expect(E.internalTxAccount.count).toBeGreaterThanOrEqual(600);
		const { rows } = await pageAll(evm, `/indexer/tx/v1/evm-internal-txs/by_account/${E.internalTxAccount.address}`, 'internal_txs', 1000);
		expect(rows).toHaveLength(E.internalTxAccount.count);
		const viaBech32 = await evm.get(`/indexer/tx/v1/evm-internal-txs/by_account/${E.internalTxAccount.bech32}?pagination.limit=1`);
		expect(viaBech32.json.pagination.total).toBe(String(E.internalTxAccount.count));
	});

	it('callTree: callCount calls under the EVM hash; the Cosmos hash is in the minted NFTs’ history', async () => {
		expect(E.callTree.callCount).toBeGreaterThanOrEqual(12);
		const calls = (await evm.get(`/indexer/tx/v1/evm-internal-txs/${E.callTree.evmHash}`)).json.internal_txs;
		expect(calls).toHaveLength(E.callTree.callCount);
		const testPattern = (await evm.get(`${NFT}/collections/by_account/${FIXTURES.holders.testWallet}`)).json.collections.find((c: { collection: { name: string } }) => c.collection.name === 'Test Pattern');
		const txs = (await evm.get(`${NFT}/txs/${testPattern.object_addr}/1`)).json.txs;
		expect(txs.map((t: { txhash: string }) => t.txhash)).toContain(E.callTree.cosmosHash);
	});

	it('hostileCollection, burned, failedTx, sameBlockCollections, exactPageCollection', async () => {
		const hostile = (await pageAll(evm, `${NFT}/tokens/by_collection/${E.hostileCollection.address}`, 'tokens', 100)).rows as Token[];
		expect(new Set(hostile.map((t) => t.nft.token_id))).toEqual(new Set(E.hostileCollection.tokenIds));
		expect(await token(evm, E.burned.collection, E.burned.tokenId)).toBeUndefined();
		expect((await evm.get(`${NFT}/collections/${E.burned.collection}`)).status).toBe(200);
		const failed = (await evm.get(`${NFT}/txs/${E.failedTx.collection}/${E.failedTx.tokenId}`)).json.txs;
		expect(failed.find((t: { txhash: string; code: number }) => t.txhash === E.failedTx.txhash)?.code).not.toBe(0);
		const heights = await Promise.all(E.sameBlockCollections.map(async (a) => (await evm.get(`${NFT}/collections/${a}`)).json.collection.height));
		expect(heights.length).toBeGreaterThanOrEqual(2);
		expect(new Set(heights).size).toBe(1);
		const exact = await pageAll(evm, `${NFT}/tokens/by_collection/${E.exactPageCollection.address}`, 'tokens', 100);
		expect(exact.rows).toHaveLength(E.exactPageCollection.size);
		// Exactly full pages, then the empty one that ends the loop.
		expect(exact.requests).toBe(E.exactPageCollection.size / 100 + 1);
	});

	it('uris: one token per kind, each pointing where the fixture says', async () => {
		const { media } = seedWorld(TEST_BASE);
		const uri = async (f: { collection: string; tokenId: string }) => (await token(evm, f.collection, f.tokenId))!.nft.uri;
		const ipfsPath = (u: string) => `/ipfs/${u.slice('ipfs://'.length)}`;
		const metadata = (path: string) => {
			const body = media.get(path)?.body;
			return (body?.type === 'json' ? body.render() : undefined) as { image: string };
		};
		const u = E.uris;
		expect(await uri(u.https)).toMatch(new RegExp(`^${TEST_BASE}/media/`));
		expect(media.get(ipfsPath(await uri(u.ipfs)))).toBeDefined();
		const needsJson = await uri(u.ipfsNeedsJson);
		expect(media.get(ipfsPath(needsJson))).toBeUndefined();
		expect(media.get(`${ipfsPath(needsJson)}.json`)).toBeDefined();
		const single = await uri(u.ipfsSingleFile);
		expect(single).toMatch(/^ipfs:\/\/b[a-z2-7]+$/);
		expect(media.get(ipfsPath(single))).toBeDefined();
		expect(media.get(ipfsPath(await uri(u.ipfsSlow)))?.delayMs).toBeGreaterThanOrEqual(5000);
		const never = await uri(u.ipfsNever);
		expect(never).toMatch(/^ipfs:\/\/Qm/);
		expect(media.get(ipfsPath(never))).toBeUndefined();
		expect(await uri(u.dataUri)).toMatch(/^data:application\/json;base64,/);
		expect(await uri(u.empty)).toBe('');
		expect(await uri(u.unreachable)).toMatch(/^https:\/\/nft\.invalid\//);
		const broken = metadata(new URL(await uri(u.brokenImage)).pathname).image;
		expect(media.get(new URL(broken).pathname)).toBeUndefined();
		expect(metadata(ipfsPath(await uri(u.bakedGateway))).image).toMatch(/^https:\/\/ipfs\.io\/ipfs\//);
	});
});

describe('Move fixtures', () => {
	it('oddTokens: found by the token_id query (with their object address), not by path', async () => {
		for (const [ix, odd] of [
			[move, FIXTURES.move.oddTokens],
			[l1, FIXTURES.l1.oddTokens]
		] as const) {
			for (const f of odd) {
				const t = await token(ix, f.collection, f.tokenId);
				expect(t?.object_addr, f.tokenId).toBe(f.objectAddr);
				if (encodeURIComponent(f.tokenId) !== f.tokenId) expect((await ix.get(`${NFT}/txs/${f.collection}/${encodeURIComponent(f.tokenId)}`)).json.txs).toEqual([]);
			}
		}
	});

	it('an NFT object’s txs (txs/by_account) are its history: the way to the history of odd ids', async () => {
		for (const [ix, odd, long] of [
			[move, FIXTURES.move.oddTokens, FIXTURES.move.longHistory],
			[l1, FIXTURES.l1.oddTokens, FIXTURES.l1.longHistory]
		] as const) {
			const object = (await token(ix, long.collection, long.tokenId))!.object_addr;
			const byObject = await pageAll(ix, `/indexer/tx/v1/txs/by_account/${object}`, 'txs', 100);
			expect(byObject.rows).toEqual((await pageAll(ix, `${NFT}/txs/${long.collection}/${long.tokenId}`, 'txs', 100)).rows);
			for (const f of odd) {
				const txs = (await ix.get(`/indexer/tx/v1/txs/by_account/${f.objectAddr}`)).json.txs as { events: { type: string }[] }[];
				expect(txs.length, f.tokenId).toBeGreaterThan(0);
			}
		}
	});

	it('bridged collections: L2 name, origin_name and size', async () => {
		for (const [ix, b] of [
			[move, FIXTURES.move.bridgedCollection],
			[wasm, FIXTURES.wasm.bridgedCollection]
		] as const) {
			const c = (await ix.get(`${NFT}/collections/${b.address}`)).json.collection;
			expect(c.collection).toMatchObject({ name: b.name, origin_name: b.originName, nfts: { handle: '', length: b.size } });
			const tokens = (await ix.get(`${NFT}/tokens/by_collection/${b.address}?pagination.limit=1`)).json.tokens;
			expect(tokens[0].collection_origin_name).toBe(b.originName);
		}
	});

	it('long histories on the Move chains', async () => {
		expect(FIXTURES.l1.longHistory.txCount).toBeGreaterThanOrEqual(120);
		expect(await historyLength(l1, FIXTURES.l1.longHistory.collection, FIXTURES.l1.longHistory.tokenId)).toBe(FIXTURES.l1.longHistory.txCount);
		expect(await historyLength(move, FIXTURES.move.longHistory.collection, FIXTURES.move.longHistory.tokenId)).toBe(FIXTURES.move.longHistory.txCount);
	});

	it('object owners are 32-byte (63-char) bech32', async () => {
		for (const [ix, o] of [
			[move, FIXTURES.move.objectOwner],
			[l1, FIXTURES.l1.objectOwner]
		] as const) {
			expect((await token(ix, o.collection, o.tokenId))?.owner).toBe(o.owner);
			expect(o.owner).toHaveLength(63);
		}
	});

	it('the golden key’s collection on the L1', async () => {
		const held = await l1.get(`${NFT}/tokens/by_account/${FIXTURES.holders.golden}?collection_addr=${FIXTURES.l1.goldenKeyCollection.address}`);
		expect(held.json.tokens).toHaveLength(FIXTURES.l1.goldenKeyCollection.held);
	});
});

describe('Wasm fixtures', () => {
	it('collection size, odd ids, hostile ids', async () => {
		const { rows } = await pageAll(wasm, `${NFT}/tokens/by_collection/${FIXTURES.wasm.collection.address}`, 'tokens', 50);
		expect(rows).toHaveLength(FIXTURES.wasm.collection.size);
		for (const f of FIXTURES.wasm.oddTokens) expect((await token(wasm, f.collection, f.tokenId))?.nft.token_id).toBe(f.tokenId);
		const hostile = (await wasm.get(`${NFT}/tokens/by_collection/${FIXTURES.wasm.hostileCollection.address}`)).json.tokens as Token[];
		expect(new Set(hostile.map((t) => t.nft.token_id))).toEqual(new Set(FIXTURES.wasm.hostileCollection.tokenIds));
	});
});

describe('the traveller', () => {
	it('holds NFTs on three chains, none on the L1, and has internal txs on the EVM chain only', async () => {
		const t = FIXTURES.traveller;
		const byChain = { [E.chainId]: evm, [FIXTURES.move.chainId]: move, [FIXTURES.wasm.chainId]: wasm, [FIXTURES.l1.chainId]: l1 };
		expect(Object.keys(t.nfts)).toHaveLength(3);
		for (const [chainId, want] of Object.entries(t.nfts)) {
			const held = (await byChain[chainId]!.get(`${NFT}/tokens/by_account/${t.address}`)).json.tokens as Token[];
			expect(held.map((x) => [x.collection_addr, x.nft.token_id]).sort(), chainId).toEqual(want.tokenIds.map((id) => [want.collection, id]).sort());
			const collections = (await byChain[chainId]!.get(`${NFT}/collections/by_account/${t.hex}`)).json.collections as { object_addr: string; collection: { name: string } }[];
			expect(collections.map((c) => [c.object_addr, c.collection.name])).toEqual([[want.collection, want.name]]);
		}
		for (const chainId of t.empty) expect((await byChain[chainId]!.get(`${NFT}/tokens/by_account/${t.address}`)).json.tokens).toEqual([]);
		const calls = await pageAll(evm, `/indexer/tx/v1/evm-internal-txs/by_account/${t.address}`, 'internal_txs', 100);
		expect(calls.rows).toHaveLength(t.internalTxs.count);
		expect(t.internalTxs.chainId).toBe(E.chainId);
	});
});

describe('holders', () => {
	const collectionsOf = async (ix: Indexer, account: string) => (await ix.get(`${NFT}/collections/by_account/${account}`)).json.collections.length;

	it('manyCollectionsAccount pages collections/by_account', async () => {
		const m = FIXTURES.manyCollectionsAccount;
		expect(m.count).toBeGreaterThanOrEqual(25);
		const { rows, requests } = await pageAll(evm, `${NFT}/collections/by_account/${m.address}`, 'collections', 10);
		expect(rows).toHaveLength(m.count);
		expect(requests).toBeGreaterThan(3);
	});

	it('the test wallet and the burner hold NFTs in several collections on every chain', async () => {
		expect(await collectionsOf(evm, FIXTURES.holders.testWallet)).toBeGreaterThanOrEqual(4);
		for (const ix of [evm, move, wasm, l1]) {
			expect(await collectionsOf(ix, FIXTURES.holders.testWallet)).toBeGreaterThanOrEqual(3);
			expect(await collectionsOf(ix, FIXTURES.holders.burner)).toBeGreaterThanOrEqual(3);
			expect(await collectionsOf(ix, FIXTURES.holders.other)).toBeGreaterThanOrEqual(1);
		}
		expect(await collectionsOf(l1, FIXTURES.holders.golden)).toBeGreaterThanOrEqual(1);
	});
});

describe('Loom Lab and stale owners', () => {
	it('lab: the collection, its creator and every media token, held by the curator', async () => {
		const L = E.lab;
		const c = (await evm.get(`${NFT}/collections/${L.collection.address}`)).json.collection;
		expect(c.collection).toMatchObject({ name: L.collection.name, creator: L.collection.creator, nfts: { length: L.collection.size } });
		for (const key of ['video', 'videoBare', 'audio', 'audioBare', 'imageBare', 'slowImage', 'missingImage', 'notMedia', 'unsafeImage', 'htmlAnimation', 'evolving', 'serverError', 'traits'] as const) {
			const t = await token(evm, L[key].collection, L[key].tokenId);
			expect(t?.owner, key).toBe(L.owner);
			expect(t?.nft.uri, key).toMatch(new RegExp(`^${TEST_BASE}/media/`));
		}
	});

	it('stale owners: the indexer still has the old owner on every VM', async () => {
		for (const [ix, s] of [
			[evm, E.staleOwner],
			[move, FIXTURES.move.staleOwner],
			[wasm, FIXTURES.wasm.staleOwner]
		] as const) {
			const t = await token(ix, s.collection, s.tokenId);
			expect(t?.owner).toMatch(/^init1/);
			expect(t?.owner).not.toBe(s.chainOwner);
		}
		expect((await token(move, FIXTURES.move.staleOwner.collection, FIXTURES.move.staleOwner.tokenId))?.object_addr).toBe(FIXTURES.move.staleOwner.objectAddr);
		expect((await token(move, FIXTURES.move.agreeing.collection, FIXTURES.move.agreeing.tokenId))?.object_addr).toBe(FIXTURES.move.agreeing.objectAddr);
		expect(await token(wasm, FIXTURES.wasm.agreeing.collection, FIXTURES.wasm.agreeing.tokenId)).toBeDefined();
	});
});
