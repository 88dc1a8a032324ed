// The bridge form: chosen assets, amount, recipient and slippage, and everything derived from them —
// the exact base-unit amount, the default recipient for the destination chain and its validation, the
// fees to keep (for Max and the balance check), the quote request, and the blocker the button names.
import { formatUnits, parseUnits } from '$lib/format/amount';
import { addressValidity, sameAccount } from '$lib/signing/address-check';
import { keccakOrLoad } from '$lib/signing/keccak.svelte';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import type { Balances } from './balances.svelte';
import { blocker, type Blocker, type FormFacts } from './blocker';
import { addressChainOf, feeTokensOf, nativeAssetOf, sameDenom, type BridgeChain, type Catalogue } from './catalogue';
import { additionalCosts, checkFunds, COSMOS_GAS_ESTIMATE, EVM_GAS_ESTIMATE, maxSendable, parseDecimal, pickFee, type Coin } from './fees';
import type { QuoteRequest, QuoteState } from './quote.svelte';
import { recipientHint, routeWalletProblem } from './route-needs';
import { checkSlippage, DEFAULT_SLIPPAGE } from './slippage';
import { toQuery, type FormQuery } from './prefill';
import type { BalanceQuery } from './balances.svelte';

export interface Side {
	chainId: string;
	denom: string;
}

// A 64-hex private key, or a run of 12+ lowercase words: never an address, and never to be pasted anywhere.
const SECRET = /^(0x)?[0-9a-fA-F]{64}$|^([a-z]+\s+){11,}[a-z]+$/;

export function recipientProblem(chain: BridgeChain, input: string): string | null {
	const s = input.trim();
	if (!s) return null;
	if (SECRET.test(s)) return 'This looks like a private key or recovery phrase. Never paste it anywhere — Loom never needs it.';
	const target = addressChainOf(chain);
	const keccak = keccakOrLoad();
	// Initia chains take the 0x form of an account too (sent as its init1 form).
	const validity = addressValidity(target.kind === 'initia' && s.startsWith('0x') ? { chainId: chain.id, kind: 'evm' } : target, s, keccak);
	if (validity === 'valid') return null;
	// A mixed-case 0x address: its checksum is checked once keccak has loaded (a moment).
	if (validity === 'pending') return 'Checking the address…';
	const shape = target.kind === 'evm' ? '0x…' : target.kind === 'initia' ? `${chain.bech32Prefix || 'init'}1… or 0x…` : `${chain.bech32Prefix}1…`;
	return `Not a valid ${chain.name} address (expected ${shape}).`;
}

export class BridgeForm {
	src = $state<Side | null>(null);
	dst = $state<Side | null>(null);
	amount = $state('');
	/** null: use the connected wallet's address on the destination chain. */
	recipientInput = $state<string | null>(null);
	/** The typed recipient the user confirmed having checked (a changed address needs a new confirmation). */
	recipientConfirmed = $state<string | null>(null);
	slippage = $state(DEFAULT_SLIPPAGE);
	/** Max was pressed: the amount follows the maximum as fees become known. */
	maxMode = $state(false);

	#cat: Catalogue;
	#wallet: WalletConnection;
	#balances: Balances;
	#quote: QuoteState;

	constructor(cat: Catalogue, wallet: WalletConnection, balances: Balances, quote: QuoteState) {
		this.#cat = cat;
		this.#wallet = wallet;
		this.#balances = balances;
		this.#quote = quote;
	}

