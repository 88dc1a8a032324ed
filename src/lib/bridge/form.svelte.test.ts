import { keccak_256 } from '@noble/hashes/sha3.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressValidity } from '$lib/signing/address-check';
import { loadKeccak } from '$lib/signing/keccak.svelte';
import { WalletConnection } from '$lib/wallet/connection.svelte';
import { Balances } from './balances.svelte';
import { BridgeForm, recipientProblem } from './form.svelte';
import { QuoteState } from './quote.svelte';
import { EVM, L1, L2, NOBLE, testCatalogue } from './testing';

const EVM_ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const INIT_ADDR = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const NOBLE_ADDR = 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps';

// keccak (EIP-55 checksums of mixed-case 0x addresses) loads on first need; the form judges such an
// address 'pending' until then (tested below with addressValidity). Loaded once here, so no test
// depends on an earlier one having started the download.
beforeAll(async () => {
	await loadKeccak();
});

function setup() {
	const cat = testCatalogue();
	const wallet = new WalletConnection();
	const balances = new Balances({ balances: async () => ({}) });
	const quote = new QuoteState({ route: async () => Promise.reject(new Error('unused')) });
	const form = new BridgeForm(cat, wallet, balances, quote);
	const evm = () => (wallet.evm = { walletId: 'w', name: 'W', burner: false, address: EVM_ADDR, initAddress: INIT_ADDR, chainId: 1 });
	const keplr = () => (wallet.cosmos = { walletId: 'keplr', name: 'Keplr', keys: { [NOBLE]: { address: NOBLE_ADDR, pubKey: new Uint8Array(33), algo: 'secp256k1', isNanoLedger: false } } });
	const funds = (amounts: Record<string, bigint>) => {
		balances.amounts = amounts;
		balances.status = 'ready';
	};
	return { cat, wallet, balances, quote, form, evm, keplr, funds };
}

