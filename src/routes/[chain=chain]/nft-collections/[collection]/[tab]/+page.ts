import { redirect } from '@sveltejs/kit';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// InitiaScan collection tabs (supplies, activities, mutate_events) land on the collection page.
export const load: PageLoad = ({ params }) => redirect(307, r.collection(params.chain, params.collection));
