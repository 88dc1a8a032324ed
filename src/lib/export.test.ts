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

describe('numbers in CSV', () => {
	it('are written as numbers even when negative', () => {
		expect(toCsv([{ parent: -1, big: -5n, text: '-1' }], ['parent', 'big', 'text'])).toBe("parent,big,text\r\n-1,-5,'-1\r\n");
	});
});
