// What stops the user from previewing a transfer, in the order InterwovenKit checks it; the main
// button shows the first blocker's label, and its reason (if any) is shown under the form.

export type BlockerLabel =
	| 'Connect wallet'
	| 'Select assets'
	| 'Enter amount'
	| 'Enter recipient address'
	| 'Invalid recipient'
	| 'Confirm recipient'
	| 'Loading balances…'
	| 'Failed to load balance'
	| 'Insufficient balance'
	| `Insufficient ${string} for fees`
	| 'No route'
	| 'Refreshing route…'
	| 'Preview route';

export interface Blocker {
	label: BlockerLabel;
	/** What the button does: open the wallet dialog, preview, or nothing. */
	action: 'connect' | 'preview' | 'none';
	reason: string | null;
}

export interface FormFacts {
	/** A wallet that can sign on the source chain (or any wallet before a source is chosen). */
	walletReady: boolean;
	/** Why the connected wallets can't sign on the source chain, e.g. "Noble needs a Keplr-style wallet". */
	walletHint?: string | null;
	assetsChosen: boolean;
	/** Reason an asset cannot be quoted (no decimals, same asset twice). */
	assetProblem: string | null;
	/** null: nothing typed; error: the text isn't an amount; 0n counts as not entered. */
	amount: { ok: true; value: bigint } | { ok: false; error: string } | null;
	recipient: string;
	/** What to do when the recipient is empty because no connected wallet has an address there. */
	recipientHint?: string | null;
	recipientError: string | null;
	/** A typed address that is not one of the user's, on a cross-chain route, not yet confirmed by the user. */
	recipientUnconfirmed?: boolean;
	balance: 'loading' | 'error' | 'ready';
	funds: { ok: true } | { ok: false; kind: 'balance' } | { ok: false; kind: 'fees'; symbol: string };
	route: 'ready' | 'loading' | 'stale' | 'error';
	routeError?: string | null;
	/** Why the connected wallets cannot give the quoted route the addresses it passes through. */
	routeWallet?: string | null;
}

const block = (label: BlockerLabel, reason: string | null = null, action: Blocker['action'] = 'none'): Blocker => ({ label, action, reason });

export function blocker(f: FormFacts): Blocker {
	if (!f.walletReady) return block('Connect wallet', f.walletHint ?? null, 'connect');
	if (!f.assetsChosen) return block('Select assets');
	if (f.assetProblem) return block('Select assets', f.assetProblem);
	if (f.amount === null || (f.amount.ok && f.amount.value === 0n)) return block('Enter amount');
	if (!f.amount.ok) return block('Enter amount', f.amount.error);
	if (!f.recipient.trim()) return block('Enter recipient address', f.recipientHint ?? null);
	if (f.recipientError) return block('Invalid recipient', f.recipientError);
	if (f.recipientUnconfirmed) return block('Confirm recipient', 'Tick the box under the recipient once you have checked the address.');
	if (f.balance === 'loading') return block('Loading balances…');
	if (f.balance === 'error') return block('Failed to load balance', 'Check your connection and try again.');
	if (!f.funds.ok) {
		if (f.funds.kind === 'balance') return block('Insufficient balance');
		return block(`Insufficient ${f.funds.symbol} for fees`, `Keep enough ${f.funds.symbol} to pay the network and bridge fees.`);
	}
	if (f.route === 'error') return block('No route', f.routeError ?? null);
	if (f.route !== 'ready') return block('Refreshing route…');
	if (f.routeWallet) return block('Connect wallet', f.routeWallet, 'connect');
	return block('Preview route', null, 'preview');
}
