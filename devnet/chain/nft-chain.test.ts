// On-chain NFT reads of the devnet chains over real HTTP (chain-api §3, §5): Move views and
// resources, ERC-721 eth_call, cw721 smart queries; the stale tokens' owners differ from the
// indexer's, every other token agrees; blocks/latest follows the chain past its seeded history.
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { DEFAULT_KNOBS } from '../knobs';
import { serveOne } from '../test-utils';
import { TEST_BASE } from '../indexer/testing';
import { seedWorld } from '../indexer/seed/world';
import { createChains } from './index';

const chains = createChains(TEST_BASE, () => DEFAULT_KNOBS);
const servers: Awaited<ReturnType<typeof serveOne>>[] = [];
const rest: Record<string, string> = {};
let rpc = '';

beforeAll(async () => {
	for (const id of [FIXTURES.move.chainId, FIXTURES.wasm.chainId, FIXTURES.evm.chainId, FIXTURES.l1.chainId]) {
		const s = await serveOne(chains.rest(id)!, { chainId: id });
		servers.push(s);
		rest[id] = s.url;
	}
	const r = await serveOne(chains.jsonRpc(FIXTURES.evm.chainId)!, { chainId: FIXTURES.evm.chainId });
	servers.push(r);
	rpc = r.url;
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

const store = (chainId: string) => seedWorld(TEST_BASE).stores.get(chainId)!;
/** The indexer's owner of a token, as bech32. */
const indexedOwner = (chainId: string, t: { collection: string; tokenId: string }) => toBech32('init', Buffer.from(store(chainId).nft(t.collection.slice(2), t.tokenId)!.owner, 'hex'));
/** A Move address (0x + trimmed hex) as the bech32 of its 20 or 32 bytes. */
const moveToBech32 = (addr: string) => {
	const digits = addr.slice(2);
	return toBech32('init', Buffer.from(digits.padStart(digits.length <= 40 ? 40 : 64, '0'), 'hex'));
};

async function view(chainId: string, module: string, fn: string, arg: string, typeArgs: string[] = []) {
	const res = await fetch(`${rest[chainId]}/initia/move/v1/view/json`, {
		method: 'POST',
		body: JSON.stringify({ address: '0x1', module_name: module, function_name: fn, type_args: typeArgs, args: [JSON.stringify(arg)] })
	});
	return { status: res.status, body: (await res.json()) as { data?: string; message?: string; code?: number } };
}

async function ethCall(to: string, data: string) {
	const res = await fetch(rpc, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }) });
	return (await res.json()) as { result?: string; error?: { code: number; message: string } };
}

const b64url = (q: unknown) => Buffer.from(JSON.stringify(q)).toString('base64url');
const b64std = (q: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(q)).toString('base64'));
async function smart(contractHex: string, query: string) {
	const bech = toBech32('init', Buffer.from(contractHex.slice(2), 'hex'));
	const res = await fetch(`${rest[FIXTURES.wasm.chainId]}/cosmwasm/wasm/v1/contract/${bech}/smart/${query}`);
	return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown>; code?: number; message?: string } };
}

describe('Move: 0x1::object::owner and friends', () => {
	const M = FIXTURES.move;
	it('agrees with the indexer for an ordinary token and names the newer owner for the stale one', async () => {
		const agree = await view(M.chainId, 'object', 'owner', M.agreeing.objectAddr, ['0x1::nft::Nft']);
		expect(agree.status).toBe(200);
		const owner = JSON.parse(agree.body.data!) as string;
		expect(owner).toMatch(/^0x[1-9a-f][0-9a-f]*$/); // trimmed hex
		expect(moveToBech32(owner)).toBe(indexedOwner(M.chainId, M.agreeing));

		const stale = await view(M.chainId, 'object', 'owner', M.staleOwner.objectAddr, ['0x1::nft::Nft']);
		const chainOwner = moveToBech32(JSON.parse(stale.body.data!) as string);
		expect(chainOwner).toBe(M.staleOwner.chainOwner);
		expect(chainOwner).not.toBe(indexedOwner(M.chainId, M.staleOwner));
	});

	it('a 32-byte object owner, nft_info, the ObjectCore resource and the collection facts', async () => {
		const o = M.objectOwner;
		const objectAddr = `0x${store(M.chainId).nft(o.collection.slice(2), o.tokenId)!.objectAddr}`;
		expect(moveToBech32(JSON.parse((await view(M.chainId, 'object', 'owner', objectAddr)).body.data!))).toBe(o.owner);
		const info = JSON.parse((await view(M.chainId, 'nft', 'nft_info', objectAddr)).body.data!) as Record<string, string>;
		expect(info).toMatchObject({ token_id: o.tokenId, collection: `0x${o.collection.slice(2).replace(/^0+/, '')}` });

		const res = await fetch(`${rest[M.chainId]}/initia/move/v1/accounts/${M.agreeing.objectAddr}/resources/by_struct_tag?struct_tag=0x1::object::ObjectCore`);
		const resource = ((await res.json()) as { resource: { move_resource: string } }).resource;
		expect(JSON.parse(resource.move_resource)).toMatchObject({ type: '0x1::object::ObjectCore', data: { owner: expect.stringMatching(/^0x/), version: '1' } });

		const creator = JSON.parse((await view(M.chainId, 'collection', 'creator', M.originals.address, ['0x1::collection::Collection'])).body.data!) as string;
		expect(moveToBech32(creator)).toBe(M.originals.creator);
		expect(JSON.parse((await view(M.chainId, 'collection', 'name', M.originals.address, ['0x1::collection::Collection'])).body.data!)).toBe(M.originals.name);
	});

	it('unknown and burned objects fail with a JSON error that says not found', async () => {
		const r = await view(M.chainId, 'object', 'owner', `0x${'ab'.repeat(32)}`, ['0x1::nft::Nft']);
		expect(r.status).toBe(400);
		expect(r.body).toMatchObject({ code: 3, details: [] });
		expect(r.body.message).toContain('not found');
		const gone = await fetch(`${rest[M.chainId]}/initia/move/v1/accounts/0x${'ab'.repeat(32)}/resources/by_struct_tag?struct_tag=0x1::object::ObjectCore`);
		expect(gone.status).toBe(400);
		expect(((await gone.json()) as { message: string }).message).toContain('not found');
	});

	it('works on the L1 too; other views are not ours', async () => {
		const l1 = FIXTURES.l1.objectOwner;
		const obj = `0x${store(FIXTURES.l1.chainId).nft(l1.collection.slice(2), l1.tokenId)!.objectAddr}`;
		expect(moveToBech32(JSON.parse((await view(FIXTURES.l1.chainId, 'object', 'owner', obj)).body.data!))).toBe(l1.owner);
		expect((await view(FIXTURES.l1.chainId, 'coin', 'balance', obj)).body.message).toContain('function not found');
	});
});

