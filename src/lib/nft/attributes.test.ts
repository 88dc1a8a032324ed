import { describe, expect, it } from 'vitest';
import { parseAttributes, traitView } from './attributes';

describe('parseAttributes', () => {
	it('keeps attributes in the {trait_type, value} shape (a number as a trait name too) and counts drifted ones', () => {
		const raw = { name: 'x', attributes: [{ trait_type: 'Hue', value: 'red' }, { value: { nested: 1 } }, 'junk', { trait_type: 7, value: true, display_type: 'boost_number', max_value: 10 }] };
		expect(parseAttributes(raw)).toEqual({
			attributes: [
				{ trait: 'Hue', value: 'red' },
				{ trait: '7', value: true, displayType: 'boost_number', maxValue: 10 }
			],
			skipped: 2
		});
	});
	it('no attributes, or not a list: none, nothing skipped', () => {
		for (const raw of [{}, { attributes: 'x' }, undefined, null, 'doc']) expect(parseAttributes(raw)).toEqual({ attributes: [], skipped: 0 });
	});
});

describe('traitView', () => {
	it('reads a date in seconds, and one in milliseconds, as a calendar date', () => {
		const jan5 = 1_767_571_200;
		expect(traitView({ trait: 'Woven on', value: jan5, displayType: 'date' })).toMatchObject({ kind: 'date', exact: '2026-01-05 00:00:00.000 UTC' });
		expect(traitView({ trait: 'Dyed', value: jan5 * 1000 + 86_400_000, displayType: 'date' }).exact).toBe('2026-01-06 00:00:00.000 UTC');
		expect(traitView({ trait: 'Woven on', value: jan5, displayType: 'date' }).text).toMatch(/^Jan [45], 2026$/);
		expect(traitView({ trait: 'As text', value: String(jan5), displayType: 'date' }).kind).toBe('date');
	});

	it('numbers with their scale, boosts with a sign', () => {
		expect(traitView({ trait: 'Threads', value: 1240, displayType: 'number', maxValue: 2000 })).toMatchObject({ text: '1,240 of 2,000', ratio: 0.62, kind: 'number' });
		expect(traitView({ trait: 'Threads', value: 5000, displayType: 'number', maxValue: 2000 }).ratio).toBe(1);
		expect(traitView({ trait: 'Strength', value: 12, displayType: 'boost_number' }).text).toBe('+12');
		expect(traitView({ trait: 'Strength', value: -3, displayType: 'boost_number' }).text).toBe('−3');
		expect(traitView({ trait: 'Shine', value: 15, displayType: 'boost_percentage' })).toMatchObject({ text: '+15%', kind: 'percent' });
	});

	it('plain traits, booleans, and display types that do not fit their value stay text', () => {
		expect(traitView({ trait: 'Colour', value: 'Indigo' })).toEqual({ trait: 'Colour', text: 'Indigo', kind: 'text', exact: 'Indigo' });
		expect(traitView({ trait: 'Handwoven', value: true }).text).toBe('Yes');
		expect(traitView({ trait: 'Generation', value: 30000 }).text).toBe('30,000');
		expect(traitView({ trait: 'javascript:alert(1)', value: 'javascript:alert(1)', displayType: 'date' })).toMatchObject({ kind: 'text', text: 'javascript:alert(1)' });
		expect(traitView({ trait: '', value: 42, displayType: '<svg onload=alert(1)>' })).toMatchObject({ trait: 'Trait', text: '42', kind: 'text' });
		expect(traitView({ trait: 'Bidi', value: '\u202egnp.exe' }).text).toBe('gnp.exe');
	});
});
