import { describe, expect, it } from 'vitest';
import { decodeMessages, needsRare } from './messages';
import { decodeRare } from './rare-messages';
import { txOutcome } from './outcome';
import { denomInfo, formatCoin, formatWei, nativeUnit, shortDenom } from './amounts';

const A = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const B = 'init183zvmhdk4yq0526cthffncpaztay9yau4q4236';
const one = (typeUrl: string, value: Record<string, unknown>) => decodeMessages([{ typeUrl, value }], decodeRare)[0]!;

describe('common decoders', () => {
	it('bank send: from, to and every coin', () => {
		const m = one('/cosmos.bank.v1beta1.MsgSend', { from_address: A, to_address: B, amount: [{ denom: 'uinit', amount: '1500000' }, { denom: 'uusdc', amount: 'x' }] });
		expect(m.title).toBe('Send');
		expect(m.fields).toEqual([
			{ label: 'From', value: { kind: 'address', value: A } },
			{ label: 'To', value: { kind: 'address', value: B } },
			// A malformed coin is left out, never shown as a number it is not.
			{ label: 'Amount', value: { kind: 'coins', value: [{ denom: 'uinit', amount: '1500000' }] } }
		]);
	});

	it('EVM call: named method with its selector, value in base units, input as hex', () => {
		const m = one('/minievm.evm.v1.MsgCall', { sender: A, contract_addr: '0x6C00000000000000000000000000000000000A11', input: `0xa9059cbb${'0'.repeat(128)}`, value: '5' });
		expect(m.summary).toBe('transfer(address,uint256)');
		expect(m.fields.map((f) => f.label)).toEqual(['Sender', 'Contract', 'Method', 'Value (base units of the fee token)', 'Input']);
		expect(m.fields[1]!.value).toEqual({ kind: 'address', value: '0x6c00000000000000000000000000000000000a11' });
		expect(m.fields[2]!.value).toEqual({ kind: 'mono', value: 'transfer(address,uint256) · 0xa9059cbb' });
		expect(one('/minievm.evm.v1.MsgCall', { sender: A, contract_addr: '0x01', input: '0x', value: '0' }).summary).toBe('Transfer');
	});

	it('Move execute: the function, type args, BCS args as hex; JSON args as sent', () => {
		const bcs = one('/initia.move.v1.MsgExecute', { sender: A, module_address: '0x1', module_name: 'coin', function_name: 'transfer', type_args: ['0x1::native_uinit::Coin'], args: ['AQID', 'QEIPAAAAAAA='] });
		expect(bcs.summary).toBe('coin::transfer');
		expect(bcs.fields).toContainEqual({ label: 'Function', value: { kind: 'mono', value: '0x1::coin::transfer' } });
		expect(bcs.fields).toContainEqual({ label: 'Type arguments', value: { kind: 'mono', value: '0x1::native_uinit::Coin' } });
		expect(bcs.fields).toContainEqual({ label: 'Arguments (2)', value: { kind: 'args', value: [{ encoding: 'bcs', text: '0x010203' }, { encoding: 'bcs', text: '0x40420f0000000000' }] } });
		const json = one('/initia.move.v1.MsgExecuteJSON', { sender: A, module_address: '0x72ed', module_name: 'usernames', function_name: 'set_name', type_args: [], args: ['"alice"'] });
		expect(json.fields).toContainEqual({ label: 'Argument', value: { kind: 'args', value: [{ encoding: 'json', text: '"alice"' }] } });
	});

	it('Wasm execute: the action, the message as JSON (inline or base64) and funds', () => {
		const m = one('/cosmwasm.wasm.v1.MsgExecuteContract', { sender: A, contract: B, msg: { list_nft: { token_id: '1' } }, funds: [{ denom: 'uinit', amount: '1' }] });
		expect(m.summary).toBe('list_nft');
		expect(m.fields).toContainEqual({ label: 'Message', value: { kind: 'json', value: { list_nft: { token_id: '1' } } } });
		expect(one('/cosmwasm.wasm.v1.MsgExecuteContract', { sender: A, contract: B, msg: btoa('{"burn":{}}') }).summary).toBe('burn');
	});

	it('unknown types show their fields; rare ones say they need the rare module', () => {
		const m = decodeMessages([{ typeUrl: '/initia.mstaking.v1.MsgDelegate', value: { delegator_address: A } }])[0]!;
		expect(m).toEqual({ title: 'Delegate', typeUrl: '/initia.mstaking.v1.MsgDelegate', fields: [{ label: 'Fields', value: { kind: 'json', value: { delegator_address: A } } }] });
		expect(needsRare([{ typeUrl: '/ibc.applications.transfer.v1.MsgTransfer' }])).toBe(true);
		expect(needsRare([{ typeUrl: '/cosmos.bank.v1beta1.MsgSend' }])).toBe(false);
		// Until the rare module loads, a rare type still shows (generically).
		expect(decodeMessages([{ typeUrl: '/ibc.applications.transfer.v1.MsgTransfer', value: {} }])[0]!.title).toBe('Transfer');
	});
});

