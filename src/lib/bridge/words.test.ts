import { describe, expect, it } from 'vitest';
import { hopErrorWords, hopStateWords, humanize, stateWords, transferErrorWords } from './words';

describe('router values in words', () => {
	it('states and hop states read as sentences, unknown ones humanised', () => {
		expect(stateWords('STATE_PENDING_ERROR')).toBe('A step failed; the funds are being returned');
		expect(stateWords('STATE_SOMETHING_NEW')).toBe('Something new');
		expect(hopStateWords('OPINIT_TRANSFER_SENT')).toBe('Sent, waiting for the rollup to mint it');
		expect(hopStateWords('OPINIT_TRANSFER_SENT', { opWithdrawal: true })).toBe('In the OP bridge’s finalization period');
		expect(hopStateWords('LAYER_ZERO_TRANSFER_WAITING_FOR_COMPOSE')).toMatch(/follow-up call/);
		expect(hopStateWords('CCTP_TRANSFER_PENDING_CONFIRMATION')).toBe('Waiting for confirmations on the source chain');
		expect(hopStateWords('WARP_DRIVE_ENGAGED')).toBe('Warp drive engaged');
		expect(humanize('')).toBe('Unknown');
	});

	it('errors lose their ABCI codes and say what happened', () => {
		expect(hopErrorWords('PACKET_ERROR_TIMEOUT', 'packet timed out')).toMatch(/did not receive the transfer before its deadline/);
		expect(hopErrorWords(null, 'ABCI code: 5: spendable balance 1uinit is smaller than 2uinit: insufficient funds')).toBe('This hop failed: the account did not hold enough funds.');
		expect(hopErrorWords(null, 'ABCI code: 7: Something odd')).toBe('This hop failed: something odd.');
		expect(transferErrorWords('STATUS_ERROR_TRANSACTION_EXECUTION', 'out of gas in location: ReadFlat; gasWanted: 1: out of gas')).toBe('The source transaction failed when it ran: it ran out of gas.');
		expect(transferErrorWords('STATUS_ERROR_TRANSFER', 'IBC transfer failed: the destination acknowledged an error')).toBe('IBC transfer failed: the destination acknowledged an error.');
	});
});
