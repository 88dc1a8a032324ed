// STUB: replaced by the indexer implementation. Signature is fixed (server.ts depends on it).
import type { Service } from '../http';
import type { Knobs } from '../knobs';

/** One fake rollytics indexer per Initia chain, keyed by chain id. */
export function createIndexerServices(_base: string, _knobs: () => Knobs): Map<string, Service> {
	return new Map();
}
