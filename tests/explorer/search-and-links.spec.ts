// Search (the "/" shortcut, accounts in both forms, collections, EVM tx hashes, Cosmos hashes,
// junk, recent searches) and links in from other explorers: chain-less InitiaScan shapes,
// Blockscout shapes (with ?tab=internal_txns), InitiaScan tabs; each lands on the canonical route.
import type { Page } from '@playwright/test';
import { L1 } from '../../devnet/chains';
import { expect, expectAccessible, test } from '../support/fixtures';
import { expectNoHorizontalOverflow, FIXTURES, logMark, rows, to } from '../support/explorer';

const EVM = FIXTURES.evm.chainId;
const wallet = FIXTURES.holders.testWallet;
const weavers = FIXTURES.evm.bigCollection.address;
const tree = FIXTURES.evm.callTree;

/** Follows a link from inside the app (client-side routing), as a link on any page would. */
async function followInApp(page: Page, href: string) {
	// The link goes into the rendered page: wait for it (a fresh load renders after the app starts).
	await page.locator('main').waitFor();
	await page.evaluate((h) => {
		const a = document.createElement('a');
		a.href = h;
		a.textContent = 'test link';
		document.querySelector('main')!.append(a);
		a.click();
	}, href);
}

async function searchFor(page: Page, q: string) {
	// The app renders in the browser: '/' works once the layout (and its search field) is mounted.
	await expect(page.locator('[data-search-input]').first()).toBeAttached();
	await page.keyboard.press('/');
	const input = page.locator('[data-search-input]:focus');
	await expect(input).toBeVisible();
	await input.fill(q);
	await input.press('Enter');
}

