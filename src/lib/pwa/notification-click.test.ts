import { describe, expect, it, vi } from 'vitest';
import { notificationTarget, openTarget, type TabLike } from './notification-click';

const origin = 'https://loom.example';
const TRACK = `${origin}/bridge/track?chain_id=initia-1&tx_hash=AB`;

function tab(url: string, over: Partial<TabLike> = {}): TabLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } {
	return { url, focus: vi.fn().mockResolvedValue(undefined), navigate: vi.fn().mockResolvedValue(undefined), ...over } as never;
}
const tabsOf = (...open: TabLike[]) => ({ matchAll: vi.fn().mockResolvedValue(open), openWindow: vi.fn().mockResolvedValue(null) });

describe('notificationTarget', () => {
	it('reads the href of the notification, under the base path, on this site only', () => {
		expect(notificationTarget({ href: '/bridge/track?tx_hash=AB' }, origin, '')?.href).toBe(`${origin}/bridge/track?tx_hash=AB`);
		expect(notificationTarget({ href: '/sub/bridge/history' }, origin, '/sub')?.pathname).toBe('/sub/bridge/history');
		expect(notificationTarget(null, origin, '/sub')?.href).toBe(`${origin}/sub/`);
		expect(notificationTarget({ href: 'https://evil.example/x' }, origin, '')).toBeNull();
		expect(notificationTarget({ href: '/elsewhere' }, origin, '/sub')).toBeNull();
		expect(notificationTarget({ href: 'http://[' }, origin, '')).toBeNull();
	});
});

describe('openTarget', () => {
	const target = new URL(TRACK);

	it('brings forward the tab already showing the transfer, without reloading it', async () => {
		const shown = tab(TRACK);
		const other = tab(`${origin}/bridge`);
		const tabs = tabsOf(other, shown);
		expect(await openTarget(tabs, target)).toBe('focused');
		expect(shown.focus).toHaveBeenCalled();
		expect(shown.navigate).not.toHaveBeenCalled();
		expect(other.navigate).not.toHaveBeenCalled();
		expect(tabs.openWindow).not.toHaveBeenCalled();
	});

	it('otherwise sends a Loom tab to the transfer, preferring one on the same page type', async () => {
		const explorer = tab(`${origin}/evm-1/accounts/0x1`);
		const track = tab(`${origin}/bridge/track?chain_id=initia-1&tx_hash=CD`);
		const tabs = tabsOf(explorer, track);
		expect(await openTarget(tabs, target)).toBe('navigated');
		expect(track.navigate).toHaveBeenCalledWith(TRACK);
		expect(explorer.navigate).not.toHaveBeenCalled();
	});

	it('still navigates when the browser refuses the focus', async () => {
		const t = tab(`${origin}/bridge`, { focus: vi.fn().mockRejectedValue(new Error('Not allowed to focus a window.')) });
		expect(await openTarget(tabsOf(t), target)).toBe('navigated');
		expect(t.navigate).toHaveBeenCalledWith(TRACK);
	});

	it('opens a window when no Loom tab is left, or when the tab cannot be navigated', async () => {
		const none = tabsOf();
		expect(await openTarget(none, target)).toBe('opened');
		expect(none.openWindow).toHaveBeenCalledWith(TRACK);
		const stuck = tab(`${origin}/bridge`, { navigate: vi.fn().mockRejectedValue(new TypeError('not controlled')) });
		const tabs = tabsOf(stuck);
		expect(await openTarget(tabs, target)).toBe('opened');
		expect(tabs.openWindow).toHaveBeenCalledWith(TRACK);
	});
});
