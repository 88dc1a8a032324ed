import { describe, expect, it } from 'vitest';
import { continueQuery, endingOf, remainingHops } from './ending';
import { summarizeRoute } from './entry';
import type { RouteSummary } from './history';
import { toStored } from './stored-status';
import { L1, L2, NOBLE, makeItem, makeRoute, makeStatus, testCatalogue } from './testing';

const cat = testCatalogue();
const SENDER = 'init1sender';
const RECIPIENT = 'init1recipient';
const deposit = summarizeRoute(makeRoute(), cat);
const item = (over: Parameters<typeof makeItem>[0] = {}) => makeItem({ route: deposit, sender: SENDER, recipient: RECIPIENT, ...over });

const hop = (kind: string, from: string, to: string, denomIn: string, denomOut: string, amount: string) => ({ kind, label: kind, fromChainId: from, toChainId: to, denomIn, denomOut, amountIn: amount, amountOut: amount });

/** Noble USDC → L1 (IBC) → swap to INIT on L1 → OP deposit to the rollup. */
const multi: RouteSummary = {
	...deposit,
	srcChainId: NOBLE,
	srcDenom: 'uusdc',
	srcSymbol: 'USDC',
	srcDecimals: 6,
	amountIn: '5000000',
	hops: [hop('transfer', NOBLE, L1, 'uusdc', 'ibc/USDC', '5000000'), hop('swap', L1, L1, 'ibc/USDC', 'uinit', '5000000'), hop('op_init_transfer', L1, L2, 'uinit', 'l2/init', '8000000')]
};
const ibcEvent = (state: string) => ({ ibc_transfer: { from_chain_id: NOBLE, to_chain_id: L1, state, packet_txs: {} } });
const opEvent = (state: string) => ({ op_init_transfer: { from_chain_id: L1, to_chain_id: L2, state, txs: {} } });
const status = (state: string, transfer: Record<string, unknown> = {}) => toStored(makeStatus(state, { transfers: [{ state, transfer_sequence: [], ...transfer }] }), 1);

