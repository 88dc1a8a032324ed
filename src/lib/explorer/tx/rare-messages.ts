// Decoders for the message types fewer txs carry: IBC (ICS-20 and ICS-721 sends, received packets,
// acks, timeouts), the OP bridge (deposit, withdrawal, both finalizations), Wasm instantiation,
// authz exec, multi-send and Move scripts/publishing. Loaded on demand by the tx page.
import { coinOf, coinsOf, f, genericView, isObj, str, type Field, type Json, type MessageView } from './fields';
import { base64ToHex } from './messages';

type Decoder = (v: Json) => Omit<MessageView, 'typeUrl'>;

/** Size of a base64 bytes field. */
const size = (label: string, b64: unknown) => (typeof b64 === 'string' && b64 ? f.mono(label, `${Math.floor((b64.replace(/=+$/, '').length * 3) / 4)} bytes`) : []);

const coin = (label: string, v: unknown) => {
	const c = coinOf(v);
	return c ? f.coins(label, [c]) : [];
};

/** Packet data is base64 of JSON (ICS-20, ICS-721); anything else stays as it came. */
function packetData(b64: unknown): unknown {
	if (typeof b64 !== 'string') return undefined;
	try {
		return JSON.parse(atob(b64)) as unknown;
	} catch {
		return b64;
	}
}

function packetFields(p: unknown): Field[] {
	if (!isObj(p)) return [];
	const route = [str(p.source_port), str(p.source_channel)].filter(Boolean).join('/');
	const dest = [str(p.destination_port), str(p.destination_channel)].filter(Boolean).join('/');
	const data = packetData(p.data);
	const fields: Field[] = [
		...(route ? [{ label: 'From channel', value: { kind: 'route' as const, value: route } }] : []),
		...(dest ? [{ label: 'To channel', value: { kind: 'route' as const, value: dest } }] : []),
		...f.mono('Sequence', p.sequence)
	];
	if (isObj(data) && typeof data.amount === 'string' && typeof data.denom === 'string')
		return [...fields, ...f.text('Sender', data.sender), ...f.text('Receiver', data.receiver), ...f.mono('Token', `${data.amount} ${data.denom}`), ...f.text('Memo', data.memo)];
	return [...fields, ...f.json('Packet data', data)];
}

