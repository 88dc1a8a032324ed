import { describe, expect, it } from 'vitest';
import { recipientHint, routeWalletProblem, type NeedsChain } from './route-needs';

const L1: NeedsChain = { id: 'initia-1', name: 'Initia L1', kind: 'initia' };
const WEAVE: NeedsChain = { id: 'evm-1', name: 'EVM Weave', kind: 'evm' };
const MOVE: NeedsChain = { id: 'move-1', name: 'Move Loom', kind: 'initia' };
const NOBLE: NeedsChain = { id: 'noble-1', name: 'Noble', kind: 'cosmos' };
const OSMO: NeedsChain = { id: 'osmosis-1', name: 'Osmosis', kind: 'cosmos' };
const chains = new Map([L1, WEAVE, MOVE, NOBLE, OSMO].map((c) => [c.id, c]));
const chainOf = (id: string) => chains.get(id);
const keplr = { evm: false, cosmos: true };
const metamask = { evm: true, cosmos: false };

describe('routeWalletProblem', () => {
	it('names the Initia and EVM chains a Keplr-only user passes through (the recipient and the source do not count)', () => {
		expect(routeWalletProblem(['noble-1', 'initia-1', 'evm-1'], NOBLE, chainOf, keplr)).toBe(
			'This route passes through Initia L1, which needs your address from an EVM wallet (MetaMask or similar). Connect one, or choose another destination.'
		);
		expect(routeWalletProblem(['noble-1', 'initia-1', 'move-1', 'evm-1'], NOBLE, chainOf, keplr)).toMatch(/through Initia L1, Move Loom, which need /);
		// A direct hop only needs the source signer and the (typed or own) recipient.
		expect(routeWalletProblem(['noble-1', 'evm-1'], NOBLE, chainOf, keplr)).toBeNull();
	});

	it('is satisfied by the wallets buildAddressList can take an address from', () => {
		expect(routeWalletProblem(['noble-1', 'initia-1', 'evm-1'], NOBLE, chainOf, { evm: true, cosmos: true })).toBeNull();
		// An EVM wallet gives the Initia account and, through its public key, Cosmos addresses.
		expect(routeWalletProblem(['evm-1', 'initia-1', 'noble-1', 'osmosis-1'], WEAVE, chainOf, metamask)).toBeNull();
		// Keplr signing on an Initia source: its key there is the user's Initia account.
		expect(routeWalletProblem(['move-1', 'initia-1', 'noble-1'], MOVE, chainOf, keplr)).toBeNull();
		// ...but an EVM chain on the way still needs the EVM wallet.
		expect(routeWalletProblem(['move-1', 'evm-1', 'noble-1'], MOVE, chainOf, keplr)).toMatch(/through EVM Weave, which needs/);
	});

	it('ignores chains it does not know (the address list names those itself)', () => {
		expect(routeWalletProblem(['noble-1', 'unknown-9', 'evm-1'], NOBLE, chainOf, keplr)).toBeNull();
	});
});

describe('recipientHint', () => {
	it('says what to do when no connected wallet has an address on the destination', () => {
		expect(recipientHint(WEAVE, null)).toBe("No connected wallet has an address on EVM Weave: type the recipient's address, or connect an EVM wallet.");
		expect(recipientHint(NOBLE, null)).toMatch(/connect a Keplr-style wallet\.$/);
		expect(recipientHint(NOBLE, 'noble1abc')).toBeNull();
	});
});
