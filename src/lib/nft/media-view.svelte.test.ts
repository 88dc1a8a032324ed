import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProbeResult } from './media-probe';
import { MediaView, type MediaSources } from './media-view.svelte';

afterEach(() => vi.useRealTimers());

// An animation's code comes by import(): settled, then a task for what follows it.
const flush = async () => {
	await vi.dynamicImportSettled();
	await new Promise((r) => setTimeout(r, 0));
};
function make(sources: Partial<MediaSources>, probes: Record<string, ProbeResult> = {}, timeoutMs = 1000) {
	const asked: string[] = [];
	const probe = async (url: string) => {
		asked.push(url);
		return probes[url] ?? { ok: false as const, problem: { reason: 'not-found' as const, status: 404 } };
	};
	const view = new MediaView({ images: [], animation: [], ...sources }, { probe, timeoutMs });
	return { view, asked };
}

describe('MediaView', () => {
	it('shows an image without probing; the next gateway on error; why when all fail', async () => {
		const { view, asked } = make({ images: ['https://gw1/x', 'https://gw2/x'] });
		await flush();
		expect(view.main).toMatchObject({ kind: 'image', index: 0 });
		expect(asked).toEqual([]);
		view.failed();
		expect(view.src).toBe('https://gw2/x');
		view.failed();
		await flush();
		expect(view.main).toEqual({ kind: 'problem', problem: { reason: 'not-found', status: 404 }, url: 'https://gw1/x', what: 'image' });
	});

	it('plays a video named by its extension, with the image as poster', async () => {
		const { view, asked } = make({ images: ['https://m/poster.svg'], animation: ['https://m/clip.webm'] });
		await flush();
		expect(view.main).toMatchObject({ kind: 'video', urls: ['https://m/clip.webm'] });
		expect(asked).toEqual([]);
		view.loaded();
		expect(view.main).toMatchObject({ loaded: true });
	});

	it('probes an animation whose name does not say: audio plays under the cover image', async () => {
		const { view, asked } = make({ images: ['https://m/cover.svg'], animation: ['https://m/tone'] }, { 'https://m/tone': { ok: true, kind: 'audio', contentType: 'audio/wav' } });
		await flush();
		expect(asked).toEqual(['https://m/tone']);
		expect(view.audioSrc).toBe('https://m/tone');
		expect(view.main).toMatchObject({ kind: 'image' });
	});

	it('an HTML animation is explained, never run; the image still shows', async () => {
		const { view } = make({ images: ['https://m/i.png'], animation: ['https://m/page.html'] });
		await flush();
		expect(view.note).toEqual({ problem: { reason: 'not-shown', kind: 'html' }, url: 'https://m/page.html', what: 'animation' });
		expect(view.main.kind).toBe('image');
		const inline = make({ animationUrl: 'data:text/html,<script>alert(1)</script>' }).view;
		await flush();
		expect(inline.note?.problem).toEqual({ reason: 'not-shown', kind: 'html' });
	});

	it('an animation that cannot be told (its probe did not run) leaves the image alone', async () => {
		const view = new MediaView({ images: ['https://m/i.png'], animation: ['https://m/anim'] }, { probe: () => Promise.reject(new Error('offline')) });
		await flush();
		expect(view.main).toMatchObject({ kind: 'image', urls: ['https://m/i.png'] });
		expect(view.note).toBeUndefined();
		expect(view.audioSrc).toBeUndefined();
		view.dispose();
	});

	it('an image field that is really a video (no extension) plays as a video', async () => {
		const { view } = make({ images: ['https://m/art'] }, { 'https://m/art': { ok: true, kind: 'video', contentType: 'video/webm' } });
		await flush();
		view.failed();
		await flush();
		expect(view.main).toMatchObject({ kind: 'video', urls: ['https://m/art'] });
	});

	it('an image address that serves a web page is "not media"', async () => {
		const { view } = make({ images: ['https://m/p.png'] }, { 'https://m/p.png': { ok: true, kind: 'html', contentType: 'text/html' } });
		await flush();
		view.failed();
		await flush();
		expect(view.main).toMatchObject({ kind: 'problem', problem: { reason: 'not-media', contentType: 'text/html' } });
	});

	it('unsafe schemes are named; no image at all is just "none"', async () => {
		const { view } = make({ image: 'javascript:alert(1)' });
		await flush();
		expect(view.main).toMatchObject({ kind: 'problem', problem: { reason: 'unsafe', scheme: 'javascript' } });
		const empty = make({}).view;
		await flush();
		expect(empty.main).toEqual({ kind: 'none' });
	});

	it('times out media that does not load in time; Try again starts over', async () => {
		vi.useFakeTimers();
		const { view } = make({ images: ['https://m/slow.png'] }, {}, 5000);
		await vi.advanceTimersByTimeAsync(0);
		await vi.advanceTimersByTimeAsync(4999);
		expect(view.main.kind).toBe('image');
		await vi.advanceTimersByTimeAsync(1);
		expect(view.main).toEqual({ kind: 'problem', problem: { reason: 'timeout', seconds: 5 }, url: 'https://m/slow.png', what: 'image' });
		view.retry();
		await vi.advanceTimersByTimeAsync(0);
		expect(view.main).toMatchObject({ kind: 'image', loaded: false });
		view.loaded();
		await vi.advanceTimersByTimeAsync(10_000);
		expect(view.main).toMatchObject({ kind: 'image', loaded: true });
	});
});
