import { describe, expect, it } from 'vitest';
import { imageCandidates, ipfsPath, planUri } from './uri';

const GW = ['https://gw1.test/ipfs/', 'https://gw2.test/ipfs'];
const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';

describe('planUri', () => {
	it('sends ipfs:// through every gateway', () => {
		expect(planUri(`ipfs://${CID}/1`, GW)).toEqual({ kind: 'http', urls: [`https://gw1.test/ipfs/${CID}/1`, `https://gw2.test/ipfs/${CID}/1`], ipfsPath: `${CID}/1` });
		expect(planUri(`ipfs://ipfs/${CID}`, GW)).toMatchObject({ ipfsPath: CID });
	});
	it('keeps a baked-in gateway URL first and adds ours', () => {
		const p = planUri(`https://cloudflare-ipfs.com/ipfs/${CID}/meta.json`, GW);
		expect(p).toMatchObject({ kind: 'http', ipfsPath: `${CID}/meta.json` });
		expect(p.kind === 'http' && p.urls[0]).toBe(`https://cloudflare-ipfs.com/ipfs/${CID}/meta.json`);
		const bafy = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
		expect(ipfsPath(`https://${bafy}.ipfs.dweb.link/x.json`)).toBe(`${bafy}/x.json`);
	});
	it('decodes data: URIs locally', () => {
		const json = JSON.stringify({ name: 'Ünïcode ✓' });
		const b64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
		expect(planUri(`data:application/json;base64,${b64}`, GW)).toEqual({ kind: 'data', mediaType: 'application/json', text: json });
		expect(planUri(`data:application/json,${encodeURIComponent(json)}`, GW)).toMatchObject({ kind: 'data', text: json });
	});
	it('refuses everything that is not http(s), ipfs, ar or data', () => {
		expect(planUri('javascript:alert(1)', GW)).toEqual({ kind: 'unsupported', scheme: 'javascript' });
		expect(planUri('', GW)).toEqual({ kind: 'none' });
		expect(planUri(undefined, GW)).toEqual({ kind: 'none' });
		expect(planUri('not a url', GW).kind).toBe('unsupported');
	});
});

describe('imageCandidates', () => {
	it('allows only images over http(s) or data:image', () => {
		expect(imageCandidates('data:text/html,<script>alert(1)</script>', GW)).toEqual([]);
		expect(imageCandidates('javascript:alert(1)', GW)).toEqual([]);
		expect(imageCandidates('data:image/svg+xml;base64,PHN2Zy8+', GW)).toHaveLength(1);
		expect(imageCandidates(`ipfs://${CID}/a.png`, GW)).toHaveLength(2);
	});
});
