// The bridge history page (router-api §13, history in localStorage): export as JSON, delete with
// confirmation, import that merges valid files and says why an invalid one was refused, stored
// entries that cannot be read are set aside (not dropped), and a browser that refuses storage gets a
// warning with "Export now". Entries come from following tracking links, as a user would.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { L1 } from '../../devnet/chains';
import { trackLink } from '../support/bridge';
import { expect, expectAccessible, test } from '../support/fixtures';

const HASH_A = 'A'.repeat(63) + '1';
const HASH_B = 'B'.repeat(63) + '2';

/** Follows a tracking link, which adds the transfer to this browser's history. */
async function follow(page: Page, hash: string) {
	await page.goto(trackLink(L1, hash));
	await expect(page.getByTestId('transfer-timeline')).toBeVisible();
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; json: unknown }> {
	const [download] = await Promise.all([page.waitForEvent('download'), click()]);
	return { name: download.suggestedFilename(), json: JSON.parse(await readFile((await download.path())!, 'utf8')) };
}

test.describe('bridge history', () => {
	test('export, delete with confirmation, import valid and invalid files', async ({ page, control: _control }) => {
		await follow(page, HASH_A);
		await follow(page, HASH_B);
		await page.goto('/bridge/history');
		const items = page.getByTestId('history-item');
		await expect(items).toHaveCount(2);
		await expect(items.first()).toContainText('followed from a link');
		await expectAccessible(page);

		const exported = await downloaded(page, () => page.getByRole('button', { name: 'Export JSON' }).click());
		expect(exported.name).toMatch(/^loom-bridge-history-\d{4}-\d{2}-\d{2}\.json$/);
		const file = exported.json as { format: string; v: number; items: { txHash: string; chainId: string }[] };
		expect(file.format).toBe('loom-bridge-history');
		expect(file.items.map((i) => i.txHash).sort()).toEqual([HASH_A, HASH_B]);

		// Delete asks first; Cancel keeps the entry.
		await items.filter({ hasText: HASH_A.slice(0, 8) }).getByTestId('history-delete').click();
		const confirm = page.getByRole('dialog', { name: 'Delete this transfer from the history?' });
		await expect(confirm).toBeVisible();
		await expectAccessible(page);
		await confirm.getByRole('button', { name: 'Cancel' }).click();
		await expect(items).toHaveCount(2);
		await items.filter({ hasText: HASH_A.slice(0, 8) }).getByTestId('history-delete').click();
		await confirm.getByRole('button', { name: 'Delete' }).click();
		await expect(items).toHaveCount(1);
		await expect(items.filter({ hasText: HASH_A.slice(0, 8) })).toHaveCount(0);
		await page.reload();
		await expect(items).toHaveCount(1);

		// Importing the export brings the deleted one back and merges the other.
		const input = page.getByTestId('history-import-file');
		await input.setInputFiles({ name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported.json)) });
		await expect(page.getByTestId('import-result')).toHaveText('Imported: 1 new, 0 updated.');
		await expect(items).toHaveCount(2);

		await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
		await expect(page.getByTestId('import-result')).toHaveText('The file is not JSON.');
		await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": "world"}') });
		await expect(page.getByTestId('import-result')).toHaveText('The file is not a Loom bridge history export.');
		const partly = { ...file, items: [...file.items, { id: 'nonsense' }] };
		await input.setInputFiles({ name: 'partly.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(partly)) });
		await expect(page.getByTestId('import-result')).toContainText('1 entries could not be read and were skipped');
		await expect(items).toHaveCount(2);
	});

	test('an unreadable stored entry is set aside and reported, the rest is kept', async ({ page, control: _control }) => {
		await follow(page, HASH_A);
		await page.evaluate(() => {
			const file = JSON.parse(localStorage.getItem('loom:bridge-history')!) as { items: unknown[] };
			file.items.push({ id: 42, txHash: null });
			localStorage.setItem('loom:bridge-history', JSON.stringify(file));
		});
		await page.goto('/bridge/history');
		const warning = page.getByTestId('corrupt-warning');
		await expect(warning).toContainText('1 stored history entry could not be read and was set aside (not deleted).');
		await expect(warning.getByRole('button', { name: 'Download them' })).toBeVisible();
		await expect(page.getByTestId('history-item')).toHaveCount(1);
		const aside = await page.evaluate(() => JSON.parse(localStorage.getItem('loom:bridge-history:corrupt') ?? '[]') as { entry: unknown }[]);
		expect(aside.map((a) => a.entry)).toEqual([{ id: 42, txHash: null }]);
		const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('loom:bridge-history')!) as { v: number; items: { txHash: string }[] });
		expect(stored.items.map((i) => i.txHash)).toEqual([HASH_A]);
		const saved = await downloaded(page, () => warning.getByRole('button', { name: 'Download them' }).click());
		expect((saved.json as { entry: unknown }[]).map((a) => a.entry)).toEqual([{ id: 42, txHash: null }]);
		// Still reported after a reload until discarded.
		await page.reload();
		await expect(warning).toBeVisible();
		await warning.getByRole('button', { name: 'Discard' }).click();
		await expect(warning).toHaveCount(0);
	});

	test('storage that refuses writes: warned, history kept in memory, Export now', async ({ page, control: _control }) => {
		await page.addInitScript(() => {
			Storage.prototype.setItem = function () {
				throw new DOMException('The operation is insecure.', 'SecurityError');
			};
		});
		await follow(page, HASH_A);
		const warning = page.getByTestId('storage-warning');
		await page.getByRole('link', { name: 'History', exact: true }).first().click();
		await expect(warning).toContainText('does not let Loom save data');
		await expect(page.getByTestId('history-item')).toHaveCount(1);
		const saved = await downloaded(page, () => warning.getByRole('button', { name: 'Export now' }).click());
		expect((saved.json as { items: { txHash: string }[] }).items.map((i) => i.txHash)).toEqual([HASH_A]);
	});
});
