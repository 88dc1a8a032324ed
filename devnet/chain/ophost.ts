// x/ophost on the devnet L1: the OP bridges' state (devnet/executor), the claim message and the
// module's REST routes, installed on a ledger and its L1 REST service.
import { L1 } from '../chains';
import { createOpBridges } from '../executor/index';
import type { OpBridges } from '../executor/opbridge';
import type { Service } from '../http';
import type { ChainLedger } from './ledger';
import { finalizeHandler } from './ophost-finalize';
import { ophostRoutes } from './ophost-rest';
import { MSG_FINALIZE } from './proto/msgs';

export function installOphost(ledger: ChainLedger, timeScale: () => number): OpBridges {
	const bridges = createOpBridges(ledger, L1, timeScale);
	ledger.msgHandlers.set(MSG_FINALIZE, finalizeHandler(bridges));
	return bridges;
}

/** The L1's REST service, also answering the x/ophost queries. */
export function withOphostRoutes(rest: Service, bridges: OpBridges): Service {
	const route = ophostRoutes(bridges);
	return { ...rest, handle: (ctx) => (route(ctx) ? undefined : rest.handle(ctx)) };
}
