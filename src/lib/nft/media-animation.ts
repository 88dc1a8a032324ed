// What a token's animation_url adds to its media: a video that plays in place of the image, audio that
// plays under it, an image shown first, or why it is not shown (an HTML page or 3D model is explained,
// not run). Few tokens have one: MediaView loads this when one does.
import { unsafeScheme, type MediaKind, type MediaProblem } from './media';
import { kindFromUrl } from './media-kind';
import type { ProbeResult } from './media-probe';
import type { MediaSources, Note } from './media-view.svelte';
import { safeImageSrc } from '$lib/safe';

export interface AnimationPlan {
	/** Plays in place of the image (gateway URLs, in order). */
	video?: string[];
	/** Plays under the image. */
	audio?: string[];
	/** Shown before the image's own candidates. */
	images?: string[];
	/** Why the animation is not shown (the image still is). */
	note?: Note;
}

async function kindOf(url: string, probe: (url: string) => Promise<ProbeResult>): Promise<{ kind: MediaKind; contentType?: string } | { problem: MediaProblem }> {
	const known = kindFromUrl(url);
	if (known) return { kind: known };
	const r = await probe(url);
	return r.ok ? { kind: r.kind, contentType: r.contentType } : { problem: r.problem };
}

/** Why an animation that does not play is not shown: a page or 3D model is not run; anything else is no media. */
function notShown(kind: MediaKind | undefined, contentType: string, url: string): Note {
	const problem: MediaProblem = kind === 'html' || kind === 'model' ? { reason: 'not-shown', kind } : { reason: 'not-media', contentType };
	return { problem, url, what: 'animation' };
}

export async function planAnimation(s: MediaSources, probe: (url: string) => Promise<ProbeResult>): Promise<AnimationPlan> {
	const scheme = unsafeScheme(s.animationUrl);
	const inline = s.animationUrl && /^\s*data:/i.test(s.animationUrl) ? s.animationUrl.trim() : undefined;
	if (scheme) return { note: { problem: { reason: 'unsafe', scheme }, url: s.animationUrl!, what: 'animation' } };
	if (inline) {
		// Inline animations: an image can show (as <img>); pages and other types are not run.
		const kind = kindFromUrl(inline);
		if (kind === 'image' && safeImageSrc(inline)) return { images: [inline] };
		return { note: notShown(kind, /^data:([^;,]*)/i.exec(inline)?.[1] ?? '', inline) };
	}
	if (!s.animation.length) return {};
	const url = s.animation[0]!;
	const k = await kindOf(url, probe);
	if ('problem' in k) return { note: { problem: k.problem, url, what: 'animation' } };
	if (k.kind === 'video') return { video: s.animation };
	if (k.kind === 'audio') return { audio: s.animation };
	if (k.kind === 'image') return { images: s.animation };
	return { note: notShown(k.kind, k.contentType ?? '', url) };
}
