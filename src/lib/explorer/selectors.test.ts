import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { KNOWN_METHODS, methodOf } from './selectors';

const selectorOf = (signature: string) => Buffer.from(keccak_256(new TextEncoder().encode(signature)).subarray(0, 4)).toString('hex');

describe('methodOf', () => {
	it('every known selector is the keccak256 of its signature', () => {
		for (const [selector, signature] of Object.entries(KNOWN_METHODS)) expect(selectorOf(signature), signature).toBe(selector);
	});

	it('names common methods and shows the selector of others', () => {
		expect(methodOf('CALL', '0xa9059cbb' + '00'.repeat(64))).toEqual({ kind: 'selector', selector: '0xa9059cbb', name: 'transfer' });
		expect(methodOf('STATICCALL', '0x6352211E' + '00'.repeat(32))).toEqual({ kind: 'selector', selector: '0x6352211e', name: 'ownerOf' });
		expect(methodOf('DELEGATECALL', `0x${selectorOf('computeFee(uint256)')}${'00'.repeat(32)}`)).toEqual({ kind: 'selector', selector: `0x${selectorOf('computeFee(uint256)')}` });
	});

	it('tells creations, empty input and stray bytes apart', () => {
		expect(methodOf('CREATE2', '0x6080604052')).toEqual({ kind: 'create' });
		expect(methodOf('CALL', '0x')).toEqual({ kind: 'none' });
		expect(methodOf('CALL', '')).toEqual({ kind: 'none' });
		expect(methodOf('CALL', '0xabcd')).toEqual({ kind: 'short' });
	});
});
