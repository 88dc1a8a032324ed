import { describe, expect, it } from 'vitest';
import { fileName, toCsv, toJson } from './export';

describe('export', () => {
	it('writes CSV with quoting and formula neutralisation', () => {
		const csv = toCsv([{ id: '=HYPERLINK("x")', name: 'a,b', n: 5n, note: 'line\nbreak' }], ['id', 'name', 'n', 'note']);
		expect(csv).toBe('id,name,n,note\r\n"\'=HYPERLINK(""x"")","a,b",5,"line\nbreak"\r\n');
	});
	it('writes bigints in JSON as strings', () => {
		expect(JSON.parse(toJson([{ v: 12345678901234567890n }]))).toEqual([{ v: '12345678901234567890' }]);
	});
	it('builds safe file names', () => {
		expect(fileName('tokens', '0xABC', '../../etc')).toBe('tokens_0xABC_..-..-etc');
	});
});
