import { loadAccountNfts } from '$lib/explorer/account-lists';
import type { PageLoad } from './$types';

// Same view as /accounts/{address}; InitiaScan links name the tab.
export const load: PageLoad = async ({ parent, url }) => {
	const { chain, address, network } = await parent();
	return { ...loadAccountNfts(chain, address, url), gateways: network.ipfsGateways };
};
