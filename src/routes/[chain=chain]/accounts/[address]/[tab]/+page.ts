import { redirect } from '@sveltejs/kit';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// InitiaScan account tabs Loom does not have (overview, assets, txs…) land on the account page.
export const load: PageLoad = ({ params }) => redirect(307, r.account(params.chain, params.address));
