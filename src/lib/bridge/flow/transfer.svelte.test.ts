// The transfer flow on every signing path, driven through its real effects and the real signing code:
// only the edges are fake (router answers, chain REST with CheckTx rules, wallets that sign with the
// public test keys). Gates hold calls so each phase can be looked at as it happens.
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Route, RouterClient } from '$lib/api/router';
import { msgsResponseSchema, opHookResponseSchema } from '$lib/api/schemas/router-msgs';
import { WalletConnection } from '$lib/wallet/connection.svelte';
import * as realExec from '../exec/index';
import type { Exec } from '../exec/index';
import { BridgeHistory } from '../history.svelte';
import { describeChanges } from '../route-signature';
import { EVM, L1, L2, makeRoute, MemoryStorage, NOBLE, testCatalogue } from '../testing';
import { toStored } from '../stored-status';
import { FlowEffects } from './effects';
import { FakeChain, fakeEvmWallet, fakeKeplr, Gate } from './fakes';
import { shapeOf, stepsOf, type Phase } from './phase';
import { TransferFlow } from './transfer.svelte';
import { makeStatus } from '../testing';

const INIT_ADDR = 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz';
const EVM_ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC_EVM = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const OFT = '0x1000000000000000000000000000000000000B51';
const HOOK_CONTRACT = '0x856aB2c9F35B9187aB3eB0Fcd11DCc6160427e96';

beforeEach(() => Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true }));
afterEach(() => Reflect.deleteProperty(globalThis, 'localStorage'));

// ── routes and the router's msgs for them (wire JSON, parsed by the client's schema) ─────────────

const depositRoute = (over: Record<string, unknown> = {}) => makeRoute(over);

const nobleRoute = () =>
	makeRoute({
		source_asset_chain_id: NOBLE,
		source_asset_denom: 'uusdc',
		dest_asset_chain_id: L1,
		dest_asset_denom: 'ibc/USDC',
		operations: [
			{
				transfer: { port: 'transfer', channel: 'channel-0', from_chain_id: NOBLE, to_chain_id: L1, denom_in: 'uusdc', denom_out: 'ibc/USDC', bridge_id: 'IBC' },
				tx_index: 0,
				amount_in: '1000000',
				amount_out: '1000000'
			}
		],
		chain_ids: [NOBLE, L1],
		required_chain_addresses: [NOBLE, L1]
	});

const evmRoute = () =>
	makeRoute({
		source_asset_chain_id: EVM,
		source_asset_denom: USDC_EVM,
		dest_asset_chain_id: L1,
		dest_asset_denom: 'ibc/USDC',
		operations: [
			{
				layer_zero_transfer: { from_chain_id: EVM, to_chain_id: L1, denom_in: USDC_EVM, denom_out: 'ibc/USDC', source_oft_contract_address: OFT, destination_endpoint_id: 1, messaging_fee_asset: {} },
				tx_index: 0,
				amount_in: '1000000',
				amount_out: '1000000'
			}
		],
		chain_ids: [EVM, L1],
		required_chain_addresses: [EVM, L1]
	});

function cosmosMsgs(chainId: string, sender: string, msgs: { msg_type_url: string; msg: Record<string, unknown> }[]) {
	return v.parse(msgsResponseSchema, {
		txs: [{ cosmos_tx: { chain_id: chainId, path: [chainId], signer_address: sender, msgs: msgs.map((m) => ({ msg_type_url: m.msg_type_url, msg: JSON.stringify(m.msg) })) }, operations_indices: [0] }]
	});
}

const deposit = (sender: string, to: string, amount: string, data = '') =>
	cosmosMsgs(L1, sender, [{ msg_type_url: '/opinit.ophost.v1.MsgInitiateTokenDeposit', msg: { sender, bridge_id: '1', to, amount: { denom: 'uinit', amount }, data } }]);

const ibc = (sender: string, receiver: string) =>
	cosmosMsgs(NOBLE, sender, [
		{
			msg_type_url: '/ibc.applications.transfer.v1.MsgTransfer',
			msg: { source_port: 'transfer', source_channel: 'channel-0', token: { denom: 'uusdc', amount: '1000000' }, sender, receiver, timeout_height: {}, timeout_timestamp: '1767225600000000000', memo: '' }
		}
	]);

