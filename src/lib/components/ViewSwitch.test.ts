// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { render } from './testing';
import ViewSwitch from './ViewSwitch.svelte';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('ViewSwitch', () => {
	it('links each view through the list’s filters and marks the current one', () => {
		const asked: unknown[] = [];
		const v = render(ViewSwitch, {
			current: 'table',
			filterHref: (changes: { view: 'grid' | 'table' }) => {
				asked.push(changes);
				return `/c?order=height&view=${changes.view}`;
			}
		});
		expect(v.get('[role=group]').getAttribute('aria-label')).toBe('View');
		const links = v.all('a');
		expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
			['Grid', '/c?order=height&view=grid', null],
			['Table', '/c?order=height&view=table', 'true']
		]);
		expect(asked).toEqual([{ view: 'grid' }, { view: 'table' }]);
	});
});
