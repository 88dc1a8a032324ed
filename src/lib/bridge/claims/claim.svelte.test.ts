// The claim flow's transitions with fake wallets and chain: the review before any signature prompt,
// the signer checks, and what each L1 refusal (in simulation or in the block) turns into.
import { toBase64 } from '@cosmjs/encoding';
import { describe, expect, it, vi } from 'vitest';
import type { ExecutorWithdrawal } from '$lib/api/executor';
import { describeMsg } from '$lib/signing/decode';
import { WalletRejectedError } from '$lib/signing/errors';
import type { WalletConnection } from '$lib/wallet/connection.svelte';
import { BroadcastRejectedError } from '../step-errors';
import { L1, testCatalogue } from '../testing';
import { ClaimFlow, type ClaimDeps } from './claim.svelte';
import { claimMessage } from './claim-msg';
import type { ClaimExec } from './claim-exec';

const TO = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const H = (b: number) => toBase64(new Uint8Array(32).fill(b));
const w: ExecutorWithdrawal = {
	sequence: 3n,
	to: TO,
	from: TO,
	amount: { denom: 'uinit', amount: 2_500_000n },
	bridgeId: 1n,
	version: 'AQ==',
	proof: { outputIndex: 2n, withdrawalProofs: [H(1)], storageRoot: H(2), lastBlockHash: H(3) },
	txTime: '2025-06-01T12:00:00Z',
	txHeight: 10n,
	txHash: 'AB'.repeat(32)
};
const PUBKEY = new Uint8Array(33).fill(2);

