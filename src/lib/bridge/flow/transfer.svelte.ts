// One transfer from Preview to its ending, as a state machine over `Phase` (phase.ts). It decides
// what happens next; every side effect (wallet, chains, router, history) goes through FlowEffects.
// Route changes arrive through one channel: the live quote, read when needed (derived while
// reviewing, checked once more before signing). The history is the truth about a sent transfer:
// the flow's ending is derived from its entry, never pushed into the flow.
import type { OpHook, Route } from '$lib/api/router';
import { isFinished } from '../history';
import { hookReview, reviewTx, type HookReview } from '../review';
import { adjustAfter, BroadcastRejectedError, describeStepError, FlowInvalidatedError, NO_ADJUSTMENT, type StepProblem } from '../step-errors';
import type { FlowEffects, Say } from './effects';
import {
	currentStep,
	routeOf,
	type Basis,
	type Order,
	type Phase,
	type Planned,
	type PrepStep,
	type Ready,
	type Redo,
	type Resume
} from './phase';

export interface QuoteSource {
	/** The current quote for the form's inputs (null while none is current). */
	latest(): Route | null;
	/** Re-quote if the current quote is older than 10 s. */
	ensureFresh(): Promise<void>;
}

export interface FlowDeps {
	effects: FlowEffects;
	quote: QuoteSource;
	/** What the user would see differ between two quotes (empty: nothing to reconfirm). */
	describeChanges(before: Route, after: Route): string[];
	/** The chain accepted the transaction (or the EVM wallet sent it). */
	onSent?(historyId: string): void;
}

const FAILED = Symbol('failed');

export class TransferFlow {
	#phase = $state.raw<Phase>({ name: 'editing', notice: null });
	#d: FlowDeps;
	#ctrl = new AbortController();
	#epoch = 0;

	constructor(deps: FlowDeps) {
		this.#d = deps;
	}

	/** The current phase; a tracked transfer whose history entry has ended is `ended`. */
	get phase(): Phase {
		const p = this.#phase;
		if (p.name !== 'tracking') return p;
		const item = this.#d.effects.historyItem(p.historyId);
		return item && isFinished(item) ? { name: 'ended', outcome: { kind: 'finished', ready: p.ready, historyId: p.historyId, hash: p.hash } } : p;
	}

	/** Differences of the live quote from the reviewed route: signing waits until the user confirms them. */
	get changes(): string[] {
		const p = this.#phase;
		if (p.name !== 'reviewing') return [];
		return this.#changesFrom(p.ready.basis.route);
	}

	/** Past the point of no return: the chain may have the transaction. */
	get sent(): boolean {
		const p = this.phase;
		return p.name === 'broadcasting' || p.name === 'tracking' || (p.name === 'ended' && p.outcome.kind === 'finished');
	}

