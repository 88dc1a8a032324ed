// Bounds on what the router can make the user sign (wallets.md §4.5, §7). Every problem blocks signing;
// messages are written for the user, codes for tests and telemetry.
import type { Coin } from 'cosmjs-types/cosmos/base/v1beta1/coin';
import { sameAccount } from './address';
import type { CosmosPlan, DecodedMsg, EvmPlan, Plan } from './decode';
import type { TypeUrl } from './proto';

/** Message types a router transaction may contain. */
export const ROUTER_TYPE_URLS: readonly TypeUrl[] = [
	'/cosmos.bank.v1beta1.MsgSend',
	'/ibc.applications.transfer.v1.MsgTransfer',
	'/opinit.ophost.v1.MsgInitiateTokenDeposit',
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
	'/minievm.evm.v1.MsgCall',
	'/initia.move.v1.MsgExecute',
	'/cosmwasm.wasm.v1.MsgExecuteContract'
];

export interface GuardContext {
	/** The route's `source_asset_chain_id`, `source_asset_denom` and `amount_in`. */
	route: { sourceChainId: string; sourceDenom: string; amountIn: string };
	/** The account the wallet reports right now. */
	walletAddress: string;
	/** The `address_list` sent to /msgs. */
	addressList: readonly string[];
	knownChainIds: readonly string[];
	/** EVM contracts (`to`, approval spenders) trusted per chain id. */
	knownContracts: Readonly<Record<string, readonly string[]>>;
	allowedTypeUrls?: readonly string[];
	/**
	 * Other forms the route's input may legitimately take in a message, e.g. the 6-decimal `l2/…` coin
	 * withdrawn after unwrapping an 18-decimal `evm/…` ERC-20. Computed by the caller from asset data.
	 */
	equivalentAmounts?: readonly Coin[];
}

export type ProblemCode =
	| 'empty-tx'
	| 'message-type'
	| 'chain-mismatch'
	| 'unknown-chain'
	| 'signer-mismatch'
	| 'amount-mismatch'
	| 'unknown-contract'
	| 'approval-mismatch';

export interface Problem {
	code: ProblemCode;
	message: string;
}

// Messages that move the route's input, and the coins they move.
function fundsMoved(m: DecodedMsg): readonly Coin[] | undefined {
	switch (m.msg.typeUrl) {
		case '/cosmos.bank.v1beta1.MsgSend':
			return m.msg.value.amount;
		case '/ibc.applications.transfer.v1.MsgTransfer':
			return [m.msg.value.token];
		case '/opinit.ophost.v1.MsgInitiateTokenDeposit':
		case '/opinit.opchild.v1.MsgInitiateTokenWithdrawal':
			return [m.msg.value.amount];
		default:
			return undefined;
	}
}

function checkCosmos(plan: CosmosPlan, ctx: GuardContext, problems: Problem[]): void {
	const allowed = ctx.allowedTypeUrls ?? ROUTER_TYPE_URLS;
	if (plan.messages.length === 0) problems.push({ code: 'empty-tx', message: 'The transaction has nothing to sign.' });
	if (plan.signer !== '' && !sameAccount(plan.signer, ctx.walletAddress)) {
		problems.push({ code: 'signer-mismatch', message: `The transaction is for ${plan.signer}, not your connected account.` });
	}
	const { sourceDenom, amountIn } = ctx.route;
	const accepted = [{ denom: sourceDenom, amount: amountIn }, ...(ctx.equivalentAmounts ?? [])];
	let movesFunds = 0;
	for (const m of plan.messages) {
		if (!allowed.includes(m.typeUrl)) {
			problems.push({ code: 'message-type', message: `"${m.label}" messages are not allowed in a bridge transfer.` });
		}
		if (!sameAccount(m.sender, ctx.walletAddress)) {
			problems.push({ code: 'signer-mismatch', message: `A ${m.label} message would be sent from ${m.sender}, not your account.` });
		}
		const coins = fundsMoved(m);
		if (!coins) continue;
		movesFunds++;
		const ok = coins.length === 1 && accepted.some((c) => c.denom === coins[0]?.denom && c.amount === coins[0]?.amount);
		if (!ok) {
			const moved = coins.map((c) => `${c.amount} ${c.denom}`).join(' + ') || 'nothing';
			problems.push({
				code: 'amount-mismatch',
				message: `The ${m.label} moves ${moved}, but the quote was for ${amountIn} ${sourceDenom}.`
			});
		}
	}
	if (movesFunds > 1) {
		problems.push({ code: 'amount-mismatch', message: 'The transaction moves your funds more than once.' });
	}
}

function checkEvm(plan: EvmPlan, ctx: GuardContext, problems: Problem[]): void {
	const known = ctx.knownContracts[plan.chainId] ?? [];
	const isKnown = (address: string) => known.some((k) => sameAccount(k, address));
	if (!sameAccount(plan.from, ctx.walletAddress)) {
		problems.push({ code: 'signer-mismatch', message: `The transaction is for ${plan.from || 'an unnamed account'}, not your connected account.` });
	}
	if (!isKnown(plan.to)) {
		problems.push({ code: 'unknown-contract', message: `The transaction calls ${plan.to}, which is not a known bridge contract.` });
	}
	for (const a of plan.approvals) {
		if (!isKnown(a.spender)) {
			problems.push({ code: 'unknown-contract', message: `The approval is for ${a.spender}, which is not a known bridge contract.` });
		}
		// never unlimited: exactly the quoted input of exactly the quoted token
		if (!sameAccount(a.tokenContract, ctx.route.sourceDenom) || a.amount !== ctx.route.amountIn) {
			problems.push({
				code: 'approval-mismatch',
				message: `The approval asks for ${a.amount} of ${a.tokenContract}, but the quote needs ${ctx.route.amountIn} of ${ctx.route.sourceDenom}.`
			});
		}
	}
}

/** Everything that must stop the user from signing `plan`; empty when it may be signed. */
export function checkPlan(plan: Plan, ctx: GuardContext): Problem[] {
	const problems: Problem[] = [];
	const { sourceChainId } = ctx.route;
	if (plan.chainId !== sourceChainId) {
		problems.push({ code: 'chain-mismatch', message: `The transaction is for chain ${plan.chainId}, but the transfer starts on ${sourceChainId}.` });
	}
	if (!ctx.knownChainIds.includes(plan.chainId)) {
		problems.push({ code: 'unknown-chain', message: `Chain ${plan.chainId} is not one of this site's networks.` });
	}
	const first = ctx.addressList[0];
	if (first === undefined || !sameAccount(first, ctx.walletAddress)) {
		problems.push({ code: 'signer-mismatch', message: 'The connected account is not the sender this route was built for. Get a new quote.' });
	}
	if (plan.kind === 'cosmos') checkCosmos(plan, ctx, problems);
	else checkEvm(plan, ctx, problems);
	return problems;
}