describe('where the funds are', () => {
	it('a refused broadcast: still in the sender account, Try again with the same transfer', () => {
		const e = endingOf(item({ broadcast: 'rejected' }), cat);
		expect(e.funds).toBe(`Nothing was sent: your 1 INIT are still in ${SENDER} on Initia.`);
		expect(e.action).toEqual({ kind: 'continue', label: 'Try again', query: { src_chain: L1, src_denom: 'uinit', dst_chain: L2, dst_denom: 'l2/init', amount: '1' } });
		expect(endingOf(item({ broadcast: 'failed' }), cat).funds).toBe(`The transaction failed on Initia, so your 1 INIT stayed in ${SENDER} (only the network fee was spent).`);
	});

	it('arrived: the amount released at the recipient', () => {
		const s = status('STATE_COMPLETED_SUCCESS', { transfer_asset_release: { chain_id: L2, denom: 'l2/init', amount: '990000', released: true } });
		expect(endingOf(item({ status: s }), cat)).toEqual({ tone: 'ok', funds: `Your 0.99 INIT arrived in ${RECIPIENT} on rollup-1.`, action: { kind: 'done' } });
	});

	it('returned to the source after an ack error: Continue offers the same route from there', () => {
		const failing = status('STATE_PENDING_ERROR', { transfer_asset_release: { chain_id: L1, denom: 'uinit', amount: '1000000', released: false } });
		expect(endingOf(item({ status: failing }), cat)).toMatchObject({ funds: `A step failed: your 1 INIT are being returned to ${SENDER} on Initia.`, action: { kind: 'wait' } });
		const failed = status('STATE_COMPLETED_ERROR', { transfer_asset_release: { chain_id: L1, denom: 'uinit', amount: '1000000', released: true } });
		const e = endingOf(item({ status: failed }), cat);
		expect(e.funds).toBe(`The transfer failed and your 1 INIT were returned to ${SENDER} on Initia.`);
		expect(e.action).toEqual({ kind: 'continue', label: 'Continue', query: { src_chain: L1, src_denom: 'uinit', dst_chain: L2, dst_denom: 'l2/init', amount: '1' } });
	});

	it('stopped on an intermediate chain in another asset (swap failed): Continue from there to the destination', () => {
		const s = status('STATE_COMPLETED_ERROR', {
			transfer_sequence: [ibcEvent('TRANSFER_SUCCESS')],
			transfer_asset_release: { chain_id: L1, denom: 'ibc/USDC', amount: '4990000', released: true }
		});
		const i = item({ route: multi, status: s });
		expect(remainingHops(multi, s.transfers[0]!).map((h) => h.kind)).toEqual(['swap', 'op_init_transfer']);
		expect(endingOf(i, cat).funds).toBe('The transfer stopped on Initia: your 4.99 USDC are in your account there.');
		expect(continueQuery(i, cat)).toEqual({ src_chain: L1, src_denom: 'ibc/USDC', dst_chain: L2, dst_denom: 'l2/init', amount: '4.99' });
	});

	it('without a release, Continue starts at the first operation left; swaps ride with the transfer before them', () => {
		const done = status('STATE_COMPLETED_ERROR', { transfer_sequence: [ibcEvent('TRANSFER_SUCCESS'), opEvent('OPINIT_TRANSFER_SENT')] });
		expect(remainingHops(multi, done.transfers[0]!).map((h) => h.kind)).toEqual(['swap', 'op_init_transfer']);
		expect(continueQuery(item({ route: multi, status: done }), cat)).toMatchObject({ src_chain: L1, src_denom: 'ibc/USDC', amount: '5' });
		expect(remainingHops(multi, null)).toEqual(multi.hops);
		const all = status('STATE_COMPLETED_SUCCESS', { transfer_sequence: [ibcEvent('TRANSFER_SUCCESS'), opEvent('OPINIT_TRANSFER_RECEIVED')] });
		expect(remainingHops(multi, all.transfers[0]!)).toEqual([]);
		// Nothing said where the funds are: re-track rather than guess.
		expect(endingOf(item({ route: multi, status: done }), cat).action).toEqual({ kind: 'retrack' });
	});

	it('an asset with unknown decimals continues without an amount', () => {
		const route = { ...deposit, srcChainId: L2, srcDenom: 'factory/x/myst', srcDecimals: null };
		expect(continueQuery(item({ route, broadcast: 'rejected' }), cat)).toEqual({ src_chain: L2, src_denom: 'factory/x/myst', dst_chain: L2, dst_denom: 'l2/init' });
	});

	it('abandoned and not found: Re-track, saying where they were last seen', () => {
		const s = status('STATE_ABANDONED', { transfer_sequence: [opEvent('OPINIT_TRANSFER_SENT')], next_blocking_transfer: { transfer_sequence_index: 0 } });
		expect(endingOf(item({ status: s }), cat)).toEqual({
			tone: 'warn',
			funds: `The router stopped following this transfer; your 1 INIT may still arrive in ${RECIPIENT} on rollup-1. They were last seen on Initia.`,
			action: { kind: 'retrack' }
		});
		expect(endingOf(item({ trackError: 'The router has not seen this transaction for an hour.' }), cat)).toMatchObject({ action: { kind: 'retrack' }, funds: expect.stringMatching(/^The router has not confirmed this transfer/) });
	});

	it('an OP withdrawal waits for its claim; other transfers on their way just wait', () => {
		const s = status('STATE_PENDING');
		expect(endingOf(item({ route: { ...deposit, opWithdraw: true }, status: s }), cat)).toMatchObject({ action: { kind: 'claim' }, funds: expect.stringMatching(/finalization period/) });
		expect(endingOf(item({ status: s }), cat)).toEqual({ tone: 'accent', funds: `Your 1 INIT are on their way to ${RECIPIENT} on rollup-1.`, action: { kind: 'wait' } });
	});

	it('an OP withdrawal the router calls complete still needs its claim on the L1', () => {
		const done = status('STATE_COMPLETED_SUCCESS');
		expect(endingOf(item({ route: { ...deposit, opWithdraw: true }, status: done }), cat)).toMatchObject({ action: { kind: 'claim' }, funds: expect.stringMatching(/claim them to/) });
		expect(endingOf(item({ route: { ...deposit, opWithdraw: true }, status: status('STATE_ABANDONED') }), cat)).toMatchObject({ action: { kind: 'retrack' } });
	});
});
