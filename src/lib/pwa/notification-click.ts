// What a click on a transfer notification opens (the service worker's notificationclick): the Loom
// tab already showing that transfer, else a Loom tab this worker controls, brought forward and sent
// to the transfer's page, else a new window (on a phone: the installed app). Kept apart from the
// worker so the choice is unit-tested with fake clients.

/** The parts of a window client and of `Clients` the choice uses. */
export interface TabLike {
	url: string;
	focus(): Promise<unknown>;
	navigate(url: string): Promise<unknown>;
}
export interface TabsLike {
	/** Window clients this worker controls (only those can be navigated by it). */
	matchAll(options: { type: 'window' }): Promise<readonly TabLike[]>;
	openWindow(url: string): Promise<unknown>;
}

/** The page of a notification's `data.href`, or null when it leaves the site. */
export function notificationTarget(data: unknown, origin: string, base: string): URL | null {
	const href = typeof data === 'object' && data !== null && typeof (data as { href?: unknown }).href === 'string' ? (data as { href: string }).href : `${base}/`;
	let target: URL;
	try {
		target = new URL(href, origin);
	} catch {
		return null;
	}
	return target.origin === origin && target.pathname.startsWith(`${base}/`) ? target : null;
}

export async function openTarget(tabs: TabsLike, target: URL): Promise<'focused' | 'navigated' | 'opened'> {
	const open = await tabs.matchAll({ type: 'window' });
	const same = open.find((t) => t.url === target.href);
	const tab = same ?? open.find((t) => new URL(t.url).pathname === target.pathname) ?? open[0];
	if (tab) {
		// Browsers allow focus only during a real click; a refused focus must not stop the navigation.
		await tab.focus().catch(() => {});
		if (tab === same) return 'focused';
		const moved = await tab.navigate(target.href).then(
			() => true,
			() => false
		);
		if (moved) return 'navigated';
	}
	await tabs.openWindow(target.href);
	return 'opened';
}
