import { error, redirect } from '@sveltejs/kit';
import { denomCatalog } from '$lib/api/denoms';
import { evmTwinAfterContent } from '$lib/explorer/tx/evm-twin';
import { loadTx, type TxLookup } from '$lib/explorer/tx/load';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import { r } from '$lib/routes';
import type { PageLoad } from './$types';

// InitiaScan's tx link shape (registry explorers[].tx_page). The hash is the Cosmos tx hash; an EVM
// hash (0x…) on an EVM chain opens the EVM tx page, as InitiaScan does.
export const load: PageLoad = async ({ params, parent, url }) => {
	const { chain, network } = await parent();
	if (/^0x[0-9a-f]{64}$/i.test(params.hash) && chain.vm === 'evm') redirect(307, r.evmTx(params.chain, params.hash));
	const hash = params.hash.replace(/^0x/i, '');
	if (!/^[0-9a-f]{64}$/i.test(hash))
		error(400, { message: `“${params.hash.slice(0, 100)}” is not a transaction hash (expected 64 hexadecimal characters).`, kind: 'input' });
	const signal = pageSignal(url);
	const upper = hash.toUpperCase();
	const data = {
		hash: upper,
		lookup: streamed(loadTx(chain, upper, { signal }).then(async (found): Promise<TxLookup & { indexing?: string }> => {
			// Found by the chain but not (yet) by the indexer: say why, with the page (no later jump).
			if (found.kind !== 'found' || found.source !== 'rest' || !found.lookups.some((l) => l.where === 'indexer' && l.result === 'absent')) return found;
			const indexing = await import('$lib/explorer/tx/indexing').then((m) => m.txIndexingNote(chain, found.tx.height)).catch(() => undefined);
			return { ...found, indexing };
		})),
		// The EVM twin of this tx, if minievm gave it one (null: none; a failure says so in its row),
		// asked once the tx is on screen (its row keeps its place meanwhile).
		evmHash: evmTwinAfterContent(chain, upper, signal),
		denoms: streamed(denomCatalog(network.router, chain.id, { signal }).catch(() => undefined))
	};
	return data;
};
