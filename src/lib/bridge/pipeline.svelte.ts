// The signing pipeline as an explicit stepper: Addresses → Authorize conversion (op hook, when needed)
// → Fetch messages → Review → Approve tokens (ERC-20, when needed) → Sign → Broadcast → Track. Each
// step names the wallet action it waits for and can stop with its own problem and "Try again". The
// heavy half (decoding, guards, signing) is imported on demand; the transfer is written to history
// the moment the wallet returns the signed bytes, before they are broadcast.
import type { Route, RouterClient } from '$lib/api/router';
import type { ChainRest } from '$lib/api/chain-rest';
import type { Plan } from '$lib/signing/decode';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { KeplrChainInfo } from '$lib/wallet/types';
import { addressChainOf, feeTokensOf, nativeAssetOf, type Catalogue } from './catalogue';
import { newEntry, summarizeRoute } from './entry';
import type { Exec } from './exec/index';
import type { Coin } from './fees';
import type { BridgeHistory } from './history.svelte';
import { reviewPlan, routeContracts, type ReviewMessage, type ReviewTx } from './review';
import { describeStepError, FlowInvalidatedError, RefusedError, type StepProblem } from './step-errors';
import { coinText as formatCoin } from './format';
import { transferId } from './tx-ref';

export type StepId = 'addresses' | 'authorize' | 'messages' | 'review' | 'approve' | 'sign' | 'broadcast' | 'track';
export type StepStatus = 'todo' | 'active' | 'done' | 'error' | 'skipped';
/** What the active step is waiting for. */
export type Waiting = 'user' | 'wallet' | 'network' | null;

export interface PipelineDeps {
	route: Route;
	catalogue: Catalogue;
	network: string;
	router: RouterClient;
	wallet: WalletConnection;
	history: BridgeHistory;
	recipient: string;
	slippage: string;
	balanceOf(denom: string): bigint | undefined;
	suggest(chainId: string): KeplrChainInfo | null;
	loadExec(): Promise<Exec>;
	/** Re-quote if the quote is older than 10 s; resolves with the latest route for these inputs. */
	freshRoute(): Promise<Route | null>;
	changes(before: Route, after: Route): string[];
	onSent?(id: string): void;
}

