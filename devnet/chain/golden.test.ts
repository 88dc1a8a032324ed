// The verifier against tests/golden/signing: the five derived vectors (rebuilt amino sign doc,
// EIP-191 bytes, digest, acceptance, exact rejections) and the Go unit vector.
import { fromBase64, fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import registry from '../../tests/golden/signing/amino_registry.json' with { type: 'json' };
import derived from '../../tests/golden/signing/derived_testkey_vectors.json' with { type: 'json' };
import goVector from '../../tests/golden/signing/go_unit_vector.json' with { type: 'json' };
import type { ChainDef } from '../chains';
import { AMINO_NAMES, makeSignDoc, serializeSignDoc } from './amino';
import { ETH_SECP256K1, pubKeyAddress, verifySignature } from './keys';
import { decodeTx, txJson } from './proto/tx';
import { runAnte, type AnteAccount, type AnteView } from './verify';

const chain = (chainId: string, over: Partial<ChainDef>): ChainDef => ({
	chainId,
	chainName: chainId,
	prettyName: chainId,
	kind: 'initia-l2',
	bech32Prefix: 'init',
	feeDenom: 'uinit',
	gasPrice: '0.015',
	logo: '',
	blockMs: 1000,
	...over
});

/** The real chains the vectors were made for, with minimum gas prices their fees satisfy. */
const CHAINS: Record<string, ChainDef> = {
	'interwoven-1': chain('interwoven-1', { kind: 'initia-l1', vm: 'move' }),
	'intergaze-1': chain('intergaze-1', { vm: 'wasm', feeDenom: 'l2/fb936ffef4eb4019d82941992cc09ae2788ce7197fcb08cb00c4fe6f5e79184e', gasPrice: '0.03' }),
	'yominet-1': chain('yominet-1', { vm: 'evm', feeDenom: 'evm/E1Ff7038eAAAF027031688E1535a055B2Bac2546', gasPrice: '5000000' })
};

const view = (address: string, acc: AnteAccount): AnteView => ({
	account: (a) => (a === address ? acc : undefined),
	balance: () => 10n ** 30n
});

const N = secp256k1.Point.CURVE().n;

describe.each(derived.vectors)('golden vector $id', (v) => {
	const def = CHAINS[v.chain_id]!;
	const bytes = fromBase64(v.tx_raw_b64);
	const acc = { accountNumber: Number(v.account_number), sequence: Number(v.sequence) };
	const check = (b: Uint8Array = bytes, c = def, a: AnteAccount = acc) => runAnte(c, view(v.signer_bech32, a), b, { mode: 'check' });
	const sigFailure = (chainId: string, accountNumber: string) =>
		`signature verification failed; please verify account number (${accountNumber}) and chain-id (${chainId}): (unable to verify single signer signature): unauthorized`;
	const withSignature = (sig: Uint8Array) => {
		const raw = TxRaw.decode(bytes);
		return TxRaw.encode({ ...raw, signatures: [sig] }).finish();
	};

	it('decodes to the proto JSON of the vector and rebuilds the amino sign doc byte for byte', () => {
		const tx = decodeTx(def, bytes);
		expect(txJson(tx).body.messages).toEqual(v.tx_json.body.messages);
		expect(toHex(tx.raw.bodyBytes)).toBe(v.tx_body_bytes_hex);
		expect(toHex(tx.raw.authInfoBytes)).toBe(v.auth_info_bytes_hex);
		const json = serializeSignDoc(
			makeSignDoc({
				chainId: v.chain_id,
				accountNumber: acc.accountNumber,
				sequence: acc.sequence,
				fee: { amount: tx.fee, gas: tx.gasLimit.toString() },
				memo: tx.body.memo,
				msgs: tx.msgs,
				timeoutHeight: tx.body.timeoutHeight
			})
		);
		expect(json).toBe(v.sign_doc_json);
		const doc = toUtf8(json);
		const eip191 = new Uint8Array([...toUtf8(`\x19Ethereum Signed Message:\n${doc.length}`), ...doc]);
		expect(toHex(eip191)).toBe(v.eip191_message_hex);
		expect(toHex(keccak_256(eip191))).toBe(v.keccak256_digest_hex);
	});

	it('accepts the signed tx', () => {
		const r = check();
		expect(r).toMatchObject({ ok: true });
		expect(r.ok && r.tx.signers).toEqual([v.signer_bech32]);
	});

	it('accepts the 65-byte personal_sign signature too', () => {
		expect(check(withSignature(fromHex(v.personal_sign_hex.slice(2))))).toMatchObject({ ok: true });
	});

	it('rejects a flipped signature byte, another chain id or account number with code 4', () => {
		const sig = fromBase64(v.signature_in_tx_b64);
		sig[10]! ^= 1;
		expect(check(withSignature(sig))).toMatchObject({ ok: false, code: 4, log: sigFailure(v.chain_id, v.account_number) });
		expect(check(bytes, { ...def, chainId: `${v.chain_id}x` })).toMatchObject({ ok: false, code: 4, log: sigFailure(`${v.chain_id}x`, v.account_number) });
		expect(check(bytes, def, { ...acc, accountNumber: acc.accountNumber + 1 })).toMatchObject({
			ok: false,
			code: 4,
			log: sigFailure(v.chain_id, String(acc.accountNumber + 1))
		});
	});

	it('rejects a sequence that is not the stored one with code 32', () => {
		expect(check(bytes, def, { ...acc, sequence: acc.sequence + 1 })).toMatchObject({
			ok: false,
			code: 32,
			log: `account sequence mismatch, expected ${acc.sequence + 1}, got ${acc.sequence}: incorrect account sequence`
		});
	});

	it('rejects the high-S twin of the signature', () => {
		const sig = fromBase64(v.signature_in_tx_b64);
		const s = BigInt(`0x${toHex(sig.subarray(32))}`);
		const high = new Uint8Array([...sig.subarray(0, 32), ...fromHex((N - s).toString(16).padStart(64, '0'))]);
		const digest = fromHex(v.keccak256_digest_hex);
		const key = fromBase64(v.pubkey_compressed_b64);
		// The twin is a valid ECDSA signature; only the low-S rule refuses it.
		expect(secp256k1.verify(high, digest, key, { prehash: false, lowS: false })).toBe(true);
		expect(check(withSignature(high))).toMatchObject({ ok: false, code: 4 });
	});
});

describe('amino registry', () => {
	it('uses the registry amino names', () => {
		for (const [typeUrl, t] of Object.entries(registry.types)) {
			if (typeUrl in AMINO_NAMES) expect(AMINO_NAMES[typeUrl as keyof typeof AMINO_NAMES]).toBe(t.amino_name);
		}
	});
});

describe('Go unit vector (initia ethsecp256k1_test.go)', () => {
	const pk = { typeUrl: ETH_SECP256K1, key: fromHex(goVector.pubkey_compressed_hex) } as const;
	it('derives the address from the public key', () => {
		expect(pubKeyAddress(pk, 'init')).toBe(goVector.address_bech32_init);
		expect(toBase64(pk.key)).toBe(goVector.pubkey_compressed_b64);
	});
	it('verifies the EIP-191 signature of "hello world" with 65 and 64 bytes', () => {
		const msg = fromHex(goVector.eip191_message_hex);
		expect(toHex(keccak_256(msg))).toBe(goVector.keccak256_digest_hex);
		expect(verifySignature(pk, msg, fromHex(goVector.signature_65_hex))).toBe(true);
		expect(verifySignature(pk, msg, fromHex(goVector.signature_64_r_s_hex))).toBe(true);
		expect(verifySignature(pk, toUtf8('hello world!'), fromHex(goVector.signature_64_r_s_hex))).toBe(false);
	});
});