describe('rare decoders', () => {
	it('IBC transfer: receiver as text (another chain), channel, timeout', () => {
		const m = one('/ibc.applications.transfer.v1.MsgTransfer', { source_port: 'transfer', source_channel: 'channel-0', token: { denom: 'uusdc', amount: '2000000' }, sender: A, receiver: 'noble1xyz', timeout_timestamp: '1767658200000000000', memo: '' });
		expect(m.title).toBe('IBC transfer');
		expect(m.fields).toContainEqual({ label: 'Receiver', value: { kind: 'text', value: 'noble1xyz' } });
		expect(m.fields).toContainEqual({ label: 'Channel', value: { kind: 'route', value: 'transfer/channel-0' } });
		expect(m.fields).toContainEqual({ label: 'Times out', value: { kind: 'text', value: '2026-01-06T00:10:00.000Z' } });
	});
	it('OP deposit and withdrawal', () => {
		const d = one('/opinit.ophost.v1.MsgInitiateTokenDeposit', { sender: A, bridge_id: '2', to: A, amount: { denom: 'uinit', amount: '5' }, data: null });
		expect(d).toMatchObject({ title: 'OP bridge deposit', summary: 'bridge 2' });
		expect(d.fields.map((f) => f.label)).toEqual(['Sender', 'To (on the rollup)', 'Amount', 'Bridge id']);
		expect(one('/opinit.opchild.v1.MsgInitiateTokenWithdrawal', { sender: A, to: A, amount: { denom: 'l2/ab', amount: '1' } }).title).toBe('OP bridge withdrawal');
	});
	it('a received ICS-20 packet shows its token', () => {
		const data = btoa(JSON.stringify({ denom: 'uinit', amount: '7', sender: 'a', receiver: 'b', memo: '' }));
		const m = one('/ibc.core.channel.v1.MsgRecvPacket', { signer: A, packet: { sequence: '3', source_port: 'transfer', source_channel: 'channel-1', destination_port: 'transfer', destination_channel: 'channel-0', data } });
		expect(m.fields).toContainEqual({ label: 'Token', value: { kind: 'mono', value: '7 uinit' } });
	});
});

describe('txOutcome', () => {
	it('says which module refused it, what the code means and which message failed', () => {
		expect(txOutcome({ code: 0, codespace: '', rawLog: '' })).toEqual({ ok: true });
		expect(txOutcome({ code: 5, codespace: 'sdk', rawLog: 'failed to execute message; message index: 0: insufficient funds' })).toEqual({
			ok: false,
			code: 5,
			codespace: 'sdk',
			log: 'failed to execute message; message index: 0: insufficient funds',
			meaning: 'the account did not have enough funds',
			failedMessage: 0
		});
		expect(txOutcome({ code: 3, codespace: 'evm', rawLog: 'x' })).toMatchObject({ meaning: 'the EVM call reverted' });
		expect(txOutcome({ code: 77, codespace: 'mystery', rawLog: '' })).not.toHaveProperty('meaning');
	});
});

describe('amounts', () => {
	it('names known denoms, falls back to the micro convention, else base units', () => {
		const catalogue = new Map([['l2/abcdef', { symbol: 'INIT', decimals: 6 }]]);
		expect(formatCoin('1500000', 'L2/ABCDEF', catalogue).text).toBe('1.5 INIT');
		expect(formatCoin('2500', 'uusdc').text).toBe('0.0025 USDC');
		expect(denomInfo('ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')).toBeUndefined();
		expect(formatCoin('1234567', 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2')).toEqual({
			text: '1,234,567 ibc/27394F…5EB2',
			exact: '1234567 ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
			known: false
		});
		expect(shortDenom('uinit')).toBe('uinit');
	});
	it('EVM values are 18-decimal wei of the native symbol', () => {
		expect(formatWei(1_250_000_000_000_000_000n, 'INIT').text).toBe('1.25 INIT');
		expect(formatWei(10n ** 18n, undefined, 'evm/2eE7007DF876084d4C74685e90bB7f4cd7c86e22').text).toBe('1 evm/2eE700…6e22');
		expect(formatWei(1n, undefined).text).toBe('0.000000000000000001 of the fee token');
		expect(nativeUnit({ symbol: 'INIT', feeDenom: 'uinit' })).toBe('INIT');
		expect(nativeUnit({})).toBeUndefined();
	});
});
