// The Ledger contract other devnet services rely on: genesis, address/denom spellings, credits,
// blocks from the clock, tx lookup, op-hook verification and reset.
import { beforeEach, describe, expect, it } from 'vitest';
import { BURNER, GOLDEN_KEY, OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { CHAINS, DENOMS, EVM_L2, EXT_EVM, L1, MOVE_L2, NOBLE, WASM_L2 } from '../chains';
import { broadcastTx } from './cosmos-tx';
import { UNFUNDED } from './genesis';
import { ChainLedger } from './ledger';
import { msgSend, signEip191, type TxSpec } from './test-tx';

let now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
beforeEach(() => ledger.reset());

describe('genesis', () => {
	it('funds every test key on every Initia chain with the fee denom and the chain assets', () => {
		for (const address of [TEST_EVM.init, TEST_COSMOS.init, BURNER.init, OTHER.init, GOLDEN_KEY.init]) {
			expect(ledger.balance(L1, address, DENOMS.l1Init)).toBe(1_000_000_000_000n);
			expect(ledger.balance(L1, address, DENOMS.l1Usdc)).toBe(100_000_000_000n);
			expect(ledger.balance(L1, address, DENOMS.l1Weave)).toBe(5_000_000_000n);
			expect(ledger.balance(MOVE_L2, address, DENOMS.moveUsdc)).toBe(10_000_000_000n);
			expect(ledger.balance(WASM_L2, address, DENOMS.wasmInit)).toBe(100_000_000_000n);
			expect(ledger.balance(EVM_L2, address, DENOMS.evmInit)).toBe(100_000_000_000n);
		}
		expect(ledger.balance(NOBLE, TEST_COSMOS.noble, 'uusdc')).toBe(100_000_000_000n);
	});

	it('reads the same balance under every spelling of an account and a token', () => {
		const wrapped = 10n ** 21n;
		expect(ledger.balance(EVM_L2, TEST_EVM.init, DENOMS.evmWrappedInit)).toBe(wrapped);
		expect(ledger.balance(EVM_L2, TEST_EVM.hex, '0x6c00000000000000000000000000000000000a11')).toBe(wrapped);
		expect(ledger.balance(EVM_L2, TEST_EVM.hex.toLowerCase(), `${EVM_L2}-native`)).toBe(100_000_000_000n);
		expect(ledger.balance(EXT_EVM, BURNER.hex.toLowerCase(), `${EXT_EVM}-native`)).toBe(10n ** 20n);
		expect(ledger.balance(EXT_EVM, TEST_EVM.hex, DENOMS.extEvmUsdc.toLowerCase())).toBe(100_000_000_000n);
	});

	it('leaves the documented address unfunded everywhere', () => {
		for (const c of CHAINS) {
			const address = c.kind === 'evm' ? UNFUNDED.hex : c.kind === 'cosmos' ? undefined : UNFUNDED.init;
			if (!address) continue;
			expect(ledger.balance(c.chainId, address, c.feeDenom)).toBe(0n);
			expect(ledger.account(c.chainId, c.kind === 'evm' ? address.toLowerCase() : address)).toBeUndefined();
		}
	});
});

describe('credit, blocks and lookups', () => {
	it('creates an account with the next account number on first credit', () => {
		expect(ledger.account(L1, UNFUNDED.init)).toBeUndefined();
		ledger.credit(L1, UNFUNDED.hex, 'uinit', 7n);
		expect(ledger.account(L1, UNFUNDED.init)).toEqual({ accountNumber: 6, sequence: 0 });
		expect(ledger.balance(L1, UNFUNDED.init, 'uinit')).toBe(7n);
		expect(() => ledger.credit(L1, TEST_COSMOS.noble, 'uinit', 1n)).toThrow(/invalid Bech32 prefix/);
		expect(() => ledger.credit('nope-1', TEST_EVM.init, 'uinit', 1n)).toThrow(/unknown chain/);
		expect(ledger.balance('nope-1', TEST_EVM.init, 'uinit')).toBe(0n);
		expect(ledger.balance(L1, 'not-an-address', 'uinit')).toBe(0n);
	});

	it('advances the height every blockMs and includes a tx in the next block', async () => {
		const h = ledger.height(L1);
		now += 999;
		expect(ledger.height(L1)).toBe(h);
		now += 1;
		expect(ledger.height(L1)).toBe(h + 1);
		const bytes = await signEip191(spec(0));
		const hash = broadcastTx(ledger, L1, bytes).tx_response.txhash;
		expect(ledger.findTx(L1, hash)).toBeUndefined();
		now += 1000;
		const tx = ledger.findTx(L1, hash.toLowerCase());
		expect(tx).toMatchObject({ height: h + 2, time: ledger.blockTime(L1, h + 2), code: 0 });
		expect(ledger.findTx(L1, `0x${hash}`)).toEqual(tx);
		expect(ledger.findTx(NOBLE, hash)).toBeUndefined();
	});

	it('resets balances, accounts and txs to genesis', async () => {
		ledger.credit(L1, UNFUNDED.init, 'uinit', 1n);
		const hash = broadcastTx(ledger, L1, await signEip191(spec(0))).tx_response.txhash;
		now += 1000;
		ledger.reset();
		expect(ledger.account(L1, UNFUNDED.init)).toBeUndefined();
		expect(ledger.findTx(L1, hash)).toBeUndefined();
		expect(ledger.account(L1, TEST_EVM.init)).toEqual({ accountNumber: 1, sequence: 0 });
	});
});

/** An op-hook style tx on the EVM rollup: fee {amount: [], gas: "1"}, memo "". */
const spec = (sequence: number, chainId = L1): TxSpec => ({
	chainId,
	accountNumber: 1,
	sequence,
	msgs: [msgSend(TEST_EVM.init, OTHER.init, [{ denom: chainId === L1 ? 'uinit' : DENOMS.evmInit, amount: '1' }])],
	fee: chainId === L1 ? { amount: [{ denom: 'uinit', amount: '3000' }], gas: '200000' } : { amount: [], gas: '1' }
});

describe('verifySignedTx (op hooks)', () => {
	it('accepts a hook signed for the stored sequence plus the offset, without fee checks', async () => {
		const hook = await signEip191(spec(2, EVM_L2));
		expect(ledger.verifySignedTx(EVM_L2, hook, { expectedSigner: TEST_EVM.init, sequenceOffset: 2 })).toEqual({ ok: true });
		expect(ledger.verifySignedTx(EVM_L2, hook, { expectedSigner: TEST_EVM.hex, sequenceOffset: 2 })).toEqual({ ok: true });
		expect(ledger.verifySignedTx(EVM_L2, hook, { expectedSigner: TEST_EVM.init })).toEqual({
			ok: false,
			reason: 'account sequence mismatch, expected 0, got 2: incorrect account sequence'
		});
	});

	it('refuses another signer, another chain, garbage and unknown chains', async () => {
		const hook = await signEip191(spec(0, EVM_L2));
		expect(ledger.verifySignedTx(EVM_L2, hook, { expectedSigner: OTHER.init })).toMatchObject({ ok: false, reason: expect.stringContaining('unauthorized') });
		expect(ledger.verifySignedTx(MOVE_L2, hook, { expectedSigner: TEST_EVM.init })).toMatchObject({ ok: false, reason: expect.stringContaining('signature verification failed') });
		expect(ledger.verifySignedTx(EVM_L2, new Uint8Array([1, 2, 3]), { expectedSigner: TEST_EVM.init })).toMatchObject({ ok: false, reason: expect.stringMatching(/tx parse error$/) });
		expect(ledger.verifySignedTx('nope-1', hook, { expectedSigner: TEST_EVM.init })).toEqual({ ok: false, reason: 'unknown chain nope-1' });
		expect(ledger.verifySignedTx(EXT_EVM, hook, { expectedSigner: TEST_EVM.init })).toEqual({ ok: false, reason: `${EXT_EVM} is not a Cosmos chain` });
	});
});
