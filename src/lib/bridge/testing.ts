// Test-only builders for the bridge's unit tests: routes, catalogues, history items and an in-memory
// Storage. Never imported by app code.
import * as v from 'valibot';
import type { RouterAsset, RouterChain, Route, TxStatus } from '$lib/api/router';
import { routeSchema } from '$lib/api/schemas/route';
import { txStatusSchema } from '$lib/api/schemas/router-status';
import type { ChainInfo } from '$lib/config/chain';
import { buildCatalogue } from './catalogue';
import { startItem, type HistoryItem } from './history';

export const L1 = 'initia-1';
export const L2 = 'rollup-1';
export const NOBLE = 'noble-1';
export const EVM = '8453';

export function routerChain(id: string, over: Partial<RouterChain> = {}): RouterChain {
	return {
		chainId: id,
		chainName: id,
		prettyName: id,
		chainType: id === EVM ? 'evm' : 'cosmos',
		bech32Prefix: id === EVM ? '' : id === NOBLE ? 'noble' : 'init',
		logoUri: null,
		feeAssets: id === EVM ? [{ denom: `${EVM}-native`, gasPrice: { low: '1000000000', average: '1000000000', high: '1000000000' } }] : [],
		pfmEnabled: true,
		supportsMemo: true,
		isTestnet: true,
		rpc: `https://rpc/${id}`,
		rest: `https://rest/${id}`,
		evmFeeAsset: null,
		hidden: false,
		...over
	};
}

export function asset(chainId: string, denom: string, symbol: string, decimals: number | null = 6): RouterAsset {
	return {
		denom,
		chainId,
		originDenom: denom,
		originChainId: chainId,
		trace: '',
		isCw20: false,
		isEvm: false,
		isSvm: false,
		symbol,
		name: symbol,
		logoUri: null,
		decimals,
		tokenContract: null,
		description: null,
		coingeckoId: null,
		recommendedSymbol: symbol,
		hidden: false
	};
}

export function registryChain(id: string, over: Partial<ChainInfo> = {}): ChainInfo {
	return {
		id,
		name: id === L1 ? 'Initia' : id,
		chainName: id,
		networkType: 'testnet',
		bech32Prefix: 'init',
		isL1: id === L1,
		vm: 'move',
		rest: `https://rest/${id}`,
		explorers: [{ kind: 'scan', url: `https://scan/${id}`, txPage: `https://scan/${id}/txs/\${txHash}` }],
		feeTokens: [{ denom: id === L1 ? 'uinit' : 'l2/init', averageGasPrice: 0.015 }],
		opDenoms: id === L1 ? [] : ['uinit'],
		...(id === L1 ? {} : { opBridgeId: '1' }),
		...over
	};
}

export function testCatalogue() {
	return buildCatalogue(
		[routerChain(L1), routerChain(L2), routerChain(NOBLE, { feeAssets: [{ denom: 'uusdc', gasPrice: { low: '0.1', average: '0.1', high: '0.2' } }] }), routerChain(EVM)],
		{
			[L1]: [asset(L1, 'uinit', 'INIT'), asset(L1, 'ibc/USDC', 'USDC')],
			[L2]: [asset(L2, 'l2/init', 'INIT'), asset(L2, 'factory/x/myst', 'MYST', null)],
			[NOBLE]: [asset(NOBLE, 'uusdc', 'USDC')],
			[EVM]: [asset(EVM, `${EVM}-native`, 'ETH', 18), asset(EVM, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'USDC')]
		},
		[registryChain(L1), registryChain(L2)]
	);
}

/** A route as the router sends it (wire JSON), parsed through the real schema. */
export function makeRoute(over: Record<string, unknown> = {}): Route {
	return v.parse(routeSchema, {
		amount_in: '1000000',
		amount_out: '1000000',
		source_asset_denom: 'uinit',
		source_asset_chain_id: L1,
		dest_asset_denom: 'l2/init',
		dest_asset_chain_id: L2,
		operations: [
			{
				op_init_transfer: { from_chain_id: L1, to_chain_id: L2, denom_in: 'uinit', denom_out: 'l2/init', op_init_bridge_id: '1', bridge_id: 'OPINIT' },
				tx_index: 0,
				amount_in: '1000000',
				amount_out: '1000000'
			}
		],
		chain_ids: [L1, L2],
		required_chain_addresses: [L1, L2],
		does_swap: false,
		txs_required: 1,
		usd_amount_in: '0.62',
		usd_amount_out: '0.62',
		warning: null,
		estimated_fees: [],
		estimated_route_duration_seconds: 45,
		required_op_hook: false,
		extra_infos: [],
		extra_warnings: null,
		...over
	});
}

export function makeStatus(state: string, over: Record<string, unknown> = {}): TxStatus {
	return v.parse(txStatusSchema, { state, status: state, transfers: [{ state, transfer_sequence: [], next_blocking_transfer: null, transfer_asset_release: null, error: null }], ...over });
}

export function makeItem(over: Partial<HistoryItem> = {}): HistoryItem {
	const start = startItem({ chainId: over.chainId ?? L1, txHash: over.txHash ?? 'A'.repeat(64), network: 'test', origin: 'app', route: null, sender: null, recipient: null, broadcast: 'sent', at: 1_000 });
	return { ...start, ...over };
}

/** A localStorage stand-in; `full` makes every write throw like a full quota. */
export class MemoryStorage implements Storage {
	#map = new Map<string, string>();
	full = false;
	get length() {
		return this.#map.size;
	}
	clear() {
		this.#map.clear();
	}
	getItem(key: string) {
		return this.#map.get(key) ?? null;
	}
	key(i: number) {
		return [...this.#map.keys()][i] ?? null;
	}
	removeItem(key: string) {
		this.#map.delete(key);
	}
	setItem(key: string, value: string) {
		if (this.full && !key.startsWith('__loom_probe__')) throw new DOMException('quota', 'QuotaExceededError');
		this.#map.set(key, String(value));
	}
}
