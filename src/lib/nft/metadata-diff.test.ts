import { describe, expect, it } from 'vitest';
import { parseMetadata } from './metadata';
import { diffMetadata } from './metadata-diff';

const doc = (v: number, extra: Record<string, unknown> = {}) =>
	parseMetadata({
		name: `Evolving v${v}`,
		image: 'https://m.test/a.svg',
		attributes: [
			{ trait_type: 'Level', value: v, display_type: 'number' },
			{ trait_type: 'Species', value: 'Loom fern' },
			{ trait_type: 'Last grown', value: 1_767_571_200 + v * 86_400, display_type: 'date' }
		],
		...extra
	})!;

describe('diffMetadata', () => {
	it('lists changed fields and attributes with before and after as shown', () => {
		const changes = diffMetadata(doc(1), doc(2));
		expect(changes.map((c) => c.field)).toEqual(['Name', 'Trait “Level”', 'Trait “Last grown”']);
		expect(changes[0]).toEqual({ field: 'Name', before: 'Evolving v1', after: 'Evolving v2' });
		expect(changes[1]).toEqual({ field: 'Trait “Level”', before: '1', after: '2' });
		expect(changes[2]!.after).toMatch(/2026$/);
	});

	it('no change, added and removed fields and traits', () => {
		expect(diffMetadata(doc(3), doc(3))).toEqual([]);
		const more = diffMetadata(doc(1), doc(1, { external_url: 'https://x.test', attributes: [{ trait_type: 'Level', value: 1, display_type: 'number' }, { trait_type: 'New', value: 'yes' }] }));
		expect(more).toEqual([
			{ field: 'Website', before: '', after: 'https://x.test' },
			{ field: 'Trait “Species”', before: 'Loom fern', after: '' },
			{ field: 'Trait “Last grown”', before: expect.stringMatching(/2026$/), after: '' },
			{ field: 'Trait “New”', before: '', after: 'yes' }
		]);
		expect(diffMetadata(undefined, doc(1)).map((c) => c.field)).toEqual(['Name', 'Image', 'Trait “Level”', 'Trait “Species”', 'Trait “Last grown”']);
	});
});
