// Telling the user a transfer ended while they were elsewhere: a tab-title badge in every tab that
// sees the ending while hidden ("✓ Transfer complete · Loom", "(2) …" for more), and a system
// notification from the one tab that polls it, if the user allowed notifications (asked on a click).
import { outcomeOf, type HistoryItem } from './history';

type Ended = 'success' | 'failed' | 'abandoned';

function endOf(item: HistoryItem): Ended | null {
	const o = outcomeOf(item);
	return o === 'success' || o === 'failed' || o === 'abandoned' ? o : null;
}

const WORDS: Record<Ended, string> = { success: '✓ Transfer complete', failed: '✗ Transfer failed', abandoned: '! Transfer needs attention' };

export class Attention {
	unseen = $state(0);
	last = $state<Ended | null>(null);
	permission = $state<NotificationPermission | 'unsupported'>('unsupported');
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- bookkeeping, never rendered
	#seen = new Map<string, Ended | null>();
	#primed = false;

	/** "" or the badge text to put before the page title. */
	get badge(): string {
		if (!this.unseen || !this.last) return '';
		return `${this.unseen > 1 ? `(${this.unseen}) ` : ''}${WORDS[this.last]} · `;
	}

	/** Page title with the badge: "✓ Transfer complete · Loom" replaces the page's own while unseen. */
	title(base: string): string {
		return this.badge ? `${this.badge}Loom` : base;
	}

	start(): () => void {
		if (typeof Notification !== 'undefined') this.permission = Notification.permission;
		const onVisible = () => {
			if (!document.hidden) this.unseen = 0;
		};
		document.addEventListener('visibilitychange', onVisible);
		return () => document.removeEventListener('visibilitychange', onVisible);
	}

	/** Called with every history change: transfers that just ended count while the tab is hidden. */
	observe(items: HistoryItem[], hidden: boolean): void {
		for (const item of items) {
			const end = endOf(item);
			const before = this.#seen.get(item.id);
			this.#seen.set(item.id, end);
			if (this.#primed && end && before === null && hidden) {
				this.unseen++;
				this.last = end;
			}
		}
		this.#primed = true;
	}

	get canAsk(): boolean {
		return this.permission === 'default';
	}

	/** Only from a click: browsers (rightly) ignore permission prompts nobody asked for. */
	async ask(): Promise<void> {
		if (typeof Notification === 'undefined') return;
		try {
			this.permission = await Notification.requestPermission();
		} catch {
			this.permission = Notification.permission;
		}
	}

	/** A system notification for an ended transfer, when allowed and the tab is hidden. */
	notify(item: HistoryItem, href: string): void {
		const end = endOf(item);
		if (!end || typeof Notification === 'undefined' || Notification.permission !== 'granted' || !document.hidden) return;
		const r = item.route;
		const body = r ? `${r.srcSymbol} → ${r.dstSymbol}` : `Transaction ${item.txHash.slice(0, 10)}…`;
		// Through the service worker when installed (phones allow no other kind); see src/lib/pwa/notify.ts.
		void import('$lib/pwa/notify')
			.then(({ showNotification }) => showNotification(WORDS[end].slice(2), { body, tag: item.id, href }))
			.catch(() => {
				// notifications blocked or unsupported here: the tab title still says it
			});
	}
}

export const attention = new Attention();