const evmTx = () =>
	v.parse(msgsResponseSchema, {
		txs: [
			{
				evm_tx: { chain_id: EVM, to: OFT, value: '0', data: 'abcd', signer_address: EVM_ADDR, required_erc20_approvals: [{ token_contract: USDC_EVM, spender: OFT, amount: '1000000' }] },
				operations_indices: [0]
			}
		]
	});

// ── the setup: real flow and effects, fake edges ───────────────────────────────────────────────

type WalletKind = 'evm' | 'keplr' | 'keplr-ledger';

async function setup(opts: { route: Route; wallet: WalletKind; msgs?: (req: { signedOpHook?: { hook: string } }) => ReturnType<typeof deposit>; recipient?: string }) {
	const catalogue = testCatalogue();
	const history = new BridgeHistory();
	const wallet = new WalletConnection();
	const evm = fakeEvmWallet();
	const keplr = await fakeKeplr('noble', { ledger: opts.wallet === 'keplr-ledger' });
	if (opts.wallet === 'evm') {
		wallet.evmOptions = [{ id: 'w', info: { uuid: 'w', name: 'W', icon: '', rdns: 'w' }, provider: evm.provider }];
		wallet.evm = { walletId: 'w', name: 'W', burner: false, address: EVM_ADDR, initAddress: INIT_ADDR, chainId: 1 };
	} else {
		wallet.cosmosOptions = [{ id: 'keplr', name: 'Keplr', api: keplr.api }];
		wallet.cosmos = { walletId: 'keplr', name: 'Keplr', keys: { [NOBLE]: { address: keplr.address, pubKey: keplr.pubkey, algo: 'secp256k1', isNanoLedger: opts.wallet === 'keplr-ledger' } } };
	}
	const chains = { [L1]: new FakeChain(L1), [L2]: new FakeChain(L2), [NOBLE]: new FakeChain(NOBLE) };
	chains[L1].fund(INIT_ADDR, 7n, 3n);
	chains[L2].fund(INIT_ADDR, 9n, 0n);
	chains[NOBLE].fund(keplr.address, 11n, 1n);
	chains[NOBLE].minGasPrice = { num: 1n, den: 10n, denom: 'uusdc' };
	const rests = Object.fromEntries(Object.entries(chains).map(([id, c]) => [`https://rest/${id}`, c.rest()]));
	const evmExec = {
		checkEvmFunds: vi.fn(async () => 21_000n),
		runEvm: vi.fn(async ({ onStep }: { onStep: (s: realExec.EvmStep) => void }) => {
			onStep({ kind: 'approve', token: USDC_EVM, spender: OFT, amount: '1000000' });
			await evmGate.wait();
			onStep({ kind: 'approval-sent', hash: '0x01' });
			onStep({ kind: 'send' });
			return `0x${'ab'.repeat(32)}` as const;
		}),
		waitEvmInclusion: vi.fn<Exec['waitEvmInclusion']>(async () => ({ kind: 'included', height: 1n }))
	};
	const evmGate = new Gate();
	const exec = { ...realExec, ...evmExec, createChainRest: (url: string) => rests[url]! } as unknown as Exec;

	const msgsGate = new Gate();
	const router = {
		msgs: vi.fn(async (req: { signedOpHook?: { hook: string } }) => {
			await msgsGate.wait();
			return opts.msgs ? opts.msgs(req) : deposit(INIT_ADDR, INIT_ADDR, '1000000');
		}),
		opHook: vi.fn(async () =>
			v.parse(opHookResponseSchema, {
				chain_id: L2,
				hook: [{ msg_type_url: '/minievm.evm.v1.MsgCall', msg: JSON.stringify({ sender: INIT_ADDR, contract_addr: HOOK_CONTRACT, input: '0x', value: '0', access_list: [] }) }]
			})
		)
	};
	const quote = { route: opts.route as Route | null, gate: new Gate(), fresh: 0 };
	const sent: string[] = [];
	const effects = new FlowEffects({
		catalogue,
		network: 'test',
		router: router as unknown as RouterClient,
		wallet,
		history,
		balanceOf: () => 10n ** 12n,
		suggest: () => null,
		loadExec: async () => exec,
		sleep: async () => {}
	});
	const flow = new TransferFlow({
		effects,
		quote: {
			latest: () => quote.route,
			ensureFresh: async () => {
				quote.fresh++;
				await quote.gate.wait();
			}
		},
		describeChanges: (a, b) => describeChanges(a, b, { out: (n) => `${n}`, duration: (s) => `${s}s` }),
		onSent: (id) => sent.push(id)
	});
	const recipient = opts.recipient ?? (opts.route.destAssetChainId === L1 || opts.route.destAssetChainId === L2 ? INIT_ADDR : keplr.address);
	const preview = () => flow.preview({ recipient, slippage: '0.5' });
	const phase = () => flow.phase;
	const steps = () => stepsOf(flow.phase, shapeOf(flow.phase, opts.route.sourceAssetChainId === EVM)).map((s) => `${s.id}:${s.status}`);
	return { flow, history, wallet, evm, keplr, chains, router, msgsGate, quote, exec, evmExec, evmGate, sent, preview, phase, steps };
}

