// The OP withdrawal round trip on the assembled devnet, over HTTP only: the router quotes and
// issues an OP withdrawal, the rollup includes the signed tx, the rollup's executor (at the
// registry's executor_uri) lists it, the L1 proposes its output, and a claim signed from the
// executor's answer pays out on the L1 once the (time-scaled) period has passed.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_EVM } from '../accounts';
import { DENOMS, EVM_L2, L1, urls } from '../chains';
import { msgFinalize, msgWithdraw, signEip191 } from '../chain/test-tx';
import { startDevnet, type Devnet } from '../server';

let devnet: Devnet;
let u: ReturnType<typeof urls>;

beforeAll(async () => {
	devnet = await startDevnet({ port: 0 });
	u = urls(devnet.url);
});
afterAll(() => devnet.close());

const json = async (url: string, body?: unknown) => {
	const r = await fetch(url, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	return { status: r.status, body: await r.json() };
};
const until = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string): Promise<T> => {
	for (let i = 0; i < 200; i++) {
		const v = await read();
		if (ok(v)) return v;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`timed out waiting for ${what}`);
};
const balance = async () => BigInt((await json(`${u.rest(L1)}/cosmos/bank/v1beta1/balances/${TEST_EVM.init}/by_denom?denom=uinit`)).body.balance.amount);
const account = async (chainId: string) => (await json(`${u.rest(chainId)}/cosmos/auth/v1beta1/accounts/${TEST_EVM.init}`)).body.account;

it('withdraws through the router, is listed by the executor and is claimed on the L1 after the period', async () => {
	// 24 h become 2.16 s; the tree and output delays a few hundredths of a second
	await json(`${u.control}/knobs`, { timeScale: 40_000 });
	const registry = (await json(u.networks)).body.networks[0].chains as { chain_id: string; metadata: { executor_uri?: string; op_bridge_id?: string } }[];
	const evm = registry.find((c) => c.chain_id === EVM_L2)!;
	expect(evm.metadata.executor_uri).toBe(`${devnet.url}/executor/${EVM_L2}`);

	const route = (await json(`${u.router}/v2/fungible/route`, { source_asset_chain_id: EVM_L2, source_asset_denom: DENOMS.evmInit, dest_asset_chain_id: L1, dest_asset_denom: 'uinit', amount_in: '3000000', is_op_withdraw: true })).body;
	const msgs = (await json(`${u.router}/v2/fungible/msgs`, { ...route, address_list: [TEST_EVM.init, TEST_EVM.init], slippage_tolerance_percent: '1' })).body;
	const issued = msgs.txs[0].cosmos_tx.msgs[0];
	expect(issued.msg_type_url).toBe('/opinit.opchild.v1.MsgInitiateTokenWithdrawal');
	const value = JSON.parse(issued.msg);
	const acc = await account(EVM_L2);
	const withdraw = await signEip191({
		chainId: EVM_L2,
		accountNumber: Number(acc.account_number),
		sequence: Number(acc.sequence),
		msgs: [msgWithdraw(value.sender, value.to, value.amount)],
		fee: { amount: [{ denom: DENOMS.evmInit, amount: '4000' }], gas: '200000' }
	});
	const sent = (await json(`${u.rest(EVM_L2)}/cosmos/tx/v1beta1/txs`, { tx_bytes: toBase64(withdraw), mode: 'BROADCAST_MODE_SYNC' })).body.tx_response;
	expect(sent.code).toBe(0);

	// the executor lists it first for the recipient, then fills in its tree
	const listed = await until(
		async () => (await json(`${evm.metadata.executor_uri}/withdrawals/${TEST_EVM.init}?limit=1`)).body.withdrawals[0],
		(w) => w?.tx_hash === sent.txhash && w.output_index > 0,
		'the tree'
	);
	expect(listed).toMatchObject({ from: TEST_EVM.init, to: TEST_EVM.init, amount: { denom: 'uinit', amount: '3000000' }, bridge_id: Number(evm.metadata.op_bridge_id) });
	const item = (await json(`${evm.metadata.executor_uri}/withdrawal/${listed.sequence}`)).body;
	expect(item).toEqual(listed);

	// the L1 learns the output, then the period runs
	const bridge = `${u.rest(L1)}/opinit/ophost/v1/bridges/${item.bridge_id}`;
	const output = await until(async () => await json(`${bridge}/outputs/${item.output_index}`), (r) => r.status === 200, 'the output');
	const period = parseFloat((await json(bridge)).body.bridge_config.finalization_period) * 1000;
	expect(period).toBe(2160);
	const claimableAt = Date.parse(output.body.output_proposal.l1_block_time) + period;
	expect(claimableAt).toBeGreaterThan(Date.now());

	const l1 = await account(L1);
	const claim = (sequence: number) =>
		signEip191({
			chainId: L1,
			accountNumber: Number(l1.account_number),
			sequence,
			msgs: [
				msgFinalize({
					sender: TEST_EVM.init,
					bridgeId: BigInt(item.bridge_id),
					outputIndex: BigInt(item.output_index),
					proofs: item.withdrawal_proofs.map(fromBase64),
					from: item.from,
					to: item.to,
					sequence: BigInt(item.sequence),
					amount: item.amount,
					version: fromBase64(item.version),
					storageRoot: fromBase64(item.storage_root),
					lastBlockHash: fromBase64(item.last_block_hash)
				})
			],
			fee: { amount: [{ denom: 'uinit', amount: '4500' }], gas: '300000' }
		});
	// too early: the simulation already says so
	const early = await json(`${u.rest(L1)}/cosmos/tx/v1beta1/simulate`, { tx_bytes: toBase64(await claim(Number(l1.sequence))) });
	expect(early.body.message).toContain('output has not finalized');

	await new Promise((r) => setTimeout(r, claimableAt - Date.now() + 1000));
	const before = await balance();
	const tx = (await json(`${u.rest(L1)}/cosmos/tx/v1beta1/txs`, { tx_bytes: toBase64(await claim(Number(l1.sequence))), mode: 'BROADCAST_MODE_SYNC' })).body.tx_response;
	expect(tx.code).toBe(0);
	const included = await until(async () => await json(`${u.rest(L1)}/cosmos/tx/v1beta1/txs/${tx.txhash}`), (r) => r.status === 200, 'the claim');
	expect(included.body.tx_response.code).toBe(0);
	expect((await balance()) - before).toBe(3_000_000n - 4500n);
}, 60_000);
