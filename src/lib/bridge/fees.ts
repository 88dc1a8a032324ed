// Fee arithmetic, exact: gas × decimal price rounded up, the route's fee split (deducted vs paid on
// top), whether the balances cover amount + fees, and the Max that leaves the fees in place.
import type { Fee, Route } from '$lib/api/router';
import { sameDenom, type FeeToken } from './catalogue';

export interface Coin {
	denom: string;
	amount: bigint;
}

/** Gas to reserve for Max and the form's fee check before a simulation exists (already adjusted). */
export const COSMOS_GAS_ESTIMATE = 350_000n;
export const EVM_GAS_ESTIMATE = 350_000n;
/** simulate × 1.4 (InterwovenKit's DEFAULT_GAS_ADJUSTMENT). */
export const GAS_ADJUSTMENT_TENTHS = 14n;

/** "0.015" → { int: 15n, scale: 1000n }; null when not a plain non-negative decimal. */
export function parseDecimal(s: string): { int: bigint; scale: bigint } | null {
	const m = /^(\d+)(?:\.(\d+))?$/.exec(s.trim());
	if (!m) return null;
	const frac = m[2] ?? '';
	return { int: BigInt(m[1]! + frac), scale: 10n ** BigInt(frac.length) };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** ceil(gas × price): the smallest fee the chain accepts at that price. */
export function feeAmount(gas: bigint, gasPrice: string): bigint {
	const p = parseDecimal(gasPrice);
	if (!p) throw new Error(`Invalid gas price ${gasPrice}`);
	return ceilDiv(gas * p.int, p.scale);
}

/** ceil(gasUsed × 1.4). */
export const gasLimit = (gasUsed: bigint) => ceilDiv(gasUsed * GAS_ADJUSTMENT_TENTHS, 10n);

/**
 * The fee for `gas`, in the first fee token whose balance covers it (plus `spend` when it is the same
 * denom), else in the first token listed.
 */
export function pickFee(tokens: FeeToken[], gas: bigint, balanceOf: (denom: string) => bigint | undefined, spend?: Coin): Coin | null {
	const options = tokens.map((t) => ({ denom: t.denom, amount: feeAmount(gas, t.gasPrice) }));
	const affordable = options.find((o) => {
		const need = o.amount + (spend && sameDenom(spend.denom, o.denom) ? spend.amount : 0n);
		return (balanceOf(o.denom) ?? -1n) >= need;
	});
	return affordable ?? options[0] ?? null;
}

export interface FeeLine {
	amount: bigint;
	denom: string;
	chainId: string | null;
	symbol: string;
	decimals: number | null;
	usd: string | null;
	label: string;
}

const line = (f: Fee): FeeLine => ({
	amount: f.amount,
	denom: f.originAsset?.denom ?? '',
	chainId: f.originAsset?.chainId ?? f.chainId,
	symbol: f.originAsset?.recommendedSymbol || f.originAsset?.symbol || f.originAsset?.denom || '?',
	decimals: f.originAsset?.decimals ?? null,
	usd: f.usdAmount,
	label: f.bridgeId ? `${f.bridgeId.replaceAll('_', ' ')} fee` : f.feeType ? `${f.feeType.replaceAll('_', ' ').toLowerCase()} fee` : 'Fee'
});

export const isAdditional = (f: Fee) => f.feeBehavior === 'FEE_BEHAVIOR_ADDITIONAL';

/** Deducted fees reduce what arrives; additional fees are paid on top of the amount. */
export function splitFees(route: Route): { deducted: FeeLine[]; additional: FeeLine[] } {
	return {
		deducted: route.estimatedFees.filter((f) => !isAdditional(f)).map(line),
		additional: route.estimatedFees.filter(isAdditional).map(line)
	};
}

/** Fees charged on top of the amount on the source chain, per denom. */
export function additionalCosts(route: Route | null): Coin[] {
	if (!route) return [];
	const out: Coin[] = [];
	for (const f of route.estimatedFees.filter(isAdditional)) {
		const denom = f.originAsset?.denom;
		const chain = f.originAsset?.chainId ?? f.chainId;
		if (!denom || (chain && chain !== route.sourceAssetChainId)) continue;
		const same = out.find((c) => sameDenom(c.denom, denom));
		if (same) same.amount += f.amount;
		else out.push({ denom, amount: f.amount });
	}
	return out;
}

export type FundsCheck = { ok: true } | { ok: false; kind: 'balance' } | { ok: false; kind: 'fees'; denom: string };

/**
 * Do the balances cover the amount, the network fee and the fees paid on top? "balance" when the
 * amount alone is too much, else "fees" naming the first denom that falls short.
 */
export function checkFunds(amountIn: bigint, srcDenom: string, costs: Coin[], balanceOf: (denom: string) => bigint | undefined): FundsCheck {
	if ((balanceOf(srcDenom) ?? 0n) < amountIn) return { ok: false, kind: 'balance' };
	const need: Coin[] = [{ denom: srcDenom, amount: amountIn }];
	for (const c of costs) {
		const same = need.find((n) => sameDenom(n.denom, c.denom));
		if (same) same.amount += c.amount;
		else need.push({ ...c });
	}
	const short = need.find((n) => (balanceOf(n.denom) ?? 0n) < n.amount);
	return short ? { ok: false, kind: 'fees', denom: short.denom } : { ok: true };
}

/** The most that can be sent of `srcDenom` while leaving every cost in that denom in place. */
export function maxSendable(balance: bigint, srcDenom: string, costs: Coin[]): bigint {
	const reserve = costs.filter((c) => sameDenom(c.denom, srcDenom)).reduce((s, c) => s + c.amount, 0n);
	return balance > reserve ? balance - reserve : 0n;
}
