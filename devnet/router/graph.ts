// The routing graph: which (chain, denom) can move to which, over which bridge, at what cost and
// speed. Nodes are the catalogue's assets plus the few in-between denoms routes pass through
// (IBC vouchers on the L1, the LayerZero ETH representation, an unpriced voucher); edges are single
// bridge hops or swaps. Paths are searched deterministically, so the same request always gets the
// same route.
import { createHash } from 'node:crypto';
import {
	ASSETS,
	DENOMS,
	EVM_L2,
	EXT_EVM,
	IBC_CHANNELS,
	L1,
	MOVE_L2,
	NOBLE,
	OP_BRIDGE_IDS,
	OP_FINALIZATION_SEC,
	WASM_L2,
	assetOf,
	type AssetDef
} from '../chains';

export type EdgeKind = 'ibc' | 'op_deposit' | 'op_withdraw' | 'swap' | 'layer_zero';

export interface Edge {
	kind: EdgeKind;
	from: AssetDef;
	to: AssetDef;
	/** Nominal time for this hop; the route's ETA is the sum. */
	durationSec: number;
	/** Deducted from the amount, in `from` base units. */
	fee: bigint;
	/** Paid on top of the amount in another asset of the source chain (LayerZero messaging fee). */
	additionalFee?: { asset: AssetDef; amount: bigint };
	/** Output = (input − fee) × scale: converts 6-decimal INIT to its 18-decimal ERC-20 wrapper. */
	scale: bigint;
	/** IBC: the channel on the sending chain. */
	channel?: string;
	/** IBC: the per-transfer send limit of the rate-limit module, in `from` base units. */
	capacity?: bigint;
	/** OPinit bridge id. */
	bridgeId?: string;
	/** OPinit deposit whose arrival must be converted by a pre-signed hook on the rollup. */
	hook?: boolean;
	/** Swap: a constant-product pool. */
	pool?: { id: string; reserveIn: bigint; reserveOut: bigint };
}

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
const ibcDenom = (path: string) => `ibc/${sha256hex(path).toUpperCase()}`;
const listed = (chainId: string, denom: string) => {
	const a = assetOf(chainId, denom);
	if (!a) throw new Error(`catalogue lacks ${chainId} ${denom}`);
	return a;
};

const L2S = [MOVE_L2, EVM_L2, WASM_L2];
const L2_INIT: Record<string, string> = { [MOVE_L2]: DENOMS.moveInit, [EVM_L2]: DENOMS.evmInit, [WASM_L2]: DENOMS.wasmInit };

const IBC_SEC = 30;
const OP_DEPOSIT_SEC = 45;
const LAYER_ZERO_SEC = 300;

/** IBC rate limits per send, in base units: 1M USDC; 100M of the 6-decimal INIT and WEAVE. */
const USDC_CAPACITY = 1_000_000_000_000n;
const TOKEN_CAPACITY = 100_000_000_000_000n;

/** INIT that came back to the L1 from a rollup over IBC (what the fast withdrawal swaps). */
const l1InitVoucher = (l2: string): AssetDef => {
	const channel = IBC_CHANNELS[L1]![l2]!;
	return { ...listed(l2, L2_INIT[l2]!), chainId: L1, denom: ibcDenom(`transfer/${channel}/${L2_INIT[l2]}`), trace: `transfer/${channel}` };
};
const l1Eth: AssetDef = {
	...listed(EXT_EVM, DENOMS.extEvmNative),
	chainId: L1,
	denom: `move/${sha256hex(`layerzero/${EXT_EVM}/${DENOMS.extEvmNative}`)}`,
	isEvm: false,
	trace: `layerzero/${EXT_EVM}`
};
const moveWeave: AssetDef = {
	...listed(L1, DENOMS.l1Weave),
	chainId: MOVE_L2,
	denom: ibcDenom(`transfer/${IBC_CHANNELS[MOVE_L2]![L1]}/${DENOMS.l1Weave}`),
	trace: `transfer/${IBC_CHANNELS[MOVE_L2]![L1]}`
};

const L1_INIT_VOUCHERS = new Map(L2S.map((l2) => [l2, l1InitVoucher(l2)]));
const VOUCHERS: AssetDef[] = [...L1_INIT_VOUCHERS.values(), l1Eth, moveWeave];
const NODES: AssetDef[] = [...ASSETS, ...VOUCHERS];

/** The asset behind a (chain, denom), including route-only vouchers; EVM-style denoms match case-insensitively. */
export const tokenOf = (chainId: string, denom: string) =>
	NODES.find((a) => a.chainId === chainId && a.denom.toLowerCase() === denom.toLowerCase());

const base = { fee: 0n, scale: 1n };
const ibc = (from: AssetDef, to: AssetDef, capacity: bigint): Edge => ({
	...base,
	kind: 'ibc',
	from,
	to,
	durationSec: IBC_SEC,
	channel: IBC_CHANNELS[from.chainId]![to.chainId]!,
	capacity
});
const ibcBoth = (a: AssetDef, b: AssetDef, capacity: bigint) => [ibc(a, b, capacity), ibc(b, a, capacity)];
const swap = (from: AssetDef, to: AssetDef, reserveIn: bigint, reserveOut: bigint): Edge => ({
	...base,
	kind: 'swap',
	from,
	to,
	durationSec: 0,
	pool: { id: `0x${sha256hex(`initia-dex/${from.denom}/${to.denom}`)}`, reserveIn, reserveOut }
});

