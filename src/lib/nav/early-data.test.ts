import { describe, expect, it } from 'vitest';
import { paramsOf } from './early-data';

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
