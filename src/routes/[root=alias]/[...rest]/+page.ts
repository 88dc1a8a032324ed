// Links in from other explorers (chain-less InitiaScan forms, Blockscout shapes): one route for all of
// them, redirecting to the canonical page on the right chain.
import { error } from '@sveltejs/kit';
import { aliasChain, go } from '$lib/nav/alias';
import { aliasTarget, segmentsAfterRoot } from '$lib/nav/alias-shapes';
import { path, r } from '$lib/routes';
import type { PageLoad } from './$types';

export const load: PageLoad = async (e) => {
	const target = aliasTarget(e.params.root, segmentsAfterRoot(e.url.pathname, path('/').replace(/\/$/, '')), e.url.searchParams);
	if (!target) error(404, { message: `Loom does not know the link ${e.url.pathname}.`, kind: 'not-found' });
	// A chain-less tx link: the search finds the chain that has the hash and opens it there.
	if (target.locate && !e.url.searchParams.has('chain')) go(r.search(target.locate, e.url.searchParams.get('network') ?? undefined));
	const chain = await aliasChain(e, target.vm);
	go(target.to(chain.id));
};
