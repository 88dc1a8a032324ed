// The tx pages do not jump while they fill in (issue 13's CLS budget, 0.02): each part shows in its
// final place. The answers are made to arrive in the worst order (the list or the tx before the
// facts that sit above it) by holding the later one at the devnet; the page's own layout-shift
// entries are summed from the first paint until everything is on screen.
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, to } from '../support/explorer';
import { rendered, shifts, watchShifts } from '../support/layout-shift';

const EVM = FIXTURES.evm.chainId;
const T = FIXTURES.txs.evm;

test.describe('tx pages stay still while they load', () => {
	test('EVM tx: the call tree waits below the header until the header is in @mobile', async ({ page, control }) => {
		await watchShifts(page);
		// Both sources of the header (JSON-RPC and the indexer's receipt) come last; the indexer's calls first.
		await control.fault({ match: `/jsonrpc/${EVM}`, hold: true });
		await control.fault({ match: `/evm-txs/${T.valueTransfer.evmHash}`, hold: true });
		const calls = page.waitForResponse((r) => r.url().includes(`/evm-internal-txs/${T.valueTransfer.evmHash}`));
		await page.goto(to.evmTx(EVM, T.valueTransfer.evmHash));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(T.valueTransfer.evmHash);
		await calls;
		await rendered(page);
		await expect(page.getByLabel('Loading the transaction')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Call tree' })).toHaveCount(0);
		// The loading state itself is accessible (a labelled skeleton is a status region).
		await expectAccessible(page, { midLoad: true });

		await control.release();
		await control.clearFaults();
		await expect(page.locator('dt:text-is("Value") + dd')).toContainText(T.valueTransfer.value.display);
		await expect(page.getByRole('heading', { name: 'Call tree' })).toBeVisible();
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('EVM tx: the header shows from the indexer’s receipt before JSON-RPC answers; value, method, gas limit and Cosmos hash fill in place @mobile', async ({ page, control }) => {
		await watchShifts(page);
		await control.fault({ match: `/jsonrpc/${EVM}`, hold: true });
		await page.goto(to.evmTx(EVM, T.valueTransfer.evmHash));
		const fact = (name: string) => page.locator(`dt:text-is("${name}") + dd`);
		await expect(fact('From')).toContainText(T.valueTransfer.from);
		await expect(page.getByText('Success', { exact: true })).toBeVisible();
		await expect(fact('Value').getByLabel('Loading the value')).toBeVisible();
		await expect(fact('Method').getByLabel('Loading the method')).toBeVisible();
		await expect(fact('Same tx as Cosmos tx').getByLabel('Loading the Cosmos hash')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Call tree' })).toBeVisible();
		await expect(page.getByRole('list', { name: 'Internal calls' }).locator('[data-row]').first()).toBeVisible();
		await rendered(page);
		// The tree's distance from the tx hash: the header between them keeps its height.
		const h1 = page.getByRole('heading', { level: 1 });
		const gap = async () => (await page.getByRole('heading', { name: 'Call tree' }).boundingBox())!.y - (await h1.boundingBox())!.y;
		const before = await gap();
		// The facts on screen are updated in place, not replaced: new elements would be painted again,
		// and a phone's largest paint (LCP) would wait for JSON-RPC.
		await fact('From').evaluate((el) => (el.dataset.early = 'yes'));

		await control.release();
		await control.clearFaults();
		await expect(fact('Value')).toContainText(T.valueTransfer.value.display);
		await expect(fact('Same tx as Cosmos tx').getByRole('link')).toHaveAttribute('href', to.cosmosTx(EVM, T.valueTransfer.hash));
		await expect(page.getByLabel(/^Loading the (method|gas limit)$/)).toHaveCount(0);
		await rendered(page);
		expect(await gap()).toBe(before);
		await expect(fact('From')).toHaveAttribute('data-early', 'yes');
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('EVM tx: the header and the call tree do not wait for the block; its time fills in place @mobile', async ({ page }) => {
		await watchShifts(page);
		// Only the block read is held (in the browser: the devnet's faults cannot tell JSON-RPC methods apart).
		let release!: () => void;
		const gate = new Promise<void>((r) => (release = r));
		await page.route(`**/jsonrpc/${EVM}`, async (route) => {
			if (route.request().postData()?.includes('eth_getBlockByNumber')) await gate;
			await route.fallback();
		});
		await page.goto(to.evmTx(EVM, T.creation.evmHash));
		await expect(page.locator('dt:text-is("Method") + dd')).toHaveText('Create contract');
		await expect(page.getByLabel('Loading the block time')).toBeVisible();
		await expect(page.getByRole('list', { name: 'Internal calls' }).locator('[data-row]').first()).toBeVisible();
		await rendered(page);

		release();
		await expect(page.locator('dt:text-is("Time") + dd')).toContainText(/ago/);
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('EVM twin of a Cosmos tx: its Cosmos signer and block time fill in place, nothing moves @mobile', async ({ page, control }) => {
		await watchShifts(page);
		// The signer comes from the Cosmos tx, asked once the hash mapping answered: hold it.
		await control.fault({ match: `/tx/v1/txs/${T.synthetic.hash}`, hold: true });
		await page.goto(to.evmTx(EVM, T.synthetic.evmHash));
		await expect(page.getByText('Cosmos tx with EVM logs')).toBeVisible();
		const signer = page.locator('dt:text-is("Signed by (Cosmos signer)") + dd');
		await expect(signer.getByLabel('Loading the signer')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Call tree' })).toBeVisible();
		await rendered(page);
		const before = await signer.boundingBox();
		await expectAccessible(page, { midLoad: true });

		await control.release();
		await control.clearFaults();
		await expect(signer).toContainText(T.synthetic.signer);
		await expect(page.locator('dt:text-is("Time") + dd')).toContainText(/ago/);
		await rendered(page);
		expect((await signer.boundingBox())!.height).toBe(before!.height);
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});

	test('Cosmos tx: the tx shows without waiting for its EVM twin or its time’s code, which fill their places @mobile', async ({ page, control }) => {
		await watchShifts(page);
		// The twin comes from JSON-RPC (a CORS preflight later than the indexer's tx): hold it.
		await control.fault({ match: `/jsonrpc/${EVM}`, hold: true });
		await page.goto(to.cosmosTx(EVM, T.valueTransfer.hash));
		await expect(page.locator('[data-message]').first()).toBeVisible();
		const twin = page.locator('dt:text-is("Same tx as EVM tx") + dd');
		await expect(twin.getByLabel('Loading the EVM hash')).toBeVisible();
		await rendered(page);
		const before = await twin.boundingBox();

		await control.release();
		await control.clearFaults();
		await expect(twin.getByRole('link')).toHaveAttribute('href', to.evmTx(EVM, T.valueTransfer.evmHash));
		// The block time's code comes after the content, into a place of its final height.
		await expect(page.locator('dt:text-is("Time") + dd')).toContainText(/ago/);
		await expect(page.locator('dt:text-is("Time") + dd')).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3} UTC/);
		await rendered(page);
		expect((await twin.boundingBox())!.height).toBe(before!.height);
		const s = await shifts(page);
		expect(s.total, `moved: ${s.moved.join(' | ')}`).toBeLessThanOrEqual(0.02);
	});
});