const l1Init = listed(L1, DENOMS.l1Init);
const eth = listed(EXT_EVM, DENOMS.extEvmNative);
const l1Usdc = listed(L1, DENOMS.l1Usdc);
const layerZero = (from: AssetDef, to: AssetDef, fee: bigint): Edge => ({
	...base,
	kind: 'layer_zero',
	from,
	to,
	durationSec: LAYER_ZERO_SEC,
	fee,
	additionalFee: { asset: eth, amount: 120_000_000_000_000n }
});

export const EDGES: Edge[] = [
	...L2S.flatMap((l2): Edge[] => {
		const l2Init = listed(l2, L2_INIT[l2]!);
		const voucher = L1_INIT_VOUCHERS.get(l2)!;
		const op = { ...base, bridgeId: OP_BRIDGE_IDS[l2]! };
		return [
			{ ...op, kind: 'op_deposit', from: l1Init, to: l2Init, durationSec: OP_DEPOSIT_SEC },
			{ ...op, kind: 'op_withdraw', from: l2Init, to: l1Init, durationSec: OP_FINALIZATION_SEC[l2]! },
			ibc(l2Init, voucher, TOKEN_CAPACITY),
			// Pool depth 10M INIT a side: a 1 INIT swap loses ~0.00001 %, 1M INIT ~9 %.
			swap(voucher, l1Init, 10_000_000_000_000n, 10_000_000_000_000n)
		];
	}),
	{
		...base,
		kind: 'op_deposit',
		from: l1Init,
		to: listed(EVM_L2, DENOMS.evmWrappedInit),
		durationSec: OP_DEPOSIT_SEC,
		scale: 10n ** 12n,
		bridgeId: OP_BRIDGE_IDS[EVM_L2]!,
		hook: true
	},
	...ibcBoth(listed(NOBLE, DENOMS.nobleUsdc), l1Usdc, USDC_CAPACITY),
	...ibcBoth(l1Usdc, listed(MOVE_L2, DENOMS.moveUsdc), USDC_CAPACITY),
	...ibcBoth(l1Usdc, listed(EVM_L2, DENOMS.evmUsdc), USDC_CAPACITY),
	...ibcBoth(listed(L1, DENOMS.l1Weave), moveWeave, TOKEN_CAPACITY),
	layerZero(listed(EXT_EVM, DENOMS.extEvmUsdc), l1Usdc, 100_000n),
	layerZero(eth, l1Eth, 50_000_000_000_000n),
	// 1000 ETH against 5M INIT: the catalogue's 3100 / 0.62 price ratio.
	swap(l1Eth, l1Init, 1_000_000_000_000_000_000_000n, 5_000_000_000_000n)
];

const same = (a: AssetDef, b: AssetDef) => a.chainId === b.chainId && a.denom.toLowerCase() === b.denom.toLowerCase();

/**
 * Where a hop may sit in a single-tx route: OPinit transfers stand alone (the user signs them
 * directly), LayerZero only starts a route, a swap only ends one (IBC hooks run it on arrival).
 */
function placeable(e: Edge, index: number, isLast: boolean): boolean {
	switch (e.kind) {
		case 'op_deposit':
		case 'op_withdraw':
			return index === 0 && isLast;
		case 'layer_zero':
			return index === 0;
		case 'swap':
			return index > 0 && isLast;
		case 'ibc':
			return true;
	}
}

const MAX_HOPS = 4;

/**
 * The shortest valid path from `src` to `dst` (ties: edge order). `opWithdraw` asks for the
 * optimistic withdrawal instead of the default IBC + swap.
 */
export function findPath(src: AssetDef, dst: AssetDef, opWithdraw: boolean): Edge[] | undefined {
	let frontier: Edge[][] = [[]];
	for (let depth = 1; depth <= MAX_HOPS; depth++) {
		const next: Edge[][] = [];
		for (const path of frontier) {
			const at = path.length ? path[path.length - 1]!.to : src;
			const visited = [src, ...path.map((e) => e.to)];
			for (const e of EDGES) {
				if (!same(e.from, at) || visited.some((v) => same(v, e.to))) continue;
				// Earlier hops were placed as non-final when their path was extended.
				const candidate = [...path, e];
				if (!same(e.to, dst)) {
					if (placeable(e, path.length, false)) next.push(candidate);
				} else if (placeable(e, path.length, true) && candidate.some((h) => h.kind === 'op_withdraw') === opWithdraw) {
					return candidate;
				}
			}
		}
		frontier = next;
	}
	return undefined;
}

/** Output of one hop for `amountIn`; 0n when the fee eats it all. */
export function edgeOut(e: Edge, amountIn: bigint): bigint {
	if (e.pool) return (e.pool.reserveOut * amountIn) / (e.pool.reserveIn + amountIn);
	return amountIn > e.fee ? (amountIn - e.fee) * e.scale : 0n;
}

/** The hop that left `chainId` holding `denom` over `match`-ing parameters, for deriving routes from raw txs. */
export const edgeFrom = (chainId: string, denom: string, match: (e: Edge) => boolean) =>
	EDGES.find((e) => e.from.chainId === chainId && e.from.denom.toLowerCase() === denom.toLowerCase() && match(e));
