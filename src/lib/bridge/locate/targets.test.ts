import { describe, expect, it } from 'vitest';
import type { TxLocation } from '$lib/search/locate-tx';
import { EVM, L1, L2, NOBLE, registryChain, testCatalogue } from '../testing';
import { probeTargets, trackableOf } from './targets';

const cat = testCatalogue();
const registry = [registryChain(L1), registryChain(L2)];
const found = (chainId: string, cosmosHash: string | null, evmHash: string | null): Extract<TxLocation, { state: 'found' }> => ({
	state: 'found',
	chain: probeTargets(registry, cat).find((c) => c.id === chainId)!,
	cosmosHash,
	evmHash,
	via: 'rest'
});

describe('bare hash lookup targets', () => {
	it('asks every registry chain, and the router chains outside it through their REST or JSON-RPC', () => {
		const targets = probeTargets(registry, cat);
		expect(targets.map((c) => c.id).sort()).toEqual([L1, L2, NOBLE, EVM].sort());
		expect(targets.slice(0, 2).map((c) => c.id)).toEqual([L1, L2]);
		expect(targets.find((c) => c.id === NOBLE)).toMatchObject({ rest: `https://rest/${NOBLE}`, vm: 'custom' });
		expect(targets.find((c) => c.id === EVM)).toMatchObject({ jsonRpc: `https://rpc/${EVM}`, vm: 'evm' });
		expect(targets.find((c) => c.id === EVM)).not.toHaveProperty('rest');
		// without the router's list: the registry alone
		expect(probeTargets(registry, null).map((c) => c.id)).toEqual([L1, L2]);
	});

	it('tracks Initia chains by the Cosmos hash (an EVM hit by its twin) and EVM chains by the EVM hash', () => {
		expect(trackableOf(found(L1, 'ab'.repeat(32), null), cat)).toEqual({ ok: true, chainId: L1, hash: 'AB'.repeat(32) });
		expect(trackableOf(found(L2, 'CD'.repeat(32), `0x${'ef'.repeat(32)}`), cat)).toEqual({ ok: true, chainId: L2, hash: 'CD'.repeat(32) });
		expect(trackableOf(found(EVM, null, `0x${'ef'.repeat(32)}`), cat)).toEqual({ ok: true, chainId: EVM, hash: `0x${'ef'.repeat(32)}` });
		expect(trackableOf(found(L2, null, `0x${'ef'.repeat(32)}`), cat)).toMatchObject({ ok: false, chainId: L2 });
	});
});
