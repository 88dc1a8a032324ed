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
			[{}, 'Preview route']
		];
		for (const [facts, label] of cases) expect(blocker({ ...ready, ...facts }).label, label).toBe(label);
	});

	it('says what the button does and why it is blocked', () => {
		expect(blocker({ ...ready, walletReady: false, walletHint: 'Noble needs Keplr' })).toEqual({ label: 'Connect wallet', action: 'connect', reason: 'Noble needs Keplr' });
		expect(blocker(ready).action).toBe('preview');
		expect(blocker({ ...ready, amount: { ok: false, error: 'Use digits' } })).toMatchObject({ action: 'none', reason: 'Use digits' });
	});
});
