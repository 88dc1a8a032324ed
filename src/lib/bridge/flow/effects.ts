// Every side effect of a transfer in one place: the wallet (who signs, prompts), the chains (accounts,
// simulation, broadcast, inclusion), the router (op hook, msgs) and the history (recording what was
// signed before it is broadcast). The flow (transfer.svelte.ts) only decides which of these to call;
// the signing code itself is the on-demand `exec` module.
import type { OpHook, RouterClient } from '$lib/api/router';
import type { ChainRest } from '$lib/api/chain-rest';
import type { CosmosPlan, DecodedMsg, EvmPlan, Plan } from '$lib/signing/decode';
import type { EvmStep } from '$lib/signing/evm';
import type { SignedOpHook } from '$lib/signing/op-hook';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { KeplrChainInfo } from '$lib/wallet/types';
import { addressChainOf, feeTokensOf, nativeAssetOf, type BridgeChain, type Catalogue } from '../catalogue';
import { newEntry, summarizeRoute } from '../entry';
import type { CosmosSigner, Exec, Inclusion as ChainInclusion } from '../exec/index';
import type { Coin } from '../fees';
import { coinText } from '../format';
import { entryOf, type HistoryItem } from '../history';
import type { BridgeHistory } from '../history.svelte';
import { routeContracts, type ReviewContext } from '../review';
import { FlowInvalidatedError, RefusedError, type FeeAdjustment } from '../step-errors';
import { transferId } from '../tx-ref';
import type { Basis, Order, PreparedTx, Signer, Waiting } from './phase';

export interface EffectDeps {
	catalogue: Catalogue;
	network: string;
	router: Pick<RouterClient, 'opHook' | 'msgs'>;
	wallet: WalletConnection;
	history: BridgeHistory;
	balanceOf(denom: string): bigint | undefined;
	suggest(chainId: string): KeplrChainInfo | null;
	loadExec(): Promise<Exec>;
	sleep?(ms: number): Promise<void>;
	now?(): number;
}

/** Progress words while an effect runs: what it waits for, and one line of detail. */
export type Say = (waiting: Waiting, hint: string) => void;

const HOOK_ACCOUNT_TRIES = 24;
const HOOK_ACCOUNT_WAIT_MS = 5000;

export class FlowEffects {
	#d: EffectDeps;
	#exec: Exec | null = null;
	#rests = new Map<string, ChainRest>();

	constructor(deps: EffectDeps) {
		this.#d = deps;
	}

	get catalogue(): Catalogue {
		return this.#d.catalogue;
	}

	/** Bumped by the wallet on every account change. */
	get walletEpoch(): number {
		return this.#d.wallet.epoch;
	}

	/** How the review names chains and amounts. */
	reviewContext(recipient: string): ReviewContext {
		const cat = this.#d.catalogue;
		return { chainName: (id) => cat.chain(id)?.name ?? id, format: (chainId, c) => coinText(cat, chainId, c), recipient };
	}