	srcChain = $derived.by(() => (this.src ? this.#cat.chain(this.src.chainId) : undefined));
	dstChain = $derived.by(() => (this.dst ? this.#cat.chain(this.dst.chainId) : undefined));
	srcAsset = $derived.by(() => (this.src ? this.#cat.asset(this.src.chainId, this.src.denom) : undefined));
	dstAsset = $derived.by(() => (this.dst ? this.#cat.asset(this.dst.chainId, this.dst.denom) : undefined));

	parsedAmount = $derived.by(() => {
		if (!this.amount.trim()) return null;
		const d = this.srcAsset?.decimals;
		if (d === null || d === undefined) return null;
		return parseUnits(this.amount, d);
	});

	amountIn = $derived.by(() => (this.parsedAmount?.ok ? this.parsedAmount.value : 0n));

	/** The account that signs on the source chain. */
	signer = $derived.by(() => this.#ownOn(this.srcChain));

	/** The connected wallet's address on the destination chain (the default recipient). */
	ownRecipient = $derived.by(() => this.#ownOn(this.dstChain));

	recipient = $derived.by(() => (this.recipientInput ?? this.ownRecipient ?? '').trim());

	recipientError = $derived.by(() => (this.dstChain && this.recipient ? recipientProblem(this.dstChain, this.recipient) : null));

	/** The recipient is one of the user's own connected accounts. */
	recipientIsOwn = $derived.by(() => {
		const r = this.recipient;
		if (!r || this.recipientError) return false;
		const own = [this.#wallet.evm?.address, ...Object.values(this.#wallet.cosmos?.keys ?? {}).map((k) => k.address)].filter((a): a is string => !!a);
		return own.some((a) => sameAccount(a, r));
	});

	/**
	 * A typed address that is not one of the user's, on a route to another chain, must be confirmed:
	 * funds sent to an exchange deposit address or a wrong address are lost (skip-go#1701).
	 */
	recipientNeedsConfirm = $derived.by(() => !!this.recipient && !this.recipientError && !this.recipientIsOwn && !!this.src && !!this.dst && this.src.chainId !== this.dst.chainId);
	recipientUnconfirmed = $derived.by(() => this.recipientNeedsConfirm && this.recipientConfirmed !== this.recipient);

	slippageCheck = $derived.by(() => checkSlippage(this.slippage));

	#ownOn(chain: BridgeChain | undefined): string | null {
		const w = this.#wallet;
		if (!chain) return null;
		if (chain.kind === 'evm') return w.evm?.address ?? null;
		if (chain.kind === 'initia') return w.evm?.initAddress ?? w.cosmos?.keys[chain.id]?.address ?? null;
		return w.cosmos?.keys[chain.id]?.address ?? null;
	}

	walletHint = $derived.by(() => {
		const c = this.srcChain;
		const w = this.#wallet;
		if (!c) return w.connected ? null : 'Connect a wallet to see your balances and send.';
		if (this.signer) return null;
		if (c.kind === 'evm') return `${c.name} needs an EVM wallet.`;
		if (c.kind === 'cosmos') return w.cosmos ? `Allow ${w.cosmos.name} to use ${c.name}.` : `${c.name} needs a Keplr-style wallet (Keplr or Leap).`;
		return 'Connect an EVM wallet (or Keplr) to sign on Initia.';
	});

	feeTokens = $derived.by(() => (this.srcChain && this.srcChain.kind !== 'evm' ? feeTokensOf(this.srcChain) : []));

	nativeDenom = $derived.by(() => (this.srcChain?.kind === 'evm' ? (nativeAssetOf(this.#cat, this.srcChain)?.denom ?? `${this.srcChain.id}-native`) : null));

	/** The network fee to keep, estimated before a simulation exists. */
	networkFee = $derived.by((): Coin | null => {
		const c = this.srcChain;
		const src = this.src;
		if (!c || !src) return null;
		if (c.kind === 'evm') {
			const routerPrice = c.router.feeAssets.find((f) => sameDenom(f.denom, this.nativeDenom ?? ''))?.gasPrice?.average;
			const parsed = routerPrice ? parseDecimal(routerPrice) : null;
			const price = this.#balances.gasPrice ?? (parsed ? parsed.int / parsed.scale : null);
			if (price === null || !this.nativeDenom) return null;
			const approvals = sameDenom(src.denom, this.nativeDenom) ? 0n : 80_000n;
			return { denom: this.nativeDenom, amount: (EVM_GAS_ESTIMATE + approvals) * price };
		}
		return pickFee(this.feeTokens, COSMOS_GAS_ESTIMATE, (d) => this.#balances.balanceOf(d), { denom: src.denom, amount: this.amountIn });
	});

	/** Everything paid on the source chain besides the amount. */
	costs = $derived.by((): Coin[] => [...(this.networkFee ? [this.networkFee] : []), ...additionalCosts(this.#quote.route)]);

	balance = $derived.by(() => (this.src ? this.#balances.balanceOf(this.src.denom) : undefined));

	max = $derived.by(() => (this.src && this.balance !== undefined ? maxSendable(this.balance, this.src.denom, this.costs) : null));

	/** What Max leaves of the source asset for fees: exactly the current estimate, no margin. */
	feeReserve = $derived.by(() => (this.src ? this.costs.filter((c) => sameDenom(c.denom, this.src!.denom)).reduce((s, c) => s + c.amount, 0n) : 0n));

	funds = $derived.by((): FormFacts['funds'] => {
		const src = this.src;
		if (!src) return { ok: true };
		const r = checkFunds(this.amountIn, src.denom, this.costs, (d) => this.#balances.balanceOf(d));
		if (r.ok || r.kind === 'balance') return r;
		const symbol = this.#cat.asset(src.chainId, r.denom)?.symbol ?? r.denom;
		return { ok: false, kind: 'fees', symbol };
	});

	assetProblem = $derived.by(() => {
		const a = this.srcAsset;
		const b = this.dstAsset;
		if (!a || !b) return null;
		if (a.unquotable) return a.unquotable;
		if (b.unquotable) return b.unquotable;
		if (a.chainId === b.chainId && sameDenom(a.denom, b.denom)) return 'Choose two different assets.';
		return null;
	});

	/** L2 → L1 of the L2's OP denom: ask for the Optimistic withdrawal too (Fast vs Lossless). */
	withOpVariant = $derived.by(() => {
		const s = this.srcChain;
		const d = this.dstChain;
		const a = this.srcAsset;
		const b = this.dstAsset;
		if (!s || !d || !a || !b || s.kind !== 'initia' || s.isL1 || !d.isL1) return false;
		return a.symbol === b.symbol && (s.registry?.opDenoms ?? []).includes(b.denom);
	});

	quoteRequest = $derived.by((): QuoteRequest | null => {
		const a = this.srcAsset;
		const b = this.dstAsset;
		if (!a || !b || this.assetProblem || this.amountIn <= 0n) return null;
		const swap = this.#quote.route?.doesSwap ?? false;
		const sameChain = a.chainId === b.chainId;
		const refreshMs = sameChain && swap ? (this.srcChain?.isL1 ? 5_000 : 2_000) : 10_000;
		const decimals = a.decimals ?? 0;
		return {
			srcChainId: a.chainId,
			srcDenom: a.denom,
			dstChainId: b.chainId,
			dstDenom: b.denom,
			amountIn: this.amountIn,
			withOpVariant: this.withOpVariant,
			refreshMs,
			fmtCapacity: (n) => `${formatUnits(n, decimals, { group: true })} ${a.symbol}`
		};
	});

	balanceQuery = $derived.by((): BalanceQuery | null => {
		const c = this.srcChain;
		if (!c || !this.src || !this.signer) return null;
		const denoms = [this.src.denom, ...this.feeTokens.map((f) => f.denom), ...(this.nativeDenom ? [this.nativeDenom] : [])];
		return {
			chainId: c.id,
			address: this.signer,
			denoms: denoms.filter((d, i) => denoms.findIndex((x) => sameDenom(x, d)) === i),
			evmRpc: c.kind === 'evm' ? (c.router.rpc ?? c.registry?.jsonRpc ?? null) : null
		};
	});

	/** Why the connected wallets cannot give the quoted route an address on a chain it passes through. */
	routeWallet = $derived.by(() => {
		const route = this.#quote.route;
		const src = this.srcChain;
		if (!route || !src || !this.signer) return null;
		const held = { evm: !!this.#wallet.evm, cosmos: !!this.#wallet.cosmos };
		return routeWalletProblem(route.requiredChainAddresses, src, (id) => this.#cat.chain(id), held);
	});

	blocker = $derived.by((): Blocker => {
		const q = this.#quote;
		const amount = this.parsedAmount;
		const facts: FormFacts = {
			walletReady: this.src ? this.signer !== null : this.#wallet.connected,
			walletHint: this.walletHint,
			assetsChosen: !!this.srcAsset && !!this.dstAsset,
			assetProblem: this.assetProblem,
			amount: amount === null ? null : amount.ok ? { ok: true, value: amount.value } : { ok: false, error: amount.error },
			recipient: this.recipient,
			recipientHint: this.dstChain ? recipientHint(this.dstChain, this.ownRecipient) : null,
			recipientError: this.recipientError,
			recipientUnconfirmed: this.recipientUnconfirmed,
			balance: this.#balances.status === 'ready' ? 'ready' : this.#balances.status === 'error' ? 'error' : 'loading',
			funds: this.funds,
			route: q.problem && !q.current ? 'error' : q.current && !q.stale ? 'ready' : q.stale || q.loading ? 'stale' : 'loading',
			routeError: q.problem?.message ?? null,
			routeWallet: this.routeWallet
		};
		return blocker(facts);
	});

	query = $derived.by((): FormQuery => toQuery({ ...(this.src ? { src: this.src } : {}), ...(this.dst ? { dst: this.dst } : {}), amount: this.amount }));

	/** Pick an asset for one side; choosing the other side's asset swaps them. */
	choose(side: 'src' | 'dst', value: Side): void {
		const other = side === 'src' ? this.dst : this.src;
		if (other && other.chainId === value.chainId && sameDenom(other.denom, value.denom)) {
			this.swap();
			return;
		}
		if (side === 'src') {
			this.src = value;
			this.maxMode = false;
		} else {
			this.dst = value;
			this.recipientInput = null;
		}
	}

	swap(): void {
		const s = this.src;
		this.src = this.dst;
		this.dst = s;
		this.recipientInput = null;
		this.maxMode = false;
	}

	setAmount(text: string): void {
		this.amount = text;
		this.maxMode = false;
	}

	/** Fill in the most that leaves the fees; stays in max mode so later fee news keeps it right. */
	setMax(): void {
		const d = this.srcAsset?.decimals;
		if (this.max === null || d === null || d === undefined) return;
		this.amount = formatUnits(this.max, d);
		this.maxMode = true;
	}
}
