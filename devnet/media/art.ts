// Generated NFT art: a woven textile swatch (plain, twill, basket, satin or herringbone weave)
// in colours taken from the token, as a small SVG built from one repeating pattern tile.
import { swatch } from './palette';

type Weave = { name: string; size: number; over: (row: number, col: number) => boolean };

/** Which cells show the weft thread on top, per weave structure. */
const WEAVES: Weave[] = [
	{ name: 'Plain', size: 2, over: (r, c) => (r + c) % 2 === 0 },
	{ name: 'Twill', size: 4, over: (r, c) => (c + r) % 4 < 2 },
	{ name: 'Basket', size: 4, over: (r, c) => ((r >> 1) + (c >> 1)) % 2 === 0 },
	{ name: 'Satin', size: 5, over: (r, c) => (c * 2 + r) % 5 === 0 },
	{ name: 'Herringbone', size: 8, over: (r, c) => (c < 4 ? (c + r) % 4 < 2 : (r - c + 8) % 4 < 2) }
];

export const weaveOf = (label: string) => WEAVES[swatch(label).bytes[6]! % WEAVES.length]!;

export function weaveSvg(label: string): string {
	const s = swatch(label);
	const weave = weaveOf(label);
	const cell = 10 + (s.bytes[7]! % 3) * 2;
	const tile = cell * weave.size;
	const cells: string[] = [];
	for (let r = 0; r < weave.size; r++)
		for (let c = 0; c < weave.size; c++)
			if (weave.over(r, c))
				cells.push(`<rect x="${c * cell}" y="${r * cell + 1}" width="${cell}" height="${cell - 2}" rx="2" fill="${s.weft}"/>`);
	const band = 40 + (s.bytes[8]! % 100);
	return [
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
		'<defs>',
		`<pattern id="weave" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse">`,
		`<rect width="${tile}" height="${tile}" fill="${s.warp}"/>`,
		...Array.from({ length: weave.size }, (_, c) => `<rect x="${c * cell + 1}" width="${cell - 2}" height="${tile}" rx="2" fill="${s.warp}" stroke="#0002"/>`),
		...cells,
		'</pattern>',
		'<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>',
		'</defs>',
		'<rect width="240" height="240" fill="url(#weave)"/>',
		`<rect y="${band}" width="240" height="${12 + (s.bytes[9]! % 24)}" fill="${s.accent}" opacity=".35"/>`,
		'<rect width="240" height="240" fill="url(#sheen)"/>',
		'</svg>'
	].join('');
}
