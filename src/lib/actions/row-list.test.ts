// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowList } from './row-list';
import * as rowNavModule from './row-nav';

afterEach(() => {
	document.body.innerHTML = '';
});

function list() {
	const ul = document.createElement('ul');
	ul.innerHTML = '<li data-row><a href="#a">a</a></li><li data-row><a href="#b">b</a></li>';
	document.body.append(ul);
	return ul;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('rowList', () => {
	it('when the keyboard code cannot load (offline), nothing is thrown and the next focus tries again', async () => {
		const ul = list();
		let attempts = 0;
		const unhandled: unknown[] = [];
		const onUnhandled = (e: unknown) => unhandled.push(e);
		process.on('unhandledRejection', onUnhandled);
		let online = false;
		const loadNav = () => {
			attempts++;
			return online ? Promise.resolve(rowNavModule) : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
		};
		const content: (() => void)[] = [];
		const detach = rowList({}, loadNav, (fn) => (content.push(fn), () => {}))(ul);
		content.forEach((fn) => fn());
		await settle();
		expect(attempts).toBe(1);
		expect(ul.querySelector('[data-row][tabindex="0"]')).toBeNull();

		online = true;
		ul.querySelector('a')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		await settle();
		expect(attempts).toBe(2);
		// Loaded now: the rows take part in the keyboard navigation.
		expect(ul.querySelector('[data-row][tabindex="0"]')).not.toBeNull();
		process.off('unhandledRejection', onUnhandled);
		expect(unhandled).toEqual([]);
		if (typeof detach === 'function') detach();
	});

	it('letting go of the list cancels its after-content call, which would keep the list and its rows alive until then', () => {
		const cancel = vi.fn();
		const detach = rowList({}, () => Promise.resolve(rowNavModule), () => cancel)(list());
		expect(cancel).not.toHaveBeenCalled();
		if (typeof detach === 'function') detach();
		expect(cancel).toHaveBeenCalledOnce();
	});
});
