import { describe, expect, it } from 'vitest';
import { blocker, type FormFacts } from './blocker';

const ready: FormFacts = {
	walletReady: true,
	assetsChosen: true,
	assetProblem: null,
	amount: { ok: true, value: 1n },
	recipient: 'init1x',
	recipientError: null,
	balance: 'ready',
	funds: { ok: true },
	route: 'ready'
};

describe('blocker', () => {
	it('names each blocker in InterwovenKit order', () => {
		const cases: [Partial<FormFacts>, string][] = [
			[{ walletReady: false, assetsChosen: false }, 'Connect wallet'],
			[{ assetsChosen: false, amount: null }, 'Select assets'],
			[{ assetProblem: 'MYST has no known decimals' }, 'Select assets'],
			[{ amount: null, recipient: '' }, 'Enter amount'],
			[{ amount: { ok: true, value: 0n } }, 'Enter amount'],
			[{ amount: { ok: false, error: 'At most 6 decimal places.' } }, 'Enter amount'],
			[{ recipient: ' ', balance: 'loading' }, 'Enter recipient address'],
			[{ recipientError: 'bad', balance: 'loading' }, 'Invalid recipient'],
			[{ recipientUnconfirmed: true, balance: 'loading' }, 'Confirm recipient'],
			[{ balance: 'loading', funds: { ok: false, kind: 'balance' } }, 'Loading balances…'],
			[{ balance: 'error' }, 'Failed to load balance'],
			[{ funds: { ok: false, kind: 'balance' }, route: 'error' }, 'Insufficient balance'],
			[{ funds: { ok: false, kind: 'fees', symbol: 'INIT' }, route: 'error' }, 'Insufficient INIT for fees'],
			[{ route: 'error', routeError: 'No route was found.' }, 'No route'],
			[{ route: 'stale' }, 'Refreshing route…'],
			[{ route: 'loading' }, 'Refreshing route…'],
			[{ routeWallet: 'This route passes through Initia L1, which needs your address from an EVM wallet.' }, 'Connect wallet'],
			[{}, 'Preview route']
		];
		for (const [facts, label] of cases) expect(blocker({ ...ready, ...facts }).label, label).toBe(label);
	});

	it('says before Preview which wallet the route needs and what to do about an empty recipient', () => {
		const why = 'This route passes through Initia L1, which needs your address from an EVM wallet.';
		expect(blocker({ ...ready, routeWallet: why })).toEqual({ label: 'Connect wallet', action: 'connect', reason: why });
		// A route still being quoted is not blamed on the wallet yet.
		expect(blocker({ ...ready, route: 'stale', routeWallet: why }).label).toBe('Refreshing route…');
		const hint = "No connected wallet has an address on EVM Weave: type the recipient's address, or connect an EVM wallet.";
		expect(blocker({ ...ready, recipient: '', recipientHint: hint })).toEqual({ label: 'Enter recipient address', action: 'none', reason: hint });
	});

	it('says what the button does and why it is blocked', () => {
		expect(blocker({ ...ready, walletReady: false, walletHint: 'Noble needs Keplr' })).toEqual({ label: 'Connect wallet', action: 'connect', reason: 'Noble needs Keplr' });
		expect(blocker(ready).action).toBe('preview');
		expect(blocker({ ...ready, amount: { ok: false, error: 'Use digits' } })).toMatchObject({ action: 'none', reason: 'Use digits' });
	});
});
