import { describe, expect, it } from 'vitest';
import { sourceTransferOf } from './source-transfer';

describe('sourceTransferOf', () => {
	it('reads an IBC transfer, an OP deposit and an OP withdrawal', () => {
		const ibc = { typeUrl: '/ibc.applications.transfer.v1.MsgTransfer', value: { sender: 'init1a', receiver: 'init1b', token: { denom: 'uinit', amount: '1000000' } } };
		expect(sourceTransferOf([ibc])).toEqual({ kind: 'ibc', sender: 'init1a', receiver: 'init1b', denom: 'uinit', amount: 1_000_000n });
		const dep = { typeUrl: '/opinit.ophost.v1.MsgInitiateTokenDeposit', value: { sender: 'init1a', to: 'init1c', amount: { denom: 'uinit', amount: '5' } } };
		expect(sourceTransferOf([dep])).toMatchObject({ kind: 'op-deposit', receiver: 'init1c', amount: 5n });
		const wd = { typeUrl: '/opinit.opchild.v1.MsgInitiateTokenWithdrawal', value: { sender: 'init1a', to: 'init1d', amount: { denom: 'l2/x', amount: '7' } } };
		expect(sourceTransferOf([{ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: {} }, wd])).toMatchObject({ kind: 'op-withdrawal', denom: 'l2/x' });
	});

	it('is null for unknown or malformed messages', () => {
		expect(sourceTransferOf([])).toBeNull();
		expect(sourceTransferOf([{ typeUrl: '/ibc.applications.transfer.v1.MsgTransfer', value: { sender: 'a', receiver: 'b', token: { denom: 'u', amount: '-1' } } }])).toBeNull();
		expect(sourceTransferOf([{ typeUrl: '/ibc.applications.transfer.v1.MsgTransfer', value: { sender: 'a', receiver: 'b', token: 'x' } }])).toBeNull();
	});
});
