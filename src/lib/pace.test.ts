import { describe, expect, it } from 'vitest';
import { paced, readPace } from './pace';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === 'loom:pace' ? value : null) });

describe('readPace', () => {
	it('is 1 (the real waits) unless a test stored a pace of 2..1000', () => {
		expect(readPace(undefined)).toBe(1);
		expect(readPace(storage(null))).toBe(1);
		for (const bad of ['', 'fast', '0', '1', '-10', '1.5', '1001', 'Infinity', 'NaN']) expect(readPace(storage(bad)), bad).toBe(1);
		expect(readPace(storage('10'))).toBe(10);
		expect(readPace(storage('2.5'))).toBe(2.5);
		expect(readPace(storage('1000'))).toBe(1000);
	});

	it('leaves waits unchanged outside a browser that set it', () => {
		expect(paced(5000)).toBe(5000);
		expect(paced(0)).toBe(0);
	});
});
