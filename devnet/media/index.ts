// STUB: replaced by the media implementation. Signature is fixed (server.ts depends on it).
import type { Service } from '../http';

/** Serves /logos/{name}.svg, /media/... (NFT images and metadata) and /ipfs/{cid}/... (a local IPFS gateway). */
export function createMedia(_base: string): Service {
	throw new Error('not implemented');
}
