import { CHAINS } from '../devnet/chains';
import { expect, expectAccessible, test } from './support/fixtures';

const initia = CHAINS.filter((c) => c.kind.startsWith('initia'));

test.describe('home', () => {
	test('lists the devnet chains from networks.json with name, VM and logo @mobile', async ({ page }) => {
		await page.goto('/');
		await expect(page.getByRole('heading', { name: /Explore and bridge/ })).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Chains on Local devnet' })).toBeVisible();
		for (const c of initia) {
			const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: c.prettyName, exact: true }) });
			await expect(card).toBeVisible();
			await expect(card).toContainText(c.chainId);
			await expect(card).toContainText({ move: 'Move', evm: 'EVM', wasm: 'Wasm' }[c.vm!]);
		}
		await expect(page.getByRole('listitem').filter({ hasText: 'initia-local-1' })).toContainText('L1');
		await expectAccessible(page);
	});
});
