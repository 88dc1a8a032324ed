import { describe, expect, it } from 'vitest';
import { fromBech32, toBech32 } from '@cosmjs/encoding';
import { BURNER, GOLDEN_KEY, OTHER, TEST_EVM } from '../../accounts';
import { burner, golden, other, testWallet } from './actors';
import { blockTime } from './clock';
import { checksumAddress, createAddress, ibcClassId, wasmContractAddress } from './derive';
import { seedWorld } from './world';

describe('derivations', () => {
	it('the well-known wallets’ keys give their published addresses', () => {
		for (const [actor, account] of [
			[testWallet(), TEST_EVM],
			[burner(), BURNER],
			[other(), OTHER],
			[golden(), GOLDEN_KEY]
		] as const) {
			expect(`0x${actor.key}`).toBe(account.hex.toLowerCase());
			expect(actor.pubkey).toHaveLength(33);
		}
	});

	it('matches the chains’ address schemes on known vectors', () => {
		// Hardhat's first deployment from account 0.
		expect(checksumAddress(createAddress(testWallet().bytes, 0))).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
		// wasmd's classic address of code 1, instance 1.
		expect(toBech32('wasm', wasmContractAddress(1, 1))).toBe('wasm14hj2tavq8fpesdwxxcu44rty3hh90vhujrvcmstl4zr3txmfvw9s0phg4d');
		expect(fromBech32(toBech32('init', wasmContractAddress(1, 1)), 1023).data).toHaveLength(32);
		expect(ibcClassId('nft-transfer/channel-1/x')).toMatch(/^ibc\/[0-9A-F]{64}$/);
	});
});

describe('clock', () => {
	it('starts at 2026-01-05 and advances 1–2 s per block', () => {
		expect(blockTime('c', 1)).toEqual({ sec: Date.UTC(2026, 0, 5) / 1000, nanos: expect.any(Number) });
		let prev = blockTime('c', 1);
		for (let h = 2; h < 2000; h++) {
			const t = blockTime('c', h);
			const gap = t.sec - prev.sec + (t.nanos - prev.nanos) / 1e9;
			expect(gap).toBeGreaterThan(1);
			expect(gap).toBeLessThan(2);
			expect(t.nanos).toBeLessThan(1e9);
			prev = t;
		}
	});
});

describe('seed', () => {
	it('is deterministic: two builds differ only in the origin baked into uris', () => {
		const dump = (base: string) => {
			const store = seedWorld(base).stores.get('evm-local-1')!;
			const rows = [...store.tokensOf(store.collection(store.calls[0]!.to)?.key ?? '')];
			return JSON.stringify({ height: store.height, calls: store.calls.slice(0, 50), tokens: rows.slice(0, 50).map((n) => ({ ...n, collection: n.collection.key, txs: n.txs.map((t) => t.json()) })) }).replaceAll(base, 'BASE');
		};
		expect(dump('http://a.test')).toBe(dump('http://b.test'));
	});
});