	/** Preview pressed: make sure the quote is fresh, ask consent for a bad price, then prepare. */
	async preview(inputs: { recipient: string; slippage: string }, stillWanted: () => boolean = () => true): Promise<void> {
		const ctrl = this.#renew();
		this.#set(ctrl, { name: 'quoting' });
		await this.#d.quote.ensureFresh();
		if (!this.#live(ctrl)) return;
		const route = this.#d.quote.latest();
		if (!route || !stillWanted()) return this.#set(ctrl, { name: 'editing', notice: null });
		const order: Order = { route, ...inputs };
		if (route.warning) return this.#set(ctrl, { name: 'warned', order });
		await this.#begin(ctrl, order);
	}

	/** The user accepts the bad-price warning. */
	async consent(): Promise<void> {
		const p = this.#phase;
		if (p.name === 'warned') await this.#begin(this.#ctrl, p.order);
	}

	/** The user read the conversion and asks the wallet to sign it. */
	async authorize(): Promise<void> {
		const p = this.#phase;
		if (p.name === 'authorizing') await this.#authorize(this.#ctrl, p.basis, p.opHook, p.review);
	}

	/** The user reviewed the transaction and asks the wallet to sign it. */
	async confirm(): Promise<void> {
		const p = this.#phase;
		if (p.name !== 'reviewing' || this.changes.length) return;
		const ctrl = this.#ctrl;
		this.#set(ctrl, { name: 'confirming', ready: p.ready });
		await this.#d.quote.ensureFresh();
		if (!this.#live(ctrl)) return;
		this.#set(ctrl, { name: 'reviewing', ready: p.ready });
		if (this.changes.length) return;
		await this.#sign(ctrl, p.ready, null);
	}

	/** The user confirmed the re-quoted route: prepare it again (addresses too if its chains changed). */
	async acceptChanges(): Promise<void> {
		const p = this.#phase;
		const latest = this.#d.quote.latest();
		if (p.name !== 'reviewing' || !latest) return;
		const { basis, hook } = p.ready;
		const order: Order = { route: latest, recipient: basis.recipient, slippage: basis.slippage };
		const sameChains = latest.requiredChainAddresses.join() === basis.route.requiredChainAddresses.join();
		if (!sameChains) return this.#begin(this.#ctrl, order);
		const next: Basis = { ...basis, route: latest };
		if (latest.requiredOpHook && !hook) return this.#afterBasis(this.#ctrl, next);
		return this.#messages(this.#ctrl, next, hook);
	}

	/** Try again, from wherever the last problem makes sense to pick up. */
	async retry(): Promise<void> {
		const p = this.#phase;
		const resume = p.name === 'stopped' ? p.resume : p.name === 'ended' && p.outcome.kind === 'not-sent' ? p.outcome.resume : null;
		if (!resume) return;
		const ctrl = this.#ctrl;
		switch (resume.from) {
			case 'start':
				return this.#begin(ctrl, resume.order);
			case 'basis':
				return this.#afterBasis(ctrl, resume.basis);
			case 'authorize':
				return this.#authorize(ctrl, resume.basis, resume.opHook, resume.review);
			case 'messages':
				return this.#messages(ctrl, resume.basis, resume.hook);
			case 'sign':
				return this.#sign(ctrl, resume.ready, resume.redo);
			case 'resign':
				return this.#resign(ctrl, resume.planned, resume.redo);
			case 'rebroadcast':
				return this.#broadcast(ctrl, resume.ready, resume.bytes, resume.hash, resume.historyId, resume.redo, true);
		}
	}

	/** Back to the form; whatever runs is abandoned (a sent transfer keeps being tracked by the history). */
	back(notice: string | null = null): void {
		this.#renew();
		this.#phase = { name: 'editing', notice };
	}

	/** The wallet's account changed: anything prepared for the previous one is void. */
	walletChanged(): void {
		const p = this.phase;
		if (this.sent || p.name === 'editing') return;
		this.back('Your wallet account changed, so the prepared transfer was discarded. Check the form and preview again.');
	}

	dispose(): void {
		this.#ctrl.abort();
	}

	// ── stages ────────────────────────────────────────────────────────────────────────────────

	async #begin(ctrl: AbortController, order: Order) {
		this.#epoch = this.#d.effects.walletEpoch;
		this.#say(ctrl, order.route, 'addresses')('network', 'Loading the signing tools…');
		const basis = await this.#attempt(ctrl, { from: 'start', order }, () => this.#d.effects.basis(order, this.#say(ctrl, order.route, 'addresses')));
		if (basis !== FAILED) await this.#afterBasis(ctrl, basis);
	}

	async #afterBasis(ctrl: AbortController, basis: Basis) {
		if (!basis.route.requiredOpHook) return this.#messages(ctrl, basis, null);
		const fx = this.#d.effects;
		this.#say(ctrl, basis.route, 'authorize')('network', 'Asking the router what the conversion does…');
		const hook = await this.#attempt(ctrl, { from: 'basis', basis }, () => fx.opHook(basis, ctrl.signal));
		if (hook === FAILED) return;
		const name = fx.catalogue.chain(hook.opHook.chainId)?.name ?? hook.opHook.chainId;
		this.#set(ctrl, { name: 'authorizing', basis, opHook: hook.opHook, review: hookReview(hook.decoded, hook.opHook.chainId, name) });
	}

