// What a transfer's source transaction sent, read from its messages as the chain's REST API returns
// them (proto JSON): the asset, amount, sender and first recipient. This is how a status link opened
// in a fresh browser (no route in its history) says what is being transferred. Pure; never throws.
import { cleanText } from '$lib/safe';

export interface SourceTransfer {
	kind: 'ibc' | 'op-deposit' | 'op-withdrawal';
	sender: string;
	/** The first hop's recipient (an intermediate account when the route forwards further). */
	receiver: string;
	denom: string;
	amount: bigint;
}

type Msg = { typeUrl: string; value: Record<string, unknown> };

const KINDS: Record<string, { kind: SourceTransfer['kind']; coin: string; to: string }> = {
	'/ibc.applications.transfer.v1.MsgTransfer': { kind: 'ibc', coin: 'token', to: 'receiver' },
	'/opinit.ophost.v1.MsgInitiateTokenDeposit': { kind: 'op-deposit', coin: 'amount', to: 'to' },
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal': { kind: 'op-withdrawal', coin: 'amount', to: 'to' }
};

const str = (x: unknown, max: number) => (typeof x === 'string' && x.length > 0 && x.length <= max ? cleanText(x, max) : null);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The first bridging message of a tx, or null when it has none this client knows. */
export function sourceTransferOf(messages: Msg[]): SourceTransfer | null {
	for (const m of messages) {
		const k = KINDS[m.typeUrl];
		if (!k) continue;
		const coin = m.value[k.coin];
		if (!isRecord(coin)) continue;
		const sender = str(m.value.sender, 128);
		const receiver = str(m.value[k.to], 128);
		const denom = str(coin.denom, 256);
		const amount = typeof coin.amount === 'string' && /^\d{1,80}$/.test(coin.amount) ? BigInt(coin.amount) : null;
		if (sender && receiver && denom && amount !== null) return { kind: k.kind, sender, receiver, denom, amount };
	}
	return null;
}
