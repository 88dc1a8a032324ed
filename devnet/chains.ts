// The devnet's chain and asset catalogue: the one place that says which chains exist, at which
// URLs, with which denoms. The indexer, router and chain simulators all read it, and
// networks.json for the site is generated from it, so the services can never disagree.
import { createHash } from 'node:crypto';

export type Vm = 'move' | 'evm' | 'wasm';

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Chain ids (Initia chains use the registry id shape; the external EVM chain a decimal id, as on Skip). */
export const L1 = 'initia-local-1';
export const MOVE_L2 = 'move-local-1';
export const EVM_L2 = 'evm-local-1';
export const WASM_L2 = 'wasm-local-1';
export const NOBLE = 'noble-local-1';
export const EXT_EVM = '31337';

export const EVM_L2_EVM_CHAIN_ID = 4242;

/** OP bridge ids between the L1 and each rollup. */
export const OP_BRIDGE_IDS: Record<string, string> = { [MOVE_L2]: '1', [EVM_L2]: '2', [WASM_L2]: '3' };

/**
 * Each OP bridge's `finalization_period` in seconds, before the devnet time scale: the Move rollup keeps
 * OPinit's 7-day default, the others the 24 h of the mainnet proposal (router-api.md §12).
 */
export const OP_FINALIZATION_SEC: Record<string, number> = { [MOVE_L2]: 604_800, [EVM_L2]: 86_400, [WASM_L2]: 86_400 };

/** IBC transfer channels: [chain][counterparty] = channel on `chain`. */
export const IBC_CHANNELS: Record<string, Record<string, string>> = {
	[L1]: { [NOBLE]: 'channel-0', [MOVE_L2]: 'channel-1', [EVM_L2]: 'channel-2', [WASM_L2]: 'channel-3' },
	[NOBLE]: { [L1]: 'channel-0' },
	[MOVE_L2]: { [L1]: 'channel-0' },
	[EVM_L2]: { [L1]: 'channel-0' },
	[WASM_L2]: { [L1]: 'channel-0' }
};

const l2Init = (chain: string) => `l2/${sha256hex(`${OP_BRIDGE_IDS[chain]}/uinit`)}`;
const ibcDenom = (path: string) => `ibc/${sha256hex(path).toUpperCase()}`;

export const DENOMS = {
	l1Init: 'uinit',
	l1Usdc: ibcDenom(`transfer/${IBC_CHANNELS[L1]![NOBLE]}/uusdc`),
	/** An L1 Move fungible asset with no price (and so no USD values). */
	l1Weave: 'move/4c4f4f4d57454156450000000000000000000000000000000000000000000001',
	moveInit: l2Init(MOVE_L2),
	moveUsdc: ibcDenom(`transfer/channel-0/transfer/${IBC_CHANNELS[L1]![NOBLE]}/uusdc`),
	evmInit: l2Init(EVM_L2),
	/** INIT wrapped as an 18-decimal ERC-20 on the EVM rollup: depositing into it needs an op hook (wrap on arrival). */
	evmWrappedInit: 'evm/6c00000000000000000000000000000000000a11',
	evmUsdc: ibcDenom(`transfer/channel-0/transfer/${IBC_CHANNELS[L1]![NOBLE]}/uusdc`),
	wasmInit: l2Init(WASM_L2),
	/** A wasm-rollup token whose decimals the router does not know (cannot be quoted). */
	wasmMystery: 'factory/init1mystery/umyst',
	nobleUsdc: 'uusdc',
	extEvmUsdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
	extEvmNative: `${EXT_EVM}-native`
} as const;

export interface AssetDef {
	chainId: string;
	denom: string;
	symbol: string;
	name: string;
	/** null: the router does not know the decimals (the asset cannot be quoted). */
	decimals: number | null;
	/** USD price per whole token as a decimal string; null = unpriced. */
	priceUsd: string | null;
	originChainId: string;
	originDenom: string;
	logo: string;
	isEvm?: boolean;
	tokenContract?: string;
	trace?: string;
}

export interface ChainDef {
	chainId: string;
	chainName: string;
	prettyName: string;
	kind: 'initia-l1' | 'initia-l2' | 'cosmos' | 'evm';
	vm?: Vm;
	bech32Prefix: string;
	evmChainId?: number;
	feeDenom: string;
	/** Minimum gas price in feeDenom per gas unit, as a decimal string. */
	gasPrice: string;
	logo: string;
	/** Block time in ms for the simulated chain. */
	blockMs: number;
}

