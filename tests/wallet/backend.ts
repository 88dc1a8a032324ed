// The Node half of the offline test wallet (wallets.md §6.4): the public test mnemonic's keys, a
// policy per prompt (approve | reject | manual), a log of every request the page made, and real
// signatures — EIP-191 personal_sign and eth_sendTransaction with viem's local account (submitted to
// the devnet's JSON-RPC, which verifies them), Keplr direct/amino with cosmjs HD wallets. The devnet
// chains check every signature, so nothing here is canned.
import { Secp256k1HdWallet, serializeSignDoc, type StdFee, type StdSignDoc } from '@cosmjs/amino';
import { fromBech32, fromHex, toBase64, toBech32, toHex } from '@cosmjs/encoding';
import { DirectSecp256k1HdWallet, makeSignBytes } from '@cosmjs/proto-signing';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import type { BrowserContext, Page } from '@playwright/test';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgTransfer } from 'cosmjs-types/ibc/applications/transfer/v1/tx';
import { decodeFunctionData, erc20Abi, hexToBigInt, hexToString, isHex, numberToHex, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from '../../devnet/accounts';
import { CHAINS } from '../../devnet/chains';
import { installWalletStub, type StubAnswer, type StubConfig } from './stub';

export type Policy = 'approve' | 'reject' | 'manual';
export type WalletId = 'evm' | 'keplr' | 'leap';

/** One request the page made, in order. `method` is the EVM method or `keplr.<method>` / `leap.<method>`. */
export interface LoggedCall {
	seq: number;
	at: number;
	wallet: WalletId;
	method: string;
	params: unknown;
	/** A prompt the user would see (connect, sign, send, switch, suggest…), subject to the policy. */
	prompt: boolean;
	outcome: 'answered' | 'approved' | 'rejected' | 'failed' | 'pending';
	result?: unknown;
	error?: { code?: number; message: string };
	/** The page URL that asked. */
	url: string;
}

export const REJECTED_EVM = { code: 4001, message: 'User rejected the request.' };
export const REJECTED_KEPLR = { message: 'Request rejected' };

// Key derivation is slow (PBKDF2 + BIP32): once per worker and key.
const evmAccounts = new Map<number, ReturnType<typeof mnemonicToAccount>>();
export function evmAccount(index = 0) {
	let a = evmAccounts.get(index);
	if (!a) evmAccounts.set(index, (a = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })));
	return a;
}
const directWallets = new Map<string, Promise<DirectSecp256k1HdWallet>>();
const aminoWallets = new Map<string, Promise<Secp256k1HdWallet>>();
const directWallet = (prefix: string) => {
	let w = directWallets.get(prefix);
	if (!w) directWallets.set(prefix, (w = DirectSecp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix })));
	return w;
};
const aminoWallet = (prefix: string) => {
	let w = aminoWallets.get(prefix);
	if (!w) aminoWallets.set(prefix, (w = Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, { prefix })));
	return w;
};

/** The Cosmos (m/44'/118') address of the test mnemonic with any bech32 prefix. */
export async function cosmosAddress(prefix: string): Promise<string> {
	const [acc] = await (await directWallet(prefix)).getAccounts();
	return acc!.address;
}

class WalletError extends Error {
	constructor(
		readonly code: number | undefined,
		message: string
	) {
		super(message);
	}
}

/** A prompt waiting for the test's decision (manual policy), with what the page asked to sign. */
export class WalletRequest {
	/** personal_sign: the message as text (hex-decoded UTF-8). */
	text?: string;
	/** eth_sendTransaction: the transaction as sent by the page, and its call decoded as an ERC-20 call if it is one. */
	tx?: { from: string; to: string; value: bigint; data: Hex; chainId: number | null; erc20?: { functionName: string; args: readonly unknown[] } };
	/** keplr/leap signAmino: the document the page asked to sign. */
	aminoDoc?: StdSignDoc;
	/** keplr/leap signDirect: decoded body and auth info. */
	direct?: { chainId: string; accountNumber: string; messages: { typeUrl: string; value: unknown }[]; memo: string; fee: StdFee; signMode: number[] };
	#settle: (answer: StubAnswer) => void;
	#perform: () => Promise<StubAnswer>;
	#rejection: StubAnswer['error'];
	#done = false;

