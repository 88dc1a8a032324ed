// The frame around every page: the compact phone header (search and settings behind icons), the
// theme choice that always shows its state, j/k from anywhere into the page's main list, and the
// shortcut sheet.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { FIXTURES, rows, to } from '../support/explorer';
import { chunkWith } from '../support/build';
import { shifts, watchShifts } from '../support/layout-shift';

const EVM = FIXTURES.evm.chainId;
const big = FIXTURES.evm.bigCollection;
const focusedIndex = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[data-row]')].indexOf(document.activeElement as Element));
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
/** A second network in networks.json: the header then has the network picker (a w-40 select), as the default configuration does. */
const addNetwork = (page: Page) =>
	page.route('**/networks.json', async (route) => {
		const answer = await route.fetch();
		const json = (await answer.json()) as { networks: { id: string; name: string }[] };
		json.networks.push({ ...json.networks[0]!, id: 'other', name: 'Another devnet, long named' });
		await route.fulfill({ response: answer, json });
	});
/** The visible search fields whose placeholder is wider than the room inside them. */
const clippedPlaceholders = (page: Page) =>
	page.locator('[data-search-input]').evaluateAll((inputs) =>
		(inputs as HTMLInputElement[])
			.filter((i) => i.offsetParent !== null)
			.map((i) => {
				const cs = getComputedStyle(i);
				const probe = document.createElement('span');
				probe.textContent = i.placeholder;
				probe.style.cssText = `position:absolute;white-space:pre;font:${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily};letter-spacing:${cs.letterSpacing}`;
				document.body.append(probe);
				const text = probe.getBoundingClientRect().width;
				probe.remove();
				const room = i.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
				return { placeholder: i.placeholder, text: Math.ceil(text), room: Math.floor(room) };
			})
			.filter((f) => f.text > f.room)
	);

test.describe('header', () => {
	// The network picker and theme choice load after the content into boxes of their exact size.
	for (const count of [1, 2])
		test(`nothing in it moves when the network and theme controls arrive (${count} network${count > 1 ? 's' : ''})`, async ({ page }) => {
			if (count === 2) await addNetwork(page);
			await watchShifts(page);
			await page.goto(to.collection(EVM, big.address));
			await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
			await expect(page.locator('#header-menu select, #header-menu span.inline-flex')).toHaveCount(1);
			const s = await shifts(page);
			expect(s.moved.filter((m) => /header-menu|data-search-form|aria-label="Main"/.test(m))).toEqual([]);
		});

	// Below lg the row has no room for a search field that shows its placeholder whole: the field
	// waits behind its icon there, as on phones.
	test('every search field shows its whole placeholder, from 390 to 1440 px wide @mobile', async ({ page }) => {
		await addNetwork(page);
		await page.goto(to.chain(EVM));
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('#network-picker')).toBeAttached();
		const open = page.getByRole('button', { name: 'Search', exact: true });
		for (const width of [390, 768, 820, 900, 1023, 1024, 1280, 1440]) {
			await page.setViewportSize({ width, height: 800 });
			const behindIcon = await open.isVisible();
			if (behindIcon) await open.click();
			await expect(page.locator('#header-search [data-search-input]')).toBeVisible();
			expect(await clippedPlaceholders(page), `at ${width} px`).toEqual([]);
			if (behindIcon) await page.getByRole('button', { name: 'Close search' }).click();
		}
		// Behind the icon, / still opens the header's field (on a page with no other).
		await page.setViewportSize({ width: 820, height: 800 });
		await page.goto(to.collection(EVM, big.address));
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		await page.keyboard.press('/');
		await expect(page.locator('#header-search [data-search-input]')).toBeFocused();
	});

	test('on a phone it is one compact row; search and settings open from icons @mobile @phone-only', async ({ page, isMobile }) => {
		expect(isMobile, 'a phone layout test runs at phone width').toBe(true);
		await page.goto(to.collection(EVM, big.address));
		await expect(page.getByRole('heading', { level: 1, name: big.name })).toBeVisible();
		const header = page.locator('body > div header').first();
		expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
		const search = page.locator('#header-search [data-search-input]');
		await expect(search).toBeHidden();
		await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();

		// Search: the icon opens the field with the keyboard up (focused); a search closes it again.
		await page.getByRole('button', { name: 'Search', exact: true }).click();
		await expect(search).toBeFocused();
		await search.fill(FIXTURES.holders.testWallet);
		await search.press('Enter');
		// The wallet is on every chain: the network-wide results list it per chain.
		await expect(page).toHaveURL(new RegExp(`/search\\?q=${FIXTURES.holders.testWallet}`));
		await expect(page.getByRole('link', { name: 'Open the account' }).first()).toBeVisible();
		await expect(search).toBeHidden();

		// Settings: network and theme, closed by Escape or a tap elsewhere.
		const settings = page.getByRole('button', { name: 'Network and theme' });
		await settings.click();
		await expect(settings).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
		await expect(page.locator('#header-menu')).toContainText('Local devnet');
		await expectAccessible(page);
		await page.keyboard.press('Escape');
		await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
		await settings.click();
		// A tap on the page outside the menu (the left padding at the bottom of the screen).
		const main = (await page.locator('main').boundingBox())!;
		await page.mouse.click(main.x + 2, page.viewportSize()!.height - 8);
		await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
		await expect(page, 'the tap landed on nothing that navigates').toHaveURL(/\/search\?q=/);
	});
});

