// The devnet's fake Initia router (Skip Go v2 shape + Initia additions), mounted by server.ts at
// /router. See router-api.md §14 for the contract it follows.
import type { Service } from '../http';
import type { Knobs } from '../knobs';
import type { Ledger } from '../chain/types';
import { createRouterService } from './service';

export function createRouter(base: string, ledger: Ledger, knobs: () => Knobs): {
	service: Service;
	/** Script the outcome of a tracked tx (or of the next one tracked). Returns false for an unknown outcome name. */
	setOutcome(txHashOrNext: string, outcome: string): boolean;
	reset(): void;
} {
	return createRouterService(base, ledger, knobs, Date.now);
}
