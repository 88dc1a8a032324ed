// One sentence for a failed request to a chain or the indexer, for pages that say what went wrong
// in a line (Check on chain, indexer freshness) rather than in an error panel. Its own module so
// the freshness line does not pull in the "Check on chain" code.
import { ApiError } from '$lib/api/http';

/** One sentence for a failure to ask the chain or the indexer. */
export function describeFailure(e: unknown): string {
	if (e instanceof ApiError) {
		if (e.kind === 'blocked') return `${e.message}.`;
		if (e.kind === 'timeout') return `The chain did not answer in time (${e.endpoint}).`;
		if (e.kind === 'schema') return `The chain answered in an unexpected format: ${e.message}.`;
		return `${e.message}.`;
	}
	const message = e instanceof Error ? e.message : String(e);
	return `${message[0]?.toUpperCase() ?? ''}${message.slice(1)}.`;
}
