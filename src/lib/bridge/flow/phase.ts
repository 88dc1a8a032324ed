// The phases of one transfer, each holding exactly the data it has, and the stepper derived from them:
//   editing → quoting (→ warned) → preparing → (authorizing →) reviewing → confirming → signing
//   → broadcasting → tracking → ended
// Any step can stop with a problem (`stopped`) and resume from where it makes sense. A chain that
// refuses the signed bytes ends the attempt as `not-sent`: nothing left the account, and Try again
// signs anew (refused bytes are never sent again).
import type { OpHook, Route } from '$lib/api/router';
import type { CosmosPlan, EvmPlan, Plan } from '$lib/signing/decode';
import type { SignedOpHook } from '$lib/signing/op-hook';
import type { EvmChain } from '$lib/signing/evm';
import type { PreparedCosmos } from '../exec/cosmos';
import type { HookReview, ReviewTx } from '../review';
import type { FeeAdjustment, StepProblem } from '../step-errors';

export type StepId = 'addresses' | 'authorize' | 'messages' | 'review' | 'approve' | 'sign' | 'broadcast' | 'track';
export type StepStatus = 'todo' | 'active' | 'done' | 'error';
/** What the active step is waiting for. */
export type Waiting = 'user' | 'wallet' | 'network';

/** What the user asked for when pressing Preview. */
export interface Order {
	route: Route;
	recipient: string;
	slippage: string;
}

/** The account that signs on the source chain (init1…, 0x…, or the chain's bech32). */
export type Signer =
	| { via: 'evm'; address: string; evmAddress: string; initAddress: string; pubkey: Uint8Array | null }
	| { via: 'cosmos'; address: string; pubkey: Uint8Array };

/** An order with its signer and the /msgs address_list (known after the addresses step). */
export interface Basis extends Order {
	signer: Signer;
	addressList: string[];
}

export type PreparedTx =
	| { kind: 'cosmos'; plan: CosmosPlan; prepared: PreparedCosmos }
	| { kind: 'evm'; plan: EvmPlan; gasCost: bigint; chain: EvmChain; nativeDenom: string };

/** A decoded, checked plan ready to be prepared again (after a refusal) without asking the router. */
export interface Planned {
	basis: Basis;
	hook: SignedOpHook | null;
	plan: Plan;
}

export interface Ready extends Planned {
	tx: PreparedTx;
	review: ReviewTx;
}

/** A refused attempt being made again: the entry it left in the history, and the fee changes so far. */
export interface Redo {
	refusedId: string;
	adjust: FeeAdjustment;
}

/** Where to pick up again after a problem. */
export type Resume =
	/** From the addresses step. */
	| { from: 'start'; order: Order }
	/** After the addresses: the op hook, or the messages. */
	| { from: 'basis'; basis: Basis }
	/** Ask the wallet to sign the op hook again. */
	| { from: 'authorize'; basis: Basis; opHook: OpHook; review: HookReview }
	/** Fetch, check and prepare the messages again. */
	| { from: 'messages'; basis: Basis; hook: SignedOpHook | null }
	/** Ask the wallet again for the same prepared transaction (nothing was signed). */
	| { from: 'sign'; ready: Ready; redo: Redo | null }
	/** Re-read the account, simulate, rebuild and sign anew (after a chain refused the bytes). */
	| { from: 'resign'; planned: Planned; redo: Redo }
	/** The same signed bytes again: the first broadcast's answer never came, so the chain may or may not have them. */
	| { from: 'rebroadcast'; ready: Ready; bytes: Uint8Array; hash: string; historyId: string; redo: Redo | null };

export type PrepStep = 'addresses' | 'authorize' | 'messages' | 'review';

export type Phase =
	| { name: 'editing'; notice: string | null }
	| { name: 'quoting' }
	/** The quote carries a bad-price warning: explicit consent first. */
	| { name: 'warned'; order: Order }
	| { name: 'preparing'; route: Route; step: PrepStep; waiting: Waiting; hint: string }
	/** The op hook's conversion, shown before the wallet signs it. */
	| { name: 'authorizing'; basis: Basis; opHook: OpHook; review: HookReview }
	| { name: 'reviewing'; ready: Ready }
	/** Signing was asked for: the quote is checked once more first. */
	| { name: 'confirming'; ready: Ready }
	| { name: 'signing'; ready: Ready; step: 'approve' | 'sign'; waiting: Waiting; hint: string }
	| { name: 'broadcasting'; ready: Ready; historyId: string; hash: string }
	| { name: 'tracking'; ready: Ready; historyId: string; hash: string; chainHash: string | null; inclusion: Inclusion }
	| { name: 'stopped'; route: Route; at: StepId; problem: StepProblem; resume: Resume | null; review: ReviewTx | null }
	| { name: 'ended'; outcome: Ending };

export type Inclusion = 'pending' | 'included' | 'failed' | 'timeout';

export type Ending =
	/** The chain refused the signed transaction: nothing was sent, the funds never left. */
	| { kind: 'not-sent'; ready: Ready; problem: StepProblem; resume: Resume; historyId: string }
	/** The transfer reached its ending (its history entry says how). */
	| { kind: 'finished'; ready: Ready; historyId: string; hash: string };

