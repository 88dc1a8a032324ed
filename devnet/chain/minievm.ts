// `GET /minievm/evm/v1/params` of the EVM rollup (chain-api §2.2): the fee token whose 18-decimal
// "wei" the JSON-RPC values count, and the gas refund ratio. Other params as minievm prints them.
import type { ChainDef } from '../chains';
import { sendJson, type Ctx } from '../http';

export function minievmParams(chain: ChainDef) {
	return (ctx: Ctx, path: string): boolean => {
		if (ctx.method !== 'GET' || path !== '/minievm/evm/v1/params') return false;
		sendJson(ctx.res, 200, {
			params: {
				extra_eips: [],
				allowed_publishers: [],
				allow_custom_erc20: true,
				allowed_custom_erc20s: [],
				fee_denom: chain.feeDenom,
				gas_refund_ratio: '0.5',
				num_retain_block_hashes: '256'
			}
		});
		return true;
	};
}