const reviewing = async (t: Awaited<ReturnType<typeof setup>>) => {
	await t.preview();
	expect(t.phase().name).toBe('reviewing');
};

const ready = (p: Phase) => {
	if (!('ready' in p)) throw new Error(`no prepared transaction in ${p.name}`);
	return p.ready;
};

/** The broadcast tx's sign mode and sequence. */
function decodeBroadcast(bytes: Uint8Array) {
	const raw = TxRaw.decode(bytes);
	const info = AuthInfo.decode(raw.authInfoBytes);
	return { mode: info.signerInfos[0]!.modeInfo!.single!.mode, sequence: info.signerInfos[0]!.sequence, fee: info.fee!, memo: TxBody.decode(raw.bodyBytes).memo };
}

describe('TransferFlow, Cosmos with an EVM wallet (EIP-191)', () => {
	it('goes through every phase in order, records before broadcasting, and ends with the history', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		expect(t.phase()).toEqual({ name: 'editing', notice: null });

		t.quote.gate.close();
		t.msgsGate.close();
		const previewing = t.preview();
		expect(t.phase().name).toBe('quoting');
		t.quote.gate.open();
		// The account has no public key on chain yet: the wallet signs the identify message once.
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'preparing', step: 'messages', waiting: 'network' }));
		expect(t.evm.signed).toEqual(['Sign this message to identify your Initia account.']);
		expect(t.steps()).toEqual(['addresses:done', 'messages:active', 'review:todo', 'sign:todo', 'broadcast:todo', 'track:todo']);
		t.msgsGate.open();
		await previewing;
		expect(t.phase().name).toBe('reviewing');
		const r = ready(t.phase());
		expect(r.review.messages[0]!.title).toBe('OP bridge deposit');
		expect(r.review.summary.find((f) => f.label === 'Signing')!.value).toMatch(/EIP-191/);
		expect(t.router.msgs).toHaveBeenCalledWith(expect.objectContaining({ addressList: [INIT_ADDR, INIT_ADDR], slippageTolerancePercent: '0.5' }), expect.anything());
		expect(t.chains[L1].broadcasts).toEqual([]);

		t.quote.gate.close();
		t.evm.gate.close();
		t.chains[L1].gates.broadcast.close();
		t.chains[L1].gates.tx.close();
		const confirming = t.flow.confirm();
		expect(t.phase().name).toBe('confirming');
		t.quote.gate.open();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'signing', step: 'sign', waiting: 'wallet' }));
		expect(t.history.items).toEqual([]);
		t.evm.gate.open();
		await vi.waitFor(() => expect(t.phase().name).toBe('broadcasting'));
		// Written to the history the moment the wallet returned the bytes, and not tracked until the chain answers.
		expect(t.history.items[0]).toMatchObject({ broadcast: 'pending', origin: 'app', sender: INIT_ADDR, route: { srcSymbol: 'INIT', amountIn: '1000000' } });
		expect(t.history.sending).toEqual([t.history.items[0]!.id]);
		expect(t.steps()).toEqual(['addresses:done', 'messages:done', 'review:done', 'sign:done', 'broadcast:active', 'track:todo']);
		t.chains[L1].gates.broadcast.open();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'tracking', inclusion: 'pending' }));
		expect(t.history.items[0]).toMatchObject({ broadcast: 'sent' });
		expect(t.history.sending).toEqual([]);
		expect(t.sent).toEqual([t.history.items[0]!.id]);
		expect(t.flow.sent).toBe(true);
		t.chains[L1].gates.tx.open();
		await confirming;
		expect(t.phase()).toMatchObject({ name: 'tracking', inclusion: 'included' });

		// The wallet signed exactly the document the review showed, as EIP-191.
		const doc = JSON.parse(t.evm.signed[1]!);
		expect(doc).toEqual(JSON.parse(r.review.raw));
		expect(doc).toMatchObject({ chain_id: L1, account_number: '7', sequence: '3' });
		expect(decodeBroadcast(t.chains[L1].broadcasts[0]!)).toMatchObject({ mode: 191, sequence: 3n });

		// The tracker's answer ends it.
		const id = t.history.items[0]!.id;
		t.history.patch(id, { status: toStored(makeStatus('STATE_COMPLETED_SUCCESS'), 1) });
		expect(t.phase()).toMatchObject({ name: 'ended', outcome: { kind: 'finished', historyId: id } });
		expect(t.steps().every((s) => s.endsWith(':done'))).toBe(true);
	});

	it('a wallet rejection stops at Sign with nothing recorded; Try again asks the wallet again', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		t.evm.state.rejectNext = true;
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'sign', problem: { kind: 'rejected' }, resume: { from: 'sign' } });
		expect(t.history.items).toEqual([]);
		expect(t.chains[L1].broadcasts).toEqual([]);
		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking', inclusion: 'included' });
		expect(t.chains[L1].broadcasts).toHaveLength(1);
	});

	it('refuses to sign what the guard rejects, in plain words, with no Try again', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm', msgs: () => deposit(INIT_ADDR, INIT_ADDR, '999') });
		await t.preview();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'review', problem: { kind: 'refused' }, resume: null });
		const p = t.phase();
		if (p.name !== 'stopped') throw new Error();
		expect(p.problem.details.join(' ')).toMatch(/quote was for 1000000 uinit/);
	});

	it('a bad-price warning waits for consent before anything is prepared', async () => {
		const t = await setup({ route: depositRoute({ warning: { type: 'BAD_PRICE_WARNING', message: 'bad price' } }), wallet: 'evm' });
		await t.preview();
		expect(t.phase()).toMatchObject({ name: 'warned' });
		expect(t.router.msgs).not.toHaveBeenCalled();
		await t.flow.consent();
		expect(t.phase().name).toBe('reviewing');
	});

	it('a re-quote that changed blocks signing until confirmed, then fetches messages for the new route', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		expect(t.flow.changes).toEqual([]);
		t.quote.route = depositRoute({ amount_out: '999000' });
		expect(t.flow.changes).toEqual(['You receive less: 1000000 → 999000']);
		await t.flow.confirm();
		expect(t.phase().name).toBe('reviewing');
		expect(t.evm.signed).toHaveLength(1); // identify only
		await t.flow.acceptChanges();
		expect(t.router.msgs).toHaveBeenCalledTimes(2);
		expect(ready(t.phase()).basis.route.amountOut).toBe(999_000n);
		expect(t.flow.changes).toEqual([]);
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
	});

	it('a change of wallet account voids what was prepared: back to the form, or stopped mid-step', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		t.flow.walletChanged();
		expect(t.phase()).toMatchObject({ name: 'editing', notice: expect.stringMatching(/account changed/) });

		const u = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(u);
		u.wallet.epoch++;
		await u.flow.confirm();
		expect(u.phase()).toMatchObject({ name: 'stopped', problem: { kind: 'changed' }, resume: null });
	});

	it('Back abandons a running step: its late answer changes nothing', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		t.msgsGate.close();
		const previewing = t.preview();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ step: 'messages' }));
		t.flow.back();
		t.msgsGate.open();
		await previewing;
		expect(t.phase()).toEqual({ name: 'editing', notice: null });
	});
});

