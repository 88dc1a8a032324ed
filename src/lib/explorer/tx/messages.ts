// Decoders for the messages most txs carry (bank send, EVM call/create, Move execute, Wasm
// execute): proto-JSON in, a MessageView out. Rarer types (IBC, OPinit, ICS-721, packets…) live in
// rare-messages.ts, loaded only when a tx has one; until then they show generically.
import { coinOf, coinsOf, f, genericView, isObj, str, type Field, type Json, type MessageView } from './fields';
import { methodLabel, methodOf } from './selectors';

type Decoder = (v: Json) => Omit<MessageView, 'typeUrl'>;

/** Base64 (std or URL-safe) → lowercase hex; undefined when it is not base64. */
export function base64ToHex(b64: string): string | undefined {
	try {
		const bin = atob(b64.replace(/-/g, '+').replace(/_/g, '/'));
		let out = '';
		for (let i = 0; i < bin.length; i++) out += bin.charCodeAt(i).toString(16).padStart(2, '0');
		return out;
	} catch {
		return undefined;
	}
}

/** A Wasm `msg`: an inline JSON object (REST, indexer) or base64 of JSON bytes (some encoders). */
function wasmMsg(x: unknown): unknown {
	if (typeof x !== 'string') return x;
	try {
		return JSON.parse(atob(x)) as unknown;
	} catch {
		return x;
	}
}

function moveArgs(v: Json, json: boolean): Field[] {
	const args = Array.isArray(v.args) ? v.args.filter((a): a is string => typeof a === 'string') : [];
	if (!args.length) return [];
	const value = args.map((a) => (json ? { encoding: 'json' as const, text: a } : { encoding: 'bcs' as const, text: `0x${base64ToHex(a) ?? ''}` }));
	return [{ label: args.length === 1 ? 'Argument' : `Arguments (${args.length})`, value: { kind: 'args', value } }];
}

const moveExecute =
	(json: boolean): Decoder =>
	(v) => {
		const fn = [str(v.module_address), str(v.module_name), str(v.function_name)].filter(Boolean).join('::');
		const typeArgs = Array.isArray(v.type_args) ? v.type_args.filter((t): t is string => typeof t === 'string') : [];
		return {
			title: 'Move call',
			summary: [str(v.module_name), str(v.function_name)].filter(Boolean).join('::'),
			fields: [...f.address('Sender', v.sender), ...f.mono('Function', fn), ...(typeArgs.length ? f.mono('Type arguments', typeArgs.join(', ')) : []), ...moveArgs(v, json)]
		};
	};

export const COMMON: Record<string, Decoder> = {
	'/cosmos.bank.v1beta1.MsgSend': (v) => ({
		title: 'Send',
		fields: [...f.address('From', v.from_address), ...f.address('To', v.to_address), ...f.coins('Amount', coinsOf(v.amount))]
	}),
	'/minievm.evm.v1.MsgCall': (v) => {
		const input = str(v.input) ?? '0x';
		const method = methodOf(input);
		const value = str(v.value);
		return {
			title: 'EVM call',
			summary: methodLabel(method),
			fields: [
				...f.address('Sender', v.sender),
				...f.address('Contract', str(v.contract_addr)?.toLowerCase()),
				...f.mono('Method', method.kind === 'call' ? (method.name ? `${method.name} · ${method.selector}` : method.selector) : methodLabel(method)),
				// MsgCall.value is in the fee token's base units (not wei).
				...(value && value !== '0' ? f.mono('Value (base units of the fee token)', value) : []),
				...f.hex('Input', input === '0x' ? undefined : input)
			]
		};
	},
	'/minievm.evm.v1.MsgCreate': (v) => ({ title: 'EVM contract creation', fields: [...f.address('Sender', v.sender), ...f.hex('Code', v.code)] }),
	'/minievm.evm.v1.MsgCreate2': (v) => ({ title: 'EVM contract creation (CREATE2)', fields: [...f.address('Sender', v.sender), ...f.mono('Salt', v.salt), ...f.hex('Code', v.code)] }),
	'/initia.move.v1.MsgExecute': moveExecute(false),
	'/initia.move.v1.MsgExecuteJSON': moveExecute(true),
	'/cosmwasm.wasm.v1.MsgExecuteContract': (v) => {
		const msg = wasmMsg(v.msg);
		const action = isObj(msg) ? Object.keys(msg)[0] : undefined;
		return {
			title: 'Wasm execute',
			...(action ? { summary: action } : {}),
			fields: [...f.address('Sender', v.sender), ...f.address('Contract', v.contract), ...f.json('Message', msg), ...f.coins('Funds', coinsOf(v.funds))]
		};
	}
};

/** Message types rare-messages.ts decodes (a tx with one of these loads it). */
export const RARE_TYPES = new Set([
	'/ibc.applications.transfer.v1.MsgTransfer',
	'/opinit.ophost.v1.MsgInitiateTokenDeposit',
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal',
	'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal',
	'/opinit.opchild.v1.MsgFinalizeTokenDeposit',
	'/ibc.applications.nft_transfer.v1.MsgTransfer',
	'/ibc.core.channel.v1.MsgRecvPacket',
	'/ibc.core.channel.v1.MsgAcknowledgement',
	'/ibc.core.channel.v1.MsgTimeout',
	'/cosmwasm.wasm.v1.MsgInstantiateContract',
	'/cosmwasm.wasm.v1.MsgInstantiateContract2',
	'/cosmos.authz.v1beta1.MsgExec',
	'/cosmos.bank.v1beta1.MsgMultiSend',
	'/initia.move.v1.MsgScript',
	'/initia.move.v1.MsgScriptJSON',
	'/initia.move.v1.MsgPublish'
]);

/** A common message decoded, or undefined (rare: decode with rare-messages.ts; unknown: genericView). */
export function decodeCommon(typeUrl: string, value: Json): MessageView | undefined {
	const d = COMMON[typeUrl];
	return d ? { typeUrl, ...d(value) } : undefined;
}

/** Every message with the decoders at hand (`rare` once loaded); unknown types show their fields. */
export function decodeMessages(messages: { typeUrl: string; value: Json }[], rare?: (typeUrl: string, value: Json) => MessageView | undefined): MessageView[] {
	return messages.map((m) => decodeCommon(m.typeUrl, m.value) ?? rare?.(m.typeUrl, m.value) ?? genericView(m.typeUrl, m.value));
}

/** Messages that start a transfer the bridge's tracker can follow (IBC and the OP bridge). */
const BRIDGE_TYPES = new Set(['/ibc.applications.transfer.v1.MsgTransfer', '/opinit.ophost.v1.MsgInitiateTokenDeposit', '/opinit.opchild.v1.MsgInitiateTokenWithdrawal']);

export const startsTransfer = (messages: { typeUrl: string }[]) => messages.some((m) => BRIDGE_TYPES.has(m.typeUrl));

export const needsRare = (messages: { typeUrl: string }[]) => messages.some((m) => RARE_TYPES.has(m.typeUrl));

export { coinOf };
