import { describe, expect, it } from 'vitest';
import { ApiError } from '$lib/api/http';
import type { IndexerClient } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { classifyQuery } from './classify';
import { directHit, resolveQuery } from './resolve';

const chain = (id: string, vm: ChainInfo['vm']): ChainInfo => ({
	id, name: id, chainName: id, networkType: 'devnet', bech32Prefix: 'init', isL1: id === 'l1', vm, indexer: `http://idx/${id}`, explorers: [{ kind: 'scan', url: 'https://scan.test', txPage: `https://scan.test/${id}/txs/\${txHash}` }], feeTokens: [], opDenoms: []
});
const L1 = chain('l1', 'move');
const EVM = chain('evm', 'evm');
const WASM = chain('wasm', 'wasm');
const notFound = () => new ApiError({ service: 'indexer', endpoint: 'GET x', status: 404, kind: 'http', bodyText: 'not found' } as never);

function clients(spec: Record<string, { collection?: boolean; tx?: boolean; down?: boolean }>) {
	return (c: ChainInfo) =>
		({
			collection: async () => {
				if (spec[c.id]?.down) throw new Error('connection refused');
				if (spec[c.id]?.collection) return { name: 'Weavers' };
				throw notFound();
			},
			internalTxsByHash: async () => {
				if (spec[c.id]?.tx) return { items: [{}], nextKey: null, previousKey: null, total: null };
				throw notFound();
			}
		}) as unknown as IndexerClient;
}

describe('resolveQuery', () => {
	const H = `0x${'ab'.repeat(32)}`;
	it('goes straight to an EVM tx found on one chain', async () => {
		const res = await resolveQuery(classifyQuery(H), [L1, EVM, WASM], L1, clients({ evm: { tx: true } }));
		expect(directHit(res)).toMatchObject({ kind: 'evm-tx', chain: { id: 'evm' } });
	});
	it('lists several hits instead of guessing', async () => {
		const res = await resolveQuery(classifyQuery(H), [L1, EVM, WASM], L1, clients({ evm: { tx: true }, wasm: { collection: true } }));
		expect(directHit(res)).toBeUndefined();
		expect(res.candidates.filter((c) => c.confirmed).map((c) => c.kind).sort()).toEqual(['collection', 'evm-tx']);
	});
	it('treats a 20-byte address as an account unless an EVM collection has it', async () => {
		const acc = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
		expect(directHit(await resolveQuery(classifyQuery(acc), [L1, EVM], L1, clients({})))).toMatchObject({ kind: 'account', chain: { id: 'l1' } });
		expect(directHit(await resolveQuery(classifyQuery(acc), [L1, EVM], L1, clients({ evm: { collection: true } })))).toMatchObject({ kind: 'collection', chain: { id: 'evm' } });
	});
	it('reports indexers that failed and does not jump when a chain could not be asked', async () => {
		const res = await resolveQuery(classifyQuery('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), [L1, EVM], L1, clients({ evm: { down: true } }));
		expect(res.failures).toHaveLength(1);
		expect(directHit(res)).toBeUndefined();
	});
	it('offers explorer links for a Cosmos hash', async () => {
		const res = await resolveQuery(classifyQuery('AB'.repeat(32)), [L1, EVM], L1, clients({}));
		expect(res.candidates.map((c) => c.href)).toContain(`https://scan.test/l1/txs/${'AB'.repeat(32)}`);
	});
});
