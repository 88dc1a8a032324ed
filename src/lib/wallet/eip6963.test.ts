import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCE, readAnnouncement, REQUEST, watchEvmWallets } from './eip6963';

const provider = () => ({ request: vi.fn(async () => null) });
const announce = (target: EventTarget, detail: unknown) => target.dispatchEvent(new CustomEvent(ANNOUNCE, { detail }));

describe('EIP-6963 discovery', () => {
	it('checks announcements: names cleaned, only data: image icons', () => {
		const p = provider();
		expect(readAnnouncement({ info: { uuid: 'u', name: 'Rab\u202Eby', icon: 'https://evil/x.png', rdns: 'io.rabby' }, provider: p })).toEqual({
			id: 'io.rabby',
			info: { uuid: 'u', name: 'Rabby', icon: '', rdns: 'io.rabby' },
			provider: p
		});
		expect(readAnnouncement({ info: { uuid: 'u', name: 'X', icon: 'data:image/png;base64,AA', rdns: 'dev.loom.burner' }, provider: p })).toMatchObject({
			burner: true,
			info: { icon: 'data:image/png;base64,AA' }
		});
		expect(readAnnouncement({ info: { uuid: 'u', name: 'X', rdns: 'x' }, provider: {} })).toBeNull();
		expect(readAnnouncement(null)).toBeNull();
	});

	it('asks wallets to announce, lists them, and adds window.ethereum when it is not one of them', () => {
		const target = Object.assign(new EventTarget(), { ethereum: undefined as unknown });
		const injected = Object.assign(provider(), { isMetaMask: true });
		target.ethereum = injected;
		const asked = vi.fn();
		target.addEventListener(REQUEST, asked);
		const seen: string[][] = [];
		const stop = watchEvmWallets(target, (list) => seen.push(list.map((w) => `${w.id}:${w.info.name}`)));
		expect(asked).toHaveBeenCalledOnce();
		expect(seen.at(-1)).toEqual(['injected:MetaMask']);
		announce(target, { info: { uuid: '1', name: 'MetaMask', icon: '', rdns: 'io.metamask' }, provider: injected });
		expect(seen.at(-1)).toEqual(['io.metamask:MetaMask']);
		announce(target, { info: { uuid: '2', name: 'Rabby', icon: '', rdns: 'io.rabby' }, provider: provider() });
		expect(seen.at(-1)).toEqual(['io.metamask:MetaMask', 'io.rabby:Rabby']);
		stop();
		announce(target, { info: { uuid: '3', name: 'Late', icon: '', rdns: 'late' }, provider: provider() });
		expect(seen.at(-1)).toHaveLength(2);
	});
});
