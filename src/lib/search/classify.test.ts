import { describe, expect, it } from 'vitest';
import { toBech32Address, parseHexAddress } from '$lib/format/address';
import { classifyQuery } from './classify';

const ACC = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const HEX = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('classifyQuery', () => {
	it('recognises a 20-byte account in both forms, mapping to the same bytes', () => {
		const a = classifyQuery(ACC);
		const b = classifyQuery(HEX);
		expect(a).toMatchObject({ kind: 'account', bech32: ACC, hex: HEX.toLowerCase() });
		expect(b).toMatchObject({ kind: 'account', bech32: ACC, hex: HEX.toLowerCase() });
	});

	it('treats short Move addresses like the indexer does (left-padded)', () => {
		expect(classifyQuery('0x1')).toMatchObject({ kind: 'account', hex: `0x${'0'.repeat(39)}1` });
	});

	it('separates EVM hashes / 32-byte addresses from Cosmos hashes', () => {
		const h = `0x${'ab'.repeat(32)}`;
		expect(classifyQuery(h)).toMatchObject({ kind: 'hash-or-address32', hash: h });
		expect(classifyQuery('AB'.repeat(32))).toEqual({ kind: 'cosmos-hash', hash: 'AB'.repeat(32) });
	});

	it('recognises 32-byte bech32 addresses (Move objects, Wasm contracts)', () => {
		const r = classifyQuery('init1wug8sewp6cedgkmrmvhl3lf3tulagm9hnvy8p0rppz9yjw0g4wtq7947m6');
		expect(r.kind).toBe('address32');
	});

	it('recognises usernames, lowercased, and explains invalid ones', () => {
		expect(classifyQuery('Alice.init')).toEqual({ kind: 'username', name: 'alice' });
		expect(classifyQuery('loom-weaver.INIT')).toEqual({ kind: 'username', name: 'loom-weaver' });
		expect(classifyQuery('a.init')).toMatchObject({ kind: 'unknown', reason: expect.stringContaining('not a valid username') });
		expect(classifyQuery('-x-.init')).toMatchObject({ kind: 'unknown' });
	});

	it('explains wrong prefixes, typos and other text', () => {
		expect(classifyQuery(toBech32Address(parseHexAddress(HEX)!, 'cosmos'))).toMatchObject({ kind: 'wrong-prefix', prefix: 'cosmos' });
		expect(classifyQuery(ACC.slice(0, -1) + 'x')).toMatchObject({ kind: 'unknown' });
		expect(classifyQuery('hello')).toMatchObject({ kind: 'unknown' });
		expect(classifyQuery('   ')).toMatchObject({ kind: 'unknown' });
		expect(classifyQuery('0xZZ')).toMatchObject({ kind: 'unknown' });
	});
});
