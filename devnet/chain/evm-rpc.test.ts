// EVM JSON-RPC over real HTTP with viem clients: native sends, ERC-20 approve + bridge send
// (success and revert), geth admission errors, receipts, batches; shared state on the EVM rollup.
import { BinaryWriter } from 'cosmjs-types/binary';
import {
	createPublicClient,
	createWalletClient,
	defineChain,
	encodeFunctionData,
	http,
	parseEther,
	parseAbi,
	parseEventLogs,
	zeroAddress,
	type Hex
} from 'viem';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTHER, TEST_EVM } from '../accounts';
import { BRIDGE_ABI, BRIDGE_CONTRACT, ERC20_ABI } from '../bridge-contract';
import { DENOMS, EVM_L2, EVM_L2_EVM_CHAIN_ID, EXT_EVM, L1 } from '../chains';
import { serveOne } from '../test-utils';
import { broadcastTx } from './cosmos-tx';
import { createEvmRpc } from './evm-rpc';
import { UNFUNDED } from './genesis';
import { ChainLedger } from './ledger';
import { evmAccount, signEip191 } from './test-tx';

let now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
const nextBlock = () => (now += 1000);
const USDC = DENOMS.extEvmUsdc as Hex;
// The catalogue spells it 0x6C00…0A11, which is not a valid EIP-55 checksum: viem refuses it.
const WRAPPED_INIT = '0x6c00000000000000000000000000000000000a11';
const EVENTS = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)']);
let ext: Awaited<ReturnType<typeof serveOne>>;
let rollup: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	ext = await serveOne(createEvmRpc(ledger, EXT_EVM).service);
	rollup = await serveOne(createEvmRpc(ledger, EVM_L2).service);
});
afterAll(async () => {
	await ext.close();
	await rollup.close();
});
beforeEach(() => ledger.reset());

