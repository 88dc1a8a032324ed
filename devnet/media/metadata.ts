// NFT metadata documents in the schema Celatone and InterwovenKit read
// ({name, description, image, image_url?, attributes: [{trait_type, value, display_type?}]}),
// in the shapes found in the wild: complete, image_url instead of image, no name, name only,
// no image. Traits come from the same palette as the token's art.
import { weaveOf } from './art';
import { swatch } from './palette';

export type MetadataProfile = 'full' | 'image_url' | 'nameless' | 'sparse' | 'no-image';

export interface MetadataInput {
	name: string;
	collection: string;
	/** Art label: the same label gives the same colours as the image. */
	label: string;
	image: string;
	profile: MetadataProfile;
}

export function nftMetadata(m: MetadataInput): Record<string, unknown> {
	const description = `${m.name}, woven for the ${m.collection} collection on the Loom devnet.`;
	const attributes = traits(m.label);
	switch (m.profile) {
		case 'full':
			return { name: m.name, description, image: m.image, external_url: `https://loom.example/${encodeURIComponent(m.label)}`, attributes };
		case 'image_url':
			return { name: m.name, description, image_url: m.image, attributes };
		case 'nameless':
			return { description, image: m.image, attributes };
		case 'sparse':
			return { name: m.name };
		case 'no-image':
			return { name: m.name, description, attributes };
	}
}

function traits(label: string) {
	const s = swatch(label);
	const b = s.bytes;
	return [
		{ trait_type: 'Weave', value: weaveOf(label).name },
		{ trait_type: 'Warp', value: s.warp },
		{ trait_type: 'Weft', value: s.weft },
		{ trait_type: 'Thread count', value: 80 + b[10]! * 2, display_type: 'number' },
		{ trait_type: 'Handwoven', value: b[11]! % 2 === 0 },
		{ trait_type: 'Tension', value: Math.round((b[12]! / 255) * 100) / 100, display_type: 'boost_percentage' },
		{ trait_type: 'Woven on', value: 1767571200 + b[13]! * 3600, display_type: 'date' }
	];
}
