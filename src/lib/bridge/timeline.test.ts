import { describe, expect, it } from 'vitest';
import { summarizeRoute } from './entry';
import { timelineOf } from './timeline';
import { toStored } from './stored-status';
import { makeItem, makeRoute, makeStatus, testCatalogue } from './testing';

const link = (chain: string, hash: string) => `https://scan/${chain}/txs/${hash}`;
const route = summarizeRoute(makeRoute(), testCatalogue());
const sendTx = { chain_id: 'initia-1', tx_hash: 'AA', explorer_link: 'javascript:alert(1)', on_chain_at: '2026-01-01T00:00:00Z' };
const recvTx = { chain_id: 'rollup-1', tx_hash: 'BB', explorer_link: '', on_chain_at: '2026-01-01T00:00:40Z' };
const op = (state: string, txs: Record<string, unknown>) => ({ op_init_transfer: { from_chain_id: 'initia-1', to_chain_id: 'rollup-1', state, txs } });

describe('timeline', () => {
	it('shows planned hops before any event and the submitted headline', () => {
		const t = timelineOf(makeItem({ route, tracked: true, status: toStored(makeStatus('STATE_SUBMITTED'), 1) }), link);
		expect(t.headline.title).toBe('Submitted');
		expect(t.hops).toMatchObject([{ label: 'OP bridge', state: 'waiting' }]);
		expect(t.over).toBe(false);
	});

	it('draws hops with linked txs and durations', () => {
		const s = makeStatus('STATE_COMPLETED_SUCCESS', {
			transfers: [{ state: 'STATE_COMPLETED_SUCCESS', transfer_sequence: [op('OPINIT_TRANSFER_RECEIVED', { send_tx: sendTx, receive_tx: recvTx })] }]
		});
		const t = timelineOf(makeItem({ route, status: toStored(s, 1) }), link);
		expect(t.headline).toMatchObject({ tone: 'ok', title: 'Transfer complete' });
		expect(t.hops).toHaveLength(1);
		expect(t.hops[0]).toMatchObject({ state: 'completed', durationSec: 40 });
		expect(t.hops[0]!.txs.map((x) => [x.label, x.href])).toEqual([
			['Sent', 'https://scan/initia-1/txs/AA'],
			['Received', 'https://scan/rollup-1/txs/BB']
		]);
		expect(t.over).toBe(true);
	});

	it('lets the overall state win over hop states', () => {
		const s = makeStatus('STATE_COMPLETED_ERROR', {
			transfers: [
				{
					state: 'STATE_COMPLETED_ERROR',
					transfer_sequence: [op('OPINIT_TRANSFER_RECEIVED', { send_tx: sendTx })],
					transfer_asset_release: { chain_id: 'rollup-1', denom: 'l2/init', amount: '5', released: true },
					error: { type: 'STATUS_ERROR_TRANSFER', message: 'swap failed' }
				}
			]
		});
		const t = timelineOf(makeItem({ route, status: toStored(s, 1) }), link);
		expect(t.headline).toMatchObject({ tone: 'danger', title: 'Transfer failed' });
		expect(t.errors).toEqual([{ words: 'Swap failed.', raw: 'swap failed' }]);
		expect(t.release).toEqual([{ chainId: 'rollup-1', denom: 'l2/init', amount: '5', released: true }]);
	});

	it('an abandoned ending marks the blocking hop as where tracking stopped, never as failed', () => {
		const s = makeStatus('STATE_ABANDONED', {
			transfers: [{ state: 'STATE_ABANDONED', transfer_sequence: [op('OPINIT_TRANSFER_SENT', { send_tx: sendTx })], next_blocking_transfer: { transfer_sequence_index: 0 } }]
		});
		const t = timelineOf(makeItem({ route, status: toStored(s, 1) }), link);
		expect(t.headline.title).toMatch(/funds may still arrive/);
		expect(t.hops[0]!.state).toBe('stopped');
		expect(t.hops[0]).toMatchObject({ detail: 'Sent, waiting for the rollup to mint it', raw: 'OPINIT_TRANSFER_SENT' });
	});

	it('reports a rejected broadcast and an OP withdrawal in finalization', () => {
		expect(timelineOf(makeItem({ broadcast: 'rejected' }), link).headline).toMatchObject({ tone: 'warn', title: 'Not sent' });
		const withdrawal = { ...route, opWithdraw: true };
		expect(timelineOf(makeItem({ route: withdrawal, status: toStored(makeStatus('STATE_PENDING'), 1) }), link).headline.title).toMatch(/finalization/);
	});

	it('shows a transfer kind it does not know by its type name, as pending — never as failed', () => {
		const s = makeStatus('STATE_PENDING', {
			transfers: [{ state: 'STATE_PENDING', transfer_sequence: [{ warp_transfer: { from_chain_id: 'initia-1', to_chain_id: 'rollup-1', state: 'WARP_TRANSFER_UNKNOWN' } }] }]
		});
		const t = timelineOf(makeItem({ route, status: toStored(s, 1) }), link);
		expect(t.hops[0]).toMatchObject({ label: 'warp transfer', state: 'pending', detail: 'In progress', raw: 'WARP_TRANSFER_UNKNOWN' });
	});

	it('says what a failed IBC hop did in words and keeps the router text', () => {
		const ibc = {
			ibc_transfer: {
				from_chain_id: 'initia-1',
				to_chain_id: 'rollup-1',
				state: 'TRANSFER_FAILURE',
				packet_txs: { send_tx: sendTx, error: { type: 'PACKET_ERROR_ACKNOWLEDGEMENT', message: 'ABCI code: 1: error handling packet: see events for details' } }
			}
		};
		const s = makeStatus('STATE_PENDING_ERROR', { transfers: [{ state: 'STATE_PENDING_ERROR', transfer_sequence: [ibc] }] });
		const hop = timelineOf(makeItem({ route, status: toStored(s, 1) }), link).hops[0]!;
		expect(hop).toMatchObject({ state: 'failed', detail: 'Failed', raw: 'TRANSFER_FAILURE', errorRaw: 'ABCI code: 1: error handling packet: see events for details' });
		expect(hop.error).toMatch(/^The destination chain could not accept the transfer/);
		expect(hop.error).not.toMatch(/ABCI/);
	});
});
