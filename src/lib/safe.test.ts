import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanText, hadHiddenCharacters, safeHref, safeImageSrc } from './safe';

describe('safeHref', () => {
	it('allows only http and https', () => {
		expect(safeHref('https://scan.initia.xyz/a')).toBe('https://scan.initia.xyz/a');
		expect(safeHref('http://127.0.0.1:4174/x')).toBe('http://127.0.0.1:4174/x');
		for (const bad of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'ipfs://Qm', '//evil.test', 'file:///etc/passwd', '', null, 42])
			expect(safeHref(bad)).toBeUndefined();
	});
	it('never returns a non-http(s) URL for any string', () => {
		fc.assert(
			fc.property(fc.string(), (s) => {
				const h = safeHref(s);
				return h === undefined || /^https?:/.test(h);
			})
		);
	});
});

describe('safeImageSrc', () => {
	it('allows http(s), blob and raster or SVG data images only', () => {
		expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
		expect(safeImageSrc('data:image/svg+xml,<svg/>')).toMatch(/^data:image\/svg\+xml/);
		expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
		expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
		expect(safeImageSrc('https://x.test/a.png')).toBe('https://x.test/a.png');
	});
});

describe('cleanText', () => {
	it('strips bidi overrides, zero-width and control characters and caps length', () => {
		expect(cleanText('abc\u202Egnp.exe\u200B\u0007')).toBe('abcgnp.exe');
		expect(hadHiddenCharacters('a\u202Eb')).toBe(true);
		expect(hadHiddenCharacters('plain')).toBe(false);
		expect(cleanText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
		expect(cleanText(null)).toBe('');
	});
});