describe('TransferFlow, chain refusals', () => {
	it('sequence mismatch (another sender got in first): not sent; Try again re-reads the account and signs new bytes', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		// Another tab sends from the same account after the review was built.
		t.chains[L1].race(INIT_ADDR);
		await t.flow.confirm();
		const p = t.phase();
		expect(p).toMatchObject({ name: 'ended', outcome: { kind: 'not-sent', problem: { kind: 'chain' }, resume: { from: 'resign' } } });
		expect(t.flow.sent).toBe(false);
		expect(t.steps()).toContain('broadcast:error');
		expect(t.history.items[0]).toMatchObject({ broadcast: 'rejected', broadcastError: 'account sequence mismatch, expected 4, got 3: incorrect account sequence' });
		expect(t.sent).toEqual([]);

		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking', inclusion: 'included' });
		const [refused, accepted] = t.chains[L1].broadcasts;
		expect(decodeBroadcast(accepted!).sequence).toBe(4n);
		expect(toBase64(accepted!)).not.toBe(toBase64(refused!));
		expect(t.evm.signed).toHaveLength(3); // identify, the refused signature, the new one
		// One transfer, one entry: the refused attempt is superseded.
		expect(t.history.items).toHaveLength(1);
		expect(t.history.items[0]).toMatchObject({ broadcast: 'sent' });
	});

	it('fee below the minimum: Try again pays at least what the chain asked for', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		t.chains[L1].refuseNext = { code: 13, rawLog: 'insufficient fees; got: 2100uinit required: 5000uinit: insufficient fee' };
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'ended', outcome: { kind: 'not-sent' } });
		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
		expect(decodeBroadcast(t.chains[L1].broadcasts[1]!).fee.amount).toEqual([{ denom: 'uinit', amount: '5000' }]);
	});

	it('out of gas: Try again doubles the gas limit', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		t.chains[L1].refuseNext = { code: 11, rawLog: 'out of gas in location: txSize; gasWanted: 140000, gasUsed: 150000: out of gas' };
		await t.flow.confirm();
		await t.flow.retry();
		const gas = t.chains[L1].broadcasts.map((b) => decodeBroadcast(b).fee.gasLimit);
		expect(gas).toEqual([140_000n, 280_000n]);
	});

	it('no answer from the broadcast: Try again sends the same bytes (they may already be on chain)', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		await reviewing(t);
		t.chains[L1].dropNext = true;
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'broadcast', resume: { from: 'rebroadcast' } });
		expect(t.history.items[0]).toMatchObject({ broadcast: 'pending' });
		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
		const [first, second] = t.chains[L1].broadcasts;
		expect(toBase64(second!)).toBe(toBase64(first!));
		expect(t.evm.signed).toHaveLength(2);
	});

	it('included but failed on chain: recorded as failed', async () => {
		const t = await setup({ route: depositRoute(), wallet: 'evm' });
		t.chains[L1].failOnChain = true;
		await reviewing(t);
		await t.flow.confirm();
		expect(t.history.items[0]).toMatchObject({ broadcast: 'failed', broadcastError: 'insufficient funds' });
		expect(t.phase()).toMatchObject({ name: 'ended', outcome: { kind: 'finished' } });
	});
});