describe('recipient', () => {
	it("defaults to the wallet's address on the destination chain", () => {
		const t = setup();
		t.evm();
		t.form.dst = { chainId: L2, denom: 'l2/init' };
		expect(t.form.recipient).toBe(INIT_ADDR);
		expect(t.form.recipientIsOwn).toBe(true);
		t.form.dst = { chainId: EVM, denom: `${EVM}-native` };
		expect(t.form.recipient).toBe(EVM_ADDR);
		t.form.dst = { chainId: NOBLE, denom: 'uusdc' };
		expect(t.form.recipient).toBe('');
		t.keplr();
		expect(t.form.recipient).toBe(NOBLE_ADDR);
	});

	it('validates an edited recipient for the chain and warns when it is not the wallet', () => {
		const t = setup();
		t.evm();
		t.form.dst = { chainId: L2, denom: 'l2/init' };
		t.form.recipientInput = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
		expect(t.form.recipientError).toBeNull();
		expect(t.form.recipientIsOwn).toBe(false);
		t.form.recipientInput = 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps';
		expect(t.form.recipientError).toMatch(/Not a valid rollup-1 address/);
		// choosing another destination asset drops the edit
		t.form.choose('dst', { chainId: L1, denom: 'uinit' });
		expect(t.form.recipientInput).toBeNull();
	});

	it('a typed recipient that is not the wallet on a cross-chain route blocks Preview until confirmed, per address', () => {
		const t = setup();
		t.evm();
		t.form.src = { chainId: L1, denom: 'uinit' };
		t.form.dst = { chainId: L2, denom: 'l2/init' };
		expect(t.form.recipientNeedsConfirm).toBe(false);
		const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
		t.form.recipientInput = other;
		expect(t.form.recipientUnconfirmed).toBe(true);
		t.form.recipientConfirmed = t.form.recipient;
		expect(t.form.recipientUnconfirmed).toBe(false);
		// another address needs its own confirmation
		t.form.recipientInput = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
		expect(t.form.recipientUnconfirmed).toBe(true);
		// the wallet's own address needs none
		t.form.recipientInput = INIT_ADDR;
		expect(t.form.recipientNeedsConfirm).toBe(false);
	});

	it('never takes a private key or recovery phrase', async () => {
		const cat = testCatalogue();
		await loadKeccak();
		expect(recipientProblem(cat.chain(L1)!, `0x${'ab'.repeat(32)}`)).toMatch(/private key/);
		expect(recipientProblem(cat.chain(L1)!, 'test test test test test test test test test test test junk')).toMatch(/recovery phrase/);
		expect(recipientProblem(cat.chain(EVM)!, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBeNull();
		expect(recipientProblem(cat.chain(EVM)!, '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toMatch(/Not a valid/);
		expect(recipientProblem(cat.chain(EVM)!, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeNull();
		expect(recipientProblem(cat.chain(L1)!, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeNull();
		expect(recipientProblem(cat.chain(L1)!, '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toMatch(/Not a valid/);
	});

	it('waits for keccak before judging a mixed-case 0x address, never before a single-case one', () => {
		const evm = { chainId: EVM, kind: 'evm' } as const;
		expect(addressValidity(evm, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', null)).toBe('pending');
		expect(addressValidity(evm, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', null)).toBe('valid');
		expect(addressValidity(evm, '0xf39fd6e51aad88f6f4ce6ab8827279cfffb9226', null)).toBe('invalid');
		expect(addressValidity(evm, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', keccak_256)).toBe('valid');
		expect(addressValidity(evm, '0xF39fd6e51aad88f6f4ce6ab8827279cfffb92266', keccak_256)).toBe('invalid');
	});
});

describe('amount, fees and Max', () => {
	it('converts the amount exactly and rejects extra decimals', () => {
		const t = setup();
		t.form.src = { chainId: L1, denom: 'uinit' };
		t.form.setAmount('1.000001');
		expect(t.form.amountIn).toBe(1_000_001n);
		t.form.setAmount('1.0000001');
		expect(t.form.parsedAmount).toEqual({ ok: false, error: 'At most 6 decimal places.' });
		expect(t.form.amountIn).toBe(0n);
	});

	it('Max keeps the estimated network fee when the source asset pays fees', () => {
		const t = setup();
		t.evm();
		t.form.src = { chainId: L1, denom: 'uinit' };
		t.funds({ uinit: 10_000_000n });
		// 350 000 gas × 0.015 = 5250 uinit
		expect(t.form.networkFee).toEqual({ denom: 'uinit', amount: 5250n });
		expect(t.form.max).toBe(10_000_000n - 5250n);
		t.form.setMax();
		expect(t.form.amount).toBe('9.99475');
		expect(t.form.maxMode).toBe(true);
		t.form.setAmount('9.999');
		expect(t.form.maxMode).toBe(false);
		expect(t.form.funds).toEqual({ ok: false, kind: 'fees', symbol: 'INIT' });
		expect(t.form.feeReserve).toBe(5250n);
	});

	it('Max sends all of a token that does not pay fees; an EVM native source keeps gas', () => {
		const t = setup();
		t.evm();
		t.form.src = { chainId: L1, denom: 'ibc/USDC' };
		t.funds({ 'ibc/USDC': 7n, uinit: 1_000_000n });
		expect(t.form.max).toBe(7n);
		t.form.src = { chainId: EVM, denom: `${EVM}-native` };
		t.funds({ [`${EVM}-native`]: 10n ** 18n });
		// 350 000 gas at the router's 1 gwei
		expect(t.form.max).toBe(10n ** 18n - 350_000n * 10n ** 9n);
	});

	it('asks for the balances of the source asset and the fee tokens', () => {
		const t = setup();
		t.evm();
		t.form.src = { chainId: L1, denom: 'ibc/USDC' };
		expect(t.form.balanceQuery).toEqual({ chainId: L1, address: INIT_ADDR, denoms: ['ibc/USDC', 'uinit'], evmRpc: null });
		t.form.src = { chainId: EVM, denom: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' };
		expect(t.form.balanceQuery).toMatchObject({ address: EVM_ADDR, denoms: ['0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', `${EVM}-native`], evmRpc: `https://rpc/${EVM}` });
	});
});

describe('blocker and quote request', () => {
	it('asks to connect a wallet that can sign on the source chain', () => {
		const t = setup();
		expect(t.form.blocker.label).toBe('Connect wallet');
		t.evm();
		t.form.src = { chainId: NOBLE, denom: 'uusdc' };
		expect(t.form.blocker).toMatchObject({ label: 'Connect wallet', reason: expect.stringContaining('Keplr') });
		t.form.src = { chainId: L1, denom: 'uinit' };
		expect(t.form.blocker.label).toBe('Select assets');
		t.form.dst = { chainId: L2, denom: 'factory/x/myst' };
		expect(t.form.blocker).toMatchObject({ label: 'Select assets', reason: expect.stringContaining('no known decimals') });
		t.form.dst = { chainId: L2, denom: 'l2/init' };
		expect(t.form.blocker.label).toBe('Enter amount');
		t.form.setAmount('1');
		expect(t.form.blocker.label).toBe('Loading balances…');
		t.funds({ uinit: 1_000_000n });
		expect(t.form.blocker.label).toBe('Insufficient INIT for fees');
		t.funds({ uinit: 900_000n });
		expect(t.form.blocker.label).toBe('Insufficient balance');
		t.funds({ uinit: 2_000_000n });
		expect(t.form.blocker.label).toBe('Refreshing route…');
	});

	it('a Keplr-only user sending to an EVM rollup is told to type a recipient or connect an EVM wallet', () => {
		const t = setup();
		t.keplr();
		t.form.src = { chainId: NOBLE, denom: 'uusdc' };
		t.form.dst = { chainId: EVM, denom: `${EVM}-native` };
		t.form.setAmount('1');
		expect(t.form.blocker).toMatchObject({ label: 'Enter recipient address', reason: expect.stringMatching(/No connected wallet has an address on .*: type the recipient's address, or connect an EVM wallet\./) });
		t.evm();
		expect(t.form.blocker.label).not.toBe('Enter recipient address');
	});

	it('quotes only quotable, positive amounts, and asks for the OP variant on L2 → L1 of an OP denom', () => {
		const t = setup();
		t.form.src = { chainId: L2, denom: 'l2/init' };
		t.form.dst = { chainId: L1, denom: 'uinit' };
		expect(t.form.quoteRequest).toBeNull();
		t.form.setAmount('2');
		expect(t.form.quoteRequest).toMatchObject({ amountIn: 2_000_000n, withOpVariant: true, refreshMs: 10_000 });
		t.form.swap();
		expect(t.form.quoteRequest).toMatchObject({ srcChainId: L1, withOpVariant: false });
	});
});
