// Which wallets are connected and as whom. EVM wallets (EIP-6963, window.ethereum fallback, the devnet
// burner) give the 0x account and, as bech32, the user's Initia address; Keplr-style wallets give one
// key per Cosmos chain. Account and chain changes from the wallets are followed here, and every account
// change bumps `epoch` so the bridge drops anything prepared for the previous account.
// Loom never sees a key: only addresses and public keys come through here.
import { toInitiaAddress, toChecksumAddress } from '$lib/signing/address-check';
import { keccakOrLoad, loadKeccak } from '$lib/signing/keccak.svelte';
import { walletDeadline, WalletTimeoutError } from '$lib/signing/errors';
import { detectCosmosWallets, keystoreEvent } from './cosmos-wallets';
import { requestAnnouncements, watchEvmWallets } from './eip6963';
import type { CosmosWalletOption, EvmWalletOption, KeplrChainInfo } from './types';

export interface EvmAccount {
	walletId: string;
	name: string;
	burner: boolean;
	/** EIP-55 checksummed. */
	address: string;
	/** The same 20 bytes as bech32 `init1…`: the user's address on every Initia chain. */
	initAddress: string;
	chainId: number | null;
}

export interface CosmosKey {
	address: string;
	pubKey: Uint8Array;
	algo: string;
	isNanoLedger: boolean;
}

export interface CosmosAccount {
	walletId: CosmosWalletOption['id'];
	name: string;
	keys: Record<string, CosmosKey>;
}

const REMEMBER_KEY = 'loom:wallet:evm';

/** How long a connection prompt may stay open before the dialog is usable again. */
export const CONNECT_TIMEOUT_MS = 5 * 60_000;

/** A wallet prompt that never answers must not keep the dialog busy forever. */
function deadline<T>(call: Promise<T>, ms = CONNECT_TIMEOUT_MS): Promise<T> {
	return walletDeadline(call, ms, 'The wallet did not answer the request in time');
}

export const initAddressOf = (hex: string) => toInitiaAddress(hex);

/** EIP-55 form for display (keccak is loaded on connect; lower case, equally valid, if it failed to load). */
const checksummed = (hex: string) => {
	const keccak = keccakOrLoad();
	return keccak ? toChecksumAddress(hex, keccak) : hex.toLowerCase();
};

function remember(id: string | null) {
	try {
		if (id) localStorage.setItem(REMEMBER_KEY, id);
		else localStorage.removeItem(REMEMBER_KEY);
	} catch {
		// a wallet that is not remembered just needs one more click
	}
}

function remembered(): string | null {
	try {
		return localStorage.getItem(REMEMBER_KEY);
	} catch {
		return null;
	}
}

const firstAccount = (x: unknown): string | null => (Array.isArray(x) && typeof x[0] === 'string' && /^0x[0-9a-fA-F]{40}$/.test(x[0]) ? x[0] : null);
const chainNumber = (x: unknown): number | null => {
	const n = typeof x === 'string' ? Number.parseInt(x, x.startsWith('0x') ? 16 : 10) : typeof x === 'number' ? x : NaN;
	return Number.isSafeInteger(n) && n > 0 ? n : null;
};

export class WalletConnection {
	evmOptions = $state.raw<EvmWalletOption[]>([]);
	cosmosOptions = $state.raw<CosmosWalletOption[]>([]);
	evm = $state.raw<EvmAccount | null>(null);
	cosmos = $state.raw<CosmosAccount | null>(null);
	/** The option being connected, for a busy state. */
	connecting = $state<string | null>(null);
	error = $state<string | null>(null);
	/** Bumped on every account change: quotes' msgs and signatures prepared before are void. */
	epoch = $state(0);

	#window: Window | null = null;
	#unlisten: (() => void)[] = [];
	#evmUnlisten: (() => void) | null = null;
	#triedSilent = false;

	get connected(): boolean {
		return this.evm !== null || this.cosmos !== null;
	}