describe('TransferFlow, Keplr on a Cosmos chain', () => {
	it('direct mode: a software key signs SIGN_MODE_DIRECT', async () => {
		const t = await setup({ route: nobleRoute(), wallet: 'keplr', msgs: () => ibc(t.keplr.address, INIT_ADDR) });
		await reviewing(t);
		expect(ready(t.phase()).review.summary.find((f) => f.label === 'Signing')!.value).toBe('Keplr direct mode');
		t.keplr.gate.close();
		const confirming = t.flow.confirm();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'signing', waiting: 'wallet', hint: 'Approve the transaction in your wallet.' }));
		t.keplr.gate.open();
		await confirming;
		expect(t.keplr.calls).toEqual(['direct']);
		expect(decodeBroadcast(t.chains[NOBLE].broadcasts[0]!)).toMatchObject({ mode: 1, sequence: 1n });
		expect(t.phase()).toMatchObject({ name: 'tracking', inclusion: 'included' });
	});

	it('amino mode for a Ledger key, and a refusal re-signed in amino too', async () => {
		const t = await setup({ route: nobleRoute(), wallet: 'keplr-ledger', msgs: () => ibc(t.keplr.address, INIT_ADDR) });
		await reviewing(t);
		expect(ready(t.phase()).review.summary.find((f) => f.label === 'Signing')!.value).toBe('Keplr amino mode');
		t.chains[NOBLE].race(t.keplr.address);
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'ended', outcome: { kind: 'not-sent' } });
		await t.flow.retry();
		expect(t.keplr.calls).toEqual(['amino', 'amino']);
		expect(t.chains[NOBLE].broadcasts.map((b) => decodeBroadcast(b))).toMatchObject([
			{ mode: 127, sequence: 1n },
			{ mode: 127, sequence: 2n }
		]);
		expect(t.phase()).toMatchObject({ name: 'tracking' });
	});

	it('a Keplr rejection is a calm stop with Try again', async () => {
		const t = await setup({ route: nobleRoute(), wallet: 'keplr', msgs: () => ibc(t.keplr.address, INIT_ADDR) });
		await reviewing(t);
		t.keplr.state.rejectNext = true;
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'sign', problem: { kind: 'rejected', title: 'Request rejected' } });
		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
	});
});

