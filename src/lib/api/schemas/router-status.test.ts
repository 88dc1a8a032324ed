import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { parseTransferEvent, txStatusSchema } from './router-status';
import { hopBucket, isFailure, isTerminal } from '../router-state';
import { fixtureText, golden } from '../fixtures/fake-fetch';

const status = (data: unknown) => v.parse(txStatusSchema, data);
const docs = (name: string) => status(golden(`router/skip_docs_status_examples/${name}.json`));
const swagger = (name: string) => status(golden(`router/skip_swagger_examples/${name}.json`));
const fixture = (name: string) => status(JSON.parse(fixtureText(`router/${name}.json`)));

describe('status lifecycle (Skip docs examples)', () => {
	it('submitted', () => {
		const s = docs('status.state_submitted');
		expect(s.state).toBe('STATE_SUBMITTED');
		expect(s.status).toBeNull();
		expect(s.transfers).toEqual([{ state: 'STATE_SUBMITTED', events: [], nextBlockingIndex: null, assetRelease: null, error: null }]);
		expect(isTerminal(s.state)).toBe(false);
	});

	it('pending: the blocking hop and its send tx (docs spell packet_txs as packet)', () => {
		const s = docs('status.state_pending');
		const t = s.transfers[0]!;
		expect(s.state).toBe('STATE_PENDING');
		expect(t.nextBlockingIndex).toBe(0);
		expect(t.events[0]).toMatchObject({
			kind: 'ibc_transfer',
			state: 'TRANSFER_PENDING',
			bucket: 'pending',
			fromChainId: 'axelar_dojo-1',
			toChainId: 'osmosis-1',
			error: null
		});
		expect(t.events[0]!.txs).toEqual([
			{
				role: 'send',
				chainId: 'axelar-dojo-1',
				txHash: 'AAEA76709215A808AF6D7FC2B8FBB8746BC1F196E46FFAE84B79C6F6CD0A79C9',
				explorerLink: 'https://www.mintscan.io/axelar/transactions/AAEA76709215A808AF6D7FC2B8FBB8746BC1F196E46FFAE84B79C6F6CD0A79C9',
				onChainAt: null
			}
		]);
	});

	it('success with the released asset', () => {
		const s = docs('status.completed_success');
		expect(s.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(isTerminal(s.state) && !isFailure(s.state)).toBe(true);
		expect(s.transfers[0]!.events.map((e) => e.bucket)).toEqual(['completed', 'completed']);
		expect(s.transfers[0]!.events[0]!.txs.map((t) => t.role)).toEqual(['send', 'receive', 'acknowledge']);
		expect(s.transfers[0]!.assetRelease).toEqual({ chainId: 'cosmoshub-4', denom: 'uatom', amount: null, released: true });
	});

	it('success released before the ack: the overall state wins over a pending-looking hop', () => {
		const s = docs('status.completed_success_released_before_ack');
		expect(s.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(s.transfers[0]!.events[0]!.bucket).toBe('pending');
	});

	it('packet ack error: hop failed with its error, funds released on the source', () => {
		const s = docs('status.completed_error_packet_ack_error');
		expect(s.state).toBe('STATE_COMPLETED_ERROR');
		expect(isTerminal(s.state) && isFailure(s.state)).toBe(true);
		const event = s.transfers[0]!.events[0]!;
		expect(event).toMatchObject({ state: 'TRANSFER_FAILED', bucket: 'failed' });
		expect(event.error).toBe('ABCI code: 1: error handling packet: see events for details');
		expect(s.transfers[0]!.assetRelease).toMatchObject({ chainId: 'osmosis-1', denom: 'uosmo', released: true });
	});

	it('tx execution error without hops', () => {
		const s = docs('status.completed_error_tx_execution');
		expect(s.state).toBe('STATE_COMPLETED_ERROR');
		expect(s.transfers[0]!.error).toEqual({
			type: null,
			code: 11,
			message: 'out of gas in location: Loading CosmWasm module: sudo; gasWanted: 200000, gasUsed: 259553: out of gas'
		});
	});

	it('top-level fields only (deprecated form, placeholder amount)', () => {
		const s = docs('status.cctp_completed_placeholders');
		expect(s.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(s.transfers).toHaveLength(1);
		expect(s.transfers[0]!.events[0]).toMatchObject({ kind: 'cctp_transfer', bucket: 'completed' });
		expect(s.transfers[0]!.assetRelease).toEqual({
			chainId: '8453',
			denom: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
			amount: null,
			released: true
		});
	});
});

describe('status (Skip swagger and Initia examples)', () => {
	it('several transfers, on_chain_at times', () => {
		const s = swagger('tx_status.response_200.multiple_transfers');
		expect(s.transfers).toHaveLength(2);
		expect(s.state).toBe('STATE_COMPLETED_SUCCESS');
		expect(s.transfers[0]!.events[0]!.txs[0]!.onChainAt).toBe('2023-11-13T02:59:53Z');
	});

	it('axelar hop with nested send_token_txs', () => {
		const s = swagger('tx_status.response_200.transfer_from_cosmoshub_to_avalanche');
		const axelar = s.transfers[0]!.events[1]!;
		expect(axelar).toMatchObject({ kind: 'axelar_transfer', state: 'AXELAR_TRANSFER_SUCCESS', bucket: 'completed', toChainId: '43114' });
		expect(axelar.txs.map((t) => [t.role, t.chainId])).toEqual([
			['send', 'osmosis-1'],
			['execute', '43114']
		]);
	});

	it('cctp', () => {
		const s = swagger('tx_status.response_200.transfer_from_noble_to_ethereum_via_cctp');
		expect(s.transfers[0]!.events[0]).toMatchObject({ kind: 'cctp_transfer', bucket: 'completed' });
	});

	it('Initia example: empty transfers, top-level sequence', () => {
		const example = (golden('router/initia_router_openapi_examples.json') as Record<string, { response_example: unknown }>)[
			'GET /v2/tx/status?tx_hash=&chain_id='
		]!.response_example;
		const s = status(example);
		expect(s.state).toBe('STATE_COMPLETED_SUCCESS');
		// A bare event (no wrapping key) is kept, bucketed by its own state.
		expect(s.transfers[0]!.events[0]).toMatchObject({
			kind: '',
			state: 'TRANSFER_SUCCESS',
			bucket: 'completed',
			fromChainId: 'interwoven-1',
			toChainId: '8453'
		});
	});

	it('OPinit deposit in flight (both transfers[] and the top-level copy)', () => {
		const s = fixture('status.op-deposit-pending');
		expect(s).toMatchObject({ state: 'STATE_PENDING', status: 'STATE_PENDING' });
		expect(s.transfers).toHaveLength(1);
		expect(s.transfers[0]!.events[0]).toMatchObject({
			kind: 'op_init_transfer',
			state: 'OPINIT_TRANSFER_SENT',
			bucket: 'pending',
			toChainId: 'echelon-1'
		});
		expect(s.transfers[0]!.events[0]!.txs.map((t) => t.role)).toEqual(['send']);
	});

	it('IBC ack error with status STATE_COMPLETED and a released amount', () => {
		const s = fixture('status.ibc-ack-error');
		expect(s).toMatchObject({ state: 'STATE_COMPLETED_ERROR', status: 'STATE_COMPLETED' });
		const t = s.transfers[0]!;
		expect(t.assetRelease).toEqual({ chainId: 'interwoven-1', denom: 'uusdc', amount: 1000000n, released: true });
		expect(t.error).toEqual({ type: 'STATUS_ERROR_TRANSFER', message: 'Packet acknowledgement error', code: null });
		expect(t.events[0]!.error).toBe('ABCI code: 5: error handling packet: insufficient funds');
		// Links are kept as sent (the UI decides which are safe); empty ones become null.
		expect(t.events[0]!.txs.map((x) => x.explorerLink)).toEqual(['javascript:alert(1)', 'https://www.mintscan.io/noble/tx/082A', null]);
	});

	it('LayerZero waiting for compose is pending; an unknown event kind is kept', () => {
		const s = fixture('status.layerzero-compose');
		expect(s.transfers[0]!.events.map((e) => [e.kind, e.state, e.bucket])).toEqual([
			['layer_zero_transfer', 'LAYER_ZERO_TRANSFER_WAITING_FOR_COMPOSE', 'pending'],
			['warp_transfer', 'WARP_TRANSFER_ENGAGED', 'failed']
		]);
		expect(s.transfers[0]!.events[1]!.fromChainId).toBe('interwoven-1');
	});

	it('keeps unknown overall states as strings', () => {
		expect(status({ state: 'STATE_TELEPORTING', transfers: [] })).toEqual({ state: 'STATE_TELEPORTING', status: null, transfers: [] });
		expect(status({})).toEqual({ state: 'STATE_UNKNOWN', status: null, transfers: [] });
	});

	it('never throws on junk events', () => {
		for (const junk of [null, 1, 'x', [], {}, { ibc_transfer: null }, { ibc_transfer: { state: 7, packet_txs: [] } }]) {
			expect(parseTransferEvent(junk).bucket).toBe('failed');
		}
	});
});

describe('state helpers', () => {
	it('isTerminal / isFailure follow router-api §9.3', () => {
		const table: [string, boolean, boolean][] = [
			['STATE_SUBMITTED', false, false],
			['STATE_PENDING', false, false],
			['STATE_RECEIVED', false, false],
			['STATE_COMPLETED', false, false],
			['STATE_PENDING_ERROR', false, true],
			['STATE_COMPLETED_SUCCESS', true, false],
			['STATE_COMPLETED_ERROR', true, true],
			['STATE_ABANDONED', true, true],
			['STATE_UNKNOWN', false, true],
			['STATE_FAILED', true, true],
			['STATE_SOMETHING_FAILED_NEW', true, true],
			['STATE_TELEPORTING', false, false]
		];
		for (const [state, terminal, failure] of table) {
			expect([state, isTerminal(state), isFailure(state)]).toEqual([state, terminal, failure]);
		}
	});

	it('hopBucket follows the Skip client, with every *_UNKNOWN failed', () => {
		expect(hopBucket('TRANSFER_RECEIVED')).toBe('pending');
		expect(hopBucket('OPINIT_TRANSFER_SENT')).toBe('pending');
		expect(hopBucket('LAYER_ZERO_TRANSFER_WAITING_FOR_COMPOSE')).toBe('pending');
		expect(hopBucket('AXELAR_TRANSFER_PENDING_RECEIPT')).toBe('pending');
		expect(hopBucket('CCTP_TRANSFER_CONFIRMED')).toBe('pending');
		expect(hopBucket('GO_FAST_TRANSFER_FILLED')).toBe('completed');
		expect(hopBucket('OPINIT_TRANSFER_RECEIVED')).toBe('completed');
		for (const s of ['TRANSFER_UNKNOWN', 'OPINIT_TRANSFER_UNKNOWN', 'LAYER_ZERO_TRANSFER_UNKNOWN', 'TRANSFER_FAILURE', 'GO_FAST_TRANSFER_REFUNDED', 'TRANSFER_PENDING_ERROR']) {
			expect(hopBucket(s)).toBe('failed');
		}
	});
});