	constructor(
		readonly entry: LoggedCall,
		perform: () => Promise<StubAnswer>,
		rejection: StubAnswer['error'],
		settle: (answer: StubAnswer) => void
	) {
		this.#perform = perform;
		this.#rejection = rejection;
		this.#settle = settle;
	}

	get method() {
		return this.entry.method;
	}
	get params() {
		return this.entry.params;
	}
	get settled() {
		return this.#done;
	}

	/** Signs/sends as asked; resolves with what the page receives. */
	async approve(): Promise<StubAnswer> {
		if (this.#done) throw new Error(`${this.method} was already answered`);
		this.#done = true;
		const answer = await this.#perform().catch(errorAnswer);
		this.entry.outcome = answer.error ? 'failed' : 'approved';
		if (answer.error) this.entry.error = answer.error;
		else this.entry.result = answer.result;
		this.#settle(answer);
		return answer;
	}

	/** The user says no (4001 / Keplr "Request rejected"). */
	reject(): void {
		if (this.#done) throw new Error(`${this.method} was already answered`);
		this.#done = true;
		this.entry.outcome = 'rejected';
		this.entry.error = this.#rejection;
		this.#settle({ error: this.#rejection });
	}
}

function errorAnswer(e: unknown): StubAnswer {
	if (e instanceof WalletError) return { error: { ...(e.code !== undefined ? { code: e.code } : {}), message: e.message } };
	const rpc = e as { code?: unknown; message?: unknown };
	return { error: { code: typeof rpc.code === 'number' ? rpc.code : -32603, message: typeof rpc.message === 'string' ? rpc.message : String(e) } };
}

interface KeplrChain {
	prefix: string;
	coinType: number;
}

export class KeplrState {
	/** Chains the wallet knows (without a suggestion): chain id → bech32 prefix and coin type. */
	readonly known = new Map<string, KeplrChain>();
	readonly enabled = new Set<string>();
	/** Chain infos the page suggested and the user approved. */
	readonly suggested: Record<string, unknown>[] = [];
	/** The key lives on a Ledger: getKey says isNanoLedger and the page must use amino. */
	ledger = false;
	/** Like Keplr's fee editor: the fee the wallet signs instead of the one in the document. */
	editFee: ((fee: StdFee) => StdFee) | null = null;
	constructor(readonly id: 'keplr' | 'leap') {}
}

export interface EvmState {
	/** Address index of the test mnemonic on m/44'/60'/0'/0/i. */
	accountIndex: number;
	/** The site may read the account without a prompt (eth_requestAccounts approved). */
	connected: boolean;
	chainId: number;
	/** EVM chain ids the wallet can switch to; others answer 4902 until added. */
	known: Set<number>;
	/** JSON-RPC per chain for chains added with wallet_addEthereumChain. */
	rpcs: Map<number, string>;
}

/** Read-only calls a wallet forwards to its node. */
const FORWARDED = new Set([
	'eth_blockNumber',
	'eth_call',
	'eth_estimateGas',
	'eth_feeHistory',
	'eth_gasPrice',
	'eth_getBalance',
	'eth_getBlockByNumber',
	'eth_getCode',
	'eth_getTransactionByHash',
	'eth_getTransactionCount',
	'eth_getTransactionReceipt',
	'eth_maxPriorityFeePerGas'
]);

/** An EIP-1559 transaction as the wallet signed it. */
type SentTx = { type: 'eip1559'; chainId: number; to: Hex; value: bigint; data: Hex; nonce: number; gas: bigint; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

export interface TestWalletOptions {
	devnetUrl: string;
	stub?: Partial<Pick<StubConfig, 'evm' | 'keplr' | 'leap' | 'ethereum'>>;
	/** The EVM chain the wallet starts on (default 1: a chain the devnet does not serve). */
	chainId?: number;
	/** EVM chains the wallet knows from the start (default: only its start chain). */
	knownChains?: number[];
}

const ICON =
	'data:image/svg+xml;base64,' +
	Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 16h14M16 9v14" stroke="#fff" stroke-width="3"/></svg>').toString('base64');

export class TestWallet {
	/** What every prompt does unless `policies` names it. */
	policy: Policy = 'approve';
	/** Per prompt: `eth_requestAccounts`, `personal_sign`, `eth_sendTransaction`, `wallet_switchEthereumChain`, `keplr.signAmino`… */
	policies: Record<string, Policy> = {};
	readonly log: LoggedCall[] = [];
	readonly evm: EvmState;
	readonly keplr = new KeplrState('keplr');
	readonly leap = new KeplrState('leap');
	readonly stubConfig: StubConfig;

	#devnet: string;
	#seq = 0;
	#pending: WalletRequest[] = [];
	#waiters: { method: string; resolve: (r: WalletRequest) => void }[] = [];
	#pages = new Set<Page>();
	/** EVM transactions this wallet sent, by lowercase hash: what it needs to speed one up. */
	#sent = new Map<string, SentTx>();

	constructor(opts: TestWalletOptions) {
		this.#devnet = opts.devnetUrl;
		const chainId = opts.chainId ?? 1;
		this.evm = { accountIndex: 0, connected: false, chainId, known: new Set(opts.knownChains ?? [chainId]), rpcs: new Map() };
		this.stubConfig = {
			evm: true,
			keplr: true,
			leap: true,
			ethereum: false,
			...opts.stub,
			uuid: '6f1c1a4e-7a3b-4c1e-9f1e-0000000000aa',
			name: 'Test Wallet',
			icon: ICON,
			rdns: 'test.wallet'
		};
	}

	/** The current EVM account (EIP-55). */
	get address(): Hex {
		return evmAccount(this.evm.accountIndex).address;
	}

	get initAddress(): string {
		return toBech32('init', fromHex(this.address.slice(2)));
	}

	/** Installs the binding and the stub on every page of the context (before navigating). */
	async install(context: BrowserContext): Promise<void> {
		context.on('page', (p) => this.#pages.add(p));
		for (const p of context.pages()) this.#pages.add(p);
		await context.exposeBinding('__tw', (source, wallet: WalletId, method: string, params: unknown) => this.#handle(wallet, method, params, source.page.url()));
		await context.addInitScript(installWalletStub, this.stubConfig);
	}

	/** Requests the page made, optionally of one method. */
	calls(method?: string): LoggedCall[] {
		return this.log.filter((c) => !method || c.method === method);
	}

	/** Prompts the user would have seen, optionally of one method. */
	prompts(method?: string): LoggedCall[] {
		return this.calls(method).filter((c) => c.prompt);
	}

	/** The next prompt of `method` held by the manual policy (waits for it to arrive). */
	next(method: string, { timeout = 15_000 }: { timeout?: number } = {}): Promise<WalletRequest> {
		const i = this.#pending.findIndex((r) => r.method === method);
		if (i >= 0) return Promise.resolve(this.#pending.splice(i, 1)[0]!);
		return new Promise((resolve, reject) => {
			const waiter = {
				method,
				resolve: (r: WalletRequest) => {
					clearTimeout(timer);
					resolve(r);
				}
			};
			const timer = setTimeout(() => {
				this.#waiters = this.#waiters.filter((w) => w !== waiter);
				const seen = this.log.map((c) => `${c.method}:${c.outcome}`).join(', ');
				reject(new Error(`test wallet: no ${method} prompt within ${timeout} ms (requests so far: ${seen || 'none'})`));
			}, timeout);
			this.#waiters.push(waiter);
		});
	}

	/** Manual prompts not yet taken with next(). */
	get pending(): readonly WalletRequest[] {
		return this.#pending;
	}

	/** Fires a provider or window event in a page, as the wallet extension would. */
	async emit(page: Page, target: 'evm' | 'window', name: string, data?: unknown): Promise<void> {
		await page.evaluate(([t, n, d]) => (window as unknown as { __twEmit(t: string, n: string, d: unknown): void }).__twEmit(t, n, d), [target, name, data] as const);
	}

	/** The user picks another account in the wallet: accountsChanged in every open page. */
	async switchAccount(index: number): Promise<void> {
		this.evm.accountIndex = index;
		for (const p of this.#pages) if (!p.isClosed()) await this.emit(p, 'evm', 'accountsChanged', this.evm.connected ? [this.address] : []);
	}

	// ── dispatch ────────────────────────────────────────────────────────────────────────────────

	async #handle(wallet: WalletId, method: string, params: unknown, url: string): Promise<StubAnswer> {
		const entry: LoggedCall = {
			seq: ++this.#seq,
			at: Date.now(),
			wallet,
			method: wallet === 'evm' ? method : `${wallet}.${method}`,
			params,
			prompt: false,
			outcome: 'pending',
			url
		};
		this.log.push(entry);
		try {
			const step = wallet === 'evm' ? await this.#evm(method, params) : await this.#keplr(wallet === 'keplr' ? this.keplr : this.leap, method, params);
			if ('answer' in step) {
				entry.outcome = step.answer.error ? 'failed' : 'answered';
				if (step.answer.error) entry.error = step.answer.error;
				else entry.result = step.answer.result;
				return step.answer;
			}
			entry.prompt = true;
			return await this.#prompt(entry, step.prompt);
		} catch (e) {
			const answer = errorAnswer(e);
			entry.outcome = 'failed';
			entry.error = answer.error!;
			return answer;
		}
	}

	#prompt(entry: LoggedCall, p: Prompt): Promise<StubAnswer> {
		const policy = this.policies[entry.method] ?? this.policy;
		return new Promise<StubAnswer>((resolve) => {
			const req = new WalletRequest(entry, p.perform, p.rejection, resolve);
			p.describe?.(req);
			if (policy === 'approve') void req.approve();
			else if (policy === 'reject') req.reject();
			else {
				const w = this.#waiters.find((x) => x.method === entry.method);
				if (w) {
					this.#waiters = this.#waiters.filter((x) => x !== w);
					w.resolve(req);
				} else this.#pending.push(req);
			}
		});
	}

	// ── EVM (EIP-1193) ──────────────────────────────────────────────────────────────────────────

	#rpcUrl(chainId: number): string | undefined {
		const c = CHAINS.find((x) => x.evmChainId === chainId);
		return c ? `${this.#devnet}/jsonrpc/${c.chainId}` : this.evm.rpcs.get(chainId);
	}

	async rpc(chainId: number, method: string, params: unknown[]): Promise<unknown> {
		const url = this.#rpcUrl(chainId);
		if (!url) throw new WalletError(-32603, `The test wallet has no RPC for chain ${chainId}`);
		const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
		const body = (await res.json()) as { result?: unknown; error?: { code: number; message: string } };
		if (body.error) throw new WalletError(body.error.code, body.error.message);
		return body.result;
	}

	#account() {
		return evmAccount(this.evm.accountIndex);
	}

	#checkFrom(address: unknown) {
		if (!this.evm.connected || typeof address !== 'string' || address.toLowerCase() !== this.address.toLowerCase())
			throw new WalletError(4100, 'The requested account and/or method has not been authorized by the user.');
	}

	async #evm(method: string, raw: unknown): Promise<Step> {
		const params = Array.isArray(raw) ? raw : [];
		const s = this.evm;
		const answer = (result: unknown): Step => ({ answer: { result } });
		switch (method) {
			case 'eth_accounts':
				return answer(s.connected ? [this.address] : []);
			case 'eth_chainId':
				return answer(numberToHex(s.chainId));
			case 'net_version':
				return answer(String(s.chainId));
			case 'eth_requestAccounts':
				if (s.connected) return answer([this.address]);
				return {
					prompt: {
						rejection: REJECTED_EVM,
						perform: async () => {
							s.connected = true;
							return { result: [this.address] };
						}
					}
				};
			case 'wallet_switchEthereumChain': {
				const id = chainIdOf((params[0] as { chainId?: unknown } | undefined)?.chainId);
				if (id === null) throw new WalletError(-32602, 'Invalid chainId');
				if (!s.known.has(id)) throw new WalletError(4902, `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`);
				if (id === s.chainId) return answer(null);
				return {
					prompt: {
						rejection: REJECTED_EVM,
						perform: async () => {
							s.chainId = id;
							return { result: null, events: [['evm', 'chainChanged', numberToHex(id)]] };
						}
					}
				};
			}
			case 'wallet_addEthereumChain': {
				const p = (params[0] ?? {}) as { chainId?: unknown; rpcUrls?: unknown };
				const id = chainIdOf(p.chainId);
				if (id === null) throw new WalletError(-32602, 'Invalid chainId');
				return {
					prompt: {
						rejection: REJECTED_EVM,
						perform: async () => {
							s.known.add(id);
							const rpc = Array.isArray(p.rpcUrls) && typeof p.rpcUrls[0] === 'string' ? p.rpcUrls[0] : undefined;
							if (rpc && !this.#rpcUrl(id)) s.rpcs.set(id, rpc);
							return { result: null };
						}
					}
				};
			}
			case 'personal_sign': {
				const [message, address] = params;
				this.#checkFrom(address);
				if (typeof message !== 'string') throw new WalletError(-32602, 'message must be a string');
				const account = this.#account();
				return {
					prompt: {
						rejection: REJECTED_EVM,
						describe: (r) => (r.text = isHex(message) ? hexToString(message) : message),
						perform: async () => ({ result: await account.signMessage({ message: isHex(message) ? { raw: message } : message }) })
					}
				};
			}
			case 'eth_sendTransaction': {
				const tx = (params[0] ?? {}) as Record<string, unknown>;
				this.#checkFrom(tx.from ?? this.address);
				const chainId = tx.chainId === undefined ? null : chainIdOf(tx.chainId);
				if (chainId !== null && chainId !== s.chainId)
					throw new WalletError(-32602, `Invalid chainId ${String(tx.chainId)}: the wallet is on ${numberToHex(s.chainId)}`);
				const data = (tx.data ?? tx.input ?? '0x') as Hex;
				const to = String(tx.to ?? '');
				const value = tx.value === undefined ? 0n : hexToBigInt(tx.value as Hex);
				return {
					prompt: {
						rejection: REJECTED_EVM,
						describe: (r) => {
							r.tx = { from: this.address, to, value, data, chainId };
							try {
								const d = decodeFunctionData({ abi: erc20Abi, data });
								r.tx.erc20 = { functionName: d.functionName, args: d.args ?? [] };
							} catch {
								// not an ERC-20 call
							}
						},
						perform: () => this.#sendTransaction(to, value, data, tx)
					}
				};
			}
			case 'eth_signTypedData_v4':
				throw new WalletError(4200, 'eth_signTypedData_v4 is not supported by the test wallet');
			default:
				if (FORWARDED.has(method)) return answer(await this.rpc(s.chainId, method, params));
				throw new WalletError(4200, `The test wallet does not support ${method}`);
		}
	}

	async #sendTransaction(to: string, value: bigint, data: Hex, tx: Record<string, unknown>): Promise<StubAnswer> {
		const chainId = this.evm.chainId;
		const account = this.#account();
		const call = { from: account.address, to, value: numberToHex(value), data };
		const nonce = hexToBigInt((await this.rpc(chainId, 'eth_getTransactionCount', [account.address, 'pending'])) as Hex);
		const gas = tx.gas !== undefined ? hexToBigInt(tx.gas as Hex) : hexToBigInt((await this.rpc(chainId, 'eth_estimateGas', [call])) as Hex);
		const gasPrice = hexToBigInt((await this.rpc(chainId, 'eth_gasPrice', [])) as Hex);
		const sent: SentTx = { type: 'eip1559', chainId, to: to as Hex, value, data, nonce: Number(nonce), gas, maxFeePerGas: gasPrice * 2n, maxPriorityFeePerGas: 0n };
		const hash = (await this.rpc(chainId, 'eth_sendRawTransaction', [await account.signTransaction(sent)])) as Hex;
		this.#sent.set(hash.toLowerCase(), sent);
		return { result: hash };
	}

	/**
	 * "Speed up" on a pending transaction, as wallets offer it: the same call and nonce at a higher fee,
	 * under a new hash the page is not told about.
	 */
	speedUp(hash: string): Promise<Hex> {
		return this.#replace(hash, (old) => old);
	}

	/** "Cancel" on a pending transaction, as wallets offer it: 0 to the sender itself on the same nonce, at a higher fee. */
	cancel(hash: string): Promise<Hex> {
		return this.#replace(hash, (old) => ({ ...old, to: this.#account().address, value: 0n, data: '0x', gas: 21_000n }));
	}

	/** Re-signs a sent tx's nonce with the fee cap and tip raised by at least 10 % (the node's rule) and to at least the node's suggested tip. */
	async #replace(hash: string, change: (old: SentTx) => SentTx): Promise<Hex> {
		const old = this.#sent.get(hash.toLowerCase());
		if (!old) throw new Error(`the test wallet did not send ${hash}`);
		const suggested = hexToBigInt((await this.rpc(old.chainId, 'eth_maxPriorityFeePerGas', [])) as Hex);
		const raised = (x: bigint) => x + (x + 9n) / 10n;
		const tip = raised(old.maxPriorityFeePerGas) > suggested ? raised(old.maxPriorityFeePerGas) : suggested;
		const cap = raised(old.maxFeePerGas) > old.maxFeePerGas + tip ? raised(old.maxFeePerGas) : old.maxFeePerGas + tip;
		const next: SentTx = { ...change(old), maxFeePerGas: cap, maxPriorityFeePerGas: tip };
		const sent = (await this.rpc(old.chainId, 'eth_sendRawTransaction', [await this.#account().signTransaction(next)])) as Hex;
		this.#sent.set(sent.toLowerCase(), next);
		return sent;
	}

	// ── Keplr / Leap ────────────────────────────────────────────────────────────────────────────

	#chain(k: KeplrState, chainId: unknown): KeplrChain {
		const c = typeof chainId === 'string' ? k.known.get(chainId) : undefined;
		if (!c) throw new WalletError(undefined, `There is no chain info for ${String(chainId)}`);
		return c;
	}

	#enabledChain(k: KeplrState, chainId: unknown): KeplrChain {
		const c = this.#chain(k, chainId);
		if (!k.enabled.has(chainId as string)) throw new WalletError(undefined, `${String(chainId)} is not enabled`);
		return c;
	}

	/** getKey's answer (bytes as hex) for the chain's coin type: 60 = Initia's ethsecp256k1 key, else secp256k1. */
	async keplrKey(k: KeplrState, chainId: string) {
		const c = this.#chain(k, chainId);
		if (c.coinType === 60) {
			const account = evmAccount(0);
			const pubKey = secp256k1.Point.fromHex(account.publicKey.slice(2)).toBytes(true);
			const address = fromHex(account.address.slice(2));
			return { name: 'Test Wallet', algo: 'ethsecp256k1', pubKey: toHex(pubKey), address: toHex(address), bech32Address: toBech32(c.prefix, address), ethereumHexAddress: account.address, isNanoLedger: k.ledger, isKeystone: false };
		}
		const [acc] = await (await directWallet(c.prefix)).getAccounts();
		return { name: 'Test Wallet', algo: 'secp256k1', pubKey: toHex(acc!.pubkey), address: toHex(fromBech32(acc!.address, 256).data), bech32Address: acc!.address, ethereumHexAddress: '', isNanoLedger: k.ledger, isKeystone: false };
	}

	async #keplr(k: KeplrState, method: string, raw: unknown): Promise<Step> {
		const p = (raw ?? {}) as Record<string, unknown>;
		switch (method) {
			case 'enable': {
				const ids = (Array.isArray(p.chainIds) ? p.chainIds : []) as string[];
				for (const id of ids) this.#chain(k, id);
				if (ids.every((id) => k.enabled.has(id))) return { answer: { result: null } };
				return {
					prompt: {
						rejection: REJECTED_KEPLR,
						perform: async () => {
							for (const id of ids) k.enabled.add(id);
							return { result: null };
						}
					}
				};
			}
			case 'experimentalSuggestChain': {
				const info = (p.chainInfo ?? {}) as { chainId?: unknown; bech32Config?: { bech32PrefixAccAddr?: unknown }; bip44?: { coinType?: unknown } };
				if (typeof info.chainId !== 'string' || typeof info.bech32Config?.bech32PrefixAccAddr !== 'string')
					throw new WalletError(undefined, 'Invalid chain info');
				const chain = { prefix: info.bech32Config.bech32PrefixAccAddr, coinType: typeof info.bip44?.coinType === 'number' ? info.bip44.coinType : 118 };
				return {
					prompt: {
						rejection: REJECTED_KEPLR,
						perform: async () => {
							k.known.set(info.chainId as string, chain);
							k.suggested.push(info as Record<string, unknown>);
							return { result: null };
						}
					}
				};
			}
			case 'getKey':
				this.#enabledChain(k, p.chainId);
				return { answer: { result: await this.keplrKey(k, p.chainId as string) } };
			case 'signDirect': {
				const chainId = p.chainId as string;
				const c = this.#enabledChain(k, chainId);
				const key = await this.keplrKey(k, chainId);
				if (p.signer !== key.bech32Address) throw new WalletError(undefined, 'Signer mismatched');
				const doc = p.signDoc as { bodyBytes: string; authInfoBytes: string; chainId: string; accountNumber: string };
				if (doc.chainId !== chainId) throw new WalletError(undefined, 'Chain id in the sign doc is not the requested chain');
				return {
					prompt: {
						rejection: REJECTED_KEPLR,
						describe: (r) => (r.direct = describeDirect(doc)),
						perform: async () => {
							let authInfoBytes: Uint8Array = fromHex(doc.authInfoBytes);
							if (k.editFee) {
								const info = AuthInfo.decode(authInfoBytes);
								const fee = k.editFee(stdFeeOf(info));
								authInfoBytes = AuthInfo.encode({ ...info, fee: { ...info.fee!, amount: [...fee.amount], gasLimit: BigInt(fee.gas) } }).finish();
							}
							const signDoc = { bodyBytes: fromHex(doc.bodyBytes), authInfoBytes, chainId, accountNumber: BigInt(doc.accountNumber) };
							const signature = key.algo === 'ethsecp256k1' ? ethSignature(makeSignBytes(signDoc), key.pubKey) : (await (await directWallet(c.prefix)).signDirect(p.signer as string, signDoc)).signature;
							return { result: { signed: { bodyBytes: doc.bodyBytes, authInfoBytes: toHex(authInfoBytes), chainId, accountNumber: doc.accountNumber }, signature } };
						}
					}
				};
			}
			case 'signAmino': {
				const chainId = p.chainId as string;
				const c = this.#enabledChain(k, chainId);
				const key = await this.keplrKey(k, chainId);
				if (p.signer !== key.bech32Address) throw new WalletError(undefined, 'Signer mismatched');
				const doc = p.signDoc as StdSignDoc;
				if (doc.chain_id !== chainId) throw new WalletError(undefined, 'Chain id in the sign doc is not the requested chain');
				return {
					prompt: {
						rejection: REJECTED_KEPLR,
						describe: (r) => (r.aminoDoc = doc),
						perform: async () => {
							const signed: StdSignDoc = k.editFee ? { ...doc, fee: k.editFee(doc.fee) } : doc;
							const signature =
								key.algo === 'ethsecp256k1' ? ethSignature(serializeSignDoc(signed), key.pubKey) : (await (await aminoWallet(c.prefix)).signAmino(p.signer as string, signed)).signature;
							return { result: { signed, signature } };
						}
					}
				};
			}
			case 'sendTx':
				throw new WalletError(undefined, 'sendTx is not supported by the test wallet');
			default:
				throw new WalletError(undefined, `The test wallet does not support ${k.id}.${method}`);
		}
	}
}

