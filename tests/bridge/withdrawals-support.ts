// Helpers of the withdrawals specs: the seeded withdrawals (devnet/executor/seed.ts), locators on
// /bridge/withdrawals, and the L1 state read from Node (balances, x/ophost).
import { expect, type Locator, type Page } from '@playwright/test';
import { OP_BRIDGE_IDS } from '../../devnet/chains';
import { SEEDED, type SeedLabel } from '../../devnet/executor/seed';

export { SEEDED };

export const withdrawalsLink = (q: Record<string, string> = {}) => `/bridge/withdrawals${Object.keys(q).length ? `?${new URLSearchParams(q)}` : ''}`;

export class WithdrawalsPage {
	constructor(readonly page: Page) {}

	feed(chainId: string): Locator {
		return this.page.locator(`[data-testid="withdrawal-feed"][data-chain="${chainId}"]`);
	}

	item(chainId: string, sequence: number | string): Locator {
		return this.page.locator(`[data-testid="withdrawal"][data-chain="${chainId}"][data-sequence="${sequence}"]`);
	}

	seeded(label: SeedLabel): Locator {
		const s = SEEDED[label];
		return this.item(s.chainId, s.sequence);
	}

	stage(item: Locator): Locator {
		return item.getByTestId('withdrawal-stage');
	}

	async expectStage(item: Locator, stage: string, timeout = 15_000) {
		await expect(this.stage(item)).toHaveAttribute('data-stage', stage, { timeout });
	}

	/** Opens the wallet dialog from the page and picks a wallet. */
	async connect(optionId = 'test.wallet') {
		await this.page.getByTestId('wallet-button').click();
		const dialog = this.page.getByTestId('wallet-dialog');
		await expect(dialog).toBeVisible();
		await dialog.getByTestId(`wallet-option-${optionId}`).click();
		await expect(dialog).toBeHidden();
	}

	get dialog(): Locator {
		return this.page.getByTestId('claim-dialog');
	}

	phase(): Locator {
		return this.dialog.getByTestId('claim-phase');
	}

	field(label: string): Locator {
		return this.dialog.locator(`[data-testid="claim-field"][data-label="${label}"]`);
	}
}

export class L1 {
	constructor(
		readonly devnetUrl: string,
		readonly l1: string
	) {}

	async balance(address: string, denom = 'uinit'): Promise<bigint> {
		const res = await fetch(`${this.devnetUrl}/rest/${this.l1}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=${denom}`);
		return BigInt(((await res.json()) as { balance: { amount: string } }).balance.amount);
	}

	/** The executor's item (as the page gets it). */
	async withdrawal(chainId: string, sequence: number) {
		const res = await fetch(`${this.devnetUrl}/executor/${chainId}/withdrawal/${sequence}`);
		return (await res.json()) as { to: string; amount: { amount: string }; output_index: number; tx_hash: string; sequence: number };
	}

	bridgeOf = (chainId: string) => OP_BRIDGE_IDS[chainId]!;
}