	async #authorize(ctrl: AbortController, basis: Basis, opHook: OpHook, review: HookReview) {
		const say = this.#say(ctrl, basis.route, 'authorize');
		const signed = await this.#attempt(ctrl, { from: 'authorize', basis, opHook, review }, () => this.#d.effects.signHook(basis, opHook, say, ctrl.signal));
		if (signed !== FAILED) await this.#messages(ctrl, basis, signed);
	}

	async #messages(ctrl: AbortController, basis: Basis, hook: Ready['hook']) {
		const fx = this.#d.effects;
		const say = (step: PrepStep, hint: string) => this.#say(ctrl, basis.route, step)('network', hint);
		const ready = await this.#attempt(ctrl, { from: 'messages', basis, hook }, async () => {
			say('messages', 'Fetching the transaction from the router…');
			const plan = await fx.plan(basis, hook, ctrl.signal);
			say('review', 'Checking the transaction…');
			await fx.check(basis, plan);
			return this.#ready({ basis, hook, plan }, await fx.prepare(basis, plan, ctrl.signal));
		});
		if (ready !== FAILED) this.#set(ctrl, { name: 'reviewing', ready });
	}

	#ready(planned: Planned, tx: Ready['tx']): Ready {
		return { ...planned, tx, review: reviewTx(tx, this.#d.effects.reviewContext(planned.basis.recipient)) };
	}

	/** After a refusal: read the account again, simulate, rebuild, and go straight to the wallet. */
	async #resign(ctrl: AbortController, planned: Planned, redo: Redo) {
		const fx = this.#d.effects;
		this.#say(ctrl, planned.basis.route, 'review')('network', 'Reading your account again and rebuilding the transaction…');
		const ready = await this.#attempt(ctrl, { from: 'resign', planned, redo }, async () =>
			this.#ready(planned, await fx.prepare(planned.basis, planned.plan, ctrl.signal, redo.adjust))
		);
		if (ready !== FAILED) await this.#sign(ctrl, ready, redo);
	}

	async #sign(ctrl: AbortController, ready: Ready, redo: Redo | null) {
		const fx = this.#d.effects;
		const { basis, tx } = ready;
		const resume: Resume = { from: 'sign', ready, redo };
		if (tx.kind === 'cosmos') {
			this.#set(ctrl, { name: 'signing', ready, step: 'sign', waiting: 'wallet', hint: fx.signHint(basis) });
			const signed = await this.#attempt(ctrl, resume, async () => {
				const bytes = await fx.signCosmos(basis, tx);
				return { bytes, hash: await fx.txHash(bytes) };
			});
			if (signed === FAILED) return;
			const id = fx.record(basis, tx.plan.chainId, signed.hash, false, 'pending');
			return this.#broadcast(ctrl, ready, signed.bytes, signed.hash, id, redo, false);
		}
		const chainName = tx.chain.name;
		this.#set(ctrl, { name: 'signing', ready, step: tx.plan.approvals.length ? 'approve' : 'sign', waiting: 'wallet', hint: 'Confirm in your wallet.' });
		const hash = await this.#attempt(ctrl, resume, () =>
			fx.sendEvm(tx, (s) => {
				const p = this.#phase;
				if (p.name !== 'signing') return;
				if (s.kind === 'switch-chain' || s.kind === 'add-chain') this.#set(ctrl, { ...p, hint: `Switch your wallet to ${chainName}.` });
				else if (s.kind === 'approve') {
					const amount = fx.reviewContext(basis.recipient).format(tx.plan.chainId, { denom: s.token, amount: BigInt(s.amount) });
					this.#set(ctrl, { ...p, step: 'approve', waiting: 'wallet', hint: `Approve exactly ${amount} in your wallet.` });
				} else if (s.kind === 'approval-sent') this.#set(ctrl, { ...p, step: 'approve', waiting: 'network', hint: 'Waiting for the approval to be confirmed…' });
				else this.#set(ctrl, { ...p, step: 'sign', waiting: 'wallet', hint: 'Confirm the bridge transaction in your wallet.' });
			})
		);
		if (hash === FAILED) return;
		const id = fx.record(basis, tx.plan.chainId, hash, true, 'sent');
		this.#d.onSent?.(id);
		await this.#follow(ctrl, ready, id, hash, null);
	}

	async #broadcast(ctrl: AbortController, ready: Ready, bytes: Uint8Array, hash: string, historyId: string, redo: Redo | null, again: boolean) {
		const fx = this.#d.effects;
		const { tx } = ready;
		if (tx.kind !== 'cosmos') return;
		this.#set(ctrl, { name: 'broadcasting', ready, historyId, hash });
		fx.sending(historyId, true);
		let chainHash: string;
		try {
			chainHash = await fx.broadcast(tx.plan, bytes);
		} catch (e) {
			if (!this.#live(ctrl)) return;
			const refused = e instanceof BroadcastRejectedError ? e : null;
			// "already in the mempool": an earlier attempt with these bytes got through.
			if (refused?.code === 19) chainHash = hash;
			// The first answer never came: if these bytes got in then, the chain now says "sequence used".
			else if (refused?.code === 32 && again && (await fx.waitInclusion(tx, hash, ctrl.signal, 6_000)).kind === 'included') chainHash = hash;
			else if (refused) return this.#refused(ctrl, ready, historyId, refused, redo);
			else return this.#stop(ctrl, e, { from: 'rebroadcast', ready, bytes, hash, historyId, redo });
		} finally {
			fx.sending(historyId, false);
		}
		fx.patch(historyId, { broadcast: 'sent' });
		// The earlier refused attempt of this transfer is superseded by this one.
		if (redo && redo.refusedId !== historyId) fx.forget(redo.refusedId);
		this.#d.onSent?.(historyId);
		await this.#follow(ctrl, ready, historyId, hash, chainHash === hash ? null : chainHash);
	}

	/** Nothing was sent: the chain refused these bytes. Try again signs new ones. */
	#refused(ctrl: AbortController, ready: Ready, historyId: string, e: BroadcastRejectedError, redo: Redo | null) {
		const fx = this.#d.effects;
		fx.patch(historyId, { broadcast: 'rejected', broadcastError: e.rawLog.slice(0, 1200) || e.message });
		if (redo && redo.refusedId !== historyId) fx.forget(redo.refusedId);
		const problem: StepProblem = { ...describeStepError(e), retry: true };
		const next: Redo = { refusedId: historyId, adjust: adjustAfter(e, redo?.adjust ?? NO_ADJUSTMENT) };
		const { basis, hook, plan } = ready;
		this.#set(ctrl, { name: 'ended', outcome: { kind: 'not-sent', ready, problem, resume: { from: 'resign', planned: { basis, hook, plan }, redo: next }, historyId } });
	}

	/** Inclusion, then the tracker (run by the page's pool) takes over through the history. */
	async #follow(ctrl: AbortController, ready: Ready, historyId: string, hash: string, chainHash: string | null) {
		const fx = this.#d.effects;
		let base = { name: 'tracking', ready, historyId, hash, chainHash } as const;
		this.#set(ctrl, { ...base, inclusion: 'pending' });
		const inclusion = await fx.waitInclusion(ready.tx, hash, ctrl.signal, undefined, historyId).catch(() => ({ kind: 'timeout' as const }));
		// Sped up in the wallet: the old hash never lands, so the history and the router follow the new one.
		if (inclusion.kind !== 'timeout' && inclusion.spedUpAs) {
			base = { ...base, historyId: fx.rehash(historyId, inclusion.spedUpAs), hash: inclusion.spedUpAs };
		}
		if (inclusion.kind === 'failed') fx.patch(base.historyId, { broadcast: 'failed', broadcastError: inclusion.rawLog.slice(0, 1200) });
		this.#set(ctrl, { ...base, inclusion: inclusion.kind });
	}

	// ── plumbing ──────────────────────────────────────────────────────────────────────────────

	#renew(): AbortController {
		this.#ctrl.abort();
		return (this.#ctrl = new AbortController());
	}

	#live(ctrl: AbortController): boolean {
		return ctrl === this.#ctrl && !ctrl.signal.aborted;
	}

	#set(ctrl: AbortController, phase: Phase): void {
		if (this.#live(ctrl)) this.#phase = phase;
	}

	#say(ctrl: AbortController, route: Route, step: PrepStep): Say {
		return (waiting, hint) => this.#set(ctrl, { name: 'preparing', route, step, waiting, hint });
	}

	#changesFrom(route: Route): string[] {
		const latest = this.#d.quote.latest();
		return latest && latest !== route ? this.#d.describeChanges(route, latest) : [];
	}

	/** Runs one stage; a problem stops the flow where it happened, to be resumed from `resume`. */
	async #attempt<T>(ctrl: AbortController, resume: Resume, run: () => Promise<T>): Promise<T | typeof FAILED> {
		try {
			if (this.#d.effects.walletEpoch !== this.#epoch) {
				throw new FlowInvalidatedError('Your wallet account changed, so the prepared transfer was discarded. Preview the route again.');
			}
			return await run();
		} catch (e) {
			this.#stop(ctrl, e, resume);
			return FAILED;
		}
	}

	#stop(ctrl: AbortController, e: unknown, resume: Resume) {
		if (!this.#live(ctrl)) return;
		const p = this.#phase;
		const problem = describeStepError(e);
		const review = p.name === 'reviewing' || p.name === 'confirming' || p.name === 'signing' || p.name === 'broadcasting' ? p.ready.review : null;
		this.#set(ctrl, {
			name: 'stopped',
			route: routeOf(p) ?? resumeRoute(resume),
			at: currentStep(p)?.id ?? 'addresses',
			problem,
			resume: problem.retry ? resume : null,
			review
		});
	}
}

function resumeRoute(r: Resume): Route {
	switch (r.from) {
		case 'start':
			return r.order.route;
		case 'basis':
		case 'authorize':
		case 'messages':
			return r.basis.route;
		case 'resign':
			return r.planned.basis.route;
		default:
			return r.ready.basis.route;
	}
}