export const STEP_TITLES: Record<StepId, string> = {
	addresses: 'Addresses',
	authorize: 'Authorize conversion',
	messages: 'Fetch messages',
	review: 'Review',
	approve: 'Approve tokens',
	sign: 'Sign',
	broadcast: 'Broadcast',
	track: 'Track'
};

const ORDER: StepId[] = ['addresses', 'authorize', 'messages', 'review', 'approve', 'sign', 'broadcast', 'track'];

/** The route of any phase past the form. */
export function routeOf(p: Phase): Route | null {
	switch (p.name) {
		case 'editing':
		case 'quoting':
			return null;
		case 'warned':
			return p.order.route;
		case 'authorizing':
			return p.basis.route;
		case 'reviewing':
		case 'confirming':
		case 'signing':
		case 'broadcasting':
		case 'tracking':
			return p.ready.basis.route;
		case 'ended':
			return p.outcome.ready.basis.route;
		default:
			return p.route;
	}
}

/** The step a phase is at, and whether it stopped there. */
export function currentStep(p: Phase): { id: StepId; error: boolean } | null {
	switch (p.name) {
		case 'editing':
		case 'quoting':
		case 'warned':
			return null;
		case 'preparing':
			return { id: p.step, error: false };
		case 'authorizing':
			return { id: 'authorize', error: false };
		case 'reviewing':
		case 'confirming':
			return { id: 'review', error: false };
		case 'signing':
			return { id: p.step, error: false };
		case 'broadcasting':
			return { id: 'broadcast', error: false };
		case 'tracking':
			return { id: 'track', error: false };
		case 'stopped':
			return { id: p.at, error: true };
		case 'ended':
			return p.outcome.kind === 'not-sent' ? { id: 'broadcast', error: true } : { id: 'track', error: false };
	}
}

/** Which optional steps this route has: the conversion (op hook) and token approvals (EVM sources). */
export interface StepShape {
	authorize: boolean;
	approve: boolean;
}

export interface StepView {
	id: StepId;
	title: string;
	status: StepStatus;
}

/** The stepper: steps before the current one done, the current one active (or failed), the rest to do. */
export function stepsOf(p: Phase, shape: StepShape): StepView[] {
	const at = currentStep(p);
	const finished = p.name === 'ended' && p.outcome.kind === 'finished';
	const ids = ORDER.filter((id) => (id !== 'authorize' || shape.authorize) && (id !== 'approve' || shape.approve));
	const index = at ? ids.indexOf(at.id) : -1;
	return ids.map((id, i) => ({
		id,
		title: STEP_TITLES[id],
		status: finished || i < index ? 'done' : i === index ? (at!.error ? 'error' : 'active') : 'todo'
	}));
}

/** What the current step waits for (null when nothing runs: stopped or ended). */
export function waitingOf(p: Phase): Waiting | null {
	switch (p.name) {
		case 'preparing':
		case 'signing':
			return p.waiting;
		case 'authorizing':
		case 'reviewing':
		case 'warned':
			return 'user';
		case 'quoting':
		case 'confirming':
		case 'broadcasting':
		case 'tracking':
			return 'network';
		default:
			return null;
	}
}

/** One line: what is happening or what the wallet asks for. */
export function hintOf(p: Phase): string | null {
	switch (p.name) {
		case 'preparing':
		case 'signing':
			return p.hint;
		case 'authorizing':
			return 'Read what the conversion does, then authorize it in your wallet.';
		case 'reviewing':
			return 'Check the transaction, then sign it in your wallet.';
		case 'confirming':
			return 'Making sure the quote is still current…';
		case 'broadcasting':
			return 'Sending the signed transaction to the chain…';
		case 'tracking':
			return p.inclusion === 'pending'
				? 'Waiting for the transaction to be included in a block…'
				: p.inclusion === 'timeout'
					? 'Not in a block yet; Loom keeps following it.'
					: 'Following the transfer…';
		case 'ended':
			return p.outcome.kind === 'finished' ? 'The transfer has ended.' : null;
		default:
			return null;
	}
}

/** The decoded plan, once a phase knows it. */
export function planOf(p: Phase): Plan | null {
	switch (p.name) {
		case 'reviewing':
		case 'confirming':
		case 'signing':
		case 'broadcasting':
		case 'tracking':
			return p.ready.plan;
		case 'stopped': {
			const r = p.resume;
			if (r?.from === 'resign') return r.planned.plan;
			return r?.from === 'sign' || r?.from === 'rebroadcast' ? r.ready.plan : null;
		}
		case 'ended':
			return p.outcome.ready.plan;
		default:
			return null;
	}
}

/** The optional steps: the conversion when the route needs an op hook; approvals on EVM sources (until the plan says whether any are needed). */
export function shapeOf(p: Phase, sourceIsEvm: boolean): StepShape {
	const route = routeOf(p);
	const plan = planOf(p);
	return {
		authorize: route?.requiredOpHook ?? false,
		approve: plan ? plan.kind === 'evm' && plan.approvals.length > 0 : sourceIsEvm
	};
}