	/** The devnet burner's code loads only on a devnet (never on a real network); it announces itself like any EIP-6963 wallet. */
	#announceBurner(win: Window, controlUrl: string) {
		let stop: (() => void) | null = null;
		let stopped = false;
		this.#unlisten.push(() => {
			stopped = true;
			stop?.();
		});
		import('./burner').then(
			({ announceBurner, createBurnerProvider }) => {
				if (!stopped) stop = announceBurner(win, createBurnerProvider(controlUrl));
			},
			() => {} // offline: the wallet list simply lacks the burner
		);
	}

	/** Starts discovery (and, on a devnet, announces the burner); returns the cleanup. */
	start(win: Window, opts: { devnetControl?: string | undefined } = {}): () => void {
		this.#window = win;
		if (opts.devnetControl) this.#announceBurner(win, opts.devnetControl);
		this.#unlisten.push(
			watchEvmWallets(win as unknown as Parameters<typeof watchEvmWallets>[0], (list) => {
				this.evmOptions = list;
				void this.#silentReconnect();
			})
		);
		this.refreshCosmos();
		const onKeystore = () => void this.#reloadCosmosKeys();
		for (const id of ['keplr', 'leap'] as const) {
			win.addEventListener(keystoreEvent(id), onKeystore);
			this.#unlisten.push(() => win.removeEventListener(keystoreEvent(id), onKeystore));
		}
		return () => this.stop();
	}

	stop(): void {
		for (const u of this.#unlisten.splice(0)) u();
		this.#evmUnlisten?.();
		this.#evmUnlisten = null;
	}

	/** Look again for wallets that loaded late. */
	refresh(): void {
		if (this.#window) requestAnnouncements(this.#window);
		this.refreshCosmos();
	}

	refreshCosmos(): void {
		if (this.#window) this.cosmosOptions = detectCosmosWallets(this.#window as unknown as { keplr?: unknown; leap?: unknown });
	}

	async connectEvm(id: string): Promise<boolean> {
		const option = this.evmOptions.find((o) => o.id === id);
		if (!option) return false;
		return this.#attempt(id, async () => {
			const accounts = await deadline(option.provider.request({ method: 'eth_requestAccounts' }));
			const address = firstAccount(accounts);
			if (!address) throw new Error('The wallet returned no account.');
			await this.#useEvm(option, address);
			remember(id);
		});
	}

	/** Enables `chainIds` in a Keplr-style wallet (suggesting chains it lacks) and reads their keys. */
	async connectCosmos(id: CosmosWalletOption['id'], chainIds: string[], suggest: (chainId: string) => KeplrChainInfo | null): Promise<boolean> {
		const option = this.cosmosOptions.find((o) => o.id === id);
		if (!option) return false;
		return this.#attempt(id, async () => {
			const keys: Record<string, CosmosKey> = this.cosmos?.walletId === id ? { ...this.cosmos.keys } : {};
			for (const chainId of chainIds) keys[chainId] = await this.#cosmosKey(option, chainId, suggest);
			this.cosmos = { walletId: id, name: option.name, keys };
		});
	}

	/** One connect attempt: the wallet shows as connecting meanwhile, and a failure becomes `error`. */
	async #attempt(id: string, connect: () => Promise<void>): Promise<boolean> {
		this.connecting = id;
		this.error = null;
		try {
			await connect();
			return true;
		} catch (e) {
			this.error = walletErrorText(e);
			return false;
		} finally {
			this.connecting = null;
		}
	}

	/** The Cosmos wallet's key for one more chain (asks the wallet when it is new). */
	async cosmosKeyFor(chainId: string, suggest: (chainId: string) => KeplrChainInfo | null): Promise<CosmosKey | null> {
		const account = this.cosmos;
		if (!account) return null;
		const known = account.keys[chainId];
		if (known) return known;
		const option = this.cosmosOptions.find((o) => o.id === account.walletId);
		if (!option) return null;
		const key = await this.#cosmosKey(option, chainId, suggest);
		if (this.cosmos?.walletId === account.walletId) this.cosmos = { ...this.cosmos, keys: { ...this.cosmos.keys, [chainId]: key } };
		return key;
	}

	disconnect(): void {
		this.#evmUnlisten?.();
		this.#evmUnlisten = null;
		const had = this.connected;
		this.evm = null;
		this.cosmos = null;
		remember(null);
		if (had) this.epoch++;
	}

	/** The provider of the connected EVM wallet. */
	evmProvider() {
		const id = this.evm?.walletId;
		return this.evmOptions.find((o) => o.id === id)?.provider ?? null;
	}

	cosmosApi() {
		const id = this.cosmos?.walletId;
		return this.cosmosOptions.find((o) => o.id === id)?.api ?? null;
	}

	async #cosmosKey(option: CosmosWalletOption, chainId: string, suggest: (chainId: string) => KeplrChainInfo | null): Promise<CosmosKey> {
		try {
			await deadline(option.api.enable(chainId));
		} catch (e) {
			const info = suggest(chainId);
			if (!info || !option.api.experimentalSuggestChain || e instanceof WalletTimeoutError || /reject/i.test(e instanceof Error ? e.message : '')) throw e;
			await deadline(option.api.experimentalSuggestChain(info));
			await deadline(option.api.enable(chainId));
		}
		const key = await option.api.getKey(chainId);
		return { address: key.bech32Address, pubKey: key.pubKey, algo: key.algo, isNanoLedger: key.isNanoLedger };
	}

	async #reloadCosmosKeys() {
		const account = this.cosmos;
		if (!account) return;
		const option = this.cosmosOptions.find((o) => o.id === account.walletId);
		if (!option) return;
		const keys: Record<string, CosmosKey> = {};
		try {
			for (const chainId of Object.keys(account.keys)) {
				const key = await option.api.getKey(chainId);
				keys[chainId] = { address: key.bech32Address, pubKey: key.pubKey, algo: key.algo, isNanoLedger: key.isNanoLedger };
			}
			this.cosmos = { ...account, keys };
		} catch {
			this.cosmos = null;
		}
		this.epoch++;
	}

	async #useEvm(option: EvmWalletOption, address: string) {
		const chainId = chainNumber(await option.provider.request({ method: 'eth_chainId' }).catch(() => null));
		await loadKeccak().catch(() => {});
		this.#evmUnlisten?.();
		this.#evmUnlisten = this.#listen(option);
		const changed = this.evm !== null && this.evm.address.toLowerCase() !== address.toLowerCase();
		this.evm = {
			walletId: option.id,
			name: option.info.name,
			burner: option.burner === true,
			address: checksummed(address),
			initAddress: initAddressOf(address),
			chainId
		};
		if (changed) this.epoch++;
	}

	#listen(option: EvmWalletOption): () => void {
		const p = option.provider;
		if (!p.on || !p.removeListener) return () => {};
		const onAccounts = (accounts: unknown) => {
			const address = firstAccount(accounts);
			if (this.evm?.walletId !== option.id) return;
			if (!address) {
				this.evm = null;
				remember(null);
			} else if (address.toLowerCase() !== this.evm.address.toLowerCase()) {
				this.evm = { ...this.evm, address: checksummed(address), initAddress: initAddressOf(address) };
			} else return;
			this.epoch++;
		};
		const onChain = (chainId: unknown) => {
			if (this.evm?.walletId === option.id) this.evm = { ...this.evm, chainId: chainNumber(chainId) };
		};
		const onDisconnect = () => {
			if (this.evm?.walletId !== option.id) return;
			this.evm = null;
			this.epoch++;
		};
		p.on('accountsChanged', onAccounts as never);
		p.on('chainChanged', onChain as never);
		p.on('disconnect', onDisconnect as never);
		return () => {
			p.removeListener?.('accountsChanged', onAccounts as never);
			p.removeListener?.('chainChanged', onChain as never);
			p.removeListener?.('disconnect', onDisconnect as never);
		};
	}

	// A wallet connected on an earlier visit: eth_accounts answers without a prompt when still permitted.
	async #silentReconnect() {
		if (this.#triedSilent || this.evm) return;
		const id = remembered();
		const option = id ? this.evmOptions.find((o) => o.id === id) : undefined;
		if (!option) return;
		this.#triedSilent = true;
		try {
			const address = firstAccount(await option.provider.request({ method: 'eth_accounts' }));
			if (address && !this.evm) await this.#useEvm(option, address);
		} catch {
			// stays disconnected; the user connects again
		}
	}
}

/** Wallet failures in a sentence; a rejection is not an error to worry about. */
export function walletErrorText(e: unknown): string {
	const code = (e as { code?: unknown } | null)?.code;
	const message = e instanceof Error ? e.message : String(e);
	if (code === 4001 || /request rejected|user (rejected|denied)/i.test(message)) return 'You declined the connection in your wallet.';
	if (code === -32002) return 'Your wallet already has a request open: check the wallet window.';
	if (e instanceof WalletTimeoutError) return 'Your wallet did not answer in time. Check the wallet window, then try again.';
	return `The wallet could not connect: ${message.slice(0, 200)}`;
}
