// Shared test fixtures: the golden signing vectors (tests/golden/signing) and the public test keys.
// Test-only; never imported by app code.
import { fromBase64, toUtf8 } from '@cosmjs/encoding';
import fc from 'fast-check';
import derived from '../../../tests/golden/signing/derived_testkey_vectors.json';
import goUnit from '../../../tests/golden/signing/go_unit_vector.json';
import { fromAmino } from './amino';
import type { Msg, MsgOf, TypeUrl } from './proto';
import type { StdFee } from './sign-doc';

export { goUnit };

/** The public mnemonic of every dev toolchain; never funded. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

export type Vector = (typeof derived.vectors)[number];
export const vectors: Vector[] = derived.vectors;

/** The vector's tx messages (proto JSON, as a REST endpoint shows them) as proto messages. */
export function vectorMessages(v: Vector): Msg[] {
	return v.tx_json.body.messages.map((m) => {
		const { '@type': typeUrl, ...value } = m as { '@type': string } & Record<string, unknown>;
		return fromAmino(typeUrl, value);
	});
}

export function vectorFee(v: Vector): StdFee {
	const { amount, gas_limit } = v.tx_json.auth_info.fee;
	return { amount, gas: gas_limit };
}

export const vectorPubkey = (v: Vector) => fromBase64(v.pubkey_compressed_b64);

export const goldenPrivateKey = `0x${goUnit.private_key_hex}` as const;

// Arbitrary messages for property tests: required strings non-empty (the converters refuse empty ones),
// everything else free, so every omission rule gets exercised.
const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const name = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
const u64 = fc.bigInt(0n, 2n ** 64n - 1n);
const bytes = fc.uint8Array({ maxLength: 24 });
const coin = fc.record({ denom: name, amount: fc.bigInt(0n, 2n ** 128n).map(String) });
const coins = fc.array(coin, { maxLength: 3 });
const contractMsg = fc
	.dictionary(name, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
	// numbers a double holds only approximately cannot round-trip through text (see parseAminoJson);
	// keys shadowing Object.prototype confuse toStrictEqual's type check
	.filter((o) => !/\d{16}|"(constructor|__proto__)"/.test(JSON.stringify(o)))
	// amino round-trips the contract msg through JSON.parse, which reorders integer-like keys
	.map((o) => toUtf8(JSON.stringify(JSON.parse(JSON.stringify(o)))));

const arbitraries: { [K in TypeUrl]: fc.Arbitrary<MsgOf<K>['value']> } = {
	'/cosmos.bank.v1beta1.MsgSend': fc.record({ fromAddress: name, toAddress: name, amount: coins }),
	'/ibc.applications.transfer.v1.MsgTransfer': fc.record({
		sourcePort: name,
		sourceChannel: name,
		token: coin,
		sender: name,
		receiver: name,
		timeoutHeight: fc.record({ revisionNumber: u64, revisionHeight: u64 }),
		timeoutTimestamp: u64,
		memo: text,
		encoding: fc.constant('')
	}),
	'/cosmwasm.wasm.v1.MsgExecuteContract': fc.record({ sender: name, contract: name, msg: contractMsg, funds: coins }),
	'/opinit.ophost.v1.MsgInitiateTokenDeposit': fc.record({ sender: name, bridgeId: u64, to: name, amount: coin, data: bytes }),
	'/opinit.ophost.v1.MsgFinalizeTokenWithdrawal': fc.record({
		sender: name,
		bridgeId: u64,
		outputIndex: u64,
		withdrawalProofs: fc.array(bytes, { maxLength: 3 }),
		from: name,
		to: name,
		sequence: u64,
		amount: coin,
		version: bytes,
		storageRoot: bytes,
		lastBlockHash: bytes
	}),
	'/opinit.opchild.v1.MsgInitiateTokenWithdrawal': fc.record({ sender: name, to: name, amount: coin }),
	'/minievm.evm.v1.MsgCall': fc.record({
		sender: name,
		contractAddr: name,
		input: text,
		value: fc.bigInt(0n, 2n ** 128n).map(String),
		accessList: fc.array(fc.record({ address: text, storageKeys: fc.array(text, { maxLength: 2 }) }), { maxLength: 2 })
	}),
	'/initia.move.v1.MsgExecute': fc.record({
		sender: name,
		moduleAddress: name,
		moduleName: name,
		functionName: name,
		typeArgs: fc.array(name, { maxLength: 2 }),
		args: fc.array(bytes, { maxLength: 3 })
	})
};

export const TYPE_URLS = Object.keys(arbitraries) as TypeUrl[];

export const arbitraryMsg = <K extends TypeUrl>(typeUrl: K): fc.Arbitrary<Msg> =>
	(arbitraries[typeUrl] as fc.Arbitrary<MsgOf<K>['value']>).map((value) => ({ typeUrl, value }) as Msg);
