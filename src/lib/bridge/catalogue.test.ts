import { describe, expect, it } from 'vitest';
import { addressChainOf, buildCatalogue, decimalString, defaultAssetOf, feeTokensOf, matchAsset, sameDenom } from './catalogue';
import { asset, EVM, L1, L2, NOBLE, registryChain, routerChain, testCatalogue } from './testing';

describe('catalogue', () => {
	it('puts Initia first (the L1 first), tells chain kinds apart and drops hidden entries', () => {
		const cat = buildCatalogue(
			[routerChain('zeta-1'), routerChain(L2), routerChain(EVM), routerChain(L1), routerChain('gone-1', { hidden: true })],
			{ [L1]: [asset(L1, 'uinit', 'INIT'), { ...asset(L1, 'secret', 'SEC'), hidden: true }] },
			[registryChain(L1), registryChain(L2)]
		);
		expect(cat.chains.map((c) => [c.id, c.kind])).toEqual([
			[L1, 'initia'],
			[L2, 'initia'],
			[EVM, 'evm'],
			['zeta-1', 'cosmos']
		]);
		expect(cat.assetsOf(L1).map((a) => a.symbol)).toEqual(['INIT']);
		expect(addressChainOf(cat.chain(EVM)!)).toEqual({ chainId: EVM, kind: 'evm' });
	});

	it('shows assets without decimals but explains why they cannot be quoted', () => {
		const cat = testCatalogue();
		expect(cat.asset(L2, 'factory/x/myst')!.unquotable).toMatch(/no known decimals/);
		expect(cat.asset(L2, 'l2/init')!.unquotable).toBeNull();
		// listed, after the quotable ones
		expect(cat.assetsOf(L2).map((a) => a.symbol)).toEqual(['INIT', 'MYST']);
	});

	it('finds fee tokens in the registry, else in the router', () => {
		const cat = testCatalogue();
		expect(feeTokensOf(cat.chain(L1)!)).toEqual([{ denom: 'uinit', gasPrice: '0.015' }]);
		expect(feeTokensOf(cat.chain(NOBLE)!)).toEqual([{ denom: 'uusdc', gasPrice: '0.1' }]);
		expect(decimalString(1e-7)).toBe('0.0000001');
	});

	it("starts a form with the chain's native fee asset, not the alphabetically first one", () => {
		const cat = buildCatalogue(
			[routerChain(L1)],
			{ [L1]: [asset(L1, 'aaa', 'AAA'), asset(L1, 'ibc/USDC', 'USDC'), asset(L1, 'uinit', 'INIT')] },
			[registryChain(L1)]
		);
		expect(feeTokensOf(cat.chain(L1)!).map((f) => f.denom)).toContain('uinit');
		expect(defaultAssetOf(cat, cat.chain(L1)!)?.denom).toBe('uinit');
		const noble = testCatalogue();
		expect(defaultAssetOf(noble, noble.chain(NOBLE)!)?.denom).toBe('uusdc');
	});

	it('compares EVM denoms without case and searches names, symbols and chains', () => {
		expect(sameDenom('0xAbC', '0xabc')).toBe(true);
		expect(sameDenom('uinit', 'UINIT')).toBe(false);
		const cat = testCatalogue();
		const usdc = cat.asset(NOBLE, 'uusdc')!;
		expect(matchAsset(usdc, cat.chain(NOBLE), 'usd')).toBe(true);
		expect(matchAsset(usdc, cat.chain(NOBLE), 'noble')).toBe(true);
		expect(matchAsset(usdc, cat.chain(NOBLE), 'init')).toBe(false);
	});
});
