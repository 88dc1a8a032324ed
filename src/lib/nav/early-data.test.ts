import { describe, expect, it } from 'vitest';
import { firstThenRest, paramsOf } from './early-data';

describe("the early module's route params", () => {
	it('reads [name] and [name=matcher] segments as kit does, decoded', () => {
		expect(paramsOf('/[chain=chain]/nft-collections/[collection]/nft/[token_id]', '/evm-1/nft-collections/0xab/nft/a%20b%2Fc')).toEqual({ chain: 'evm-1', collection: '0xab', token_id: 'a b/c' });
		expect(paramsOf('/accounts/[address]', '/accounts/init1x/')).toEqual({ address: 'init1x' });
	});

	it('refuses a path that does not fit the route (then the early module starts nothing)', () => {
		expect(paramsOf('/[chain=chain]/accounts/[address]/nfts', '/evm-1/accounts/init1x/internal-txs')).toBeNull();
		expect(paramsOf('/[chain=chain]/accounts/[address]', '/evm-1/accounts')).toBeNull();
		expect(paramsOf('/accounts/[address]', '/accounts/%E0%A4%A')).toBeNull();
	});
});

describe('the first item first, the rest once it settled (firstThenRest: all-chains page chains; token page image, then history)', () => {
	/** Starts recorded in order, each settled by hand. */
	function starts() {
		const started: string[] = [];
		const settle = new Map<string, { ok: () => void; fail: () => void }>();
		const start = (item: string) => {
			started.push(item);
			return new Promise<void>((ok, no) => settle.set(item, { ok, fail: () => no(new Error(`${item} failed`)) }));
		};
		return { started, settle, start };
	}
	const tick = () => new Promise((r) => setTimeout(r, 0));

	it('starts the others only once the first has answered', async () => {
		const s = starts();
		firstThenRest(['l1', 'evm', 'move'], s.start);
		await tick();
		expect(s.started).toEqual(['l1']);
		s.settle.get('l1')!.ok();
		await tick();
		expect(s.started).toEqual(['l1', 'evm', 'move']);
	});

	it('starts the others when the first fails too, and a failing other stays quiet', async () => {
		const s = starts();
		firstThenRest(['l1', 'evm'], s.start);
		s.settle.get('l1')!.fail();
		await tick();
		expect(s.started).toEqual(['l1', 'evm']);
		s.settle.get('evm')!.fail(); // an unhandled rejection would fail this test run
		await tick();
	});

	it('passes each item its index and starts nothing for no items', async () => {
		const seen: [string, number][] = [];
		firstThenRest(['a', 'b', 'c'], (item, i) => (seen.push([item, i]), Promise.resolve()));
		await tick();
		expect(seen).toEqual([['a', 0], ['b', 1], ['c', 2]]);
		firstThenRest([], () => {
			throw new Error('not called');
		});
	});
});