const chainOf = (id: number, url: string) =>
	defineChain({ id, name: `devnet ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } });
const clients = (url: string, id: number, addressIndex = 0) => {
	const chain = chainOf(id, url);
	return {
		wallet: createWalletClient({ account: evmAccount(addressIndex), chain, transport: http(url) }),
		pub: createPublicClient({ chain, transport: http(url) })
	};
};

/** Raw JSON-RPC, to see exact error objects. */
async function rpc(url: string, body: unknown) {
	const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
	return r.json();
}
const call = (url: string, method: string, params: unknown[] = []) => rpc(url, { jsonrpc: '2.0', id: 1, method, params });

describe('external EVM chain', () => {
	it('answers the chain and block queries viem needs', async () => {
		const { pub } = clients(ext.url, 31337);
		expect(await pub.getChainId()).toBe(31337);
		expect((await call(ext.url, 'net_version')).result).toBe('31337');
		const h = await pub.getBlockNumber({ cacheTime: 0 });
		nextBlock();
		expect(await pub.getBlockNumber({ cacheTime: 0 })).toBe(h + 1n);
		const block = await pub.getBlock();
		expect(block.baseFeePerGas).toBe(1_000_000_000n);
		expect(await pub.getGasPrice()).toBe(1_000_000_000n);
		const fees = await pub.estimateFeesPerGas();
		expect(fees.maxFeePerGas).toBeGreaterThanOrEqual(1_000_000_000n);
		const history = await pub.getFeeHistory({ blockCount: 2, rewardPercentiles: [50] });
		expect(history.baseFeePerGas).toHaveLength(3);
		expect(history.reward).toEqual([[0n], [0n]]);
		expect(await pub.getBalance({ address: TEST_EVM.hex })).toBe(parseEther('100'));
		expect(await pub.readContract({ address: USDC, abi: ERC20_ABI, functionName: 'decimals' })).toBe(6);
		expect(await pub.readContract({ address: USDC, abi: ERC20_ABI, functionName: 'symbol' })).toBe('USDC');
		expect(await pub.readContract({ address: USDC, abi: ERC20_ABI, functionName: 'balanceOf', args: [TEST_EVM.hex] })).toBe(100_000_000_000n);
	});

	it('sends ETH: pending nonce at once, receipt and balances after the next block', async () => {
		const { wallet, pub } = clients(ext.url, 31337);
		const hash = await wallet.sendTransaction({ to: OTHER.hex, value: parseEther('1') });
		expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
		expect((await call(ext.url, 'eth_getTransactionReceipt', [hash])).result).toBeNull();
		expect(await pub.getTransactionCount({ address: TEST_EVM.hex, blockTag: 'pending' })).toBe(1);
		expect(await pub.getTransactionCount({ address: TEST_EVM.hex })).toBe(0);
		expect((await pub.getTransaction({ hash })).blockNumber).toBeNull();

		nextBlock();
		const receipt = await pub.getTransactionReceipt({ hash });
		expect(receipt).toMatchObject({ status: 'success', gasUsed: 21_000n, from: TEST_EVM.hex.toLowerCase(), to: OTHER.hex.toLowerCase() });
		expect(await pub.getTransactionCount({ address: TEST_EVM.hex })).toBe(1);
		expect(await pub.getBalance({ address: OTHER.hex })).toBe(parseEther('1'));
		expect(await pub.getBalance({ address: TEST_EVM.hex })).toBe(parseEther('99') - 21_000n * receipt.effectiveGasPrice);
		const block = await pub.getBlock({ blockNumber: receipt.blockNumber });
		expect(block.transactions).toEqual([hash]);
		expect(ledger.findTx(EXT_EVM, hash.toUpperCase().replace('0X', ''))).toMatchObject({
			kind: 'evm',
			code: 0,
			signer: TEST_EVM.hex.toLowerCase(),
			evm: { from: TEST_EVM.hex.toLowerCase(), to: OTHER.hex.toLowerCase(), value: parseEther('1').toString(), data: '0x' }
		});
	});

	it('bridges USDC after an approval and reverts without one', async () => {
		const { wallet, pub } = clients(ext.url, 31337);
		const send = (amount: bigint) => ({ address: BRIDGE_CONTRACT as Hex, abi: BRIDGE_ABI, functionName: 'send' as const, args: [USDC, amount, L1, TEST_EVM.init] as const });

		await expect(pub.estimateContractGas({ ...send(5_000_000n), account: TEST_EVM.hex })).rejects.toThrow(/ERC20: insufficient allowance/);
		const reverted = await wallet.writeContract({ ...send(5_000_000n), gas: 200_000n });
		nextBlock();
		expect((await pub.getTransactionReceipt({ hash: reverted })).status).toBe('reverted');
		expect(ledger.findTx(EXT_EVM, reverted)).toMatchObject({ code: 1, rawLog: 'execution reverted: ERC20: insufficient allowance' });

		const approve = await wallet.writeContract({ address: USDC, abi: ERC20_ABI, functionName: 'approve', args: [BRIDGE_CONTRACT, 5_000_000n] });
		nextBlock();
		expect((await pub.getTransactionReceipt({ hash: approve })).status).toBe('success');
		expect(await pub.readContract({ address: USDC, abi: ERC20_ABI, functionName: 'allowance', args: [TEST_EVM.hex, BRIDGE_CONTRACT] })).toBe(5_000_000n);

		const bridged = await wallet.writeContract(send(5_000_000n));
		nextBlock();
		const receipt = await pub.getTransactionReceipt({ hash: bridged });
		expect(receipt.status).toBe('success');
		const [transfer] = parseEventLogs({ abi: EVENTS, logs: receipt.logs });
		expect(transfer).toMatchObject({ eventName: 'Transfer', address: USDC.toLowerCase(), args: { from: TEST_EVM.hex, to: BRIDGE_CONTRACT, value: 5_000_000n } });
		expect(ledger.balance(EXT_EVM, TEST_EVM.hex, USDC)).toBe(100_000_000_000n - 5_000_000n);
		expect(ledger.balance(EXT_EVM, BRIDGE_CONTRACT, USDC)).toBe(5_000_000n);
		expect(await pub.readContract({ address: USDC, abi: ERC20_ABI, functionName: 'allowance', args: [TEST_EVM.hex, BRIDGE_CONTRACT] })).toBe(0n);
		expect(ledger.findTx(EXT_EVM, bridged)?.evm?.data).toBe(encodeFunctionData(send(5_000_000n)));
	});

	it('bridges native ETH only when msg.value covers the amount', async () => {
		const { pub } = clients(ext.url, 31337);
		const args = [zeroAddress, parseEther('2'), L1, TEST_EVM.init] as const;
		const base = { address: BRIDGE_CONTRACT as Hex, abi: BRIDGE_ABI, functionName: 'send' as const, args, account: TEST_EVM.hex as Hex };
		expect(await pub.estimateContractGas({ ...base, value: parseEther('2') })).toBeGreaterThan(21_000n);
		await expect(pub.estimateContractGas({ ...base, value: parseEther('1') })).rejects.toThrow(/msg.value below amount/);
	});

	it('rejects bad nonces, chain ids and unfunded senders in geth wording', async () => {
		const account = evmAccount(0);
		const tx = { chainId: 31337, type: 'eip1559' as const, to: OTHER.hex as Hex, value: 1n, gas: 21_000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 0n };
		const sendRaw = async (raw: Hex) => (await call(ext.url, 'eth_sendRawTransaction', [raw])).error;
		expect(await sendRaw(await account.signTransaction({ ...tx, nonce: 5 }))).toEqual({ code: -32000, message: `nonce too high: address ${TEST_EVM.hex}, tx: 5 state: 0` });
		expect((await call(ext.url, 'eth_sendRawTransaction', [await account.signTransaction({ ...tx, nonce: 0 })])).result).toMatch(/^0x/);
		// While it is pending the node already knows it; once it is in a block its nonce is spent.
		expect(await sendRaw(await account.signTransaction({ ...tx, nonce: 0 }))).toEqual({ code: -32000, message: 'already known' });
		nextBlock();
		expect(await sendRaw(await account.signTransaction({ ...tx, nonce: 0 }))).toEqual({ code: -32000, message: `nonce too low: address ${TEST_EVM.hex}, tx: 0 state: 1` });
		expect(await sendRaw(await account.signTransaction({ ...tx, nonce: 1, chainId: 1 }))).toEqual({ code: -32000, message: 'invalid sender' });
		const poor = await evmAccount(3).signTransaction({ ...tx, nonce: 0 });
		expect(await sendRaw(poor)).toEqual({
			code: -32000,
			message: `insufficient funds for gas * price + value: address ${UNFUNDED.hex} have 0 want ${21_000n * 2_000_000_000n + 1n}`
		});
		expect(await sendRaw(await account.signTransaction({ ...tx, nonce: 1, gas: 20_000n }))).toEqual({ code: -32000, message: 'intrinsic gas too low: gas 20000, minimum needed 21000' });
	});

	it('busy: a tx tipping too little stays pending, with its sender\'s next one, until a speed-up replaces it on geth\'s terms', async () => {
		const GWEI = 1_000_000_000n;
		ledger.minTip = () => GWEI;
		try {
			const account = evmAccount(0);
			const tx = { chainId: 31337, type: 'eip1559' as const, to: OTHER.hex as Hex, value: parseEther('1'), gas: 21_000n, maxFeePerGas: 2n * GWEI, maxPriorityFeePerGas: 0n, nonce: 0 };
			const send = async (t: typeof tx) => call(ext.url, 'eth_sendRawTransaction', [await account.signTransaction(t)]);
			const count = async (tag: string) => Number((await call(ext.url, 'eth_getTransactionCount', [TEST_EVM.hex, tag])).result);
			const slow = (await send(tx)).result as Hex;
			const next = (await send({ ...tx, nonce: 1, value: 1n, maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI })).result as Hex;
			expect((await call(ext.url, 'eth_maxPriorityFeePerGas')).result).toBe('0x3b9aca00');
			nextBlock();
			nextBlock();
			// The first tips nothing, so no block takes it, nor the sender's next tx (nonce order).
			for (const h of [slow, next]) expect((await call(ext.url, 'eth_getTransactionReceipt', [h])).result).toBeNull();
			expect((await call(ext.url, 'eth_getTransactionByHash', [slow])).result).toMatchObject({ hash: slow, nonce: '0x0', blockNumber: null });
			expect([await count('latest'), await count('pending')]).toEqual([0, 2]);

			// A replacement must raise both the fee cap and the tip by 10 %.
			expect((await send({ ...tx, maxFeePerGas: (21n * GWEI) / 10n, maxPriorityFeePerGas: GWEI })).error).toEqual({ code: -32000, message: 'replacement transaction underpriced' });
			const fast = (await send({ ...tx, maxFeePerGas: 3n * GWEI, maxPriorityFeePerGas: GWEI })).result as Hex;
			expect(fast).not.toBe(slow);
			// The node forgets the replaced hash at once; its nonce now belongs to the speed-up.
			expect((await call(ext.url, 'eth_getTransactionByHash', [slow])).result).toBeNull();
			expect((await call(ext.url, 'eth_getTransactionByHash', [fast])).result).toMatchObject({ nonce: '0x0', blockNumber: null });
			expect(await count('pending')).toBe(2);

			nextBlock();
			const [rFast, rNext] = await Promise.all([fast, next].map(async (h) => (await call(ext.url, 'eth_getTransactionReceipt', [h])).result));
			expect(rFast).toMatchObject({ status: '0x1', transactionIndex: '0x0' });
			expect(rNext).toMatchObject({ status: '0x1', transactionIndex: '0x1', blockNumber: rFast.blockNumber });
			expect((await call(ext.url, 'eth_getTransactionReceipt', [slow])).result).toBeNull();
			expect([await count('latest'), await count('pending')]).toEqual([2, 2]);
			// Paid once: the value and the fees of the two included txs (the replaced one's fee came back).
			const price = 2n * GWEI;
			expect(ledger.balance(EXT_EVM, OTHER.hex, DENOMS.extEvmNative)).toBe(parseEther('1') + 1n);
			expect(ledger.balance(EXT_EVM, TEST_EVM.hex, DENOMS.extEvmNative)).toBe(parseEther('99') - 1n - 2n * 21_000n * price);
		} finally {
			ledger.minTip = () => 0n;
		}
	});

	it('includes each pending tx once, also when an include listener reads the chain again', async () => {
		const included: string[] = [];
		ledger.onInclude((r) => {
			included.push(r.tx.hash);
			ledger.height(EXT_EVM);
		});
		const account = evmAccount(0);
		const tx = { chainId: 31337, type: 'eip1559' as const, to: OTHER.hex as Hex, value: 1n, gas: 21_000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 0n };
		const hashes: string[] = [];
		for (const nonce of [0, 1, 2]) hashes.push((await call(ext.url, 'eth_sendRawTransaction', [await account.signTransaction({ ...tx, nonce })])).result);
		nextBlock();
		const receipts = await Promise.all(hashes.map(async (h) => (await call(ext.url, 'eth_getTransactionReceipt', [h])).result));
		expect(receipts.map((r) => r.transactionIndex)).toEqual(['0x0', '0x1', '0x2']);
		expect(included).toEqual(hashes);
		expect(ledger.balance(EXT_EVM, OTHER.hex, DENOMS.extEvmNative)).toBe(3n);
	});

	it('serves batches and names unknown methods', async () => {
		const out = await rpc(ext.url, [
			{ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
			{ jsonrpc: '2.0', id: 2, method: 'eth_mine', params: [] }
		]);
		expect(out).toEqual([
			{ jsonrpc: '2.0', id: 1, result: '0x7a69' },
			{ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'the method eth_mine does not exist/is not available' } }
		]);
		expect(await rpc(ext.url, [])).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'empty batch' } });
	});
});

describe('EVM rollup: one state behind JSON-RPC and Cosmos REST', () => {
	it('shows the fee denom as native balance and the wrapped INIT ERC-20 as a bank balance', async () => {
		const { wallet, pub } = clients(rollup.url, EVM_L2_EVM_CHAIN_ID);
		expect(await pub.getBalance({ address: TEST_EVM.hex })).toBe(ledger.balance(EVM_L2, TEST_EVM.init, DENOMS.evmInit));
		expect(await pub.readContract({ address: WRAPPED_INIT, abi: ERC20_ABI, functionName: 'balanceOf', args: [TEST_EVM.hex] })).toBe(parseEther('1000'));
		const hash = await wallet.writeContract({ address: WRAPPED_INIT, abi: ERC20_ABI, functionName: 'transfer', args: [OTHER.hex, parseEther('1')] });
		now += 500;
		expect((await pub.getTransactionReceipt({ hash })).status).toBe('success');
		expect(ledger.balance(EVM_L2, OTHER.init, DENOMS.evmWrappedInit)).toBe(parseEther('1001'));
		// The EVM nonce is the Cosmos sequence.
		expect(ledger.account(EVM_L2, TEST_EVM.init)?.sequence).toBe(1);
	});

	it('executes a Cosmos MsgCall (EIP-191 signed) as an EVM call', async () => {
		const input = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [OTHER.hex, 5n] });
		const w = BinaryWriter.create();
		w.uint32(10).string(TEST_EVM.init).uint32(18).string(WRAPPED_INIT).uint32(26).string(input).uint32(34).string('0');
		const msg = {
			proto: { typeUrl: '/minievm.evm.v1.MsgCall', value: w.finish() },
			amino: { type: 'evm/MsgCall', value: { sender: TEST_EVM.init, contract_addr: WRAPPED_INIT, input, value: '0', access_list: null } }
		};
		const bytes = await signEip191({ chainId: EVM_L2, accountNumber: 1, sequence: 0, msgs: [msg], fee: { amount: [{ denom: DENOMS.evmInit, amount: '3000' }], gas: '200000' } });
		const r = broadcastTx(ledger, EVM_L2, bytes);
		expect(r.tx_response).toMatchObject({ code: 0 });
		now += 500;
		expect(ledger.findTx(EVM_L2, r.tx_response.txhash)).toMatchObject({ code: 0, messages: [{ typeUrl: '/minievm.evm.v1.MsgCall', value: msg.amino.value }] });
		expect(ledger.balance(EVM_L2, OTHER.hex, WRAPPED_INIT)).toBe(parseEther('1000') + 5n);
	});
});
