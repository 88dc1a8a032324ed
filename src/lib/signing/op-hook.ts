// OPinit bridge hook ("Authorize conversion", router-api §6, wallets.md §4.9): an L2 tx the user pre-signs with
// EIP-191; the bridge runs it on the destination after the deposit. Account lookup/polling is the caller's.
import { toBase64 } from './bytes';
import type { OpHook } from '$lib/api/router';
import { sameAccount } from './address';
import { decodeMsg, type DecodedMsg } from './decode';
import { signCosmosTxEip191, type PersonalSign } from './eip191';
import { SignerMismatchError, UnsupportedMessageError } from './errors';
import { toUint64, type Uint64 } from './sign-doc';

/** `signed_op_hook` for /v2/fungible/msgs. */
export interface SignedOpHook {
	signer: string;
	hook: string;
}

// Hooks convert bridged coins on the rollup; nothing else may ride along.
const HOOK_TYPE_URLS: readonly string[] = ['/minievm.evm.v1.MsgCall', '/initia.move.v1.MsgExecute', '/cosmwasm.wasm.v1.MsgExecuteContract'];

/** The hook's messages, for review before signing. */
export function decodeOpHook(opHook: OpHook): DecodedMsg[] {
	return opHook.hook.map((h) => {
		if (!HOOK_TYPE_URLS.includes(h.msgTypeUrl)) throw new UnsupportedMessageError(h.msgTypeUrl, 'not allowed in a bridge hook');
		return decodeMsg(h.msgTypeUrl, h.msg);
	});
}

export interface SignOpHookRequest {
	opHook: OpHook;
	/** The route's source chain: when the hook runs there, the outer tx consumes two sequence numbers first. */
	sourceChainId: string;
	/** The user's `init1…` address. */
	signer: string;
	/** 33-byte compressed ethsecp256k1 key. */
	pubkey: Uint8Array;
	/** The signer's account on the hook chain (`account_info`). */
	accountNumber: Uint64;
	sequence: Uint64;
	personalSign: PersonalSign;
}

export async function signOpHook(req: SignOpHookRequest): Promise<SignedOpHook> {
	const messages = decodeOpHook(req.opHook);
	const foreign = messages.find((m) => !sameAccount(m.sender, req.signer));
	if (foreign) throw new SignerMismatchError(`The bridge hook would run as ${foreign.sender}, not ${req.signer}`);
	// minievm bumps the sequence per MsgCall; the outer tx on the same chain takes two
	const sequence = toUint64(req.sequence, 'sequence') + (req.opHook.chainId === req.sourceChainId ? 2n : 0n);
	const tx = await signCosmosTxEip191({
		personalSign: req.personalSign,
		messages: messages.map((m) => m.msg),
		fee: { amount: [], gas: '1' },
		chainId: req.opHook.chainId,
		memo: '',
		accountNumber: req.accountNumber,
		sequence,
		pubkey: req.pubkey
	});
	return { signer: req.signer, hook: toBase64(tx) };
}
