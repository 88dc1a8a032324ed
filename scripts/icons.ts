// `npx tsx scripts/icons.ts`: renders the app icons (static/icons/*.png) from the Loom mark with
// Chromium, so the PNGs always match static/favicon.svg. Maskable and Apple icons fill the whole
// square (platforms cut their own shape) and keep the mark inside the 80 % safe zone.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium';

const MARK = '<path d="M8 9v14M13 9v14M19 9v14M24 9v14" stroke="#c7d2fe" stroke-width="2.2" stroke-linecap="round"/><path d="M6 13h20M6 19h20" stroke="#fff" stroke-width="2.2" stroke-linecap="round"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#4338ca"/>${MARK}</svg>`;
// Full bleed; the mark scaled to 70 % around the centre.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#4338ca"/><g transform="translate(4.8 4.8) scale(0.7)">${MARK}</g></svg>`;

const icons: [string, string, number][] = [
	['icon-192.png', rounded, 192],
	['icon-512.png', rounded, 512],
	['maskable-512.png', fullBleed, 512],
	['apple-touch-icon.png', fullBleed, 180]
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
	for (const [name, svg, size] of icons) {
		const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
		await page.setContent(`<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
		writeFileSync(`static/icons/${name}`, await page.screenshot({ omitBackground: true }));
		await page.close();
		process.stdout.write(`static/icons/${name}\n`);
	}
} finally {
	await browser.close();
}
