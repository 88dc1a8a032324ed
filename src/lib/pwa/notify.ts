// System notifications. Through the service worker when one is running: installed apps on phones
// allow no other kind, and its click handler opens Loom on `href` even when no tab is left.
export async function showNotification(title: string, opts: { body: string; tag: string; href: string }): Promise<void> {
	const reg = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
	if (reg?.active) {
		await reg.showNotification(title, { body: opts.body, tag: opts.tag, icon: new URL('icons/icon-192.png', reg.scope).href, data: { href: opts.href } });
		return;
	}
	const n = new Notification(title, { body: opts.body, tag: opts.tag });
	n.onclick = () => {
		window.focus();
		window.location.href = opts.href;
	};
}
