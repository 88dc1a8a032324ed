// Transactions that are not about NFTs, one of every kind a tx page must decode (issue 10): bank
// sends (one failed), an IBC transfer, OP bridge deposit and withdrawals, Move calls (BCS and JSON
// arguments, a username registration), a Wasm execute with JSON and funds, and on the EVM rollup an
// Ethereum tx with value, a reverted one, a contract creation and a Cosmos call whose logs give it a
// synthetic EVM twin. Appended after each chain's NFT scenario, so nothing before them moves.
import { DENOMS, EVM_L2, L1, MOVE_L2, WASM_L2 } from '../../chains';
import { bech32Address } from '../address';
import { addressActor, burner, other, testWallet, type Actor } from './actors';
import type { ChainBuilder } from './builder';
import { checksumAddress, createAddress, sha256, toHex } from './derive';
import { call, encodeCall, initCode } from './evm-msgs';
import { bcs } from './move-msgs';
import { moveActors } from './plan';
import type { AbciEvent, MsgDraft } from './tx-json';

/** Tx labels; their hashes derive from them (derive.ts), so fixtures.ts can name them without a build. */
export const TX_CASES = {
	[L1]: {
		bankSend: 'tx-cases/bank-send',
		failedSend: 'tx-cases/bank-send-failed',
		ibcTransfer: 'tx-cases/ibc-transfer',
		opDeposit: 'tx-cases/op-deposit',
		moveExecute: 'tx-cases/move-execute',
		username: 'tx-cases/username'
	},
	[EVM_L2]: {
		valueTransfer: 'tx-cases/evm-value',
		reverted: 'tx-cases/evm-reverted',
		creation: 'tx-cases/evm-create',
		synthetic: 'tx-cases/evm-synthetic',
		withdrawal: 'tx-cases/evm-withdrawal'
	},
	[MOVE_L2]: { executeJson: 'tx-cases/move-execute-json', withdrawal: 'tx-cases/move-withdrawal' },
	[WASM_L2]: { execute: 'tx-cases/wasm-execute' }
} as const;

/** The failed send's error, as the bank module words it. */
export const FAILED_SEND_LOG = 'failed to execute message; message index: 0: spendable balance 120000uinit is smaller than 99000000000uinit: insufficient funds';
/** Value of the Ethereum transfer, in base units of the EVM rollup's 6-decimal fee token (1.25 INIT). */
export const EVM_VALUE_BASE_UNITS = 1_250_000n;
/** The OP bridge id of the EVM rollup (chains.ts OP_BRIDGE_IDS). */
const EVM_BRIDGE_ID = '2';
/** The usernames module (mainnet address; devnet/chain/usernames.ts). */
const USERNAMES = '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef';

const ix = (key: string, value: string) => ({ key, value, index: true });
const at = (key: string, value: string) => ({ key, value, index: false });
const b32 = (a: Actor) => bech32Address(a.key);
const coin = (amount: bigint | number, denom: string) => ({ denom, amount: String(amount) });

function transferEvents(from: Actor | string, to: Actor | string, amount: string): AbciEvent[] {
	const f = typeof from === 'string' ? from : b32(from);
	const t = typeof to === 'string' ? to : b32(to);
	return [
		{ type: 'coin_spent', attributes: [ix('spender', f), ix('amount', amount)] },
		{ type: 'coin_received', attributes: [ix('receiver', t), ix('amount', amount)] },
		{ type: 'transfer', attributes: [ix('recipient', t), ix('sender', f), ix('amount', amount)] }
	];
}

const msg = (typeUrl: string, module: string, fields: Record<string, unknown>, events: AbciEvent[] = []): MsgDraft => ({ typeUrl, module, fields, events });

const ERC20_TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const topicOf = (a: Actor) => `0x${a.key.padStart(64, '0')}`;

