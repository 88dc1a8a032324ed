// What the user reviews before the wallet prompt: each message in plain fields (type, amounts in
// symbols and decimals, from/to, IBC channel and timeout, memo or hook), the fee and chain id, and the
// exact data to sign. Built from the decoded plan, never from router text alone.
import type { Route } from '$lib/api/router';
import type { DecodedMsg, Plan } from '$lib/signing/decode';
import { cleanText } from '$lib/safe';
import type { Coin } from './fees';
import type { PreparedTx } from './flow/phase';

export interface ReviewField {
	label: string;
	value: string;
	/** Addresses and hashes: shown in a monospace font, with a copy button. */
	mono?: boolean;
	/** What the copy button copies, when `value` is shortened. */
	copy?: string;
	/** Highlighted as something to double-check. */
	note?: string;
}

export interface ReviewMessage {
	title: string;
	typeUrl: string;
	fields: ReviewField[];
	memo: string | null;
}

export interface ReviewTx {
	kind: 'cosmos' | 'evm';
	chainId: string;
	chainName: string;
	signer: string;
	messages: ReviewMessage[];
	/** Fee, gas, sign mode, chain id. */
	summary: ReviewField[];
	/** The exact document or transaction to sign, for the expandable raw view. */
	raw: string;
}

export interface ReviewContext {
	chainName(chainId: string): string;
	/** "1.5 INIT (1500000 uinit)" style, resolving denoms on the given chain. */
	format(chainId: string, coin: Coin): string;
	recipient: string;
}

const nsToDate = (ns: string) => {
	try {
		const ms = Number(BigInt(ns) / 1_000_000n);
		return Number.isFinite(ms) ? new Date(ms) : null;
	} catch {
		return null;
	}
};

export function reviewPlan(plan: Plan, ctx: ReviewContext, extra: { summary: ReviewField[]; raw: string }): ReviewTx {
	const chainName = ctx.chainName(plan.chainId);
	if (plan.kind === 'evm') {
		const fields: ReviewField[] = [
			{ label: 'From', value: plan.from, mono: true },
			{ label: 'Contract', value: plan.to, mono: true },
			{ label: 'Value', value: ctx.format(plan.chainId, { denom: `${plan.chainId}-native`, amount: BigInt(plan.value) }) },
			{ label: 'Call data', value: `${plan.data.slice(0, 10)}… (${(plan.data.length - 2) / 2} bytes)`, mono: true, copy: plan.data }
		];
		const messages: ReviewMessage[] = plan.approvals.map((a) => ({
			title: 'Token approval (exact amount)',
			typeUrl: 'erc20.approve',
			fields: [
				{ label: 'Token', value: a.tokenContract, mono: true },
				{ label: 'Spender', value: a.spender, mono: true },
				{ label: 'Amount', value: ctx.format(plan.chainId, { denom: a.tokenContract, amount: BigInt(a.amount) }) }
			],
			memo: null
		}));
		messages.push({ title: 'Bridge transaction', typeUrl: 'eth_sendTransaction', fields, memo: null });
		return { kind: 'evm', chainId: plan.chainId, chainName, signer: plan.from, messages, summary: extra.summary, raw: extra.raw };
	}
	const messages = plan.messages.map((m): ReviewMessage => {
		const fields: ReviewField[] = [{ label: 'From', value: m.sender, mono: true }];
		if (m.recipient) {
			const viaHook = m.recipient.includes('::');
			fields.push({
				label: viaHook ? 'Handled by' : 'To',
				value: m.recipient,
				mono: true,
				...(viaHook ? { note: 'A contract on the next chain receives it and pays the recipient.' } : {})
			});
		}
		if (m.contract) fields.push({ label: 'Contract', value: m.contract, mono: true });
		if (m.amount) fields.push({ label: 'Amount', value: ctx.format(plan.chainId, { denom: m.amount.denom, amount: BigInt(m.amount.amount) }) });
		if (m.channel) fields.push({ label: 'IBC channel', value: m.channel, mono: true });
		if (m.timeoutTimestamp) {
			const d = nsToDate(m.timeoutTimestamp);
			fields.push({ label: 'Times out', value: d ? d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : m.timeoutTimestamp });
		}
		if (m.hasHook) fields.push({ label: 'Extra instructions', value: 'Yes — the destination runs more code (forwarding or a swap)', note: 'See the memo below.' });
		return { title: m.label, typeUrl: m.typeUrl, fields, memo: m.memo ? cleanText(m.memo, 4000) : null };
	});
	return { kind: 'cosmos', chainId: plan.chainId, chainName, signer: plan.signer, messages, summary: extra.summary, raw: extra.raw };
}

/** The whole review of a prepared transaction: messages, then fee, gas, chain id and sign mode, and the exact data to sign. */
export function reviewTx(tx: PreparedTx, ctx: ReviewContext): ReviewTx {
	if (tx.kind === 'cosmos') {
		const { prepared, plan } = tx;
		const summary: ReviewField[] = [
			{ label: 'Network fee', value: ctx.format(plan.chainId, prepared.fee) },
			{ label: 'Gas limit', value: prepared.gas.toLocaleString('en') },
			{ label: 'Chain id', value: plan.chainId, mono: true },
			{ label: 'Signing', value: prepared.mode === 'EIP-191' ? 'EIP-191 (your EVM wallet shows this document as text)' : `Keplr ${prepared.mode.toLowerCase()} mode` }
		];
		return reviewPlan(plan, ctx, { summary, raw: prepared.signDoc });
	}
	const { plan } = tx;
	const summary: ReviewField[] = [
		{ label: 'Estimated gas', value: `about ${ctx.format(plan.chainId, { denom: tx.nativeDenom, amount: tx.gasCost })}` },
		{ label: 'Chain id', value: plan.chainId, mono: true }
	];
	const raw = JSON.stringify({ chainId: plan.chainId, from: plan.from, to: plan.to, value: plan.value, data: plan.data, approvals: plan.approvals }, null, 2);
	return reviewPlan(plan, ctx, { summary, raw });
}

export interface HookReview {
	chainId: string;
	chainName: string;
	messages: ReviewMessage[];
}

/** What an op hook makes the user authorize: each message, where it runs and as whom. */
export function hookReview(decoded: DecodedMsg[], chainId: string, chainName: string): HookReview {
	return {
		chainId,
		chainName,
		messages: decoded.map((m) => ({
			title: m.label,
			typeUrl: m.typeUrl,
			fields: [
				{ label: 'Runs on', value: `${chainName} (${chainId})` },
				{ label: 'As', value: m.sender, mono: true },
				...(m.contract ? [{ label: 'Contract', value: m.contract, mono: true }] : [])
			],
			memo: null
		}))
	};
}

/** EVM contracts the quoted route names (OFT, pool, entry contracts), per chain: what `to` and spenders may be. */
export function routeContracts(route: Route): Record<string, string[]> {
	const out: Record<string, string[]> = {};
	const add = (chain: string, addr: unknown) => {
		if (typeof addr !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(addr)) return;
		(out[chain] ??= []).push(addr);
	};
	const walk = (chain: string, node: unknown, depth: number) => {
		if (depth > 3 || !node || typeof node !== 'object') return;
		for (const [k, val] of Object.entries(node)) {
			if (/contract(_address)?$|pool_address$/.test(k)) add(chain, val);
			else if (typeof val === 'object') walk(chain, val, depth + 1);
		}
	};
	for (const op of route.operations) {
		walk(op.fromChainId ?? route.sourceAssetChainId, op.raw, 0);
	}
	return out;
}
