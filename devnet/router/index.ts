// STUB: replaced by the router implementation. Signature is fixed (server.ts and control.ts depend on it).
import type { Service } from '../http';
import type { Knobs } from '../knobs';
import type { Ledger } from '../chain/types';

export function createRouter(_base: string, _ledger: Ledger, _knobs: () => Knobs): {
	service: Service;
	/** Script the outcome of a tracked tx (or of the next one tracked). Returns false for an unknown outcome name. */
	setOutcome(txHashOrNext: string, outcome: string): boolean;
	reset(): void;
} {
	throw new Error('not implemented');
}
