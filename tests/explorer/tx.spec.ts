// The tx page (/{chain}/txs/{hash}) for any tx: outcome in words, facts, every message kind
// decoded per VM, NFT actions, events and raw JSON on demand; the chain REST fallback when the
// indexer has not indexed it; "not found" saying where it looked and asking the other chains.
// And the EVM tx page's header: status, from/to, value and fee in the native symbol, method, time,
// the Cosmos ↔ EVM hash links, a synthetic twin named by its Cosmos signer.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, to } from '../support/explorer';

const T = FIXTURES.txs;
const L1 = T.l1.chainId;
const EVM = T.evm.chainId;

/** The value next to a <dt> label inside `scope`. */
const fact = (scope: Page | Locator, label: string) => scope.locator(`dt:text-is("${label}") + dd`).first();
const message = (page: Page, n: number) => page.locator(`[data-message="${n - 1}"]`);

test.describe('Cosmos tx page', () => {
	test('a failed tx says why, in words and as the chain put it @mobile', async ({ page, isMobile }) => {
		const f = T.l1.failedSend;
		await page.goto(to.cosmosTx(L1, f.hash.toLowerCase()));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(f.hash);
		await expect(page.getByText('Failed', { exact: true })).toBeVisible();
		const alert = page.getByRole('alert');
		await expect(alert).toContainText('This transaction failed: the account did not have enough funds.');
		await expect(alert).toContainText(`Error code ${f.code} in module ${f.codespace}, at message #1`);
		await expect(alert.locator('[data-raw-log]')).toHaveText(f.log);
		await expect(fact(page, 'Signer')).toContainText(f.signer);
		await expect(fact(page, 'Memo')).toHaveText('rent');
		await expect(fact(page, 'Fee')).toContainText(/^[\d.]+ INIT$/);
		await expect(fact(page, 'Gas used / limit')).toContainText(/[\d,]+ \/ [\d,]+/);
		const m = message(page, 1);
		await expect(m).toContainText('Send');
		await expect(m).toContainText('This message failed');
		await expect(fact(m, 'Amount')).toHaveText('99,000 INIT');
		await expect(fact(m, 'From').getByRole('link')).toHaveAttribute('href', to.account(L1, f.signer));
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);

		// Events (ante events only: the message failed) and the raw JSON open on demand.
		await page.getByText(/^Events/).click();
		await expect(page.getByText('Fee, signatures and sequence')).toBeVisible();
		await expect(page.getByText('acc_seq')).toBeVisible();
		await page.getByRole('button', { name: 'Show the raw JSON' }).click();
		const raw = page.getByLabel('Raw JSON: the data as the service sent it');
		await expect(raw).toContainText(`"txhash": "${f.hash}"`);
		await expect(raw).toContainText('"codespace": "sdk"');
		await expectAccessible(page);
	});

	test('every message kind decoded per VM', async ({ page }) => {
		// Bank send with two coins and a memo.
		await page.goto(to.cosmosTx(L1, T.l1.bankSend.hash));
		await expect(page.getByText('Success', { exact: true })).toBeVisible();
		await expect(fact(page, 'Memo')).toHaveText(T.l1.bankSend.memo);
		await expect(fact(message(page, 1), 'Amount')).toHaveText(/1\.5 INIT\s*0\.25 USDC/);
		await expect(fact(message(page, 1), 'To')).toContainText(T.l1.bankSend.to);

		// IBC transfer (a rarer type, decoded once its module loads), with the bridge tracker offered.
		await page.goto(to.cosmosTx(L1, T.l1.ibcTransfer.hash));
		await expect(message(page, 1)).toContainText('IBC transfer');
		await expect(fact(message(page, 1), 'Receiver')).toHaveText(T.l1.ibcTransfer.receiver);
		await expect(fact(message(page, 1), 'Channel')).toHaveText(`transfer/${T.l1.ibcTransfer.channel}`);
		await expect(fact(message(page, 1), 'Amount')).toHaveText('2 USDC');
		await expect(page.getByRole('link', { name: 'Track as a bridge transfer' })).toHaveAttribute('href', `/bridge/track?chain_id=${L1}&tx_hash=${T.l1.ibcTransfer.hash}&network=devnet`);

		// OP bridge deposit and withdrawal.
		await page.goto(to.cosmosTx(L1, T.l1.opDeposit.hash));
		await expect(message(page, 1)).toContainText('OP bridge deposit');
		await expect(fact(message(page, 1), 'Bridge id')).toHaveText(T.l1.opDeposit.bridgeId);
		await expect(fact(message(page, 1), 'Amount')).toHaveText('5 INIT');
		await page.goto(to.cosmosTx(FIXTURES.move.chainId, T.move.withdrawal.hash));
		await expect(message(page, 1)).toContainText('OP bridge withdrawal');
		await expect(fact(message(page, 1), 'Amount')).toHaveText('0.75 INIT');

		// Move execute with BCS arguments, and a two-message username registration in JSON.
		await page.goto(to.cosmosTx(L1, T.l1.moveExecute.hash));
		await expect(message(page, 1)).toContainText('coin::transfer');
		await expect(fact(message(page, 1), 'Function')).toHaveText('0x1::coin::transfer');
		await expect(fact(message(page, 1), 'Arguments (3)')).toContainText('BCS bytes');
		await page.goto(to.cosmosTx(L1, T.l1.username.hash));
		await expect(page.getByRole('heading', { name: '2 messages' })).toBeVisible();
		await expect(message(page, 1)).toContainText('usernames::register_domain');
		await expect(fact(message(page, 2), 'Argument')).toHaveText(/^#0\s*"alice"\s*$/);
		await page.goto(to.cosmosTx(FIXTURES.move.chainId, T.move.executeJson.hash));
		await expect(message(page, 1)).toContainText(T.move.executeJson.fn);
		await expect(fact(message(page, 1), 'Type arguments')).toHaveText('0x1::object::Object<0x1::fungible_asset::Metadata>');

		// Wasm execute: the JSON message and the funds.
		await page.goto(to.cosmosTx(FIXTURES.wasm.chainId, T.wasm.execute.hash));
		await expect(message(page, 1)).toContainText(`Wasm execute ${T.wasm.execute.action}`);
		await expect(fact(message(page, 1), 'Message')).toContainText('"token_id": "weaver-001"');
		await expect(fact(message(page, 1), 'Funds')).toHaveText('1 INIT');

		// EVM call: the method by name and selector; the EVM twin links both ways.
		await page.goto(to.cosmosTx(EVM, T.evm.synthetic.hash));
		await expect(fact(message(page, 1), 'Method')).toHaveText('transfer(address,uint256) · 0xa9059cbb');
		await expect(fact(page, 'Signer')).toContainText(T.evm.synthetic.signer);
		await page.locator('dt:text-is("Same tx as EVM tx") + dd').getByRole('link').click();
		await expect(page).toHaveURL((u) => u.pathname === to.evmTx(EVM, T.evm.synthetic.evmHash));
		await expect(page.getByText('Cosmos tx with EVM logs')).toBeVisible();
		await expect(fact(page, 'Signed by (Cosmos signer)')).toContainText(T.evm.synthetic.signer);
		await page.locator('dt:text-is("Same tx as Cosmos tx") + dd').getByRole('link').click();
		await expect(page).toHaveURL((u) => u.pathname === to.cosmosTx(EVM, T.evm.synthetic.hash));

		// A withdrawal on the EVM rollup has no EVM twin: its row says so.
		await page.goto(to.cosmosTx(EVM, T.evm.withdrawal.hash));
		await expect(message(page, 1)).toContainText('OP bridge withdrawal');
		await expect(page.locator('dt:text-is("Same tx as EVM tx") + dd')).toHaveText('none');
	});

	test('NFT actions link to their tokens', async ({ page }) => {
		const tree = FIXTURES.evm.callTree;
		await page.goto(to.cosmosTx(EVM, tree.cosmosHash));
		const nft = page.getByRole('region', { name: 'NFT activity' });
		await expect(nft.getByText('Mint')).not.toHaveCount(0);
		const first = nft.getByRole('link', { name: /^Token \d+$/ }).first();
		await expect(first).toHaveAttribute('href', /\/evm-local-1\/nft-collections\/0x[0-9a-f]{40}\/nft\/\d+$/);
		await first.click();
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page).toHaveURL(/\/nft\/\d+$/);
	});

	test('not yet indexed: the chain REST API answers, and the page says so', async ({ page, control }) => {
		const h = T.l1.bankSend.hash;
		await control.fault({ match: `/indexer/${L1}/indexer/tx/v1/txs/${h}`, status: 404, body: '[NOT_FOUND] transaction not found', contentType: 'text/plain; charset=utf-8', times: 5 });
		await page.goto(to.cosmosTx(L1, h));
		await expect(page.getByText("From the chain's REST API")).toBeVisible();
		// Why the indexer lacks it, from how far the indexer got (here: past the tx's block).
		await expect(page.getByTestId('indexing-note')).toHaveText(/^The indexer has passed this block \(it is at block [\d,]+\) but does not have this transaction/);
		await expect(fact(message(page, 1), 'Amount')).toHaveText(/1\.5 INIT/);
	});

	test('not yet indexed because the indexer is behind: the note says how far', async ({ page, control, env }) => {
		const h = T.l1.bankSend.hash;
		const rest = `${env.devnetUrl}/rest/${L1}`;
		const head = Number((await (await fetch(`${rest}/cosmos/base/tendermint/v1beta1/blocks/latest`)).json()).block.header.height);
		const height = Number((await (await fetch(`${rest}/cosmos/tx/v1beta1/txs/${h}`)).json()).tx_response.height);
		// The indexer trails the chain by enough blocks to stop well short of the tx's block (the devnet's
		// chain keeps making blocks, so the head the page reads may be a little further on).
		const lag = head - Math.floor(height / 2);
		await control.knobs({ indexerLag: lag });
		await control.fault({ match: `/indexer/${L1}/indexer/tx/v1/txs/${h}`, status: 404, body: '[NOT_FOUND] transaction not found', contentType: 'text/plain; charset=utf-8', times: 5 });
		await page.goto(to.cosmosTx(L1, h));
		const note = page.getByTestId('indexing-note');
		await expect(note).toHaveText(/^The indexer has not reached this transaction’s block yet: it is at block [\d,]+, [\d,]+ blocks behind the chain\. Until it is, this transaction is missing from account and collection lists\.$/);
		const [indexed, behind] = [...(await note.innerText()).matchAll(/([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
		expect(indexed).toBeLessThan(height);
		expect(behind).toBeGreaterThanOrEqual(lag);
		await expect(fact(message(page, 1), 'Amount')).toHaveText(/1\.5 INIT/);
	});

	test('a hash that is not here says where Loom looked and finds it on its chain', async ({ page }) => {
		const wasmHash = T.wasm.execute.hash;
		await page.goto(to.cosmosTx(L1, wasmHash));
		await expect(page.getByRole('heading', { name: 'No transaction with this hash on Initia L1' })).toBeVisible();
		await expect(page.getByText("Initia L1's indexer")).toBeVisible();
		await expect(page.getByText("Initia L1's REST API")).toBeVisible();
		const elsewhere = page.getByRole('region', { name: 'On the other chains' });
		const wasm = elsewhere.locator('li', { hasText: 'Wasm Warp' });
		await expect(wasm.getByText('Found')).toBeVisible();
		await expect(elsewhere.locator('li', { hasText: 'Move Loom' }).getByText('not there')).toBeVisible();
		await expectAccessible(page);
		await wasm.getByRole('link', { name: 'Open it' }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.cosmosTx(FIXTURES.wasm.chainId, wasmHash));
		await expect(message(page, 1)).toContainText('Wasm execute');

		// Nobody has it: every other chain says so; the search is offered.
		await page.goto(to.cosmosTx(L1, 'AB'.repeat(32)));
		await expect(elsewhere.getByText('not there')).toHaveCount(3);
		await expect(page.getByRole('link', { name: 'Search every chain for it' })).toHaveAttribute('href', `/search?q=${'AB'.repeat(32)}`);
		// Perhaps sent from a chain outside the network: the bridge tracker asks those too.
		await expect(page.getByRole('link', { name: 'Track it as a bridge transfer' })).toHaveAttribute('href', `/bridge/track?tx_hash=${'AB'.repeat(32)}&network=devnet`);
	});

	test('services down: "could not check", never "not found", with Retry', async ({ page, control }) => {
		const h = T.l1.bankSend.hash;
		await control.fault({ match: `/tx/v1/txs/${h}`, status: 500, times: 20 });
		await control.fault({ match: `/cosmos/tx/v1beta1/txs/${h}`, status: 500, times: 20 });
		await page.goto(to.cosmosTx(L1, h));
		await expect(page.getByRole('heading', { name: 'Initia L1 could not be fully checked for this transaction' })).toBeVisible();
		await expect(page.getByText('could not ask')).toHaveCount(2);
		await control.clearFaults();
		await page.getByRole('button', { name: 'Retry' }).click();
		await expect(fact(message(page, 1), 'Amount')).toHaveText(/1\.5 INIT/);
	});

	test('a malformed hash is an input error', async ({ page }) => {
		await page.goto(to.cosmosTx(L1, 'xyz'));
		await expect(page.getByRole('heading', { level: 1, name: 'That does not look right' })).toBeVisible();
		await expect(page.getByText('“xyz” is not a transaction hash (expected 64 hexadecimal characters).')).toBeVisible();
	});
});

test.describe('EVM tx header', () => {
	test('an Ethereum tx with value: status, from, to, value and fee in INIT, method, time, Cosmos twin @mobile', async ({ page, isMobile }) => {
		const v = T.evm.valueTransfer;
		await page.goto(to.evmTx(EVM, v.evmHash));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(v.evmHash);
		await expect(page.getByText('Success', { exact: true })).toBeVisible();
		await expect(fact(page, 'From')).toContainText(v.from);
		await expect(fact(page, 'To')).toContainText(v.to);
		await expect(fact(page, 'Value')).toHaveText(`${v.value.display} ${v.value.symbol}`);
		await expect(fact(page, 'Fee')).toHaveText(/^0\.\d+ INIT$/);
		await expect(fact(page, 'Method')).toHaveText('Transfer');
		await expect(fact(page, 'Time')).toContainText(/ago/);
		await expect(fact(page, 'Block')).toHaveText(/^\d[\d,]*$/);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
		await page.locator('dt:text-is("Same tx as Cosmos tx") + dd').getByRole('link').click();
		await expect(page).toHaveURL((u) => u.pathname === to.cosmosTx(EVM, v.hash));
		await expect(fact(page, 'Signed with')).toHaveText('Ethereum transaction (sent through JSON-RPC)');
		await expect(fact(message(page, 1), 'Method')).toHaveText('Transfer');
	});

	test('a reverted tx, a contract creation, and a hash the chain does not know', async ({ page }) => {
		await page.goto(to.evmTx(EVM, T.evm.reverted.evmHash));
		await expect(page.getByText('Reverted', { exact: true })).toBeVisible();
		await expect(page.getByRole('alert')).toContainText('The call reverted');
		await page.getByRole('link', { name: 'Cosmos view of this tx' }).click();
		await expect(page.getByRole('alert')).toContainText('the EVM call reverted');
		await expect(page.getByRole('alert')).toContainText('listing expired');

		await page.goto(to.evmTx(EVM, T.evm.creation.evmHash));
		await expect(fact(page, 'Created contract')).toContainText(/0x[0-9a-f]{40}/);
		await expect(fact(page, 'Method')).toHaveText('Create contract');

		await page.goto(to.evmTx(EVM, `0x${'ab'.repeat(32)}`));
		await expect(page.getByText("EVM Weave's JSON-RPC endpoint does not know this hash")).toBeVisible();
		await expect(page.getByRole('link', { name: 'search every chain' })).toBeVisible();
	});
});