export function seedTxCases(b: ChainBuilder) {
	const test = testWallet();
	b.advance(3);
	switch (b.chainId) {
		case L1: {
			const c = TX_CASES[L1];
			const sent = coin(1_500_000, DENOMS.l1Init);
			const usdc = coin(250_000, DENOMS.l1Usdc);
			b.tx({ label: c.bankSend, signer: test, memo: 'thanks for the loom 🧶' }, (t) =>
				t.msg(() =>
					msg('/cosmos.bank.v1beta1.MsgSend', 'bank', { from_address: b32(test), to_address: b32(other()), amount: [sent, usdc] }, [
						...transferEvents(test, other(), `${sent.amount}${sent.denom},${usdc.amount}${usdc.denom}`)
					])
				)
			);
			b.advance(2);
			b.tx({ label: c.failedSend, signer: burner(), memo: 'rent', failure: { codespace: 'sdk', code: 5, log: FAILED_SEND_LOG } }, (t) =>
				t.msg(() => msg('/cosmos.bank.v1beta1.MsgSend', 'bank', { from_address: b32(burner()), to_address: b32(test), amount: [coin(99_000_000_000, DENOMS.l1Init)] }))
			);
			b.advance(2);
			const noble = 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps';
			const escrow = bech32Address(toHex(sha256('ics20-1\0transfer/channel-0').subarray(0, 20)));
			b.tx({ label: c.ibcTransfer, signer: test }, (t) =>
				t.msg(() =>
					msg(
						'/ibc.applications.transfer.v1.MsgTransfer',
						'transfer',
						{
							source_port: 'transfer',
							source_channel: 'channel-0',
							token: coin(2_000_000, DENOMS.l1Usdc),
							sender: b32(test),
							receiver: noble,
							timeout_height: { revision_number: '0', revision_height: '0' },
							timeout_timestamp: '1767658200000000000',
							memo: ''
						},
						[
							...transferEvents(test, escrow, `2000000${DENOMS.l1Usdc}`),
							{ type: 'ibc_transfer', attributes: [at('sender', b32(test)), at('receiver', noble), at('amount', '2000000'), at('denom', 'transfer/channel-0/uusdc'), at('memo', '')] },
							{ type: 'send_packet', attributes: [at('packet_src_port', 'transfer'), at('packet_src_channel', 'channel-0'), at('packet_dst_port', 'transfer'), at('packet_dst_channel', 'channel-0'), at('packet_sequence', '41')] }
						]
					)
				)
			);
			b.advance(2);
			b.tx({ label: c.opDeposit, signer: test }, (t) =>
				t.msg(() =>
					msg('/opinit.ophost.v1.MsgInitiateTokenDeposit', 'ophost', { sender: b32(test), bridge_id: EVM_BRIDGE_ID, to: b32(test), amount: coin(5_000_000, DENOMS.l1Init), data: null }, [
						{ type: 'initiate_token_deposit', attributes: [at('bridge_id', EVM_BRIDGE_ID), at('from', b32(test)), at('to', b32(test)), at('l1_denom', DENOMS.l1Init), at('l2_denom', DENOMS.evmInit), at('amount', '5000000'), at('l1_sequence', '7')] }
					])
				)
			);
			b.advance(2);
			b.tx({ label: c.moveExecute, signer: test }, (t) =>
				t.msg(() => {
					const m = msg('/initia.move.v1.MsgExecute', 'move', {
						sender: b32(test),
						module_address: '0x1',
						module_name: 'coin',
						function_name: 'transfer',
						type_args: [],
						args: [bcs.address(other()), Buffer.from(DENOMS.l1Weave.slice(5), 'hex'), bcs.u64(42_000_000)].map((a) => a.toString('base64'))
					});
					m.events = [{ type: 'move', attributes: [at('type_tag', '0x1::fungible_asset::DepositEvent'), at('data', JSON.stringify({ store_addr: '0x5e11', metadata_addr: '0x4c4f4f4d', amount: '42000000' }))] }];
					return m;
				})
			);
			b.advance(2);
			const module = { sender: b32(test), module_address: USERNAMES, module_name: 'usernames', type_args: [] };
			b.tx({ label: c.username, signer: test }, (t) => {
				t.msg(() =>
					msg('/initia.move.v1.MsgExecuteJSON', 'move', { ...module, function_name: 'register_domain', args: ['"alice"', '"31557600"'] }, [
						{ type: 'move', attributes: [at('type_tag', `${USERNAMES}::usernames::RegisterEvent`), at('data', JSON.stringify({ domain_name: 'alice', owner: `0x${test.key}`, expiration_date: '1799193600' }))] }
					])
				);
				t.msg(() =>
					msg('/initia.move.v1.MsgExecuteJSON', 'move', { ...module, function_name: 'set_name', args: ['"alice"'] }, [
						{ type: 'move', attributes: [at('type_tag', `${USERNAMES}::usernames::SetNameEvent`), at('data', JSON.stringify({ addr: `0x${test.key}`, domain_name: 'alice' }))] }
					])
				);
			});
			break;
		}
		case EVM_L2: {
			const c = TX_CASES[EVM_L2];
			const evmCall = (from: Actor, to: Actor, input: string, value: bigint, logs: string[] = []) =>
				msg('/minievm.evm.v1.MsgCall', 'evm', { sender: b32(from), contract_addr: checksumAddress(to.bytes), input, value: String(value), access_list: [], auth_list: [] }, [
					...(logs.length ? [{ type: 'evm', attributes: logs.map((l) => at('log', l)) }] : []),
					{ type: 'call', attributes: [at('contract', checksumAddress(to.bytes)), at('ret', '0x')] }
				]);
			const wei = EVM_VALUE_BASE_UNITS * 10n ** 12n;
			b.tx({ label: c.valueTransfer, signer: test, ethereum: true }, (t) => {
				t.msg(() => evmCall(test, other(), '0x', EVM_VALUE_BASE_UNITS));
				t.calls(call('CALL', test, other(), '0x', { value: `0x${wei.toString(16)}`, gas: 21_000 }));
			});
			b.advance(2);
			const market = addressActor('loom-market', Buffer.from('6c00000000000000000000000000000000000b0b', 'hex'));
			b.tx({ label: c.reverted, signer: test, ethereum: true, failure: { codespace: 'evm', code: 3, log: 'failed to execute message; message index: 0: execution reverted: revert: listing expired: EVMCall failed' } }, (t) =>
				t.msg(() => evmCall(test, market, encodeCall('buy(address,uint256)', market, 7), 0n))
			);
			b.advance(2);
			const created = addressActor('tx-cases/created', createAddress(test.bytes, b.nonce(test)));
			const code = initCode('tx-cases/counter');
			b.tx({ label: c.creation, signer: test, ethereum: true }, (t) => {
				t.msg(() => ({
					typeUrl: '/minievm.evm.v1.MsgCreate',
					module: 'evm',
					fields: { sender: b32(test), code, value: '0', access_list: [], auth_list: [] },
					events: [{ type: 'contract_created', attributes: [at('contract', checksumAddress(created.bytes))] }]
				}));
				t.calls(call('CREATE', test, created, code, { value: '0x0', output: '0x6080', gas: 600_000 }));
			});
			b.advance(2);
			const wrapped = addressActor('wrapped-init', Buffer.from(DENOMS.evmWrappedInit.slice(4), 'hex'));
			const amount = 3n * 10n ** 18n;
			const log = JSON.stringify({ address: checksumAddress(wrapped.bytes), topics: [ERC20_TRANSFER, topicOf(other()), topicOf(test)], data: `0x${amount.toString(16).padStart(64, '0')}` });
			b.tx({ label: c.synthetic, signer: other() }, (t) => {
				const input = encodeCall('transfer(address,uint256)', test, amount);
				t.msg(() => evmCall(other(), wrapped, input, 0n, [log]));
				t.calls(call('CALL', other(), wrapped, input, { value: '0x0', output: `0x${'1'.padStart(64, '0')}`, gas: 60_000 }));
			});
			b.advance(2);
			b.tx({ label: c.withdrawal, signer: test }, (t) =>
				t.msg(() => withdrawal(test, coin(1_000_000, DENOMS.evmInit), '12'))
			);
			break;
		}
		case MOVE_L2: {
			const c = TX_CASES[MOVE_L2];
			const shop = moveActors.studio();
			b.tx({ label: c.executeJson, signer: test }, (t) =>
				t.msg(() =>
					msg(
						'/initia.move.v1.MsgExecuteJSON',
						'move',
						{
							sender: b32(test),
							module_address: `0x${shop.key}`,
							module_name: 'loom_shop',
							function_name: 'buy_bundle',
							type_args: ['0x1::object::Object<0x1::fungible_asset::Metadata>'],
							args: [JSON.stringify(`0x${shop.key}`), '"3"', JSON.stringify(['red', 'gold']), 'true']
						},
						[{ type: 'move', attributes: [at('type_tag', `0x${shop.key}::loom_shop::BundleSold`), at('data', JSON.stringify({ buyer: `0x${test.key}`, count: '3' }))] }]
					)
				)
			);
			b.advance(2);
			b.tx({ label: c.withdrawal, signer: test }, (t) => t.msg(() => withdrawal(test, coin(750_000, DENOMS.moveInit), '4')));
			break;
		}
		case WASM_L2: {
			const c = TX_CASES[WASM_L2];
			const market = addressActor('wasm-market', sha256('wasm-market').subarray(0, 32));
			const funds = coin(1_000_000, DENOMS.wasmInit);
			b.tx({ label: c.execute, signer: test }, (t) =>
				t.msg(() =>
					msg(
						'/cosmwasm.wasm.v1.MsgExecuteContract',
						'wasm',
						{ sender: b32(test), contract: b32(market), msg: { list_nft: { token_id: 'weaver-001', price: { amount: '1000000', denom: DENOMS.wasmInit }, expires: null } }, funds: [funds] },
						[
							...transferEvents(test, b32(market), `${funds.amount}${funds.denom}`),
							{ type: 'execute', attributes: [at('_contract_address', b32(market))] },
							{ type: 'wasm', attributes: [at('_contract_address', b32(market)), at('action', 'list_nft'), at('token_id', 'weaver-001')] }
						]
					)
				)
			);
			break;
		}
	}
}

/** `/opinit.opchild.v1.MsgInitiateTokenWithdrawal` back to the L1. */
function withdrawal(sender: Actor, amount: { denom: string; amount: string }, sequence: string): MsgDraft {
	return msg('/opinit.opchild.v1.MsgInitiateTokenWithdrawal', 'opchild', { sender: b32(sender), to: b32(sender), amount }, [
		{ type: 'burn', attributes: [ix('burner', b32(sender)), ix('amount', `${amount.amount}${amount.denom}`)] },
		{ type: 'initiate_token_withdrawal', attributes: [at('from', b32(sender)), at('to', b32(sender)), at('denom', amount.denom), at('base_denom', 'uinit'), at('amount', amount.amount), at('l2_sequence', sequence)] }
	]);
}
