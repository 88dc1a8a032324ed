// Tiny valid PNGs (8-bit RGB, zlib-compressed) of a plain weave in the token's colours, for
// collections whose images are rasters.
import { deflateSync } from 'node:zlib';
import { swatch } from './palette';

export function wovenPng(label: string, size = 64): Buffer {
	const { warp, weft } = swatch(label).rgb;
	const cell = 8;
	const rows: Buffer[] = [];
	for (let y = 0; y < size; y++) {
		const row = Buffer.alloc(1 + size * 3); // filter byte 0 (None) + RGB pixels
		for (let x = 0; x < size; x++) {
			const weftOnTop = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0;
			const edge = weftOnTop ? y % cell === 0 || y % cell === cell - 1 : x % cell === 0 || x % cell === cell - 1;
			const [r, g, b] = (weftOnTop ? weft : warp).map((v) => (edge ? Math.round(v * 0.7) : v)) as [number, number, number];
			row.set([r, g, b], 1 + x * 3);
		}
		rows.push(row);
	}
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(size, 0);
	ihdr.writeUInt32BE(size, 4);
	ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		chunk('IDAT', deflateSync(Buffer.concat(rows))),
		chunk('IEND', Buffer.alloc(0))
	]);
}

function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, 'latin1');
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
	return Buffer.concat([head, data, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(buf: Buffer): number {
	let c = 0xffffffff;
	for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
	return (c ^ 0xffffffff) >>> 0;
}
