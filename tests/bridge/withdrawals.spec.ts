// /bridge/withdrawals on the built site against the devnet executors and L1: the seeded states,
// read-only links, paging, a failing executor, and claims signed by the test wallet and checked by
// the devnet L1 (paid out, refused early, refused twice).
import { OTHER, TEST_EVM } from '../../devnet/accounts';
import { EVM_L2, L1 as L1_ID, MOVE_L2, WASM_L2 } from '../../devnet/chains';
import { Devnet } from '../support/bridge';
import { expectNoHorizontalOverflow } from '../support/explorer';
import { expect, expectAccessible, test } from '../wallet/fixture';
import { L1, SEEDED, WithdrawalsPage, withdrawalsLink } from './withdrawals-support';

/** How the page writes uinit: grouped whole part, fraction without trailing zeros. */
const INIT = (n: bigint) => {
	const frac = (n % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
	return `${(n / 1_000_000n).toLocaleString('en')}${frac ? `.${frac}` : ''} INIT`;
};

test.describe('seeded withdrawals, read-only', () => {
	test('each state renders with amount, rollup and L2 tx; a link opens any address read-only @mobile', async ({ page }) => {
		const w = new WithdrawalsPage(page);
		await page.goto(withdrawalsLink({ address: TEST_EVM.init }));
		await expect(page.getByTestId('withdrawals-address')).toHaveAttribute('data-readonly', 'true');
		await expect(page.getByTestId('l1-balance')).toContainText('INIT');

		await w.expectStage(w.seeded('inProgress'), 'in-progress');
		await expect(w.seeded('inProgress')).toContainText('In progress');
		await w.expectStage(w.seeded('awaitingOutput'), 'awaiting-output');
		await expect(w.seeded('awaitingOutput')).toContainText('Waiting for output');
		await w.expectStage(w.seeded('countdown'), 'countdown');
		await expect(w.seeded('countdown')).toContainText(/Claimable in 5d/);
		await expect(w.seeded('countdown').getByTestId('claimable-at')).toContainText('on ');
		await w.expectStage(w.seeded('claimable'), 'claimable');
		await expect(w.seeded('claimable')).toContainText('Ready to claim');
		// nobody connected: the page says what to do instead of offering a Claim
		await expect(w.seeded('claimable').getByRole('button', { name: 'Connect wallet to claim' })).toBeVisible();
		await w.expectStage(w.seeded('claimed'), 'claimed');
		await w.expectStage(w.seeded('evmClaimable'), 'claimable');
		await w.expectStage(w.seeded('wasmClaimed'), 'claimed');

		const claimable = w.seeded('claimable');
		await expect(claimable.getByTestId('withdrawal-amount')).toHaveText(INIT(SEEDED.claimable.amount));
		await expect(claimable).toContainText('Move Loom → Initia L1');
		await expect(claimable.getByRole('link', { name: new RegExp(SEEDED.claimable.txHash.slice(-6)) })).toHaveAttribute('href', `/${MOVE_L2}/txs/${SEEDED.claimable.txHash}`);
		// every seeded withdrawal of the test wallet, newest first per rollup
		await expect(w.feed(MOVE_L2).getByTestId('withdrawal')).toHaveCount(5);
		await expect(w.feed(WASM_L2).getByTestId('withdrawal')).toHaveCount(1);
		await expect(page.getByTestId('claim-button')).toHaveCount(0);
		await expectAccessible(page);
	});

	test('without a wallet it says what to connect, and a typed address (0x too) opens its list', async ({ page }) => {
		await page.goto(withdrawalsLink());
		await expect(page.getByTestId('withdrawals-connect')).toContainText('Connect a wallet');
		const input = page.getByLabel('L1 address to look up');
		await input.fill('cosmos1xyz');
		await page.getByRole('button', { name: 'View', exact: true }).click();
		await expect(page.getByText('This is not an address')).toBeVisible();
		await input.fill(OTHER.hex);
		await page.getByRole('button', { name: 'View', exact: true }).click();
		await expect(page).toHaveURL(new RegExp(`address=${OTHER.init}`));
		await expect(page.getByTestId('withdrawals-address')).toContainText(OTHER.init.slice(-6));
		await expect(new WithdrawalsPage(page).feed(MOVE_L2).getByTestId('withdrawal')).not.toHaveCount(0);
	});

	test('pages an executor with Load more (offset = the next sequence)', async ({ page }) => {
		const w = new WithdrawalsPage(page);
		await page.goto(withdrawalsLink({ address: OTHER.init }));
		const evm = w.feed(EVM_L2);
		await expect(evm.getByTestId('withdrawal')).toHaveCount(20);
		await evm.getByTestId('load-more').click();
		await expect(evm.getByTestId('withdrawal')).toHaveCount(25);
		await expect(evm.getByTestId('load-more')).toHaveCount(0);
		const sequences = await evm.getByTestId('withdrawal').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-sequence'))));
		expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
		expect(new Set(sequences).size).toBe(25);
	});

	test('a failing executor is named without blocking the others, and Retry recovers', async ({ page, control }) => {
		const w = new WithdrawalsPage(page);
		await control.fault({ match: `/executor/${MOVE_L2}/`, status: 500, body: 'failed to query withdrawals', contentType: 'text/plain; charset=utf-8' });
		await page.goto(withdrawalsLink({ address: TEST_EVM.init }));
		const move = w.feed(MOVE_L2);
		await expect(move.getByTestId('feed-error')).toContainText("Move Loom's withdrawal service (OPinit executor) could not be reached", { timeout: 20_000 });
		await expect(move.getByTestId('feed-error')).toContainText('failed to query withdrawals');
		await w.expectStage(w.seeded('evmClaimable'), 'claimable');
		await control.clearFaults();
		await move.getByRole('button', { name: 'Retry' }).click();
		await expect(move.getByTestId('withdrawal')).toHaveCount(5);
	});
});

test('on a phone the list and the claim review keep to the screen, with 44 px targets @mobile @phone-only', async ({ page, wallet }) => {
	void wallet;
	const w = new WithdrawalsPage(page);
	await page.goto(withdrawalsLink());
	await w.connect();
	const item = w.seeded('claimable');
	await w.expectStage(item, 'claimable');
	await w.expectStage(w.seeded('countdown'), 'countdown');
	await expectNoHorizontalOverflow(page);
	// every control of the page (buttons, button links, fields) is a full touch target
	const small = async (scope: string) =>
		page.locator(`${scope} :is(button, input, select, summary, a[data-slot="button"])`).evaluateAll((els) =>
			els.flatMap((el) => {
				const r = el.getBoundingClientRect();
				if (r.width === 0 && r.height === 0) return []; // not rendered
				return r.height < 44 || r.width < 44 ? [`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`] : [];
			})
		);
	expect(await small('main')).toEqual([]);

	await item.getByTestId('claim-button').click();
	await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
	await expectNoHorizontalOverflow(page);
	await expect(w.dialog.getByTestId('claim-sign')).toBeInViewport();
	expect(await small('[data-testid="claim-dialog"]')).toEqual([]);
});

test.describe('claiming', () => {
	test('the recipient claims a claimable withdrawal: review, EIP-191 signature, funds arrive on the L1', async ({ page, wallet, env }) => {
		const w = new WithdrawalsPage(page);
		const l1 = new L1(env.devnetUrl, L1_ID);
		const before = await l1.balance(TEST_EVM.init);
		wallet.policies.personal_sign = 'manual';
		await page.goto(withdrawalsLink());
		await w.connect();
		await expect(page.getByTestId('withdrawals-address')).toHaveAttribute('data-readonly', 'false');
		const item = w.seeded('claimable');
		await w.expectStage(item, 'claimable');
		await item.getByTestId('claim-button').click();

		// the account has no key on chain yet: the one-time identify message first
		const identify = await wallet.next('personal_sign');
		expect(identify.text).toBe('Sign this message to identify your Initia account.');
		await identify.approve();
		await expect(w.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
		await expect(w.field('Amount')).toHaveText(INIT(SEEDED.claimable.amount));
		await expect(w.field('Paid to')).toHaveText(TEST_EVM.init);
		await expect(w.field('Chain id')).toHaveText(L1_ID);
		await expect(w.field('Signing')).toContainText('EIP-191');
		await w.dialog.getByTestId('claim-raw').locator('summary').click();
		const shown = JSON.parse((await w.dialog.getByTestId('claim-raw').locator('pre').textContent())!);
		expect(shown.msgs[0]).toMatchObject({ type: 'ophost/MsgFinalizeTokenWithdrawal', value: { to: TEST_EVM.init, sequence: String(SEEDED.claimable.sequence), amount: { amount: SEEDED.claimable.amount.toString(), denom: 'uinit' } } });
		await expectAccessible(page);

		await w.dialog.getByTestId('claim-sign').click();
		const sign = await wallet.next('personal_sign');
		expect(JSON.parse(sign.text!)).toEqual(shown);
		await sign.approve();
		await expect(w.phase()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
		await expect(w.dialog.getByTestId('claim-done')).toContainText(`${INIT(SEEDED.claimable.amount)} arrived on the L1`);

		// the L1 paid the amount (minus the claim's fee), and the page shows it
		const hash = (await w.dialog.getByTestId('claim-done').getByRole('link').getAttribute('href'))!.split('/').at(-1)!;
		const tx = await new Devnet(env.devnetUrl).includedCosmosTx(L1_ID, hash);
		expect(tx.tx_response.code).toBe(0);
		expect(tx.tx.body.messages[0]).toMatchObject({ '@type': '/opinit.ophost.v1.MsgFinalizeTokenWithdrawal', to: TEST_EVM.init });
		const fee = BigInt(tx.tx.auth_info.fee.amount[0]!.amount);
		const after = await l1.balance(TEST_EVM.init);
		expect(after - before).toBe(SEEDED.claimable.amount - fee);
		await expect(w.dialog.getByTestId('claim-balance')).toContainText(INIT(after));
		await w.dialog.getByRole('button', { name: 'Done' }).click();
		await w.expectStage(item, 'claimed');
		await expect(page.getByTestId('l1-balance')).toContainText(INIT(after));
	});

	test('a second claim of the same withdrawal is refused by the L1 and explained', async ({ page, browser, wallet, env }) => {
		const w = new WithdrawalsPage(page);
		await page.goto(withdrawalsLink());
		await w.connect();
		const item = w.seeded('evmClaimable');
		await w.expectStage(item, 'claimable');

		// another tab of the same user claims first
		const other = await browser.newContext();
		await wallet.install(other);
		const tab = await other.newPage();
		await tab.goto(new URL(withdrawalsLink(), env.siteUrl).href);
		const w2 = new WithdrawalsPage(tab);
		await w2.connect();
		await w2.seeded('evmClaimable').getByTestId('claim-button').click();
		await expect(w2.phase()).toHaveAttribute('data-phase', 'review', { timeout: 20_000 });
		await w2.dialog.getByTestId('claim-sign').click();
		await expect(w2.phase()).toHaveAttribute('data-phase', 'done', { timeout: 30_000 });
		await other.close();

		// this tab still shows Claim: the L1 refuses (code 11) and the page says why
		await item.getByTestId('claim-button').click();
		await expect(w.phase()).toHaveAttribute('data-phase', 'failed', { timeout: 20_000 });
		await expect(w.dialog.getByTestId('step-error')).toContainText('Already claimed');
		await expect(w.dialog.getByTestId('step-error')).toContainText('code 11');
		await expect(w.dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
		await w.dialog.getByRole('button', { name: 'Back' }).click();
		await w.expectStage(item, 'claimed');
	});

	test('a claim before the period is refused by the L1 (the device clock was ahead) and explained', async ({ page, wallet }) => {
		void wallet;
		const w = new WithdrawalsPage(page);
		// six days ahead: the countdown seed (~5 days left) looks claimable to the page
		await page.clock.setSystemTime(Date.now() + 6 * 86_400_000);
		await page.goto(withdrawalsLink());
		await w.connect();
		const item = w.seeded('countdown');
		await w.expectStage(item, 'claimable');
		await item.getByTestId('claim-button').click();
		await expect(w.phase()).toHaveAttribute('data-phase', 'failed', { timeout: 20_000 });
		const error = w.dialog.getByTestId('step-error');
		await expect(error).toContainText('Not claimable yet');
		await expect(error).toContainText('code 8');
		await expect(error).toContainText('Nothing was sent');
		await expect(error).toContainText('device clock');
	});
});
