// The /bridge query string (src_chain, src_denom, dst_chain, dst_denom, amount; or go.skip.build's
// src_chain, src_asset, dest_chain, dest_asset, amount_in, router-api §13.1): untrusted input from
// a shared link. Amounts are display units in both. Each value is shape-checked, then resolved against the catalogue; whatever does not
// fit is dropped with a note. Nothing here ever submits anything.
import { parseUnits } from '$lib/format/amount';
import type { Catalogue } from './catalogue';

export interface RawPrefill {
	srcChain?: string;
	srcDenom?: string;
	dstChain?: string;
	dstDenom?: string;
	amount?: string;
}

export interface Prefill {
	src?: { chainId: string; denom?: string };
	dst?: { chainId: string; denom?: string };
	amount?: string;
	/** Plain-words notes about ignored values. */
	issues: string[];
}

const CHAIN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const DENOM = /^[A-Za-z0-9][A-Za-z0-9/:._-]{0,127}$/;
const AMOUNT = /^\d{0,40}(\.\d{0,40})?$/;

/** Each field with its query names: ours first, then go.skip.build's (ours win when both are given). */
const KEYS: [keyof RawPrefill, string[], RegExp][] = [
	['srcChain', ['src_chain'], CHAIN],
	['srcDenom', ['src_denom', 'src_asset'], DENOM],
	['dstChain', ['dst_chain', 'dest_chain'], CHAIN],
	['dstDenom', ['dst_denom', 'dest_asset'], DENOM],
	['amount', ['amount', 'amount_in'], AMOUNT]
];

const given = (q: URLSearchParams, names: string[]) => names.find((n) => q.get(n)?.trim());

export function readPrefill(q: URLSearchParams): RawPrefill {
	const out: RawPrefill = {};
	for (const [field, names, shape] of KEYS) {
		const name = given(q, names);
		const v = name ? q.get(name)!.trim() : undefined;
		if (v && shape.test(v) && v !== '.') out[field] = v;
	}
	return out;
}

/** Keys a link used that could not be read at all (bad shape). */
export function unreadable(q: URLSearchParams, raw: RawPrefill): string[] {
	return KEYS.flatMap(([field, names]) => {
		const name = given(q, names);
		return name && raw[field] === undefined ? [name] : [];
	});
}

function side(cat: Catalogue, chainId: string | undefined, denom: string | undefined, what: string, issues: string[]) {
	if (!chainId) {
		if (denom) issues.push(`The link names a ${what} asset without its chain.`);
		return undefined;
	}
	const chain = cat.chain(chainId);
	if (!chain) {
		issues.push(`The ${what} chain "${chainId}" is not available on this network.`);
		return undefined;
	}
	if (!denom) return { chainId: chain.id };
	const asset = cat.asset(chain.id, denom);
	if (!asset) {
		issues.push(`${chain.name} has no asset "${denom}".`);
		return { chainId: chain.id };
	}
	return { chainId: chain.id, denom: asset.denom };
}

export function resolvePrefill(raw: RawPrefill, cat: Catalogue, badKeys: string[] = []): Prefill {
	const issues = badKeys.map((k) => `Ignored "${k}": it is not a valid value.`);
	const src = side(cat, raw.srcChain, raw.srcDenom, 'source', issues);
	const dst = side(cat, raw.dstChain, raw.dstDenom, 'destination', issues);
	let amount: string | undefined;
	if (raw.amount) {
		const asset = src?.denom ? cat.asset(src.chainId, src.denom) : undefined;
		if (asset?.decimals === null || asset?.decimals === undefined) amount = raw.amount;
		else if (parseUnits(raw.amount, asset.decimals).ok) amount = raw.amount;
		else issues.push(`Ignored the amount ${raw.amount}: ${asset.symbol} has at most ${asset.decimals} decimals.`);
	}
	return { ...(src ? { src } : {}), ...(dst ? { dst } : {}), ...(amount ? { amount } : {}), issues };
}

export interface FormQuery {
	src_chain?: string;
	src_denom?: string;
	dst_chain?: string;
	dst_denom?: string;
	amount?: string;
}

/** The shareable query for the form's current values (empty ones dropped by `r.bridge`). */
export function toQuery(v: { src?: { chainId: string; denom?: string }; dst?: { chainId: string; denom?: string }; amount: string }): FormQuery {
	const q: FormQuery = {};
	if (v.src) {
		q.src_chain = v.src.chainId;
		if (v.src.denom) q.src_denom = v.src.denom;
	}
	if (v.dst) {
		q.dst_chain = v.dst.chainId;
		if (v.dst.denom) q.dst_denom = v.dst.denom;
	}
	const amount = v.amount.trim();
	if (amount && AMOUNT.test(amount)) q.amount = amount;
	return q;
}
