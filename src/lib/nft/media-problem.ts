// Why an NFT's media is not shown, in words: only the panel that says so needs it (it loads after the
// token page's content, or at once when the media fails first).
import type { MediaProblem } from './media';

/** A short title and a sentence for the placeholder. */
export function describeProblem(p: MediaProblem, what = 'media'): { title: string; detail: string } {
	const What = what[0]!.toUpperCase() + what.slice(1);
	switch (p.reason) {
		case 'unsafe':
			return { title: `${What} not loaded: unsafe link`, detail: `Its URL uses the “${p.scheme}:” scheme, which Loom never loads.` };
		case 'not-found':
			return { title: `${What} not found`, detail: `The server answered ${p.status}: there is no file at this address.` };
		case 'http':
			return { title: `${What} could not be loaded`, detail: `The server answered ${p.status}${p.status >= 500 ? ' (a server error)' : ''}.` };
		case 'timeout':
			return { title: `${What} timed out`, detail: `The server did not send it within ${p.seconds} seconds.` };
		case 'not-media':
			return { title: `Not ${what === 'media' ? 'media' : `an ${what}`}`, detail: `The address serves ${p.contentType || 'something without a content type'}, not ${what === 'media' ? 'an image, video or audio' : `an ${what}`}.` };
		case 'unreachable':
			return { title: `${What} could not be reached`, detail: `The server did not answer, or does not allow other sites to check it${p.detail ? ` (${p.detail})` : ''}.` };
		case 'undecodable':
			return { title: `${What} could not be shown`, detail: `The file arrived but this browser could not play or decode it as ${p.kind === 'unknown' ? 'media' : `${p.kind === 'image' ? 'an' : 'a'} ${p.kind}`}.` };
		case 'not-shown':
			return p.kind === 'html'
				? { title: 'Interactive page not shown', detail: 'This token’s animation is a web page; Loom does not run other sites’ pages inside itself.' }
				: { title: '3D model not shown', detail: 'This token’s animation is a 3D model, which Loom does not display.' };
	}
}