export const CHAINS: ChainDef[] = [
	{ chainId: L1, chainName: 'initia', prettyName: 'Initia L1', kind: 'initia-l1', vm: 'move', bech32Prefix: 'init', feeDenom: DENOMS.l1Init, gasPrice: '0.015', logo: 'initia', blockMs: 1000 },
	{ chainId: EVM_L2, chainName: 'evmweave', prettyName: 'EVM Weave', kind: 'initia-l2', vm: 'evm', bech32Prefix: 'init', evmChainId: EVM_L2_EVM_CHAIN_ID, feeDenom: DENOMS.evmInit, gasPrice: '0.015', logo: 'evmweave', blockMs: 500 },
	{ chainId: MOVE_L2, chainName: 'moveloom', prettyName: 'Move Loom', kind: 'initia-l2', vm: 'move', bech32Prefix: 'init', feeDenom: DENOMS.moveInit, gasPrice: '0.015', logo: 'moveloom', blockMs: 500 },
	{ chainId: WASM_L2, chainName: 'wasmwarp', prettyName: 'Wasm Warp', kind: 'initia-l2', vm: 'wasm', bech32Prefix: 'init', feeDenom: DENOMS.wasmInit, gasPrice: '0.015', logo: 'wasmwarp', blockMs: 500 },
	{ chainId: NOBLE, chainName: 'noble', prettyName: 'Noble (local)', kind: 'cosmos', bech32Prefix: 'noble', feeDenom: DENOMS.nobleUsdc, gasPrice: '0.1', logo: 'noble', blockMs: 1000 },
	{ chainId: EXT_EVM, chainName: 'baselike', prettyName: 'Base-like EVM (local)', kind: 'evm', bech32Prefix: '', evmChainId: Number(EXT_EVM), feeDenom: DENOMS.extEvmNative, gasPrice: '1000000000', logo: 'evm', blockMs: 1000 }
];