	/** The transfer's entry, also once a tracker moved it to the hash of a speed-up. */
	historyItem(id: string): HistoryItem | undefined {
		return entryOf(this.#d.history.items, id);
	}

	async exec(): Promise<Exec> {
		return (this.#exec ??= await this.#d.loadExec());
	}

	chain(id: string): BridgeChain {
		const c = this.#d.catalogue.chain(id);
		if (!c) throw new Error(`Unknown chain ${id}`);
		return c;
	}

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

	#evm() {
		const provider = this.#d.wallet.evmProvider();
		const evm = this.#d.wallet.evm;
		if (!provider || !evm) throw new FlowInvalidatedError('Connect your EVM wallet again to continue.');
		return { provider, evm };
	}

	/** The EVM key's public key: from any Initia chain where it signed before, else from a one-time identify signature. */
	async #evmPubkey(sourceChainId: string, say: Say): Promise<Uint8Array> {
		const exec = await this.exec();
		const { provider, evm } = this.#evm();
		const initia = this.#d.catalogue.chains.filter((c) => c.kind === 'initia');
		// The source chain first: that is where the account most likely signed before.
		initia.sort((a, b) => Number(b.id === sourceChainId) - Number(a.id === sourceChainId));
		const rests = initia.map((c) => this.#restOrNull(c.id)).filter((r): r is ChainRest => r !== null);
		say('network', 'Looking up your account…');
		const known = await exec.knownPubkey(evm.initAddress, rests);
		if (known) return known;
		say('wallet', 'Sign the message "identify your Initia account" in your wallet (once per account).');
		return exec.identify(evm.initAddress, exec.personalSigner(provider, evm.address));
	}

	/** Who signs on the source chain, and the /msgs address_list built from the user's own keys. */
	async basis(order: Order, say: Say): Promise<Basis> {
		say('network', 'Loading the signing tools…');
		const exec = await this.exec();
		const { wallet, catalogue } = this.#d;
		const route = order.route;
		const src = this.chain(route.sourceAssetChainId);
		const needsCosmosIntermediate = route.requiredChainAddresses.slice(0, -1).some((id) => catalogue.chain(id)?.kind === 'cosmos' && id !== src.id);
		let signer: Signer;
		if ((src.kind === 'initia' || src.kind === 'evm') && wallet.evm) {
			const evm = wallet.evm;
			const pubkey = src.kind === 'initia' || needsCosmosIntermediate ? await this.#evmPubkey(src.id, say) : null;
			signer = { via: 'evm', address: src.kind === 'evm' ? evm.address : evm.initAddress, evmAddress: evm.address, initAddress: evm.initAddress, pubkey };
		} else if ((src.kind === 'cosmos' || src.kind === 'initia') && wallet.cosmos) {
			say('wallet', `Allow ${wallet.cosmos.name} to share your ${src.name} address.`);
			const key = await wallet.cosmosKeyFor(src.id, this.#d.suggest);
			if (!key) throw new FlowInvalidatedError('Connect your Cosmos wallet again to continue.');
			signer = { via: 'cosmos', address: key.address, pubkey: key.pubKey };
		} else {
			throw new FlowInvalidatedError(`Connect a wallet that can sign on ${src.name}.`);
		}
		say('network', 'Building the address list…');
		const addressList = exec.buildAddressList(route.requiredChainAddresses, {
			chains: catalogue.chains.map(addressChainOf),
			...(wallet.evm ? { userInitAddress: wallet.evm.initAddress, userEvmAddress: wallet.evm.address } : {}),
			// Keplr signing on an Initia chain: its key there is the user's Initia account.
			...(!wallet.evm && signer.via === 'cosmos' && src.kind === 'initia' ? { userInitAddress: signer.address } : {}),
			...(signer.via === 'cosmos' ? { cosmosAddress: signer.address } : {}),
			...(signer.via === 'evm' && signer.pubkey ? { cosmosPubkey: signer.pubkey } : {}),
			recipient: order.recipient
		});
		return { ...order, signer, addressList };
	}

	/** The router's op hook for this route, decoded for review (unknown message types are refused). */
	async opHook(basis: Basis, signal: AbortSignal): Promise<{ opHook: OpHook; decoded: DecodedMsg[] }> {
		const exec = await this.exec();
		const evm = this.#d.wallet.evm;
		if (!evm) throw new FlowInvalidatedError('This route converts the funds on arrival, which needs an EVM wallet. Connect one to continue.');
		const recipient = exec.toInitiaAddress(basis.recipient);
		if (!exec.sameAccount(recipient, evm.initAddress)) {
			throw new RefusedError(['This route converts the funds on arrival, and only the recipient can authorize that. Send to your own address instead.']);
		}
		const r = basis.route;
		const opHook = await this.#d.router.opHook(
			{
				sourceAddress: basis.addressList[0]!,
				sourceAssetChainId: r.sourceAssetChainId,
				sourceAssetDenom: r.sourceAssetDenom,
				destAddress: recipient,
				destAssetChainId: r.destAssetChainId,
				destAssetDenom: r.destAssetDenom
			},
			{ signal }
		);
		return { opHook, decoded: exec.decodeOpHook(opHook) };
	}

	/** Waits for the account on the hook chain (router-api §6), then asks the wallet to sign the hook. */
	async signHook(basis: Basis, opHook: OpHook, say: Say, signal: AbortSignal): Promise<SignedOpHook> {
		const exec = await this.exec();
		const { provider, evm } = this.#evm();
		const rest = this.#rest(opHook.chainId);
		const chainName = this.#d.catalogue.chain(opHook.chainId)?.name ?? opHook.chainId;
		let account = null;
		for (let i = 0; i < HOOK_ACCOUNT_TRIES && !signal.aborted; i++) {
			say('network', i === 0 ? `Checking your account on ${chainName}…` : `Waiting for your account on ${chainName} (${i}/${HOOK_ACCOUNT_TRIES})…`);
			account = await rest.accountInfo(evm.initAddress, { signal });
			if (account) break;
			await (this.#d.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(HOOK_ACCOUNT_WAIT_MS);
		}
		if (!account) throw new Error(`Timeout: your account ${evm.initAddress} was not found on ${chainName}.`);
		const pubkey = basis.signer.via === 'evm' && basis.signer.pubkey ? basis.signer.pubkey : await this.#evmPubkey(basis.route.sourceAssetChainId, say);
		say('wallet', 'Sign the conversion in your wallet.');
		await this.#sameEvmAccount(evm.address);
		return exec.signOpHook({
			opHook,
			sourceChainId: basis.route.sourceAssetChainId,
			signer: evm.initAddress,
			pubkey,
			accountNumber: account.accountNumber,
			sequence: account.sequence,
			personalSign: exec.personalSigner(provider, evm.address)
		});
	}

	/** /msgs for the basis, decoded (unknown message types are refused): the one transaction of the route. */
	async plan(basis: Basis, hook: SignedOpHook | null, signal: AbortSignal): Promise<Plan> {
		const exec = await this.exec();
		const msgs = await this.#d.router.msgs(
			{ route: basis.route, addressList: basis.addressList, slippageTolerancePercent: basis.slippage, ...(hook ? { signedOpHook: hook } : {}) },
			{ signal }
		);
		const plans = exec.planRouterTxs(msgs);
		if (plans.length !== 1) {
			throw new RefusedError([
				plans.length === 0 ? 'The router returned no transaction to sign.' : `This route needs ${plans.length} transactions; Loom signs single-transaction routes only.`
			]);
		}
		return plans[0]!;
	}

	/** The guard: refuses a plan that signs for someone else, moves another amount or calls unknown contracts. */
	async check(basis: Basis, plan: Plan): Promise<void> {
		const exec = await this.exec();
		const r = basis.route;
		const problems = exec.checkPlan(plan, {
			route: { sourceChainId: r.sourceAssetChainId, sourceDenom: r.sourceAssetDenom, amountIn: r.amountIn.toString() },
			walletAddress: basis.signer.address,
			addressList: basis.addressList,
			knownChainIds: this.#d.catalogue.chains.map((c) => c.id),
			knownContracts: routeContracts(r)
		});
		if (problems.length) throw new RefusedError(problems.map((p) => p.message));
	}

	/** Everything needed before the wallet prompt: account numbers, simulated gas and the fee (Cosmos); funds and gas (EVM). */
	async prepare(basis: Basis, plan: Plan, signal: AbortSignal, adjust?: FeeAdjustment): Promise<PreparedTx> {
		const exec = await this.exec();
		const cat = this.#d.catalogue;
		const src = this.chain(basis.route.sourceAssetChainId);
		const format = (c: Coin) => coinText(cat, plan.chainId, c);
		if (plan.kind === 'cosmos') {
			const prepared = await exec.prepareCosmos({
				plan,
				rest: this.#rest(plan.chainId),
				chainName: src.name,
				signer: await this.#cosmosSigner(basis, plan.chainId, true),
				feeTokens: feeTokensOf(src),
				balanceOf: this.#d.balanceOf,
				format,
				symbolOf: (d) => cat.asset(plan.chainId, d)?.symbol ?? d,
				spend: { denom: basis.route.sourceAssetDenom, amount: basis.route.amountIn },
				...(adjust ? { adjust } : {}),
				signal
			});
			return { kind: 'cosmos', plan, prepared };
		}
		const chain = this.#evmChain(src, plan);
		const native = nativeAssetOf(cat, src);
		const nativeDenom = native?.denom ?? `${src.id}-native`;
		const gasCost = await exec.checkEvmFunds(plan, chain.rpcUrl, format, { denom: nativeDenom, symbol: native?.symbol ?? 'ETH' });
		return { kind: 'evm', plan, gasCost, chain, nativeDenom };
	}

	#evmChain(src: BridgeChain, plan: EvmPlan) {
		const rpc = src.router.rpc ?? src.registry?.jsonRpc;
		if (!rpc) throw new Error(`Loom knows no JSON-RPC endpoint for ${src.name}.`);
		const native = nativeAssetOf(this.#d.catalogue, src);
		const fee = src.router.evmFeeAsset;
		return {
			id: Number(plan.chainId),
			name: src.name,
			rpcUrl: rpc,
			nativeCurrency: { name: fee?.name ?? native?.name ?? 'Ether', symbol: fee?.symbol ?? native?.symbol ?? 'ETH', decimals: fee?.decimals ?? 18 }
		};
	}

	async #cosmosSigner(basis: Basis, chainId: string, forPreview: boolean): Promise<CosmosSigner> {
		const exec = await this.exec();
		const signer = basis.signer;
		if (signer.via === 'evm') {
			const { provider, evm } = this.#evm();
			const pubkey = signer.pubkey ?? (await this.#evmPubkey(chainId, () => {}));
			return { kind: 'eip191', personalSign: exec.personalSigner(provider, evm.address), pubkey };
		}
		const { wallet, suggest } = this.#d;
		const keplr = wallet.cosmosApi();
		const key = forPreview ? wallet.cosmos?.keys[chainId] : await wallet.cosmosKeyFor(chainId, suggest);
		if (!keplr || !key) throw new FlowInvalidatedError('Connect your Cosmos wallet again to continue.');
		return { kind: 'keplr', keplr, key: { algo: key.algo, pubKey: key.pubKey, bech32Address: key.address, isNanoLedger: key.isNanoLedger } };
	}

	async #sameEvmAccount(expected: string) {
		const exec = await this.exec();
		const { provider } = this.#evm();
		const now = await exec.currentEvmAccount(provider);
		if (!now || !exec.sameAccount(now, expected)) {
			throw new FlowInvalidatedError('Your wallet is on a different account now. Preview the route again with the account you want to use.');
		}
	}

