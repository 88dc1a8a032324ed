// "Check on chain" against the devnet's chains and indexers over real HTTP: agreeing and stale
// owners on every VM, burned tokens, collections, and failures said in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../../devnet/fixtures';
import { startDevnet, type Devnet } from '../../../devnet/server';
import { createIndexerClient, type Token } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { checkCollection, checkOwner } from './chain-check';

let devnet: Devnet;
beforeAll(async () => {
	devnet = await startDevnet({ port: 0 });
});
afterAll(() => devnet?.close());

const chain = (id: string, vm: ChainInfo['vm'], extra: Partial<ChainInfo> = {}): ChainInfo =>
	({
		id,
		name: id,
		vm,
		isL1: false,
		indexer: `${devnet.url}/indexer/${id}`,
		rest: `${devnet.url}/rest/${id}`,
		...(vm === 'evm' ? { jsonRpc: `${devnet.url}/jsonrpc/${id}` } : {}),
		...extra
	}) as ChainInfo;

async function token(c: ChainInfo, t: { collection: string; tokenId: string }): Promise<Token> {
	const page = await createIndexerClient(c.indexer!).tokensByCollection(t.collection, { tokenId: t.tokenId }, { limit: 1 });
	return page.items[0]!;
}

describe('checkOwner', () => {
	const cases = [
		['evm', FIXTURES.evm.chainId, FIXTURES.evm.uris.https, FIXTURES.evm.staleOwner],
		['move', FIXTURES.move.chainId, FIXTURES.move.agreeing, FIXTURES.move.staleOwner],
		['wasm', FIXTURES.wasm.chainId, FIXTURES.wasm.agreeing, FIXTURES.wasm.staleOwner]
	] as const;

	for (const [vm, id, agreeing, stale] of cases) {
		it(`${vm}: agrees for an ordinary token, flags the stale one with both owners`, async () => {
			const c = chain(id, vm);
			const ok = await checkOwner(c, await token(c, agreeing));
			expect(ok.status).toBe('agrees');
			const t = await token(c, stale);
			expect(await checkOwner(c, t)).toEqual({ status: 'differs', chainOwner: stale.chainOwner, indexerOwner: t.owner, how: expect.stringContaining('chain') });
		});
	}

	it('a token the chain no longer has (burned since the indexer saw it) is "absent"', async () => {
		const c = chain(FIXTURES.evm.chainId, 'evm');
		const t = await token(c, FIXTURES.evm.uris.https);
		expect((await checkOwner(c, { ...t, tokenId: '999999' })).status).toBe('absent');
		const m = chain(FIXTURES.move.chainId, 'move');
		const mt = await token(m, FIXTURES.move.agreeing);
		expect((await checkOwner(m, { ...mt, objectAddress: `0x${'ab'.repeat(32)}` })).status).toBe('absent');
		const w = chain(FIXTURES.wasm.chainId, 'wasm');
		const wt = await token(w, FIXTURES.wasm.agreeing);
		expect((await checkOwner(w, { ...wt, tokenId: 'no such token' })).status).toBe('absent');
	});

	it('failures come back as sentences, never as exceptions', async () => {
		const c = chain(FIXTURES.evm.chainId, 'evm');
		const t = await token(c, FIXTURES.evm.uris.https);
		const noRpc = await checkOwner(chain(FIXTURES.evm.chainId, 'evm', { jsonRpc: undefined }), t);
		expect(noRpc).toMatchObject({ status: 'failed', message: 'This chain has no JSON-RPC endpoint in the configuration.' });
		const down = await checkOwner(chain(FIXTURES.evm.chainId, 'evm', { jsonRpc: 'http://127.0.0.1:9/jsonrpc' }), t);
		expect(down).toMatchObject({ status: 'failed', message: expect.stringMatching(/could not be reached|blocked/i) });
		expect(await checkOwner(c, { ...t, tokenId: 'not-a-number' })).toMatchObject({ status: 'failed', message: expect.stringContaining('is not a uint256') });
		const m = chain(FIXTURES.move.chainId, 'move');
		expect(await checkOwner(m, { ...(await token(m, FIXTURES.move.agreeing)), objectAddress: null })).toMatchObject({ status: 'failed' });
	});
});

describe('checkCollection', () => {
	it('EVM: the contract name agrees; the creator is said not to be on chain', async () => {
		const c = chain(FIXTURES.evm.chainId, 'evm');
		const indexed = await createIndexerClient(c.indexer!).collection(FIXTURES.evm.bigCollection.address);
		const r = await checkCollection(c, FIXTURES.evm.bigCollection.address, indexed);
		expect(r).toMatchObject({ status: 'checked', facts: [{ label: 'Name', chain: FIXTURES.evm.bigCollection.name, agrees: true }], notExposed: expect.stringContaining('creator') });
		expect((await checkCollection(c, `0x${'12'.repeat(20)}`, undefined)).status).toBe('absent');
	});

	it('Move and Wasm: name and creator agree with the indexer', async () => {
		const m = chain(FIXTURES.move.chainId, 'move');
		const o = FIXTURES.move.originals;
		const rm = await checkCollection(m, o.address, await createIndexerClient(m.indexer!).collection(o.address));
		expect(rm).toMatchObject({ status: 'checked', facts: [{ label: 'Name', chain: o.name, agrees: true }, { label: 'Creator', chain: o.creator, agrees: true }] });
		expect((await checkCollection(m, `0x${'cd'.repeat(32)}`, undefined)).status).toBe('absent');

		const w = chain(FIXTURES.wasm.chainId, 'wasm');
		const wc = FIXTURES.wasm.collection.address;
		const rw = await checkCollection(w, wc, await createIndexerClient(w.indexer!).collection(wc));
		expect(rw.status === 'checked' && rw.facts.every((f) => f.agrees)).toBe(true);
		expect((await checkCollection(w, `0x${'ef'.repeat(32)}`, undefined)).status).toBe('absent');
	});

	it('a name that differs is flagged', async () => {
		const c = chain(FIXTURES.evm.chainId, 'evm');
		const indexed = await createIndexerClient(c.indexer!).collection(FIXTURES.evm.bigCollection.address);
		const r = await checkCollection(c, FIXTURES.evm.bigCollection.address, { ...indexed, name: 'Renamed' });
		expect(r).toMatchObject({ status: 'checked', facts: [{ label: 'Name', indexer: 'Renamed', agrees: false }] });
	});
});
