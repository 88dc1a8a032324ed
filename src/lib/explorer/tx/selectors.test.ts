import { toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { methodLabel, methodOf } from './selectors';

describe('methodOf', () => {
	it('names common selectors, and every name hashes to its selector', () => {
		const m = methodOf('0xA9059CBB000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266');
		expect(m).toEqual({ kind: 'call', selector: '0xa9059cbb', name: 'transfer(address,uint256)' });
		for (const sel of ['0x23b872dd', '0x42842e0e', '0xb88d4fde', '0xa22cb465', '0x095ea7b3', '0x2eb2c2d6', '0xf242432a', '0x40c10f19', '0x42966c68', '0xac9650d8', '0xd0e30db0', '0x2e1a7d4d']) {
			const name = (methodOf(`${sel}00`) as { name: string }).name;
			expect(toFunctionSelector(name), name).toBe(sel);
		}
	});
	it('plain transfers, creations and unknown selectors', () => {
		expect(methodLabel(methodOf('0x'))).toBe('Transfer');
		expect(methodLabel(methodOf('0x6080', { creation: true }))).toBe('Create contract');
		expect(methodLabel(methodOf('0x760458f1000000'))).toBe('0x760458f1');
	});
});
