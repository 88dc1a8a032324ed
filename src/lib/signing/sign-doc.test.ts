import { serializeSignDoc as cosmjsSerializeSignDoc } from '@cosmjs/amino';
import { fromUtf8 } from '@cosmjs/encoding';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAmino } from './amino';
import { makeAminoSignDoc, makeDirectSignBytes, serializeSignDoc, sortedJson, type StdSignDoc } from './sign-doc';
import { vectorFee, vectorMessages, vectors } from './testing';

describe('amino sign doc', () => {
	it.each(vectors.map((v) => [v.id, v] as const))('reproduces %s byte for byte', (_, v) => {
		const doc = makeAminoSignDoc(vectorMessages(v).map(toAmino), vectorFee(v), v.chain_id, v.tx_json.body.memo, v.account_number, v.sequence);
		expect(doc).toEqual(v.amino_sign_doc);
		expect(serializeSignDoc(doc)).toBe(v.sign_doc_json);
	});

	it('includes payer and granter only when set, and accepts numeric account data', () => {
		const fee = { amount: [], gas: '1' };
		expect(makeAminoSignDoc([], fee, 'c', '', 1, 2n).fee).toEqual({ amount: [], gas: '1' });
		const doc = makeAminoSignDoc([], { ...fee, granter: 'init1g' }, 'c', '', '1', 2);
		expect(doc.fee).toEqual({ amount: [], gas: '1', granter: 'init1g' });
		expect([doc.account_number, doc.sequence]).toEqual(['1', '2']);
		expect(() => makeAminoSignDoc([], fee, 'c', '', -1, 0)).toThrow(/account number/);
	});

	it('escapes & < > and U+2028/2029 as Go does', () => {
		const doc = makeAminoSignDoc([], { amount: [], gas: '0' }, 'c', 'a&b<c>d\u2028e\u2029', 0, 0);
		expect(serializeSignDoc(doc)).toContain('"memo":"a\\u0026b\\u003cc\\u003ed\\u2028e\\u2029"');
	});

	it('sorts integer-like keys as strings, like Go, unlike JSON.stringify', () => {
		expect(sortedJson({ b: 1, 9: [{ z: null, a: true }], 10: 'x', a: undefined })).toBe('{"10":"x","9":[{"a":true,"z":null}],"b":1}');
	});
});

// keys cosmjs handles identically (integer-like keys are reordered by JS objects themselves)
const jsonKey = fc.string().filter((k) => !/^(0|[1-9]\d*)$/.test(k) && k !== '__proto__');
const jsonValue = fc.letrec((tie) => ({
	value: fc.oneof(
		{ depthSize: 'small' },
		fc.string(),
		fc.integer(),
		fc.boolean(),
		fc.constant(null),
		fc.array(tie('value'), { maxLength: 4 }),
		fc.dictionary(jsonKey, tie('value'), { maxKeys: 4 })
	)
})).value;

describe('canonical JSON (property)', () => {
	it('does not depend on key insertion order', () => {
		fc.assert(
			fc.property(fc.dictionary(jsonKey, jsonValue, { maxKeys: 6 }), (obj) => {
				const reversed = Object.fromEntries(Object.entries(obj).reverse());
				expect(sortedJson(reversed)).toBe(sortedJson(obj));
				expect(JSON.parse(sortedJson(obj))).toEqual(obj);
			})
		);
	});

	it('matches cosmjs serializeSignDoc when no U+2028/2029 is involved', () => {
		const text = fc.string().filter((s) => !/[\u2028\u2029]/.test(s));
		fc.assert(
			fc.property(text, fc.dictionary(jsonKey, jsonValue, { maxKeys: 5 }), (memo, value) => {
				fc.pre(!/[\u2028\u2029]/.test(JSON.stringify(value)));
				const doc: StdSignDoc = makeAminoSignDoc([{ type: 't', value }], { amount: [{ denom: 'u', amount: '1' }], gas: '5' }, 'chain', memo, 3, 4);
				expect(serializeSignDoc(doc)).toBe(fromUtf8(cosmjsSerializeSignDoc(doc)));
			})
		);
	});
});

describe('direct sign bytes', () => {
	it('encodes cosmos.tx.v1beta1.SignDoc', () => {
		const bytes = makeDirectSignBytes(Uint8Array.of(1), Uint8Array.of(2), 'c', 7);
		// field 1 body, 2 auth info, 3 chain id, 4 account number
		expect([...bytes]).toEqual([0x0a, 1, 1, 0x12, 1, 2, 0x1a, 1, 0x63, 0x20, 7]);
	});
});
