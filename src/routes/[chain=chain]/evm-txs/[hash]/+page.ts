import { error } from '@sveltejs/kit';
import { indexerFor } from '$lib/nav/indexer';
import { pageRequest, readPosition } from '$lib/nav/list-position';
import { pageSignal } from '$lib/nav/page-signal';
import { streamed } from '$lib/nav/streamed.svelte';
import type { PageLoad } from './$types';

export const _LIMITS = [250, 1000, 100] as const;

export const load: PageLoad = async ({ parent, params, url }) => {
	const { chain } = await parent();
	const hash = params.hash;
	if (!/^(0x)?[0-9a-f]{1,64}$/i.test(hash))
		error(400, { message: `“${hash.slice(0, 100)}” is not a transaction hash (expected 0x followed by 64 hex digits).`, kind: 'input' });
	const pos = readPosition(url, _LIMITS);
	if (chain.vm !== 'evm') return { hash, pos, calls: null };
	// The call tree reads in execution order (oldest first); the indexer's default is the reverse.
	const calls = streamed(
		indexerFor(chain).internalTxsByHash(hash, { ...pageRequest(pos, false), reverse: false, countTotal: true }, { signal: pageSignal(url), cacheTtlMs: 60_000 })
	);
	return { hash, pos, calls };
};
