// Both tx pages read JSON-RPC only for what shows after their content (the tx page's EVM twin, the
// EVM tx page's block time): whether a chain has JSON-RPC at all (to keep a row's place for it), and
// the moment its client's code may load. Shared by both pages, so neither takes the other's code along.
import { afterContent } from '$lib/after-content';
import type { ChainInfo } from '$lib/config/chain';

/** The JSON-RPC client of `chain`, loaded on demand ($lib/api/clients has the same rule). */
export const hasTxRpc = (chain: ChainInfo): boolean => chain.vm === 'evm' && !!chain.jsonRpc;

/** Resolves once the page's content is on screen; rejects (and stops waiting) when `signal` aborts. */
export function contentShown(signal: AbortSignal, after: (fn: () => void) => () => void = afterContent): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal.aborted) return reject(signal.reason);
		const cancel = after(() => {
			signal.removeEventListener('abort', stop);
			resolve();
		});
		const stop = () => {
			cancel();
			reject(signal.reason);
		};
		signal.addEventListener('abort', stop, { once: true });
	});
}
