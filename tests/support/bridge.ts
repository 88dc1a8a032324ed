// Helpers for the bridge end-to-end specs: the /bridge form as a page object, and Node-side reads of
// what the devnet itself recorded (router quotes, balances, included txs, the request log), so tests
// compare what the user sees with what the chains verified.
import { expect, type Locator, type Page } from '@playwright/test';
import { parseUnits } from 'viem';
import { ASSETS, assetOf, DENOMS, EXT_EVM, L1 } from '../../devnet/chains';
import type { TestWallet, WalletRequest } from '../wallet/backend';
import type { DevnetControl } from './fixtures';

export interface Pair {
	srcChain: string;
	srcDenom: string;
	dstChain: string;
	dstDenom: string;
}

/** Transfers from the devnet's external EVM chain (Base-like) to the L1: an ERC-20 with an approval, and the native coin. */
export const EXT_USDC_PAIR: Pair = { srcChain: EXT_EVM, srcDenom: DENOMS.extEvmUsdc, dstChain: L1, dstDenom: DENOMS.l1Usdc };
export const EXT_ETH_PAIR: Pair = { srcChain: EXT_EVM, srcDenom: DENOMS.extEvmNative, dstChain: L1, dstDenom: DENOMS.l1Init };

/** `test.use({ walletOptions: ON_EXT_EVM })`: the test wallet starts on the external EVM chain. */
export const ON_EXT_EVM = { chainId: Number(EXT_EVM) };

/**
 * An EVM-source transfer up to the wallet's first transaction prompt, held for the test to answer
 * (the approval of an ERC-20, or the bridge transaction itself): open the link, connect, preview,
 * review, Sign.
 */
export async function firstEvmPrompt(page: Page, wallet: TestWallet, link: string): Promise<WalletRequest> {
	const bridge = new BridgePage(page);
	wallet.policies.eth_sendTransaction = 'manual';
	await page.goto(link);
	await bridge.connect();
	await bridge.preview();
	await bridge.reviewReady();
	await bridge.signButton.click();
	return wallet.next('eth_sendTransaction');
}

/** /bridge with the form prefilled from the link (the app never submits by itself). */
export function bridgeLink(p: Pair, amount?: string): string {
	const q = new URLSearchParams({ src_chain: p.srcChain, src_denom: p.srcDenom, dst_chain: p.dstChain, dst_denom: p.dstDenom });
	if (amount !== undefined) q.set('amount', amount);
	return `/bridge?${q}`;
}

export const trackLink = (chainId: string, txHash: string) => `/bridge/track?${new URLSearchParams({ chain_id: chainId, tx_hash: txHash })}`;

/** Base units of a display amount of a devnet asset (decimals from the devnet catalogue). */
export function baseUnits(chainId: string, denom: string, display: string): bigint {
	const a = assetOf(chainId, denom);
	if (!a || a.decimals === null) throw new Error(`no decimals for ${chainId} ${denom}`);
	return parseUnits(display.replace(/[,\s]/g, ''), a.decimals);
}

export const symbolOf = (chainId: string, denom: string) => ASSETS.find((a) => a.chainId === chainId && a.denom === denom)!.symbol;

export class BridgePage {
	readonly submit: Locator;
	readonly stepper: Locator;
	readonly stepStatus: Locator;
	readonly stepError: Locator;
	readonly review: Locator;
	readonly signButton: Locator;
	readonly txHash: Locator;
	readonly state: Locator;

	constructor(readonly page: Page) {
		this.submit = page.getByTestId('bridge-submit');
		this.stepper = page.getByTestId('stepper');
		this.stepStatus = page.getByTestId('step-status');
		this.stepError = page.getByTestId('step-error');
		this.review = page.getByTestId('tx-review');
		this.signButton = page.getByTestId('sign-button');
		this.txHash = page.getByTestId('tx-hash');
		this.state = page.getByTestId('transfer-state');
	}

	step(id: string): Locator {
		return this.stepper.locator(`li[data-step="${id}"]`);
	}

	/** Opens the wallet dialog and picks a wallet by its option id (rdns, keplr, leap). */
	async connect(optionId = 'test.wallet'): Promise<void> {
		await this.page.getByRole('button', { name: 'Connect wallet' }).first().click();
		const dialog = this.page.getByTestId('wallet-dialog');
		await expect(dialog).toBeVisible();
		await dialog.getByTestId(`wallet-option-${optionId}`).click();
		await expect(dialog).toBeHidden();
	}

	/** Waits for the button to offer the preview (quote and balances ready) and starts the pipeline. */
	async preview(): Promise<void> {
		await expect(this.submit).toHaveAttribute('data-blocker', 'Preview route', { timeout: 15_000 });
		await this.submit.click();
		await expect(this.stepper).toBeVisible();
	}

	/** The review is on screen and waits for the user. */
	async reviewReady(): Promise<void> {
		await expect(this.stepStatus).toHaveAttribute('data-step', 'review', { timeout: 20_000 });
		await expect(this.stepStatus).toHaveAttribute('data-waiting', 'user', { timeout: 20_000 });
		await expect(this.signButton).toBeVisible();
	}

	/** The review's field value for a label, within the n-th reviewed message. */
	field(label: string, message = 0): Locator {
		return this.review
			.getByTestId('review-message')
			.nth(message)
			.locator('dt', { hasText: new RegExp(`^${label}$`) })
			.locator('xpath=following-sibling::dd[1]');
	}

	summary(label: string): Locator {
		return this.page.getByTestId('tx-review-summary').locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
	}

