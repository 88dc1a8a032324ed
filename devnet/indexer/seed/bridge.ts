// How tapestries travel from the L1 to the rollups over ICS-721: the channels, who receives
// which tokens, and the uri the packets carry (the L1 metadata's).
import { NftMedia } from './media';
import { burner, other, testWallet, type Actor } from './actors';
import { collectors, L1_PLAN, MOVE_PLAN, WASM_PLAN } from './plan';

/** The L1's nft-transfer channels towards each rollup (each rollup receives on NFT_CHANNEL). */
export const L1_NFT_CHANNELS: Record<string, string> = { [MOVE_PLAN.chainId]: 'channel-4', [WASM_PLAN.chainId]: 'channel-5' };

export const tapestryFile = (id: string) => id.replace('tapestry-', '');

/** Tapestry metadata is served from the L1's media path; packets carry that uri along. */
export const tapestryUri = (base: string, id: string) => `${base}${NftMedia.metadataPath(L1_PLAN.chainId, L1_PLAN.tapestries.slug, tapestryFile(id))}`;

/** One packet per receiver: the test wallets first, then two collectors. */
export function bridgeGroups(ids: readonly string[]): [Actor, string[]][] {
	const people = collectors(24);
	return [
		[testWallet(), ids.slice(0, 2)],
		[burner(), ids.slice(2, 3)],
		[other(), ids.slice(3, 4)],
		[people[20]!, ids.slice(4, 7)],
		[people[21]!, ids.slice(7)]
	];
}