test.describe('search', () => {
	test('the chain page; "/" focuses search, Escape leaves it', async ({ page, isMobile }) => {
		await page.goto(to.chain(EVM));
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
		await page.keyboard.press('/');
		await expect(page.locator('[data-search-input]:focus')).toHaveCount(1);
		await page.keyboard.press('Escape');
		await expect(page.locator('[data-search-input]:focus')).toHaveCount(0);
	});

	test('one hit opens it: an address with calls on one chain, collections on each VM, EVM and Cosmos tx hashes', async ({ page }) => {
		await page.goto(to.chain(EVM));
		await expect(page.getByRole('heading', { level: 1, name: 'EVM Weave' })).toBeVisible();

		// A hex address with internal txs on the EVM chain only → that tab there, shown in both forms.
		const hex = FIXTURES.evm.internalTxAccount;
		await searchFor(page, hex.address.toUpperCase().replace('0X', '0x'));
		await expect(page).toHaveURL((u) => u.pathname === to.internalTxs(EVM, hex.bech32));
		await expect(page.getByRole('heading', { level: 1 })).toContainText(hex.bech32);
		await expect(page.locator('main section').first()).toContainText(hex.address);

		// A 20-byte collection address → the collection on the EVM chain.
		await searchFor(page, weavers);
		await expect(page).toHaveURL((u) => u.pathname === to.collection(EVM, weavers));
		await expect(page.getByRole('heading', { level: 1, name: FIXTURES.evm.bigCollection.name })).toBeVisible();

		// A 32-byte Move collection address.
		const originals = FIXTURES.move.oddTokens[0]!.collection;
		await searchFor(page, originals);
		await expect(page).toHaveURL((u) => u.pathname === to.collection(FIXTURES.move.chainId, originals));

		// An EVM tx hash → its EVM page (header and call tree).
		await searchFor(page, tree.evmHash);
		await expect(page).toHaveURL((u) => u.pathname === to.evmTx(EVM, tree.evmHash));
		await expect(rows(page)).toHaveCount(tree.callCount);

		// A Cosmos hash that lives on one chain only (Wasm) → its tx page there.
		await searchFor(page, FIXTURES.txs.wasm.execute.hash.toLowerCase());
		await expect(page).toHaveURL((u) => u.pathname === to.cosmosTx(FIXTURES.wasm.chainId, FIXTURES.txs.wasm.execute.hash));
		await expect(page.getByText('Wasm execute')).toBeVisible();
	});

	test('an address on several chains: a results page, per chain, with what each holds @mobile', async ({ page, isMobile }) => {
		await page.goto(to.search(wallet));
		await expect(page.getByText('Found on 4 chains of Local devnet.')).toBeVisible();
		const results = page.getByRole('list', { name: 'Chains searched' });
		for (const name of ['Initia L1', 'EVM Weave', 'Move Loom', 'Wasm Warp']) await expect(results.locator('li[data-chain]', { hasText: name }).getByText('Found')).toBeVisible();
		const evm = results.locator(`li[data-chain="${EVM}"]`);
		await expect(evm).toContainText(/\d+ NFTs in \d+ collections · \d+ internal transactions?/);
		if (isMobile) await expectNoHorizontalOverflow(page);
		await expectAccessible(page);
		await expect(page.getByRole('link', { name: 'See everything it holds on every chain on one page' })).toHaveAttribute('href', `/accounts/${wallet}?network=devnet`);
		await evm.getByRole('link', { name: 'Open the account' }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.account(EVM, wallet));
	});

	test('usernames: name.init resolves on the L1; unknown and expired names say so; the account shows its primary name', async ({ page, control }) => {
		const u = FIXTURES.usernames;
		await page.goto(to.search('Alice.init'));
		await expect(page.getByText(`${u.alice.name} is the username of ${u.alice.address}.`)).toBeVisible();
		await expect(page.getByText('Found on 4 chains of Local devnet.')).toBeVisible();

		await page.goto(to.search(u.expired.name));
		await expect(page.getByText(`No account has the name ${u.expired.name}`)).toBeVisible();
		await page.goto(to.search('no.init'));
		await expect(page.getByText(/not a valid username/)).toBeVisible();

		// The account page names its owner's primary name; an owner without a primary name shows none.
		await page.goto(to.account(L1, u.alice.address));
		await expect(page.locator('[data-primary-name]')).toHaveText(u.alice.name);
		const mark = await logMark(control);
		await page.goto(to.account(L1, u.bob.address));
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		// Wait for the lookup itself, then check nothing was shown for it.
		await expect.poll(async () => (await control.requests(mark, 'rest')).requests.filter((r) => r.path.endsWith('/view/json')).length).toBeGreaterThan(0);
		await expect(page.locator('[data-primary-name]')).toHaveCount(0);
	});

	test('a failing chain is named, with Retry; nothing found is never claimed while a chain failed', async ({ page, control }) => {
		await control.fault({ match: `/indexer/${EVM}/`, status: 500, times: 200 });
		await page.goto(to.search(wallet));
		const evm = page.locator(`li[data-chain="${EVM}"]`);
		await expect(evm.getByText('Could not search')).toBeVisible();
		await expect(evm).toContainText('Indexer answered 500');
		await expect(page.locator(`li[data-chain="${L1}"]`).getByText('Found')).toBeVisible();
		await control.clearFaults();
		await evm.getByRole('button', { name: 'Retry' }).click();
		await expect(evm.getByText('Found')).toBeVisible();

		// An address nobody knows while one chain is down: inconclusive, not "nothing".
		const stranger = '0x00000000000000000000000000000000deadbeef';
		await control.fault({ match: `/indexer/${FIXTURES.wasm.chainId}/`, status: 500, times: 200 });
		await page.goto(to.search(stranger));
		await expect(page.getByText(/some chains could not be searched/)).toBeVisible();
		await expect(page.locator(`li[data-chain="${FIXTURES.wasm.chainId}"]`).getByText('Could not search')).toBeVisible();
	});

	test('a pasted tx hash: the tx page’s code loads while the chains are still being asked', async ({ page, control }) => {
		const tx = FIXTURES.txs.evm.valueTransfer;
		// Every chain's answer waits at the devnet: the search cannot have opened anything yet.
		for (const match of ['/cosmos/tx/v1beta1/txs/', '/jsonrpc/', '/indexer/']) await control.fault({ match, hold: true });
		await page.goto(to.search(tx.hash));
		await expect(page.getByText(/^Searching \d+ chains/)).toBeVisible();
		// The tx route's chunks, from the boot script's route table, are already asked for.
		const files = await page.evaluate((path) => {
			const t = JSON.parse(document.getElementById('loom-route-preload')!.textContent!) as { files: string[]; routes: [string, number[]][] };
			return t.routes.find(([pattern]) => new RegExp(pattern).test(path))![1].map((i) => t.files[i]!);
		}, `/${EVM}/txs/${tx.hash}`);
		expect(files.length).toBeGreaterThan(0);
		for (const f of files) await expect(page.locator(`link[rel="modulepreload"][href$="/_app/immutable/${f}"]`)).toHaveCount(1);
		await control.release();
		await control.clearFaults();
		await expect(page).toHaveURL(new RegExp(`/${EVM}/txs/${tx.hash}$`));
		await expect(page.locator('[data-message]').first()).toBeVisible();
	});

	test('a bridge transfer hash: its tx page hands it to the tracker; a hash no chain has offers the tracker too', async ({ page }) => {
		const ibc = FIXTURES.txs.l1.ibcTransfer;
		await page.goto(to.chain(EVM));
		await searchFor(page, ibc.hash.toLowerCase());
		await expect(page).toHaveURL((u) => u.pathname === to.cosmosTx(L1, ibc.hash));
		await page.getByRole('link', { name: 'Track as a bridge transfer' }).click();
		await expect(page).toHaveURL((u) => u.pathname === '/bridge/track' && u.searchParams.get('chain_id') === L1 && u.searchParams.get('tx_hash') === ibc.hash && u.searchParams.get('network') === 'devnet');

		// Not on any chain of the network: perhaps sent from outside it, which the tracker also asks.
		const stranger = 'CD'.repeat(32);
		await page.goto(to.search(stranger));
		await expect(page.getByText('Nothing on any of the 4 chains of Local devnet.')).toBeVisible();
		await page.getByRole('link', { name: 'Track it as a bridge transfer' }).click();
		await expect(page).toHaveURL((u) => u.pathname === '/bridge/track' && !u.searchParams.has('chain_id') && u.searchParams.get('tx_hash') === stranger);
	});

	test('junk says why nothing was searched; recent searches', async ({ page }) => {
		await page.goto(to.search('hello world'));
		await expect(page.getByText('Nothing found for “hello world”')).toBeVisible();
		await expect(page.getByText('Loom searches by address, username (name.init), collection address or transaction hash.')).toBeVisible();
		await page.goto(to.search('init1qqqqqqqqqq'));
		await expect(page.getByText('Nothing found for “init1qqqqqqqqqq”')).toBeVisible();
		await expect(page.getByText(/looks like an address but it is not valid/)).toBeVisible();
		await page.goto(to.search('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'));
		await expect(page.getByText('“cosmos1…” addresses are not used on Local devnet')).toBeVisible();

		// Searches that found something are remembered, newest first, and can be removed.
		await page.goto(to.search(weavers));
		await expect(page).toHaveURL((u) => u.pathname === to.collection(EVM, weavers));
		await page.goto(to.search(tree.evmHash));
		await expect(page).toHaveURL((u) => u.pathname === to.evmTx(EVM, tree.evmHash));
		await page.goto('/search');
		const recent = page.getByRole('region', { name: 'Recent searches' }).or(page.locator('section[aria-labelledby="recent-title"]'));
		await expect(recent.getByRole('link')).toHaveText([tree.evmHash, weavers]);
		await recent.getByRole('button', { name: `Remove ${tree.evmHash} from recent searches` }).click();
		await expect(recent.getByRole('link')).toHaveText([weavers]);
		await recent.getByRole('link', { name: weavers }).click();
		await expect(page).toHaveURL((u) => u.pathname === to.collection(EVM, weavers));
	});
});

