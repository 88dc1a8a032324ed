// minievm's module params from a chain's REST API: the fee token denom, which JSON-RPC's "wei" values
// count. Apart from the REST client (./chain-rest.ts answers with this same function), so the EVM tx
// page names its fee token without loading the whole client before its content.
import { getJson, type CallOptions, type Fetch } from './http';
import { minievmParamsSchema } from './schemas/chain-info';

/** The params rarely change: shared for ten minutes. */
export function minievmParams(restUrl: string, { fetch, ...call }: CallOptions & { fetch?: Fetch } = {}) {
	return getJson(`${restUrl.replace(/\/+$/, '')}/minievm/evm/v1/params`, minievmParamsSchema, { service: 'rest', fetch, cacheTtlMs: 600_000, ...call });
}
