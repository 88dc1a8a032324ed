import { describe, expect, it } from 'vitest';
import { routePattern, routeTable } from './postbuild';

describe('postbuild route table', () => {
	const match = (id: string, path: string) => new RegExp(routePattern(id)).test(path);
	it('turns route ids into path patterns', () => {
		expect(match('/', '/')).toBe(true);
		expect(match('/[chain=chain]/nft-collections/[collection]', '/evm-1/nft-collections/0xab')).toBe(true);
		expect(match('/[chain=chain]/nft-collections/[collection]', '/evm-1/nft-collections/0xab/nft/1')).toBe(false);
		expect(match('/accounts/[address]/[[tab]]', '/accounts/init1x')).toBe(true);
		expect(match('/accounts/[address]/[[tab]]', '/accounts/init1x/nfts')).toBe(true);
		expect(match('/bridge/track', '/bridge/track')).toBe(true);
		expect(match('/bridge/track', '/bridgeXtrack')).toBe(false);
		expect(match('/a.b/[x]', '/aXb/1')).toBe(false);
	});
	it('reads kit\'s generated dictionary', () => {
		const app = 'export const dictionary = {\n\t\t"/": [5],\n\t\t"/bridge": [18,[4]],\n\t\t"/[chain=chain]/evm-txs/[hash]": [11,[2]]\n\t};';
		expect(routeTable(app)).toEqual([
			{ id: '/', nodes: [5] },
			{ id: '/bridge', nodes: [18, 4] },
			{ id: '/[chain=chain]/evm-txs/[hash]', nodes: [11, 2] }
		]);
	});
});