test.describe('links in', () => {
	const evmHash = tree.evmHash;
	const hex = '0x1d5ebae11fc65aefe42fd9e883a9bef998ac9371';
	const odd = FIXTURES.l1.oddTokens[1]!; // "a/b?c%d"
	const kami = odd.collection;
	const cases: [string, string, string][] = [
		['InitiaScan account, no chain: the account on every chain', `/accounts/${wallet}`, `/accounts/${wallet}`],
		['InitiaScan account tab, no chain', `/accounts/${wallet}/internal-txs`, to.internalTxs(EVM, wallet)],
		['InitiaScan account nfts tab, no chain', `/accounts/${wallet}/nfts`, `/accounts/${wallet}`],
		['InitiaScan account tab Loom lacks', `/${EVM}/accounts/${wallet}/txs`, to.account(EVM, wallet)],
		['Blockscout address', `/address/${hex}`, to.account(EVM, hex)],
		['Blockscout internal txs tab', `/address/${hex}?tab=internal_txns`, to.internalTxs(EVM, hex)],
		['Blockscout NFT tab', `/address/${hex}?tab=tokens_nfts`, to.account(EVM, hex)],
		['Blockscout token', `/token/${weavers}`, to.collection(EVM, weavers)],
		['Blockscout token instance', `/token/${weavers}/instance/42`, to.token(EVM, weavers, '42')],
		['Blockscout tx (EVM hash)', `/tx/${evmHash}`, to.evmTx(EVM, evmHash)],
		['Blockscout tx (Cosmos hash), found on its chain', `/tx/${tree.cosmosHash}`, to.cosmosTx(EVM, tree.cosmosHash)],
		['older NFT link', `/nfts/${weavers}/7`, to.token(EVM, weavers, '7')],
		['chain-less collection', `/nft-collections/${kami}`, to.collection(L1, kami)],
		['chain-less token with an odd id', `/nft-collections/${kami}/nft/${encodeURIComponent(odd.tokenId)}`, to.token(L1, kami, odd.tokenId)],
		['chain-less EVM tx', `/evm-txs/${evmHash}`, to.evmTx(EVM, evmHash)],
		['chain-less tx (EVM hash)', `/txs/${evmHash}`, to.evmTx(EVM, evmHash)],
		['InitiaScan tx route with an EVM hash', `/${EVM}/txs/${evmHash}`, to.evmTx(EVM, evmHash)],
		['InitiaScan collection tab', `/${EVM}/nft-collections/${weavers}/supplies`, to.collection(EVM, weavers)],
		['InitiaScan activities tab', `/${EVM}/nft-collections/${weavers}/activities`, to.collection(EVM, weavers)],
		['?chain= picks the chain', `/accounts/${wallet}?chain=${FIXTURES.wasm.chainId}`, to.account(FIXTURES.wasm.chainId, wallet)]
	];

	// A handful arrive as deep links (a full load, as from another site); the rest are followed
	// from inside the app, which runs the same route loads without reloading the bundle.
	const deep = new Set(['InitiaScan account, no chain: the account on every chain', 'Blockscout internal txs tab', 'Blockscout token instance', 'chain-less token with an odd id', 'Blockscout tx (EVM hash)']);
	const follow = async (page: Page, shapes: typeof cases) => {
		await page.goto('/');
		for (const [what, from, want] of shapes) {
			if (deep.has(what)) await page.goto(from);
			else await followInApp(page, from);
			await expect(page, what).toHaveURL((u) => u.pathname === want);
			await expect(page.locator('main h1, main h2').first(), what).toBeVisible();
			await expect(page.getByText('Not found'), what).toHaveCount(0);
		}
	};
	const isAccount = ([, from]: (typeof cases)[number]) => /^\/(address|accounts)\/|\/accounts\//.test(from);

	test('every alias shape of a collection, token or tx redirects to the canonical route', async ({ page }) => {
		await follow(page, cases.filter((c) => !isAccount(c)));
	});

	test('every alias shape of an account redirects to the canonical route', async ({ page }) => {
		await follow(page, cases.filter(isAccount));
		// The Blockscout internal-txs link shows the account's internal calls.
		await page.goto(`/address/${FIXTURES.evm.internalTxAccount.address}?tab=internal_txns`);
		await expect(page.getByRole('heading', { name: 'Internal transactions' })).toBeVisible();
		await expect(rows(page).first()).toBeVisible();
		// An unknown chain id in the path.
		await page.goto(`/nope-1/accounts/${wallet}`);
		await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
		await expect(page.getByText('No configured network has a chain with id "nope-1".')).toBeVisible();
		await expectAccessible(page);
		// A path that is no page at all says which.
		await page.goto('/no/such/page');
		await expect(page.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
		await expect(page.locator('main')).toContainText('Loom has no page at /no/such/page.');
	});
});