const TITLES: Record<StepId, string> = {
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

interface Signer {
	/** The account that signs on the source chain (init1…, 0x…, or the chain's bech32). */
	address: string;
	via: 'evm' | 'cosmos';
	pubkey: Uint8Array | null;
}

export class Pipeline {
	route = $state.raw<Route>(null as unknown as Route);
	status = $state<Record<StepId, StepStatus>>(Object.fromEntries(ORDER.map((s) => [s, 'todo'])) as Record<StepId, StepStatus>);
	current = $state<StepId>('addresses');
	waiting = $state<Waiting>(null);
	/** One line: what is happening or what the wallet asks for. */
	hint = $state<string | null>(null);
	problem = $state.raw<StepProblem | null>(null);
	hook = $state.raw<{ chainName: string; messages: ReviewMessage[] } | null>(null);
	review = $state.raw<ReviewTx[] | null>(null);
	/** Differences of a re-quoted route the user must confirm before signing. */
	changed = $state.raw<{ route: Route; changes: string[] } | null>(null);
	txHash = $state<string | null>(null);
	/** The hash computed from the signed bytes, when the chain answered a different one. */
	hashMismatch = $state<string | null>(null);
	historyId = $state<string | null>(null);
	inclusion = $state<'pending' | 'included' | 'failed' | 'timeout' | null>(null);

	#d: PipelineDeps;
	#exec: Exec | null = null;
	#ctrl = new AbortController();
	#retry: (() => Promise<void>) | null = null;
	#signer: Signer | null = null;
	#addressList: string[] = [];
	#opHook: { chain_id: string; hook: { msg_type_url: string; msg: string }[] } | null = null;
	#signedHook: { signer: string; hook: string } | null = null;
	#plan: Plan | null = null;
	#prepared: Awaited<ReturnType<Exec['prepareCosmos']>> | null = null;
	#epoch: number;

	constructor(deps: PipelineDeps) {
		this.#d = deps;
		this.route = deps.route;
		this.#epoch = deps.wallet.epoch;
		if (!deps.route.requiredOpHook) this.status.authorize = 'skipped';
		// Only EVM transactions carry ERC-20 approvals.
		if (deps.catalogue.chain(deps.route.sourceAssetChainId)?.kind !== 'evm') this.status.approve = 'skipped';
	}

	/** The steps this route goes through (optional ones drop out once known to be skipped). */
	get steps() {
		return ORDER.filter((id) => this.status[id] !== 'skipped').map((id) => ({ id, title: TITLES[id], status: this.status[id] }));
	}

	get title() {
		return TITLES[this.current];
	}

	get busy() {
		return this.waiting === 'network' || this.waiting === 'wallet';
	}

	/** Past the point of no return: the transaction may be on chain. */
	get sent() {
		return this.historyId !== null;
	}

	start(): Promise<void> {
		return this.#phase(() => this.#prepareAddresses());
	}

	/** The user read the conversion and asks the wallet to sign it. */
	authorize(): Promise<void> {
		return this.#phase(() => this.#signHook());
	}

	/** The user reviewed the transaction and asks the wallet to sign it. */
	confirm(): Promise<void> {
		return this.#phase(() => this.#signAndSend());
	}

	/** The user accepted the re-quoted route: fetch messages for it again. */
	acceptChanges(): Promise<void> {
		const next = this.changed?.route;
		if (!next) return Promise.resolve();
		this.route = next;
		this.changed = null;
		this.review = null;
		if (next.requiredOpHook && !this.#signedHook) {
			this.status.authorize = 'todo';
			return this.#phase(() => this.#prepareHook());
		}
		return this.#phase(() => this.#fetchAndReview());
	}

	/** A refreshed quote arrived while reviewing: ask for confirmation if the user would see a difference. */
	noticeRoute(latest: Route | null): void {
		if (!latest || this.sent || this.busy || this.status.review === 'todo') return;
		const changes = this.#d.changes(this.route, latest);
		this.changed = changes.length ? { route: latest, changes } : null;
	}

	retry(): Promise<void> {
		const again = this.#retry;
		return again ? this.#phase(again) : Promise.resolve();
	}

	cancel(): void {
		this.#ctrl.abort();
	}

	/** The transfer reached its ending (seen in the history): the last step is done. */
	finish(): void {
		if (this.status.track === 'done') return;
		this.status.track = 'done';
		this.waiting = null;
		this.hint = 'The transfer has ended.';
	}

	#setStep(id: StepId, status: StepStatus, waiting: Waiting = null, hint: string | null = null) {
		this.status[id] = status;
		if (status === 'active' || status === 'error') this.current = id;
		this.waiting = status === 'active' ? waiting : null;
		this.hint = hint;
	}

	#done(id: StepId) {
		this.status[id] = 'done';
	}

	async #phase(run: () => Promise<void>): Promise<void> {
		this.problem = null;
		this.#retry = run;
		try {
			this.#checkEpoch();
			await run();
		} catch (e) {
			if (this.#ctrl.signal.aborted) return;
			this.problem = describeStepError(e);
			this.status[this.current] = 'error';
			this.waiting = null;
		}
	}

	#checkEpoch() {
		if (this.#d.wallet.epoch !== this.#epoch) {
			throw new FlowInvalidatedError('Your wallet account changed, so the prepared transfer was discarded. Preview the route again.');
		}
	}

	async #loadExec(): Promise<Exec> {
		return (this.#exec ??= await this.#d.loadExec());
	}

	#sourceChain() {
		const c = this.#d.catalogue.chain(this.route.sourceAssetChainId);
		if (!c) throw new Error(`Unknown source chain ${this.route.sourceAssetChainId}`);
		return c;
	}

	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache, never rendered
	#rests = new Map<string, ChainRest>();

	#restOrNull(chainId: string): ChainRest | null {
		const c = this.#d.catalogue.chain(chainId);
		const url = c?.registry?.rest ?? c?.router.rest;
		if (!url || !this.#exec) return null;
		let rest = this.#rests.get(chainId);
		if (!rest) this.#rests.set(chainId, (rest = this.#exec.createChainRest(url)));
		return rest;
	}

	#rest(chainId: string): ChainRest {
		const rest = this.#restOrNull(chainId);
		if (!rest) throw new Error(`Loom knows no REST endpoint for ${this.#d.catalogue.chain(chainId)?.name ?? chainId}.`);
		return rest;
	}

	#provider() {
		const p = this.#d.wallet.evmProvider();
		const evm = this.#d.wallet.evm;
		if (!p || !evm) throw new FlowInvalidatedError('Connect your EVM wallet again to continue.');
		return { provider: p, evm };
	}

	/** Step 1: who signs, the EVM key's public key when needed, and the /msgs address_list. */
	async #prepareAddresses() {
		this.#setStep('addresses', 'active', 'network', 'Loading the signing tools…');
		const exec = await this.#loadExec();
		const src = this.#sourceChain();
		const { wallet } = this.#d;
		const chains = this.#d.catalogue.chains.map(addressChainOf);
		const needsCosmosIntermediate = this.route.requiredChainAddresses
			.slice(0, -1)
			.some((id) => this.#d.catalogue.chain(id)?.kind === 'cosmos' && id !== src.id);
		let signer: Signer;
		if (src.kind === 'initia' && wallet.evm) {
			signer = { address: wallet.evm.initAddress, via: 'evm', pubkey: await this.#evmPubkey(exec) };
		} else if (src.kind === 'evm' && wallet.evm) {
			signer = { address: wallet.evm.address, via: 'evm', pubkey: needsCosmosIntermediate ? await this.#evmPubkey(exec) : null };
		} else if ((src.kind === 'cosmos' || src.kind === 'initia') && wallet.cosmos) {
			this.#setStep('addresses', 'active', 'wallet', `Allow ${wallet.cosmos.name} to share your ${src.name} address.`);
			const key = await wallet.cosmosKeyFor(src.id, this.#d.suggest);
			if (!key) throw new FlowInvalidatedError('Connect your Cosmos wallet again to continue.');
			signer = { address: key.address, via: 'cosmos', pubkey: key.pubKey };
		} else {
			throw new FlowInvalidatedError(`Connect a wallet that can sign on ${src.name}.`);
		}
		this.#setStep('addresses', 'active', 'network', 'Building the address list…');
		this.#signer = signer;
		this.#addressList = exec.buildAddressList(this.route.requiredChainAddresses, {
			chains,
			...(wallet.evm ? { userInitAddress: wallet.evm.initAddress, userEvmAddress: wallet.evm.address } : {}),
			// Keplr signing on an Initia chain: its key there is the user's Initia account.
			...(!wallet.evm && signer.via === 'cosmos' && src.kind === 'initia' ? { userInitAddress: signer.address } : {}),
			...(signer.via === 'cosmos' ? { cosmosAddress: signer.address } : {}),
			...(signer.via === 'evm' && signer.pubkey ? { cosmosPubkey: signer.pubkey } : {}),
			recipient: this.#d.recipient
		});
		this.#done('addresses');
		if (this.route.requiredOpHook) await this.#prepareHook();
		else await this.#fetchAndReview();
	}

	async #evmPubkey(exec: Exec): Promise<Uint8Array> {
		const { provider, evm } = this.#provider();
		const initia = this.#d.catalogue.chains.filter((c) => c.kind === 'initia');
		// The source chain first: that is where the account most likely signed before.
		initia.sort((a, b) => Number(b.id === this.route.sourceAssetChainId) - Number(a.id === this.route.sourceAssetChainId));
		const rests = initia.map((c) => this.#restOrNull(c.id)).filter((r): r is ChainRest => r !== null);
		this.#setStep('addresses', 'active', 'network', 'Looking up your account…');
		const known = await exec.knownPubkey(evm.initAddress, rests);
		if (known) return known;
		this.#setStep('addresses', 'active', 'wallet', 'Sign the message "identify your Initia account" in your wallet (once per account).');
		return exec.identify(evm.initAddress, exec.personalSigner(provider, evm.address));
	}

	/** Step 2a: what the op hook authorises, shown before the wallet prompt. */
	async #prepareHook() {
		this.#setStep('authorize', 'active', 'network', 'Asking the router what the conversion does…');
		const exec = await this.#loadExec();
		const evm = this.#d.wallet.evm;
		if (!evm) throw new FlowInvalidatedError('This route converts the funds on arrival, which needs an EVM wallet. Connect one to continue.');
		const recipient = exec.toInitiaAddress(this.#d.recipient);
		if (!exec.sameAccount(recipient, evm.initAddress)) {
			throw new RefusedError(['This route converts the funds on arrival, and only the recipient can authorize that. Send to your own address instead.']);
		}
		const r = this.route;
		const hook = await this.#d.router.opHook(
			{
				sourceAddress: this.#addressList[0]!,
				sourceAssetChainId: r.sourceAssetChainId,
				sourceAssetDenom: r.sourceAssetDenom,
				destAddress: recipient,
				destAssetChainId: r.destAssetChainId,
				destAssetDenom: r.destAssetDenom
			},
			{ signal: this.#ctrl.signal }
		);
		this.#opHook = { chain_id: hook.chainId, hook: hook.hook.map((h) => ({ msg_type_url: h.msgTypeUrl, msg: h.msg })) };
		const decoded = exec.decodeOpHook(this.#opHook);
		const chainName = this.#d.catalogue.chain(hook.chainId)?.name ?? hook.chainId;
		this.hook = {
			chainName,
			messages: decoded.map((m) => ({
				title: m.label,
				typeUrl: m.typeUrl,
				fields: [
					{ label: 'Runs on', value: `${chainName} (${hook.chainId})` },
					{ label: 'As', value: m.sender, mono: true },
					...(m.contract ? [{ label: 'Contract', value: m.contract, mono: true }] : [])
				],
				memo: null
			}))
		};
		this.#setStep('authorize', 'active', 'user', 'Read what the conversion does, then authorize it in your wallet.');
	}

	/** Step 2b: wait for the account on the hook chain, then sign the hook (EIP-191). */
	async #signHook() {
		const exec = await this.#loadExec();
		const hook = this.#opHook;
		if (!hook) return this.#prepareHook();
		const { provider, evm } = this.#provider();
		const rest = this.#rest(hook.chain_id);
		const chainName = this.hook?.chainName ?? hook.chain_id;
		let account = null;
		for (let i = 0; i < 24 && !this.#ctrl.signal.aborted; i++) {
			this.#setStep('authorize', 'active', 'network', i === 0 ? `Checking your account on ${chainName}…` : `Waiting for your account on ${chainName} (${i}/24)…`);
			account = await rest.accountInfo(evm.initAddress, { signal: this.#ctrl.signal });
			if (account) break;
			await new Promise((r) => setTimeout(r, 5000));
		}
		if (!account) throw new Error(`Timeout: your account ${evm.initAddress} was not found on ${chainName}.`);
		const pubkey = this.#signer?.pubkey ?? (await this.#evmPubkey(exec));
		this.#setStep('authorize', 'active', 'wallet', 'Sign the conversion in your wallet.');
		await this.#reReadEvm(exec, evm.address);
		this.#signedHook = await exec.signOpHook({
			opHook: hook,
			sourceChainId: this.route.sourceAssetChainId,
			signer: evm.initAddress,
			pubkey,
			accountNumber: account.accountNumber,
			sequence: account.sequence,
			personalSign: exec.personalSigner(provider, evm.address)
		});
		this.#done('authorize');
		await this.#fetchAndReview();
	}

	/** Steps 3–4: /msgs, decode, guard, fees; then wait for the user's review. */
	async #fetchAndReview() {
		const exec = await this.#loadExec();
		this.#setStep('messages', 'active', 'network', 'Fetching the transaction from the router…');
		this.review = null;
		const msgs = await this.#d.router.msgs(
			{
				route: this.route,
				addressList: this.#addressList,
				slippageTolerancePercent: this.#d.slippage,
				...(this.#signedHook ? { signedOpHook: this.#signedHook } : {})
			},
			{ signal: this.#ctrl.signal }
		);
		this.#done('messages');
		this.#setStep('review', 'active', 'network', 'Checking the transaction…');
		const plans = exec.planRouterTxs({ txs: exec.toSigningTxs(msgs.txs) });
		if (plans.length !== 1) {
			throw new RefusedError([
				plans.length === 0 ? 'The router returned no transaction to sign.' : `This route needs ${plans.length} transactions; Loom signs single-transaction routes only.`
			]);
		}
		const plan = plans[0]!;
		const signer = this.#signer!;
		const cat = this.#d.catalogue;
		const r = this.route;
		const problems = exec.checkPlan(plan, {
			route: { sourceChainId: r.sourceAssetChainId, sourceDenom: r.sourceAssetDenom, amountIn: r.amountIn.toString() },
			walletAddress: signer.address,
			addressList: this.#addressList,
			knownChainIds: cat.chains.map((c) => c.id),
			knownContracts: routeContracts(r)
		});
		if (problems.length) throw new RefusedError(problems.map((p) => p.message));
		const src = this.#sourceChain();
		const format = (chainId: string, c: Coin) => formatCoin(cat, chainId, c);
		let summary;
		let raw;
		if (plan.kind === 'cosmos') {
			const prepared = await exec.prepareCosmos({
				plan,
				rest: this.#rest(plan.chainId),
				chainName: src.name,
				signer: await this.#cosmosSigner(exec, true),
				feeTokens: feeTokensOf(src),
				balanceOf: this.#d.balanceOf,
				format: (c) => format(plan.chainId, c),
				symbolOf: (d) => cat.asset(plan.chainId, d)?.symbol ?? d,
				spend: { denom: r.sourceAssetDenom, amount: r.amountIn },
				signal: this.#ctrl.signal
			});
			this.#prepared = prepared;
			summary = [
				{ label: 'Network fee', value: format(plan.chainId, prepared.fee) },
				{ label: 'Gas limit', value: prepared.gas.toLocaleString('en') },
				{ label: 'Chain id', value: plan.chainId, mono: true },
				{ label: 'Signing', value: prepared.mode === 'EIP-191' ? 'EIP-191 (your EVM wallet shows this document as text)' : `Keplr ${prepared.mode.toLowerCase()} mode` }
			];
			raw = prepared.signDoc;
		} else {
			const rpc = src.router.rpc ?? src.registry?.jsonRpc;
			if (!rpc) throw new Error(`Loom knows no JSON-RPC endpoint for ${src.name}.`);
			const nativeAsset = nativeAssetOf(cat, src);
			const native = nativeAsset?.denom ?? `${src.id}-native`;
			const gasCost = await exec.checkEvmFunds(plan, rpc, (c) => format(plan.chainId, c), { denom: native, symbol: nativeAsset?.symbol ?? 'ETH' });
			summary = [
				{ label: 'Estimated gas', value: `about ${format(plan.chainId, { denom: native, amount: gasCost })}` },
				{ label: 'Chain id', value: plan.chainId, mono: true }
			];
			raw = JSON.stringify({ chainId: plan.chainId, from: plan.from, to: plan.to, value: plan.value, data: plan.data, approvals: plan.approvals }, null, 2);
			this.status.approve = plan.approvals.length ? 'todo' : 'skipped';
		}
		if (plan.kind === 'cosmos') this.status.approve = 'skipped';
		this.#plan = plan;
		this.review = [reviewPlan(plan, { chainName: (id) => cat.chain(id)?.name ?? id, format, recipient: this.#d.recipient }, { summary, raw })];
		this.#setStep('review', 'active', 'user', 'Check the transaction, then sign it in your wallet.');
	}

	async #cosmosSigner(exec: Exec, forPreview = false) {
		const signer = this.#signer!;
		if (signer.via === 'evm') {
			const { provider, evm } = this.#provider();
			return { kind: 'eip191' as const, personalSign: exec.personalSigner(provider, evm.address), pubkey: signer.pubkey ?? (await this.#evmPubkey(exec)) };
		}
		const keplr = this.#d.wallet.cosmosApi();
		const chainId = this.route.sourceAssetChainId;
		const key = forPreview ? this.#d.wallet.cosmos?.keys[chainId] : await this.#d.wallet.cosmosKeyFor(chainId, this.#d.suggest);
		if (!keplr || !key) throw new FlowInvalidatedError('Connect your Cosmos wallet again to continue.');
		return { kind: 'keplr' as const, keplr, key: { algo: key.algo, pubKey: key.pubKey, bech32Address: key.address, isNanoLedger: key.isNanoLedger } };
	}

	async #reReadEvm(exec: Exec, expected: string) {
		const { provider } = this.#provider();
		const now = await exec.currentEvmAccount(provider);
		if (!now || !exec.sameAccount(now, expected)) {
			throw new FlowInvalidatedError('Your wallet is on a different account now. Preview the route again with the account you want to use.');
		}
	}

	/** Steps 5–8. Re-checks the quote first: a changed route needs the user's confirmation. */
	async #signAndSend() {
		const exec = await this.#loadExec();
		const plan = this.#plan;
		if (!plan) return this.#fetchAndReview();
		this.#setStep('review', 'active', 'network', 'Making sure the quote is still current…');
		const latest = await this.#d.freshRoute();
		const changes = latest ? this.#d.changes(this.route, latest) : [];
		if (latest && changes.length) {
			this.changed = { route: latest, changes };
			this.#setStep('review', 'active', 'user', 'The route changed. Confirm the updated route to continue.');
			return;
		}
		this.#done('review');
		this.#checkEpoch();
		if (plan.kind === 'cosmos') await this.#sendCosmos(exec, plan.chainId);
		else await this.#sendEvm(exec, plan);
	}

	async #sendCosmos(exec: Exec, chainId: string) {
		const prepared = this.#prepared!;
		const signer = await this.#cosmosSigner(exec);
		this.#setStep('sign', 'active', 'wallet', signer.kind === 'eip191' ? 'Sign the transaction in your wallet (it shows the document as text).' : 'Approve the transaction in your wallet.');
		if (signer.kind === 'eip191') await this.#reReadEvm(exec, this.#provider().evm.address);
		else {
			const key = await signer.keplr.getKey(chainId);
			if (key.bech32Address !== prepared.plan.signer) throw new FlowInvalidatedError('Your wallet is on a different account now. Preview the route again.');
		}
		const bytes = await exec.signCosmos(prepared, signer);
		this.#done('sign');
		const localHash = exec.txHash(bytes);
		this.#record(chainId, localHash, false, 'pending');
		await this.#broadcastCosmos(exec, chainId, bytes, localHash);
	}

	async #broadcastCosmos(exec: Exec, chainId: string, bytes: Uint8Array, localHash: string) {
		this.#retry = () => this.#broadcastCosmos(exec, chainId, bytes, localHash);
		this.#setStep('broadcast', 'active', 'network', 'Sending the signed transaction to the chain…');
		const id = this.historyId!;
		const { history } = this.#d;
		// Nobody tracks it while this tab still learns whether the chain took it (a reload forgets this).
		history.sending = [...history.sending.filter((s) => s !== id), id];
		let hash: string;
		try {
			hash = await exec.broadcastCosmos(this.#rest(chainId), bytes);
		} catch (e) {
			if ((e as Error).name === 'BroadcastRejectedError') {
				const b = e as Error & { rawLog: string; code: number };
				// "already in the mempool": an earlier attempt got through.
				if (b.code !== 19) {
					history.patch(id, { broadcast: 'rejected', broadcastError: b.rawLog.slice(0, 1200) || b.message });
					throw e;
				}
				hash = localHash;
			} else throw e;
		} finally {
			history.sending = history.sending.filter((s) => s !== id);
		}
		if (hash !== localHash) this.hashMismatch = hash;
		this.txHash = localHash;
		history.patch(id, { broadcast: 'sent' });
		this.#done('broadcast');
		this.#d.onSent?.(id);
		await this.#follow(async () => {
			const inc = await exec.waitForInclusion(this.#rest(chainId), localHash, this.#ctrl.signal);
			if (inc.kind === 'failed') this.#d.history.patch(id, { broadcast: 'failed', broadcastError: inc.rawLog.slice(0, 1200) });
			return inc.kind;
		});
	}

	async #sendEvm(exec: Exec, plan: Extract<Plan, { kind: 'evm' }>) {
		const src = this.#sourceChain();
		const { provider } = this.#provider();
		const rpc = src.router.rpc ?? src.registry?.jsonRpc;
		const native = nativeAssetOf(this.#d.catalogue, src);
		if (!rpc) throw new Error(`Loom knows no JSON-RPC endpoint for ${src.name}.`);
		const chain = {
			id: Number(plan.chainId),
			name: src.name,
			rpcUrl: rpc,
			nativeCurrency: { name: src.router.evmFeeAsset?.name ?? native?.name ?? 'Ether', symbol: src.router.evmFeeAsset?.symbol ?? native?.symbol ?? 'ETH', decimals: src.router.evmFeeAsset?.decimals ?? 18 }
		};
		this.#setStep(plan.approvals.length ? 'approve' : 'sign', 'active', 'wallet', 'Confirm in your wallet.');
		const hash = await exec.runEvm({
			plan,
			provider,
			chain,
			rpcUrl: rpc,
			onStep: (s) => {
				if (s.kind === 'switch-chain' || s.kind === 'add-chain') this.hint = `Switch your wallet to ${src.name}.`;
				else if (s.kind === 'approve') this.#setStep('approve', 'active', 'wallet', `Approve exactly ${formatCoin(this.#d.catalogue, plan.chainId, { denom: s.token, amount: BigInt(s.amount) })} in your wallet.`);
				else if (s.kind === 'approval-sent') this.#setStep('approve', 'active', 'network', 'Waiting for the approval to be confirmed…');
				else if (s.kind === 'send') {
					if (this.status.approve === 'active') this.#done('approve');
					this.#setStep('sign', 'active', 'wallet', 'Confirm the bridge transaction in your wallet.');
				}
			}
		});
		if (this.status.approve === 'active') this.#done('approve');
		this.#done('sign');
		this.#record(plan.chainId, hash, true, 'sent');
		this.txHash = hash;
		this.#done('broadcast');
		this.#d.onSent?.(this.historyId!);
		await this.#follow(async () => {
			const inc = await exec.waitEvmInclusion(hash, rpc);
			if (inc.kind === 'failed') this.#d.history.patch(this.historyId!, { broadcast: 'failed', broadcastError: inc.rawLog });
			return inc.kind;
		});
	}

	#record(chainId: string, hash: string, evm: boolean, broadcast: 'pending' | 'sent') {
		const entry = newEntry({
			chainId,
			txHash: hash,
			evm,
			network: this.#d.network,
			origin: 'app',
			route: summarizeRoute(this.route, this.#d.catalogue),
			sender: this.#addressList[0] ?? null,
			recipient: this.#addressList.at(-1) ?? null,
			broadcast,
			now: Date.now()
		});
		this.#d.history.record(entry);
		this.historyId = transferId(chainId, entry.txHash);
	}

	/** Step 8: inclusion, then the tracker (run by the page's pool) takes over. */
	async #follow(wait: () => Promise<'included' | 'failed' | 'timeout'>) {
		this.#retry = null;
		this.#setStep('track', 'active', 'network', 'Waiting for the transaction to be included in a block…');
		this.inclusion = 'pending';
		this.inclusion = await wait();
		this.#setStep('track', 'active', 'network', this.inclusion === 'timeout' ? 'Not in a block yet; Loom keeps following it.' : 'Following the transfer…');
	}
}