interface Prompt {
	rejection: StubAnswer['error'];
	perform: () => Promise<StubAnswer>;
	describe?: (r: WalletRequest) => void;
}
type Step = { answer: StubAnswer } | { prompt: Prompt };

function chainIdOf(v: unknown): number | null {
	if (typeof v === 'number') return Number.isSafeInteger(v) && v > 0 ? v : null;
	if (typeof v !== 'string') return null;
	const n = Number.parseInt(v, v.startsWith('0x') ? 16 : 10);
	return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Keplr signs ethsecp256k1 keys over keccak256 (r‖s, low S). */
function ethSignature(signBytes: Uint8Array, pubKeyHex: string) {
	const sig = secp256k1.sign(keccak_256(signBytes), evmAccount(0).getHdKey().privateKey!, { prehash: false });
	return { pub_key: { type: 'ethermint/PubKeyEthSecp256k1', value: toBase64(fromHex(pubKeyHex)) }, signature: toBase64(sig) };
}

function stdFeeOf(info: AuthInfo): StdFee {
	return { amount: (info.fee?.amount ?? []).map((c) => ({ denom: c.denom, amount: c.amount })), gas: String(info.fee?.gasLimit ?? 0n) };
}

const DECODERS: Record<string, { decode(b: Uint8Array): unknown }> = {
	'/ibc.applications.transfer.v1.MsgTransfer': MsgTransfer,
	'/cosmos.bank.v1beta1.MsgSend': MsgSend
};

function describeDirect(doc: { bodyBytes: string; authInfoBytes: string; chainId: string; accountNumber: string }): WalletRequest['direct'] {
	const body = TxBody.decode(fromHex(doc.bodyBytes));
	const info = AuthInfo.decode(fromHex(doc.authInfoBytes));
	return {
		chainId: doc.chainId,
		accountNumber: doc.accountNumber,
		messages: body.messages.map((m) => ({ typeUrl: m.typeUrl, value: DECODERS[m.typeUrl]?.decode(m.value) ?? toHex(m.value) })),
		memo: body.memo,
		fee: stdFeeOf(info),
		signMode: info.signerInfos.map((s) => s.modeInfo?.single?.mode ?? -1)
	};
}