const RARE: Record<string, Decoder> = {
	'/ibc.applications.transfer.v1.MsgTransfer': (v) => ({
		title: 'IBC transfer',
		summary: [str(v.source_port), str(v.source_channel)].filter(Boolean).join('/'),
		fields: [
			...f.address('Sender', v.sender),
			// The receiver lives on another chain: its address is not a page here.
			...f.text('Receiver', v.receiver),
			...coin('Amount', v.token),
			...(str(v.source_channel) ? [{ label: 'Channel', value: { kind: 'route' as const, value: `${str(v.source_port) ?? 'transfer'}/${str(v.source_channel)}` } }] : []),
			...(str(v.timeout_timestamp) && v.timeout_timestamp !== '0' ? f.text('Times out', new Date(Number(BigInt(String(v.timeout_timestamp)) / 1_000_000n)).toISOString()) : []),
			...f.text('Memo', v.memo)
		]
	}),
	'/opinit.ophost.v1.MsgInitiateTokenDeposit': (v) => ({
		title: 'OP bridge deposit',
		summary: str(v.bridge_id) ? `bridge ${str(v.bridge_id)}` : undefined,
		fields: [...f.address('Sender', v.sender), ...f.text('To (on the rollup)', v.to), ...coin('Amount', v.amount), ...f.mono('Bridge id', v.bridge_id), ...f.hex('Hook data', typeof v.data === 'string' && v.data ? `0x${base64ToHex(v.data) ?? ''}` : undefined)]
	}),
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal': (v) => ({
		title: 'OP bridge withdrawal',
		summary: 'to the L1',
		fields: [...f.address('Sender', v.sender), ...f.text('To (on the L1)', v.to), ...coin('Amount', v.amount)]
	}),
	'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': (v) => ({
		title: 'Claim OP bridge withdrawal',
		fields: [...f.address('Sender', v.sender), ...f.text('From (on the rollup)', v.from), ...f.address('To', v.to), ...coin('Amount', v.amount), ...f.mono('Bridge id', v.bridge_id), ...f.mono('Output index', v.output_index), ...f.mono('Sequence', v.sequence)]
	}),
	'/opinit.opchild.v1.MsgFinalizeTokenDeposit': (v) => ({
		title: 'OP bridge deposit arrived',
		fields: [...f.address('Executor', v.sender), ...f.text('From (on the L1)', v.from), ...f.address('To', v.to), ...coin('Amount', v.amount), ...f.mono('L1 sequence', v.sequence), ...f.mono('Base denom', v.base_denom)]
	}),
	'/ibc.applications.nft_transfer.v1.MsgTransfer': (v) => ({
		title: 'NFT transfer over IBC',
		summary: [str(v.source_port), str(v.source_channel)].filter(Boolean).join('/'),
		fields: [
			...f.address('Sender', v.sender),
			...f.text('Receiver', v.receiver),
			...f.mono('Class', v.class_id),
			...f.mono('Token ids', Array.isArray(v.token_ids) ? v.token_ids.filter((t) => typeof t === 'string').join(', ') : undefined),
			...f.text('Memo', v.memo)
		]
	}),
	'/ibc.core.channel.v1.MsgRecvPacket': (v) => ({ title: 'IBC packet received', fields: [...f.address('Relayer', v.signer), ...packetFields(v.packet)] }),
	'/ibc.core.channel.v1.MsgAcknowledgement': (v) => ({ title: 'IBC acknowledgement', fields: [...f.address('Relayer', v.signer), ...packetFields(v.packet)] }),
	'/ibc.core.channel.v1.MsgTimeout': (v) => ({ title: 'IBC timeout', fields: [...f.address('Relayer', v.signer), ...packetFields(v.packet)] }),
	'/cosmwasm.wasm.v1.MsgInstantiateContract': (v) => ({
		title: 'Wasm instantiate',
		summary: str(v.label),
		fields: [...f.address('Sender', v.sender), ...f.address('Admin', v.admin), ...f.mono('Code id', v.code_id), ...f.json('Message', v.msg), ...f.coins('Funds', coinsOf(v.funds))]
	}),
	'/cosmwasm.wasm.v1.MsgInstantiateContract2': (v) => ({
		title: 'Wasm instantiate (predictable address)',
		summary: str(v.label),
		fields: [...f.address('Sender', v.sender), ...f.address('Admin', v.admin), ...f.mono('Code id', v.code_id), ...f.json('Message', v.msg), ...f.coins('Funds', coinsOf(v.funds))]
	}),
	'/cosmos.authz.v1beta1.MsgExec': (v) => ({ title: 'Execute on behalf of another account (authz)', fields: [...f.address('Grantee', v.grantee), ...f.json('Messages', v.msgs)] }),
	'/cosmos.bank.v1beta1.MsgMultiSend': (v) => ({ title: 'Multi-send', fields: [...f.json('Inputs', v.inputs), ...f.json('Outputs', v.outputs)] }),
	'/initia.move.v1.MsgScript': (v) => ({ title: 'Move script', fields: [...f.address('Sender', v.sender), ...size('Script', v.code_bytes), ...f.json('Arguments', v.args)] }),
	'/initia.move.v1.MsgScriptJSON': (v) => ({ title: 'Move script', fields: [...f.address('Sender', v.sender), ...size('Script', v.code_bytes), ...f.json('Arguments', v.args)] }),
	'/initia.move.v1.MsgPublish': (v) => ({ title: 'Move module publish', fields: [...f.address('Sender', v.sender), ...f.mono('Modules', Array.isArray(v.code_bytes) ? `${v.code_bytes.length}` : undefined), ...f.mono('Upgrade policy', v.upgrade_policy)] })
};

export function decodeRare(typeUrl: string, value: Json): MessageView | undefined {
	const d = RARE[typeUrl];
	return d ? { typeUrl, ...d(value) } : undefined;
}

export { genericView };
