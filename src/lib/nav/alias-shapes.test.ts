import { describe, expect, it } from 'vitest';
import { aliasTarget, segmentsAfterRoot } from './alias-shapes';

const go = (root: string, segs: string[], q = '') => {
	const t = aliasTarget(root, segs, new URLSearchParams(q));
	return t && { vm: t.vm, to: t.to('c-1') };
};
const H = `0x${'ab'.repeat(32)}`;
const C = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

describe('alias link shapes', () => {
	it('maps InitiaScan chain-less forms', () => {
		expect(go('accounts', ['init1x', 'nfts'])).toEqual({ vm: undefined, to: '/accounts/init1x' });
		expect(go('accounts', ['init1x', 'txs'])).toEqual({ vm: undefined, to: '/accounts/init1x' });
		expect(go('accounts', ['init1x', 'internal-txs'])).toEqual({ vm: 'evm', to: '/c-1/accounts/init1x/internal-txs' });
		expect(go('nft-collections', [C, 'nft', 'a/b #1'])).toEqual({ vm: 'evm', to: `/c-1/nft-collections/${C}/nft/a%2Fb%20%231` });
		expect(go('nft-collections', [`0x${'cd'.repeat(32)}`, 'supplies'])?.to).toBe(`/c-1/nft-collections/0x${'cd'.repeat(32)}`);
		expect(go('evm-txs', [H])).toEqual({ vm: 'evm', to: `/c-1/evm-txs/${H}` });
		expect(go('txs', ['AB'.repeat(32)])).toEqual({ vm: undefined, to: `/c-1/txs/${'AB'.repeat(32)}` });
	});
	it('maps Blockscout shapes', () => {
		expect(go('address', [C], 'tab=internal_txns')).toEqual({ vm: 'evm', to: `/c-1/accounts/${C}/internal-txs` });
		expect(go('address', [C], 'tab=tokens_nfts')?.to).toBe(`/c-1/accounts/${C}`);
		expect(go('token', [C])).toEqual({ vm: 'evm', to: `/c-1/nft-collections/${C}` });
		expect(go('token', [C, 'instance', '7'])?.to).toBe(`/c-1/nft-collections/${C}/nft/7`);
		expect(go('tx', [H])?.to).toBe(`/c-1/evm-txs/${H}`);
		expect(go('nfts', [C, '7'])?.to).toBe(`/c-1/nft-collections/${C}/nft/7`);
	});
	it('refuses shapes it does not know', () => {
		expect(go('token', [C, 'holders'])).toBeUndefined();
		expect(go('address', [C, 'x'])).toBeUndefined();
		expect(go('accounts', [])).toBeUndefined();
	});
	it('keeps encoded slashes inside a segment', () => {
		expect(segmentsAfterRoot('/sub/nfts/0xc/a%2Fb', '/sub')).toEqual(['0xc', 'a/b']);
		expect(segmentsAfterRoot('/nfts/0xc/%E0%A4%A', '')).toEqual(['0xc', '%E0%A4%A']);
	});
});
