// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
	document.body.innerHTML = '';
	vi.doUnmock('./ErrorPanelView.svelte');
});

/**
 * ErrorPanel with its shared code state fresh (other test files may have loaded the panel already),
 * and the Svelte runtime and test helpers of that same fresh module graph.
 */
async function fresh() {
	vi.resetModules();
	const [{ default: ErrorPanel }, { errorPanel }, svelte, testing] = await Promise.all([
		import('./ErrorPanel.svelte'),
		import('./error-panel'),
		import('svelte'),
		import('./testing')
	]);
	const until = async (ok: () => boolean) => {
		for (let i = 0; i < 200 && !ok(); i++) {
			await new Promise((r) => setTimeout(r, 5));
			svelte.flushSync();
		}
	};
	return { ErrorPanel, errorPanel, until, snippet: svelte.createRawSnippet, ...testing };
}

describe('ErrorPanel (panel code on demand)', () => {
	it('says the failure at once in plain words, then shows the full panel with the request and Retry', async () => {
		const { ErrorPanel, errorPanel, until, snippet, render, click } = await fresh();
		let retried = 0;
		const children = snippet(() => ({ render: () => '<p class="extra">Fix networks.json</p>' }));
		const p = render(ErrorPanel, {
			title: 'Rows could not be loaded',
			error: { message: 'The indexer answered 503', endpoint: 'GET https://idx.example/x', status: 503 },
			onretry: () => void retried++,
			children
		});
		// First render, before the panel's code has arrived: title and message in the same box, not announced twice.
		expect(p.get('[data-error-fallback]').getAttribute('role')).toBeNull();
		expect(p.all('button')).toHaveLength(0);
		expect(p.get('[data-error-fallback]').textContent).toContain('Rows could not be loaded');
		expect(p.get('[data-error-fallback]').textContent).toContain('The indexer answered 503');
		await until(() => errorPanel.current !== undefined);
		expect(p.all('[data-error-fallback]')).toHaveLength(0);
		const alert = p.get('[role="alert"]');
		expect(alert.textContent).toContain('GET https://idx.example/x');
		expect(alert.textContent).toContain('503');
		expect(p.get('.extra').textContent).toBe('Fix networks.json');
		click(p.get('button'));
		expect(retried).toBe(1);
		// Later failures render the full panel at once.
		const q = render(ErrorPanel, { error: { message: 'offline' } });
		expect(q.all('[data-error-fallback]')).toHaveLength(0);
		expect(q.get('[role="alert"]').textContent).toContain('Something went wrong');
	});

	it('still says the failure, announced, with its extra text, when the panel code cannot load (offline)', async () => {
		vi.doMock('./ErrorPanelView.svelte', () => {
			throw new Error('Failed to fetch dynamically imported module');
		});
		const { ErrorPanel, errorPanel, until, snippet, render } = await fresh();
		const children = snippet(() => ({ render: () => '<p class="extra">Retry once online</p>' }));
		const p = render(ErrorPanel, { title: 'Chains could not be loaded', error: { message: 'You are offline' }, children });
		await until(() => errorPanel.error !== undefined);
		const box = p.get('[data-error-fallback]');
		expect(box.getAttribute('role')).toBe('alert');
		expect(box.textContent).toContain('Chains could not be loaded');
		expect(box.textContent).toContain('You are offline');
		expect(p.get('.extra').textContent).toBe('Retry once online');
	});
});
