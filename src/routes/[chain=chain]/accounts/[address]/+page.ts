import { loadAccountNfts } from '$lib/explorer/account-lists';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address, network } = await parent();
	return { ...loadAccountNfts(chain, address, url), gateways: network.ipfsGateways };
};
