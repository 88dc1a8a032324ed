// Deterministic colours and numbers from a label, shared by the SVG art, the PNGs and the
// metadata traits so a token's image and its attributes agree.
import { createHash } from 'node:crypto';

export interface Swatch {
	/** 32 bytes of entropy for further choices. */
	bytes: Buffer;
	warp: string;
	weft: string;
	accent: string;
	/** The same colours as RGB, for raster images. */
	rgb: { warp: Rgb; weft: Rgb; accent: Rgb };
}
export type Rgb = [number, number, number];

export function swatch(label: string): Swatch {
	const bytes = createHash('sha256').update(`loom-devnet/art/${label}`).digest();
	const hue = (bytes[0]! * 360) / 256;
	const warp = hsl(hue, 45 + (bytes[1]! % 35), 28 + (bytes[2]! % 22));
	const weft = hsl((hue + 60 + (bytes[3]! % 180)) % 360, 50 + (bytes[4]! % 40), 55 + (bytes[5]! % 25));
	const accent = hsl((hue + 180) % 360, 70, 60);
	return { bytes, warp: css(warp), weft: css(weft), accent: css(accent), rgb: { warp, weft, accent } };
}

const css = ([r, g, b]: Rgb) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function hsl(h: number, s: number, l: number): Rgb {
	const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
	const f = (n: number) => {
		const k = (n + h / 30) % 12;
		return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
	};
	return [f(0), f(8), f(4)];
}
