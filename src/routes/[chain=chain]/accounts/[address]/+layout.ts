import { error } from '@sveltejs/kit';
import { addressForms } from '$lib/format/address';
import type { LayoutLoad } from './$types';

export const load: LayoutLoad = async ({ params, parent }) => {
	const { chain } = await parent();
	const forms = addressForms(params.address, chain.bech32Prefix || 'init');
	if (!forms)
		error(400, {
			message: `“${params.address.slice(0, 120)}” is not an account address. Use a bech32 address (${chain.bech32Prefix || 'init'}1…) or a 0x hex address.`,
			kind: 'input'
		});
	return { address: params.address, forms };
};
