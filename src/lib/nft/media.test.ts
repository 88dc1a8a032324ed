import { describe, expect, it } from 'vitest';
import { unsafeScheme } from './media';
import { kindFromContentType, kindFromUrl } from './media-kind';
import { describeProblem } from './media-problem';

describe('kindFromUrl', () => {
	it('reads the file extension of the path, ignoring query and case', () => {
		expect(kindFromUrl('https://x.test/a/b.PNG?w=100')).toBe('image');
		expect(kindFromUrl('https://x.test/clip.webm')).toBe('video');
		expect(kindFromUrl('https://x.test/tone.wav#t=1')).toBe('audio');
		expect(kindFromUrl('https://x.test/page.html')).toBe('html');
		expect(kindFromUrl('https://x.test/model.glb')).toBe('model');
	});
	it('does not guess when the name does not say', () => {
		expect(kindFromUrl('https://x.test/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi')).toBeUndefined();
		expect(kindFromUrl('https://x.test/media/1')).toBeUndefined();
		expect(kindFromUrl('https://x.test/v1.2/asset')).toBeUndefined();
		expect(kindFromUrl('not a url')).toBeUndefined();
	});
	it('reads the type of a data: URI', () => {
		expect(kindFromUrl('data:image/svg+xml;base64,AAAA')).toBe('image');
		expect(kindFromUrl('data:text/html,<b>x</b>')).toBe('html');
		expect(kindFromUrl('data:,hello')).toBe('unknown');
	});
});

describe('kindFromContentType', () => {
	it('maps top-level types and ignores parameters', () => {
		expect(kindFromContentType('image/png')).toBe('image');
		expect(kindFromContentType('Video/MP4; codecs="avc1"')).toBe('video');
		expect(kindFromContentType('audio/mpeg')).toBe('audio');
		expect(kindFromContentType('text/html; charset=utf-8')).toBe('html');
		expect(kindFromContentType('model/gltf-binary')).toBe('model');
		expect(kindFromContentType('application/json')).toBe('unknown');
		expect(kindFromContentType(null)).toBe('unknown');
	});
});

describe('unsafeScheme', () => {
	it('names schemes Loom never loads, also when disguised', () => {
		expect(unsafeScheme('javascript:alert(1)')).toBe('javascript');
		expect(unsafeScheme('  JaVaScRiPt:alert(1)')).toBe('javascript');
		expect(unsafeScheme('java\tscript:alert(1)')).toBe('javascript');
		expect(unsafeScheme('vbscript:x')).toBe('vbscript');
		expect(unsafeScheme('ftp://x.test/a.png')).toBe('ftp');
	});
	it('lets loadable schemes and scheme-less text through', () => {
		for (const u of ['https://x.test/a', 'http://x', 'ipfs://Qm', 'ar://abc', 'data:image/png;base64,AA', '', 'relative/path.png', undefined]) expect(unsafeScheme(u)).toBeUndefined();
	});
});

describe('describeProblem', () => {
	it('says why in words, per reason', () => {
		expect(describeProblem({ reason: 'not-found', status: 404 }, 'image').title).toBe('Image not found');
		expect(describeProblem({ reason: 'timeout', seconds: 12 }, 'video')).toEqual({ title: 'Video timed out', detail: 'The server did not send it within 12 seconds.' });
		expect(describeProblem({ reason: 'unsafe', scheme: 'javascript' }, 'image').detail).toContain('“javascript:”');
		expect(describeProblem({ reason: 'not-media', contentType: 'text/html; charset=utf-8' }, 'image')).toEqual({
			title: 'Not an image',
			detail: 'The address serves text/html; charset=utf-8, not an image.'
		});
		expect(describeProblem({ reason: 'http', status: 500 }).detail).toBe('The server answered 500 (a server error).');
		expect(describeProblem({ reason: 'not-shown', kind: 'html' }, 'animation').title).toBe('Interactive page not shown');
	});
});