function setup(over: { wallet?: Partial<WalletConnection>; exec?: Partial<Record<keyof ClaimExec, unknown>> } = {}) {
	const cat = testCatalogue();
	const balances = [{ denom: 'uinit', amount: 10_000_000n }];
	let balance = 10_000_000n;
	const rest = { balances: vi.fn(async () => balances), balance: vi.fn(async () => balance) };
	const provider = { request: vi.fn() };
	const calls: string[] = [];
	const base = {
		createChainRest: () => rest,
		describeMsg,
		claimMessage,
		knownPubkey: vi.fn(async () => PUBKEY),
		identify: vi.fn(async () => PUBKEY),
		personalSigner: () => async () => '0x',
		currentEvmAccount: vi.fn(async () => '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
		prepareCosmos: vi.fn(async (i: { plan: { chainId: string; signer: string; messages: unknown[] } }) => {
			calls.push('prepare');
			return { plan: i.plan, accountNumber: 1n, sequence: 4n, pubkey: { typeUrl: 'x', key: PUBKEY }, gas: 200_000n, fee: { denom: 'uinit', amount: 3000n }, mode: 'EIP-191', signDoc: '{"doc":1}' };
		}),
		signCosmos: vi.fn(async () => (calls.push('sign'), Uint8Array.of(calls.length))),
		txHash: (b: Uint8Array) => `HASH${b[0]}`,
		broadcastCosmos: vi.fn(async (_: unknown, b: Uint8Array) => (calls.push(`broadcast ${b[0]}`), `HASH${b[0]}`)),
		waitForInclusion: vi.fn(async () => {
			balance += w.amount.amount;
			return { kind: 'included' as const, height: 5n };
		})
	};
	const exec = { ...base, ...(over.exec as Partial<typeof base>) };
	const wallet = {
		epoch: 0,
		evm: { walletId: 't', name: 'Test', burner: false, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', initAddress: TO, chainId: 1 },
		cosmos: null,
		evmProvider: () => provider,
		cosmosApi: () => null,
		...over.wallet
	} as unknown as WalletConnection;
	const onSettled = vi.fn();
	const deps: ClaimDeps = {
		l1: cat.chain(L1)!,
		catalogue: cat,
		wallet,
		executor: { withdrawal: vi.fn(async () => w), withdrawals: vi.fn() },
		suggest: () => null,
		loadExec: async () => exec as unknown as ClaimExec,
		claimableAt: new Date(0),
		onSettled
	};
	return { flow: new ClaimFlow(w, deps), exec, rest, calls, onSettled, deps };
}

const field = (flow: ClaimFlow, label: string) => (flow.phase.kind === 'review' ? flow.phase.review.fields.find((f) => f.label === label)?.value : undefined);

describe('claim flow', () => {
	it('prepares the claim for the recipient and stops at the review before any signature', async () => {
		const { flow, exec } = setup();
		await flow.start();
		expect(flow.phase.kind).toBe('review');
		expect(exec.signCosmos).not.toHaveBeenCalled();
		const plan = exec.prepareCosmos.mock.calls[0]![0].plan;
		expect(plan).toMatchObject({ kind: 'cosmos', chainId: L1, signer: TO });
		expect((plan.messages[0] as { typeUrl: string }).typeUrl).toBe('/opinit.ophost.v1.MsgFinalizeTokenWithdrawal');
		expect(field(flow, 'Amount')).toBe('2.5 INIT');
		expect(field(flow, 'Paid to')).toBe(TO);
		expect(field(flow, 'Chain id')).toBe(L1);
		expect(field(flow, 'Network fee')).toBe('0.003 INIT');
		expect(flow.phase.kind === 'review' && flow.phase.review.signDoc).toBe('{"doc":1}');
	});

	it('signs, broadcasts and waits for the block; done shows the balance before and after', async () => {
		const { flow, calls, onSettled } = setup();
		await flow.start();
		await flow.confirm();
		expect(calls).toEqual(['prepare', 'sign', 'broadcast 2']);
		expect(flow.phase).toEqual({ kind: 'done', txHash: 'HASH2', received: { denom: 'uinit', amount: 2_500_000n }, balanceBefore: 10_000_000n, balanceAfter: 12_500_000n });
		expect(onSettled).toHaveBeenCalledOnce();
	});

	it('turns a simulation refusal into its explanation: nothing sent, no wallet prompt', async () => {
		const early = new Error('Chain REST API answered 400: failed to execute message; message index: 0: output has not finalized With gas wanted');
		const { flow, exec } = setup({ exec: { prepareCosmos: vi.fn(async () => Promise.reject(early)) } });
		await flow.start();
		expect(flow.phase).toMatchObject({ kind: 'failed', txHash: null, problem: { title: 'Not claimable yet', retry: true } });
		expect(flow.phase.kind === 'failed' && flow.phase.problem.message).toMatch(/code 8.*Nothing was sent/);
		expect(exec.signCosmos).not.toHaveBeenCalled();
	});

	it('says a claim refused in its block paid its fee, and refreshes the row', async () => {
		const { flow, onSettled } = setup({ exec: { waitForInclusion: vi.fn(async () => ({ kind: 'failed', code: 11, rawLog: 'failed to execute message; message index: 0: withdrawal already finalized' })) } });
		await flow.start();
		await flow.confirm();
		expect(flow.phase).toMatchObject({ kind: 'failed', txHash: 'HASH2', problem: { title: 'Already claimed', retry: false } });
		expect(flow.phase.kind === 'failed' && flow.phase.problem.message).toContain('network fee was paid');
		expect(onSettled).toHaveBeenCalledOnce();
	});

	it('refuses to prepare a claim for another account', async () => {
		const { flow, exec } = setup({ wallet: { evm: { walletId: 't', name: 'T', burner: false, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', initAddress: 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y', chainId: 1 } } });
		await flow.start();
		expect(flow.phase).toMatchObject({ kind: 'failed', problem: { kind: 'refused' } });
		expect(exec.prepareCosmos).not.toHaveBeenCalled();
	});

	it('never sends signed bytes twice: after a CheckTx refusal, Try again prepares and signs anew', async () => {
		let first = true;
		const broadcastCosmos = vi.fn(async (_: unknown, b: Uint8Array) => {
			if (first) {
				first = false;
				throw new BroadcastRejectedError(32, 'sdk', 'account sequence mismatch, expected 5, got 4: incorrect account sequence');
			}
			return `HASH${b[0]}`;
		});
		const { flow, calls, exec } = setup({ exec: { broadcastCosmos } });
		await flow.start();
		await flow.confirm();
		expect(flow.phase).toMatchObject({ kind: 'failed', txHash: null, problem: { title: 'Rejected by the chain' } });
		// confirm() without a fresh review does nothing
		await flow.confirm();
		expect(broadcastCosmos).toHaveBeenCalledTimes(1);
		await flow.start();
		await flow.confirm();
		expect(flow.phase.kind).toBe('done');
		expect(calls).toEqual(['prepare', 'sign', 'prepare', 'sign']);
		const bytes = broadcastCosmos.mock.calls.map((c) => c[1][0]);
		expect(new Set(bytes).size).toBe(2);
		expect(exec.prepareCosmos).toHaveBeenCalledTimes(2);
	});

	it('stops when the wallet account changed after the review, or the wallet declines', async () => {
		const { flow, deps, exec } = setup();
		await flow.start();
		(deps.wallet as { epoch: number }).epoch = 1;
		await flow.confirm();
		expect(flow.phase).toMatchObject({ kind: 'failed', problem: { kind: 'changed' } });
		expect(exec.signCosmos).not.toHaveBeenCalled();

		const declined = setup({ exec: { signCosmos: vi.fn(async () => Promise.reject(new WalletRejectedError())) } });
		await declined.flow.start();
		await declined.flow.confirm();
		expect(declined.flow.phase).toMatchObject({ kind: 'failed', problem: { kind: 'rejected', retry: true } });
	});

	it('signs with Keplr when that is the connected wallet, as its L1 key', async () => {
		const key = { address: TO, pubKey: PUBKEY, algo: 'ethsecp256k1', isNanoLedger: true };
		const keplr = { getKey: vi.fn(async () => ({ bech32Address: TO })) };
		const { flow, exec } = setup({
			wallet: { evm: null, evmProvider: () => null, cosmos: { walletId: 'keplr', name: 'Keplr', keys: {} }, cosmosApi: () => keplr, cosmosKeyFor: vi.fn(async () => key) } as never
		});
		await flow.start();
		expect(exec.prepareCosmos.mock.calls[0]![0]).toMatchObject({ signer: { kind: 'keplr', key: { bech32Address: TO, isNanoLedger: true } } });
		await flow.confirm();
		expect(flow.phase.kind).toBe('done');
		expect(keplr.getKey).toHaveBeenCalledWith(L1);
	});
});
