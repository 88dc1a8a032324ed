// EIP-6963 discovery: listen for announcements, ask wallets to announce, and fall back to
// window.ethereum when it is not one of the announced providers. Announcement details come from
// extensions and are checked: names are cleaned, icons must be data: images.
import { cleanText, safeImageSrc } from '$lib/safe';
import type { Eip1193Provider, EvmWalletOption, WalletInfo } from './types';

export const ANNOUNCE = 'eip6963:announceProvider';
export const REQUEST = 'eip6963:requestProvider';

interface Target {
	addEventListener(type: string, listener: (e: Event) => void): void;
	removeEventListener(type: string, listener: (e: Event) => void): void;
	dispatchEvent(e: Event): boolean;
	ethereum?: unknown;
}

const isProvider = (p: unknown): p is Eip1193Provider => typeof (p as { request?: unknown } | null)?.request === 'function';

export function readAnnouncement(detail: unknown): EvmWalletOption | null {
	const d = detail as { info?: Partial<WalletInfo>; provider?: unknown } | null;
	const info = d?.info;
	if (!info || typeof info.uuid !== 'string' || typeof info.name !== 'string' || typeof info.rdns !== 'string' || !isProvider(d.provider)) return null;
	const icon = typeof info.icon === 'string' && info.icon.startsWith('data:image/') ? (safeImageSrc(info.icon) ?? '') : '';
	const rdns = cleanText(info.rdns, 100);
	return {
		id: rdns || info.uuid,
		info: { uuid: cleanText(info.uuid, 100), name: cleanText(info.name, 60) || 'Wallet', icon, rdns },
		provider: d.provider,
		...(rdns === 'dev.loom.burner' ? { burner: true } : {})
	};
}

/** A name for an unannounced window.ethereum from the flags wallets set on it. */
function injectedName(p: Record<string, unknown>): string {
	if (p.isRabby) return 'Rabby';
	if (p.isPhantom) return 'Phantom';
	if (p.isCoinbaseWallet) return 'Coinbase Wallet';
	if (p.isMetaMask) return 'MetaMask';
	return 'Browser wallet';
}

/**
 * Calls `onChange` with the current list whenever it changes; returns the cleanup. Later announcements
 * with the same rdns replace earlier ones (a wallet re-announcing after an update).
 */
export function watchEvmWallets(target: Target, onChange: (wallets: EvmWalletOption[]) => void): () => void {
	const announced = new Map<string, EvmWalletOption>();
	const emit = () => {
		const list = [...announced.values()];
		const injected = target.ethereum;
		if (isProvider(injected) && !list.some((w) => w.provider === injected)) {
			list.push({
				id: 'injected',
				info: { uuid: 'injected', name: injectedName(injected as unknown as Record<string, unknown>), icon: '', rdns: 'injected' },
				provider: injected
			});
		}
		onChange(list);
	};
	const onAnnounce = (e: Event) => {
		const wallet = readAnnouncement((e as CustomEvent).detail);
		if (!wallet) return;
		announced.set(wallet.id, wallet);
		emit();
	};
	target.addEventListener(ANNOUNCE, onAnnounce);
	target.dispatchEvent(new Event(REQUEST));
	emit();
	return () => target.removeEventListener(ANNOUNCE, onAnnounce);
}

/** Ask again (e.g. when the wallet dialog opens: extensions may have loaded late). */
export function requestAnnouncements(target: Pick<Target, 'dispatchEvent'>): void {
	target.dispatchEvent(new Event(REQUEST));
}