	/** The wallet prompt: resolves with the signed TxRaw bytes. The wallet must still be on the account the plan is for. */
	async signCosmos(basis: Basis, tx: Extract<PreparedTx, { kind: 'cosmos' }>): Promise<Uint8Array> {
		const exec = await this.exec();
		const signer = await this.#cosmosSigner(basis, tx.plan.chainId, false);
		if (signer.kind === 'eip191') await this.#sameEvmAccount(this.#evm().evm.address);
		else {
			const key = await signer.keplr.getKey(tx.plan.chainId);
			if (key.bech32Address !== tx.plan.signer) throw new FlowInvalidatedError('Your wallet is on a different account now. Preview the route again.');
		}
		return exec.signCosmos(tx.prepared, signer);
	}

	signHint(basis: Basis): string {
		return basis.signer.via === 'evm' ? 'Sign the transaction in your wallet (it shows the document as text).' : 'Approve the transaction in your wallet.';
	}

	async txHash(bytes: Uint8Array): Promise<string> {
		return (await this.exec()).txHash(bytes);
	}

	/** CheckTx: resolves with the chain's hash, throws BroadcastRejectedError on a refusal. */
	async broadcast(plan: CosmosPlan, bytes: Uint8Array): Promise<string> {
		return (await this.exec()).broadcastCosmos(this.#rest(plan.chainId), bytes);
	}

	/** `historyId`: an EVM transfer's entry, which gets its sender and nonce once the chain shows them. */
	async waitInclusion(tx: PreparedTx, hash: string, signal: AbortSignal, timeoutMs?: number, historyId?: string): Promise<ChainInclusion> {
		const exec = await this.exec();
		if (tx.kind === 'evm') {
			return exec.waitEvmInclusion(hash as `0x${string}`, tx.chain.rpcUrl, historyId ? (evmSend) => this.#d.history.patch(historyId, { evmSend }) : undefined);
		}
		return exec.waitForInclusion(this.#rest(tx.plan.chainId), hash, signal, timeoutMs);
	}

	/** Chain switch, exact approvals and the transaction, through the wallet; resolves with the hash. */
	async sendEvm(tx: Extract<PreparedTx, { kind: 'evm' }>, onStep: (s: EvmStep) => void): Promise<`0x${string}`> {
		const exec = await this.exec();
		const { provider } = this.#evm();
		return exec.runEvm({ plan: tx.plan, provider, chain: tx.chain, rpcUrl: tx.chain.rpcUrl, onStep });
	}

	// ── history ───────────────────────────────────────────────────────────────────────────────

	/** Records the transfer (before its broadcast, so a closed tab does not lose it); returns its id. */
	record(basis: Basis, chainId: string, hash: string, evm: boolean, broadcast: 'pending' | 'sent'): string {
		const entry = newEntry({
			chainId,
			txHash: hash,
			evm,
			network: this.#d.network,
			origin: 'app',
			route: summarizeRoute(basis.route, this.#d.catalogue),
			sender: basis.addressList[0] ?? null,
			recipient: basis.addressList.at(-1) ?? null,
			broadcast,
			now: (this.#d.now ?? Date.now)()
		});
		this.#d.history.record(entry);
		return transferId(chainId, entry.txHash);
	}

	/** While this tab learns whether the chain took the bytes, no tracker follows the transfer. */
	sending(id: string, on: boolean): void {
		const { history } = this.#d;
		const others = history.sending.filter((s) => s !== id);
		history.sending = on ? [...others, id] : others;
	}

	patch(id: string, fields: Partial<HistoryItem>): void {
		this.#d.history.patch(id, fields);
	}

	/** The wallet sped the transaction up: the transfer is followed under `hash` from now on; returns its new id. */
	rehash(id: string, hash: string): string {
		return this.#d.history.rehash(id, hash) ?? id;
	}

	forget(id: string): void {
		this.#d.history.remove(id);
	}
}