const asset = (a: AssetDef) => a;
export const ASSETS: AssetDef[] = [
	asset({ chainId: L1, denom: DENOMS.l1Init, symbol: 'INIT', name: 'Initia', decimals: 6, priceUsd: '0.62', originChainId: L1, originDenom: 'uinit', logo: 'init' }),
	asset({ chainId: L1, denom: DENOMS.l1Usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1.00', originChainId: NOBLE, originDenom: 'uusdc', logo: 'usdc', trace: `transfer/${IBC_CHANNELS[L1]![NOBLE]}` }),
	asset({ chainId: L1, denom: DENOMS.l1Weave, symbol: 'WEAVE', name: 'Weave (unpriced)', decimals: 6, priceUsd: null, originChainId: L1, originDenom: DENOMS.l1Weave, logo: 'weave' }),
	asset({ chainId: MOVE_L2, denom: DENOMS.moveInit, symbol: 'INIT', name: 'Initia', decimals: 6, priceUsd: '0.62', originChainId: L1, originDenom: 'uinit', logo: 'init', trace: 'op/1' }),
	asset({ chainId: MOVE_L2, denom: DENOMS.moveUsdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1.00', originChainId: NOBLE, originDenom: 'uusdc', logo: 'usdc' }),
	asset({ chainId: EVM_L2, denom: DENOMS.evmInit, symbol: 'INIT', name: 'Initia (bridged coin)', decimals: 6, priceUsd: '0.62', originChainId: L1, originDenom: 'uinit', logo: 'init', trace: 'op/2' }),
	asset({ chainId: EVM_L2, denom: DENOMS.evmWrappedInit, symbol: 'INIT', name: 'Initia (ERC-20)', decimals: 18, priceUsd: '0.62', originChainId: L1, originDenom: 'uinit', logo: 'init', isEvm: true, tokenContract: '0x6c00000000000000000000000000000000000a11', trace: 'wrapped' }),
	asset({ chainId: EVM_L2, denom: DENOMS.evmUsdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1.00', originChainId: NOBLE, originDenom: 'uusdc', logo: 'usdc' }),
	asset({ chainId: WASM_L2, denom: DENOMS.wasmInit, symbol: 'INIT', name: 'Initia', decimals: 6, priceUsd: '0.62', originChainId: L1, originDenom: 'uinit', logo: 'init', trace: 'op/3' }),
	asset({ chainId: WASM_L2, denom: DENOMS.wasmMystery, symbol: 'MYST', name: 'Mystery token (no decimals)', decimals: null, priceUsd: null, originChainId: WASM_L2, originDenom: DENOMS.wasmMystery, logo: 'myst' }),
	asset({ chainId: NOBLE, denom: DENOMS.nobleUsdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1.00', originChainId: NOBLE, originDenom: 'uusdc', logo: 'usdc' }),
	asset({ chainId: EXT_EVM, denom: DENOMS.extEvmUsdc, symbol: 'USDC', name: 'USD Coin', decimals: 6, priceUsd: '1.00', originChainId: EXT_EVM, originDenom: DENOMS.extEvmUsdc, logo: 'usdc', isEvm: true, tokenContract: DENOMS.extEvmUsdc }),
	asset({ chainId: EXT_EVM, denom: DENOMS.extEvmNative, symbol: 'ETH', name: 'Ether', decimals: 18, priceUsd: '3100.00', originChainId: EXT_EVM, originDenom: DENOMS.extEvmNative, logo: 'eth', isEvm: true })
];

export const chainById = (id: string) => CHAINS.find((c) => c.chainId === id);
export const assetOf = (chainId: string, denom: string) =>
	ASSETS.find((a) => a.chainId === chainId && a.denom.toLowerCase() === denom.toLowerCase());

/** URL layout of one devnet origin. Every service lives under its own prefix. */
export const urls = (base: string) => ({
	networks: `${base}/networks.json`,
	registry: `${base}/registry/chains.json`,
	router: `${base}/router`,
	indexer: (chainId: string) => `${base}/indexer/${chainId}`,
	rest: (chainId: string) => `${base}/rest/${chainId}`,
	jsonRpc: (chainId: string) => `${base}/jsonrpc/${chainId}`,
	logo: (name: string) => `${base}/logos/${name}.svg`,
	media: `${base}/media`,
	ipfsGateway: `${base}/ipfs/`,
	explorer: (chainId: string) => `${base}/explorer/${chainId}`,
	control: `${base}/__devnet`
});

/** Registry chain.json objects (initia-registry format) for the four Initia chains. */
export function registryChains(base: string) {
	const u = urls(base);
	return CHAINS.filter((c) => c.kind === 'initia-l1' || c.kind === 'initia-l2').map((c) => {
		const isL1 = c.kind === 'initia-l1';
		const channels = Object.entries(IBC_CHANNELS[c.chainId] ?? {}).map(([chain_id, channel_id]) => ({
			chain_id,
			port_id: 'transfer',
			channel_id,
			version: 'ics20-1'
		}));
		return {
			$schema: '../../chain.schema.json',
			chain_name: c.chainName,
			chain_id: c.chainId,
			pretty_name: c.prettyName,
			description: `${c.prettyName} on the Loom local devnet`,
			status: 'live',
			network_type: 'devnet',
			bech32_prefix: c.bech32Prefix,
			...(c.evmChainId ? { evm_chain_id: c.evmChainId } : {}),
			key_algos: ['initia_ethsecp256k1', 'secp256k1'],
			slip44: 60,
			fees: {
				fee_tokens: [
					{
						denom: c.feeDenom,
						fixed_min_gas_price: Number(c.gasPrice),
						low_gas_price: Number(c.gasPrice),
						average_gas_price: Number(c.gasPrice),
						high_gas_price: Number(c.gasPrice) * 2
					}
				]
			},
			apis: {
				rpc: [{ address: `${base}/rpc/${c.chainId}`, provider: 'Loom devnet' }],
				rest: [{ address: u.rest(c.chainId), provider: 'Loom devnet' }],
				indexer: [{ address: u.indexer(c.chainId), provider: 'Loom devnet' }],
				...(c.vm === 'evm' ? { 'json-rpc': [{ address: u.jsonRpc(c.chainId), provider: 'Loom devnet' }] } : {})
			},
			explorers: [
				{
					kind: 'devnet',
					url: u.explorer(c.chainId),
					tx_page: `${u.explorer(c.chainId)}/txs/\${txHash}`,
					account_page: `${u.explorer(c.chainId)}/accounts/\${accountAddress}`
				}
			],
			logo_URIs: { png: u.logo(c.logo) },
			metadata: isL1
				? { is_l1: true, ibc_channels: channels }
				: {
						op_bridge_id: OP_BRIDGE_IDS[c.chainId],
						op_denoms: ['uinit'],
						executor_uri: `${base}/executor/${c.chainId}`,
						ibc_channels: channels,
						minitia: { type: `mini${c.vm}`, version: 'v1.0.0-devnet' }
					}
		};
	});
}

/** The runtime configuration the site reads when it runs against this devnet. */
export function devnetNetworksJson(base: string) {
	const u = urls(base);
	return {
		default: 'devnet',
		networks: [
			{
				id: 'devnet',
				name: 'Local devnet',
				router: u.router,
				chains: registryChains(base),
				// Extensions (optional, ignored by other consumers): local IPFS gateway and the burner wallet.
				ipfs_gateways: [u.ipfsGateway],
				devnet: { control: u.control }
			}
		]
	};
}
