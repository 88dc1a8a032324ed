// Makes real devnet bridge transfers from Node with the same signing core the site uses (a test
// key, never a real one): route → msgs → EIP-191 sign → broadcast → included. The benchmark then
// follows them in the built site.
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_MNEMONIC } from '../../devnet/accounts';
import { DENOMS, L1, MOVE_L2, urls } from '../../devnet/chains';
import * as v from 'valibot';
import { msgsResponseSchema } from '../../src/lib/api/schemas/router-msgs';
import { planRouterTxs } from '../../src/lib/signing/decode';
import { signCosmosTxEip191 } from '../../src/lib/signing/eip191';
import { txHash } from '../../src/lib/signing/tx';
import { toBech32Address } from '../../src/lib/format/address';

const post = async (url: string, body: unknown) => {
	const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	const json = await res.json();
	if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
	return json;
};

export interface MadeTransfer {
	chainId: string;
	txHash: string;
	etaSeconds: number;
	route: unknown;
}

/** Account index of the test mnemonic (5+ are unused by the tests and get funded by the faucet). */
export async function makeTransfer(devnetUrl: string, accountIndex: number, amount = '1000000'): Promise<MadeTransfer> {
	const u = urls(devnetUrl);
	const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: accountIndex });
	const init = toBech32Address(Uint8Array.from(Buffer.from(account.address.slice(2), 'hex')));
	await post(`${u.control}/faucet`, { chain_id: L1, address: init, denom: DENOMS.l1Init, amount: '100000000' });

	const route = await post(`${u.router}/v2/fungible/route`, {
		amount_in: amount,
		source_asset_chain_id: L1,
		source_asset_denom: DENOMS.l1Init,
		dest_asset_chain_id: MOVE_L2,
		dest_asset_denom: DENOMS.moveInit
	});
	const wire = await post(`${u.router}/v2/fungible/msgs`, {
		address_list: route.required_chain_addresses.map(() => init),
		amount_in: route.amount_in,
		amount_out: route.amount_out,
		source_asset_chain_id: route.source_asset_chain_id,
		source_asset_denom: route.source_asset_denom,
		dest_asset_chain_id: route.dest_asset_chain_id,
		dest_asset_denom: route.dest_asset_denom,
		operations: route.operations,
		slippage_tolerance_percent: '1'
	});
	const plan = planRouterTxs(v.parse(msgsResponseSchema, wire))[0]!;
	if (plan.kind !== 'cosmos') throw new Error('expected a Cosmos tx');

	const acc = (await (await fetch(`${u.rest(L1)}/cosmos/auth/v1beta1/accounts/${init}`)).json()) as { account: { account_number: string; sequence: string } };
	const pubkey = Uint8Array.from(Buffer.from(account.publicKey.slice(2), 'hex'));
	const compressed = new Uint8Array(33);
	compressed[0] = pubkey[64]! % 2 === 0 ? 2 : 3;
	compressed.set(pubkey.slice(1, 33), 1);
	const bytes = await signCosmosTxEip191({
		personalSign: (text) => account.signMessage({ message: text }),
		messages: plan.messages.map((m) => m.msg),
		fee: { amount: [{ denom: DENOMS.l1Init, amount: '6000' }], gas: '400000' },
		chainId: L1,
		memo: '',
		accountNumber: acc.account.account_number,
		sequence: acc.account.sequence,
		pubkey: compressed
	});
	const broadcast = await post(`${u.rest(L1)}/cosmos/tx/v1beta1/txs`, { tx_bytes: Buffer.from(bytes).toString('base64'), mode: 'BROADCAST_MODE_SYNC' });
	if (broadcast.tx_response.code !== 0) throw new Error(`broadcast rejected: ${broadcast.tx_response.raw_log}`);
	const hash = txHash(bytes);
	for (let i = 0; i < 100; i++) {
		const r = await fetch(`${u.rest(L1)}/cosmos/tx/v1beta1/txs/${hash}`);
		if (r.ok) break;
		await new Promise((res) => setTimeout(res, 100));
	}
	return { chainId: L1, txHash: hash, etaSeconds: Number(route.estimated_route_duration_seconds ?? 0), route };
}
