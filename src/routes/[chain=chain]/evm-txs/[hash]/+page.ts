import { error } from '@sveltejs/kit';
import { callTreeCalls } from '$lib/explorer/lists';
import { loadEarlyEvmHeader, loadEvmHeader } from '$lib/explorer/tx/evm-header';
import { callsRequest } from '$lib/explorer/tx/evm-requests';
import { nativeToken } from '$lib/explorer/tx/native';
import { indexerFor } from '$lib/nav/indexer';
import { loadList } from '$lib/nav/list-load';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain, network } = await parent();
	const hash = params.hash;
	if (!/^(0x)?[0-9a-f]{1,64}$/i.test(hash))
		error(400, { message: `“${hash.slice(0, 100)}” is not a transaction hash (expected 0x followed by 64 hex digits).`, kind: 'input' });
	if (chain.vm !== 'evm') return { hash, calls: null, header: null, early: null, details: null, native: null };
	const signal = pageSignal(url);
	// The header: tx, receipt and block from JSON-RPC (the indexer's receipt without it).
	const header = streamed(loadEvmHeader(chain, hash, { signal }));
	// The indexer's receipt answers a round trip before JSON-RPC (no CORS preflight): the header
	// shows from it, and JSON-RPC's extra fields fill their reserved places.
	const early = streamed(loadEarlyEvmHeader(chain, hash, { signal }));
	// Its block time (and a synthetic twin's signer): a round trip later, without holding the header.
	const details = streamed(header.promise.then((h) => (h.kind === 'found' ? h.details : null), () => null));
	const native = streamed(nativeToken(chain, network.router, { signal }));
	// The call tree's page (the early module may have asked for it already: the same request).
	const indexer = indexerFor(chain);
	const calls = loadList(
		callTreeCalls,
		url,
		(page, signal) => callsRequest(indexer, hash, page, { signal }),
		signal
	);
	return { hash, calls, header, early, details, native };
};