test.describe('footer', () => {
	test('comes after the content: it names the configuration and its button opens the shortcut sheet', async ({ page }) => {
		await page.goto('/');
		await expect(page.locator('main [href$="/evm-local-1"]')).toBeVisible();
		const footer = page.getByRole('contentinfo');
		await expect(footer).toContainText('Config: ');
		await expect(footer).toContainText('networks.json');
		await footer.getByRole('button', { name: /Keyboard shortcuts/ }).click();
		const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await expect(sheet).toBeVisible();
		await sheet.getByRole('button', { name: 'Close' }).click();
		await expect(sheet).toBeHidden();
	});
});

test.describe('after the content', () => {
	test("a link reached for has its route's code asked for", async ({ page, siteBuild }) => {
		// That listener comes with the code the layout starts after the content (src/lib/shell-later.svelte.ts).
		const chunk = chunkWith(siteBuild.dir, 'service-worker.js');
		const later = page.waitForResponse((r) => r.url().endsWith(chunk));
		await page.goto('/');
		const chain = page.locator('main [href$="/evm-local-1"]');
		await expect(chain).toBeVisible();
		await later;
		const preloads = page.locator('head link[rel="modulepreload"]');
		const before = await preloads.count();
		await chain.hover();
		await expect.poll(() => preloads.count()).toBeGreaterThan(before);
	});
});

test.describe('theme', () => {
	test('every choice shows as chosen and System follows the OS as it changes', async ({ page }) => {
		await page.goto('/');
		const theme = page.getByRole('group', { name: 'Theme' });
		const choice = (name: RegExp) => theme.getByRole('button', { name });
		const dark0 = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
		await expect(choice(/^Follow the system/)).toHaveAttribute('aria-pressed', 'true');
		await expect(choice(/^Follow the system/)).toHaveAccessibleName(`Follow the system (${dark0 ? 'dark' : 'light'} now)`);
		expect(await isDark(page)).toBe(dark0);

		// Choosing the theme the system already uses still visibly moves the choice.
		const same = dark0 ? /^Dark/ : /^Light/;
		await choice(same).click();
		await expect(choice(same)).toHaveAttribute('aria-pressed', 'true');
		await expect(choice(/^Follow the system/)).toHaveAttribute('aria-pressed', 'false');
		expect(await isDark(page)).toBe(dark0);
		const other = dark0 ? /^Light/ : /^Dark/;
		await choice(other).click();
		await expect(choice(other)).toHaveAttribute('aria-pressed', 'true');
		expect(await isDark(page)).toBe(!dark0);
		await expectAccessible(page);

		// Kept across a reload, applied before the first paint.
		await page.reload();
		expect(await isDark(page)).toBe(!dark0);
		await expect(choice(other)).toHaveAttribute('aria-pressed', 'true');

		// System follows the OS live.
		await choice(/^Follow the system/).click();
		expect(await isDark(page)).toBe(dark0);
		await page.emulateMedia({ colorScheme: dark0 ? 'light' : 'dark' });
		await expect.poll(() => isDark(page)).toBe(!dark0);
		await expect(choice(/^Follow the system/)).toHaveAccessibleName(`Follow the system (${dark0 ? 'light' : 'dark'} now)`);
	});
});

test.describe('keyboard', () => {
	test('j and k enter the main list from anywhere; the sheet lists them', async ({ page }) => {
		await page.goto(to.collection(EVM, big.address));
		await expect(rows(page)).toHaveCount(24);
		await expect.poll(() => focusedIndex(page)).toBe(-1);
		// The first j enters the list at once; the rows' own keys may wait for their code (loaded after
		// the content, or on this focus), so the focus is awaited.
		await page.keyboard.press('j');
		await expect.poll(() => focusedIndex(page)).toBe(0);
		await page.keyboard.press('j');
		await expect.poll(() => focusedIndex(page)).toBe(1);

		// From a link inside a row, j moves on from that row.
		await rows(page).nth(4).locator('a[data-row-link]').focus();
		await page.keyboard.press('j');
		await expect.poll(() => focusedIndex(page)).toBe(5);

		// Scrolled down and focus elsewhere: k starts at the first row on screen, not at the top.
		await page.locator('body').click({ position: { x: 2, y: 2 } });
		await rows(page).nth(20).scrollIntoViewIfNeeded();
		const firstOnScreen = await page.evaluate(() => {
			const bottom = document.querySelector('header')!.getBoundingClientRect().bottom;
			return [...document.querySelectorAll('[data-row]')].findIndex((r) => r.getBoundingClientRect().top >= bottom);
		});
		expect(firstOnScreen).toBeGreaterThan(0);
		await page.keyboard.press('k');
		await expect.poll(() => focusedIndex(page)).toBe(firstOnScreen);

		// The account page: the NFT grid is the main list, not the collection filter above it.
		await page.goto(to.account(EVM, FIXTURES.holders.testWallet));
		await expect(rows(page).first()).toBeVisible();
		await page.keyboard.press('j');
		await expect(page.locator('[data-row]:focus')).toHaveCount(1);
		const href = await page.locator('[data-row]:focus a[data-row-link]').getAttribute('href');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL((u) => u.pathname === href);

		await page.keyboard.press('?');
		const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await expect(sheet).toContainText('j starts anywhere on the page');
		await sheet.getByRole('button', { name: 'Close' }).click();
		await expect(sheet).toBeHidden();
	});
});