describe('EVM: ERC-721 through eth_call', () => {
	const E = FIXTURES.evm;
	const ownerOf = (id: string) => `0x6352211e${BigInt(id).toString(16).padStart(64, '0')}`;
	const word = (addr: string) => `0x${Buffer.from(fromBech32(addr, 1023).data).toString('hex').padStart(64, '0')}`;

	it('ownerOf: the indexer owner for an ordinary token, the newer owner for the stale one', async () => {
		const t = E.uris.https;
		expect((await ethCall(t.collection, ownerOf(t.tokenId))).result).toBe(word(indexedOwner(E.chainId, t)));
		const stale = await ethCall(E.staleOwner.collection, ownerOf(E.staleOwner.tokenId));
		expect(stale.result).toBe(word(E.staleOwner.chainOwner));
		expect(stale.result).not.toBe(word(indexedOwner(E.chainId, E.staleOwner)));
	});

	it('a token that does not exist reverts with a bare "Reverted"; name() is an ABI string', async () => {
		expect((await ethCall(E.burned.collection, ownerOf(E.burned.tokenId))).error).toEqual({ code: -32000, message: 'Reverted' });
		const name = (await ethCall(E.bigCollection.address, '0x06fdde03')).result!;
		const len = Number(BigInt(`0x${name.slice(66, 130)}`));
		expect(Buffer.from(name.slice(130, 130 + len * 2), 'hex').toString()).toBe(E.bigCollection.name);
		// tokenURI of the largest uint256 id.
		const max = E.hostileCollection.tokenIds.at(-1)!;
		expect((await ethCall(E.hostileCollection.address, `0xc87b56dd${BigInt(max).toString(16)}`)).result).toMatch(/^0x0{62}20/);
	});
});

describe('Wasm: cw721 smart queries and contract info', () => {
	const W = FIXTURES.wasm;
	it('owner_of in URL-safe and standard base64; the stale token names the newer owner', async () => {
		const q = (t: { tokenId: string }) => ({ owner_of: { token_id: t.tokenId } });
		const agree = await smart(W.agreeing.collection, b64url(q(W.agreeing)));
		expect(agree.body.data).toEqual({ owner: indexedOwner(W.chainId, W.agreeing), approvals: [] });
		expect((await smart(W.agreeing.collection, b64std(q(W.agreeing)))).body).toEqual(agree.body);
		const stale = await smart(W.staleOwner.collection, b64url(q(W.staleOwner)));
		expect(stale.body.data!.owner).toBe(W.staleOwner.chainOwner);
		expect(stale.body.data!.owner).not.toBe(indexedOwner(W.chainId, W.staleOwner));
		const all = await smart(W.agreeing.collection, b64url({ all_nft_info: { token_id: W.agreeing.tokenId } }));
		expect(all.body.data).toMatchObject({ access: { owner: indexedOwner(W.chainId, W.agreeing) }, info: { extension: null } });
	});

	it('an unknown token is a 500 code 2 error; contract info names the creator', async () => {
		const r = await smart(W.collection.address, b64url({ owner_of: { token_id: 'no such token' } }));
		expect(r.status).toBe(500);
		expect(r.body).toMatchObject({ code: 2, message: expect.stringContaining('not found') });
		const bech = toBech32('init', Buffer.from(W.collection.address.slice(2), 'hex'));
		const info = (await (await fetch(`${rest[W.chainId]}/cosmwasm/wasm/v1/contract/${bech}`)).json()) as { contract_info: { creator: string } };
		expect(info.contract_info.creator).toMatch(/^init1/);
		expect((await fetch(`${rest[W.chainId]}/cosmwasm/wasm/v1/contract/${toBech32('init', Buffer.alloc(32, 7))}`)).status).toBe(404);
	});
});

describe('blocks/latest', () => {
	it('reports the head as a string height past the seeded history, with an RFC3339 time', async () => {
		for (const id of [FIXTURES.evm.chainId, FIXTURES.l1.chainId]) {
			const res = await fetch(`${rest[id]}/cosmos/base/tendermint/v1beta1/blocks/latest`);
			const body = (await res.json()) as { block: { header: { chain_id: string; height: string; time: string } } };
			expect(body.block.header.chain_id).toBe(id);
			expect(body.block.header.height).toMatch(/^\d+$/);
			expect(Number(body.block.header.height)).toBeGreaterThan(store(id).height);
			expect(Number(body.block.header.height)).toBe(chains.head(id));
			expect(body.block.header.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
		}
	});
});