	/** The exact document the review offers to inspect. */
	async rawSignDoc(): Promise<string> {
		const raw = this.page.getByTestId('tx-raw');
		await raw.locator('summary').click();
		return (await raw.locator('pre').textContent()) ?? '';
	}

	/** The source tx hash, once the page shows it. */
	async hash(pattern: RegExp = /^(0x[0-9a-f]{64}|[0-9A-F]{64})$/): Promise<string> {
		await expect(this.txHash).toHaveText(pattern, { timeout: 20_000 });
		return (await this.txHash.textContent())!;
	}

	/** Connect, preview, wait for the review and sign with whatever the wallet policy answers. */
	async sendWithReview(optionId = 'test.wallet'): Promise<string> {
		await this.connect(optionId);
		await this.preview();
		await this.reviewReady();
		await this.signButton.click();
		return this.hash();
	}

	async finalState(state: string, timeout = 30_000): Promise<void> {
		await expect(this.state.first()).toHaveAttribute('data-state', state, { timeout });
	}
}

// ── the devnet, read from Node ─────────────────────────────────────────────────────────────────

async function json<T>(res: Response): Promise<T> {
	if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
	return (await res.json()) as T;
}

export class Devnet {
	constructor(readonly url: string) {}

	/** The router's own quote for a pair (what the app should show). */
	async route(p: Pair, amountIn: bigint, extra: Record<string, unknown> = {}) {
		const res = await fetch(`${this.url}/router/v2/fungible/route`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				amount_in: amountIn.toString(),
				source_asset_chain_id: p.srcChain,
				source_asset_denom: p.srcDenom,
				dest_asset_chain_id: p.dstChain,
				dest_asset_denom: p.dstDenom,
				...extra
			})
		});
		return json<{
			amount_out: string;
			estimated_route_duration_seconds: number;
			operations: Record<string, unknown>[];
			estimated_fees: { amount: string; fee_behavior: string; origin_asset: { symbol: string; decimals: number } }[];
			required_chain_addresses: string[];
		}>(res);
	}

	/** A balance as the devnet ledger has it (through the router's balances endpoint). */
	async balance(chainId: string, address: string, denom: string): Promise<bigint> {
		const res = await fetch(`${this.url}/router/v2/info/balances`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ chains: { [chainId]: { address, denoms: [denom] } } })
		});
		const body = await json<{ chains: Record<string, { denoms: Record<string, { amount: string }> }> }>(res);
		return BigInt(body.chains[chainId]!.denoms[denom]!.amount);
	}

	/** GET /cosmos/tx/v1beta1/txs/{hash} on a devnet Cosmos chain (null while not included). */
	async cosmosTx(chainId: string, hash: string) {
		const res = await fetch(`${this.url}/rest/${chainId}/cosmos/tx/v1beta1/txs/${hash}`);
		if (res.status === 404) return null;
		return json<{
			tx: { body: { messages: Record<string, unknown>[]; memo: string }; auth_info: { fee: { amount: { denom: string; amount: string }[]; gas_limit: string }; signer_infos: { mode_info: { single: { mode: string } }; public_key: Record<string, string> }[] } };
			tx_response: { code: number; txhash: string; raw_log: string; height: string };
		}>(res);
	}

	/** The tx once the chain has put it in a block (the page shows the hash right after CheckTx). */
	async includedCosmosTx(chainId: string, hash: string) {
		await expect.poll(() => this.cosmosTx(chainId, hash).then((t) => t !== null), { message: `${hash} included on ${chainId}`, timeout: 10_000 }).toBe(true);
		return (await this.cosmosTx(chainId, hash))!;
	}

	async account(chainId: string, address: string) {
		const res = await fetch(`${this.url}/rest/${chainId}/cosmos/auth/v1beta1/accounts/${address}`);
		return json<{ account: { sequence: string; account_number: string } }>(res);
	}

	async evm(chainId: string, method: string, params: unknown[]) {
		const res = await fetch(`${this.url}/jsonrpc/${chainId}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params })
		});
		const body = await json<{ result?: unknown; error?: { message: string } }>(res);
		if (body.error) throw new Error(body.error.message);
		return body.result;
	}

	/** The receipt of an EVM tx once it is in a block. */
	async receipt(chainId: string, hash: string): Promise<{ status: string; blockNumber: string }> {
		await expect.poll(() => this.evm(chainId, 'eth_getTransactionReceipt', [hash]), { message: `receipt of ${hash}`, timeout: 10_000 }).not.toBeNull();
		return (await this.evm(chainId, 'eth_getTransactionReceipt', [hash])) as { status: string; blockNumber: string };
	}

	/** The explorer page the registry links to for a tx. */
	async explorerTx(chainId: string, hash: string): Promise<string> {
		const res = await fetch(`${this.url}/explorer/${chainId}/txs/${hash}`);
		return res.text();
	}
}

/** Router requests logged by the devnet since `since`, whose path contains `part`. */
export async function routerCalls(control: DevnetControl, part: string, since = 0) {
	const { requests } = await control.requests(since, 'router');
	return requests.filter((r) => r.path.includes(part));
}

/**
 * The page's registrations with the router (POST /v2/tx/track). Only POSTs: the service worker's
 * offline copy re-asks the URLs a page loaded with GET, which the router answers 405 and which are
 * not registrations.
 */
export async function trackCalls(control: DevnetControl, since = 0) {
	return (await routerCalls(control, '/v2/tx/track', since)).filter((r) => r.method === 'POST');
}