describe('TransferFlow, EVM source with an approval', () => {
	it('approve (wallet) → approval confirming (network) → send → tracking, with the approve step shown', async () => {
		const t = await setup({ route: evmRoute(), wallet: 'evm', msgs: () => evmTx() });
		await reviewing(t);
		expect(t.steps()).toEqual(['addresses:done', 'messages:done', 'review:active', 'approve:todo', 'sign:todo', 'broadcast:todo', 'track:todo']);
		expect(ready(t.phase()).review.messages.map((m) => m.title)).toEqual(['Token approval (exact amount)', 'Bridge transaction']);
		t.evmGate.close();
		const confirming = t.flow.confirm();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'signing', step: 'approve', waiting: 'wallet', hint: expect.stringMatching(/^Approve exactly 1 USDC/) }));
		expect(t.steps()).toContain('approve:active');
		t.evmGate.open();
		await confirming;
		expect(t.phase()).toMatchObject({ name: 'tracking', hash: `0x${'ab'.repeat(32)}`, inclusion: 'included' });
		expect(t.history.items[0]).toMatchObject({ txHash: `0x${'ab'.repeat(32)}`, broadcast: 'sent' });
		expect(t.steps()).toEqual(['addresses:done', 'messages:done', 'review:done', 'approve:done', 'sign:done', 'broadcast:done', 'track:active']);
	});

	it('a transaction sped up in the wallet is followed under its new hash: phase, history entry, tracking', async () => {
		const SENT = `0x${'ab'.repeat(32)}`;
		const FASTER = `0x${'cd'.repeat(32)}`;
		const t = await setup({ route: evmRoute(), wallet: 'evm', msgs: () => evmTx() });
		await reviewing(t);
		const evmSend = { from: EVM_ADDR.toLowerCase(), nonce: '4', to: null, value: '0', block: '99' };
		t.evmExec.waitEvmInclusion.mockImplementationOnce(async (_hash, _rpc, onPending) => {
			// The chain showed it pending: its sender and nonce go into the entry (what a reloaded page searches by).
			onPending?.(evmSend);
			expect(t.history.items[0]).toMatchObject({ txHash: SENT, evmSend });
			return { kind: 'included', height: 1n, spedUpAs: FASTER };
		});
		await t.flow.confirm();
		expect(t.evmExec.waitEvmInclusion).toHaveBeenCalledWith(SENT, expect.anything(), expect.any(Function));
		expect(t.phase()).toMatchObject({ name: 'tracking', hash: FASTER, historyId: `${EVM}:${'cd'.repeat(32)}`, inclusion: 'included' });
		// One entry, under the hash the chain has, not yet tracked: the tracker registers FASTER with the router.
		expect(t.history.items).toHaveLength(1);
		expect(t.history.items[0]).toMatchObject({ id: `${EVM}:${'cd'.repeat(32)}`, txHash: FASTER, broadcast: 'sent', tracked: false, sender: EVM_ADDR, evmSend, replacedHash: SENT });
	});

	it('sped up after the receipt wait gave up: the entry a tracker moved to the new hash still ends this flow', async () => {
		const SENT = `0x${'ab'.repeat(32)}`;
		const FASTER = `0x${'cd'.repeat(32)}`;
		const t = await setup({ route: evmRoute(), wallet: 'evm', msgs: () => evmTx() });
		await reviewing(t);
		t.evmExec.waitEvmInclusion.mockImplementationOnce(async () => ({ kind: 'timeout' }));
		await t.flow.confirm();
		const sentId = `${EVM}:${'ab'.repeat(32)}`;
		expect(t.phase()).toMatchObject({ name: 'tracking', hash: SENT, historyId: sentId, inclusion: 'timeout' });
		// The pool's tracker finds the speed-up (evm-send.ts) and moves the entry; the router then says it ended.
		const moved = t.history.rehash(sentId, FASTER)!;
		t.history.patch(moved, { status: toStored(makeStatus('STATE_COMPLETED_SUCCESS'), 1) });
		expect(t.phase()).toMatchObject({ name: 'ended', outcome: { kind: 'finished', historyId: sentId } });
	});

	it('a rejected approval stops at Approve tokens; Try again runs the EVM steps again', async () => {
		const t = await setup({ route: evmRoute(), wallet: 'evm', msgs: () => evmTx() });
		await reviewing(t);
		t.evmExec.runEvm.mockImplementationOnce(async ({ onStep }) => {
			onStep({ kind: 'approve', token: USDC_EVM, spender: OFT, amount: '1000000' });
			throw new (await import('$lib/signing/errors')).WalletRejectedError();
		});
		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'approve', problem: { kind: 'rejected' } });
		expect(t.history.items).toEqual([]);
		await t.flow.retry();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
		expect(t.evmExec.runEvm).toHaveBeenCalledTimes(2);
	});
});

