import { describe, expect, it } from 'vitest';
import { rawJson } from './raw-json';

describe('rawJson', () => {
	it('escapes bidi, zero-width and C1 characters and keeps the rest', () => {
		const out = rawJson({ name: '\u202egnp.exe\u202c', z: 'in\u200bvis\ufeff', c: 'a\u0085b\u007f', ok: 'Ünï ⛓ <b>' });
		expect(out).toContain('"\\u202egnp.exe\\u202c"');
		expect(out).toContain('"in\\u200bvis\\ufeff"');
		expect(out).toContain('"a\\u0085b\\u007f"');
		expect(out).toContain('"Ünï ⛓ <b>"');
		expect(out).not.toMatch(/[\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/);
		expect(JSON.parse(out)).toEqual({ name: '\u202egnp.exe\u202c', z: 'in\u200bvis\ufeff', c: 'a\u0085b\u007f', ok: 'Ünï ⛓ <b>' });
	});
	it('prints bigints and caps the length', () => {
		expect(rawJson({ n: 10n })).toContain('"n": "10"');
		expect(rawJson('x'.repeat(50), 10)).toHaveLength(10);
	});
});