describe('TransferFlow, op hook (Authorize conversion)', () => {
	it('shows the conversion, signs it on the rollup when asked, and sends it inside the deposit', async () => {
		let hookSent = '';
		const t = await setup({
			route: depositRoute({ required_op_hook: true }),
			wallet: 'evm',
			msgs: (req) => {
				hookSent = req.signedOpHook?.hook ?? '';
				return deposit(INIT_ADDR, INIT_ADDR, '1000000', hookSent);
			}
		});
		await t.preview();
		const p = t.phase();
		expect(p).toMatchObject({ name: 'authorizing', review: { chainId: L2, messages: [{ title: 'EVM contract call', typeUrl: '/minievm.evm.v1.MsgCall' }] } });
		expect(t.steps()).toContain('authorize:active');
		expect(t.router.msgs).not.toHaveBeenCalled();
		expect(t.evm.signed).toHaveLength(1); // identify only

		t.evm.gate.close();
		const authorizing = t.flow.authorize();
		await vi.waitFor(() => expect(t.phase()).toMatchObject({ name: 'preparing', step: 'authorize', waiting: 'wallet' }));
		t.evm.gate.open();
		await authorizing;
		expect(t.phase().name).toBe('reviewing');
		const hookDoc = JSON.parse(t.evm.signed[1]!);
		// Another chain than the source: the rollup account's own sequence, fee {[], 1}.
		expect(hookDoc).toMatchObject({ chain_id: L2, account_number: '9', sequence: '0', fee: { amount: [], gas: '1' } });
		const hookTx = TxRaw.decode(fromBase64(hookSent));
		expect(AuthInfo.decode(hookTx.authInfoBytes).signerInfos[0]!.modeInfo!.single!.mode).toBe(191);
		expect(ready(t.phase()).hook).toEqual({ signer: INIT_ADDR, hook: hookSent });

		await t.flow.confirm();
		expect(t.phase()).toMatchObject({ name: 'tracking' });
	});

	it('a rejected conversion stops at Authorize; Try again asks the wallet again', async () => {
		const t = await setup({ route: depositRoute({ required_op_hook: true }), wallet: 'evm', msgs: (req) => deposit(INIT_ADDR, INIT_ADDR, '1000000', req.signedOpHook?.hook ?? '') });
		await t.preview();
		t.evm.state.rejectNext = true;
		await t.flow.authorize();
		expect(t.phase()).toMatchObject({ name: 'stopped', at: 'authorize', problem: { kind: 'rejected' }, resume: { from: 'authorize' } });
		await t.flow.retry();
		expect(t.phase().name).toBe('reviewing');
	});
});
