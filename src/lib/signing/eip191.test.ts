import { fromHex, toBase64, toHex } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { evmAddressFromPubkey, initiaAddressFromPubkey } from './address';
import { eip191Bytes, IDENTIFY_MESSAGE, recoverEthSecp256k1Pubkey, signCosmosTxEip191, type PersonalSign } from './eip191';
import { SignerMismatchError, WalletRejectedError, WalletResponseError } from './errors';
import { goldenPrivateKey, goUnit, vectorFee, vectorMessages, vectorPubkey, vectors, type Vector } from './testing';
import { txHash } from './tx';

const golden = privateKeyToAccount(goldenPrivateKey);
const goldenSign: PersonalSign = (text) => golden.signMessage({ message: text });

const request = (v: Vector, personalSign: PersonalSign) => ({
	personalSign,
	messages: vectorMessages(v),
	fee: vectorFee(v),
	chainId: v.chain_id,
	memo: v.tx_json.body.memo,
	accountNumber: v.account_number,
	sequence: v.sequence,
	pubkey: vectorPubkey(v)
});

describe.each(vectors.map((v) => [v.id, v] as const))('EIP-191 signing of %s', (_, v) => {
	it('asks the wallet to sign the sign doc text and yields the golden signature, TxRaw and hash', async () => {
		const personalSign = vi.fn(goldenSign);
		const tx = await signCosmosTxEip191(request(v, personalSign));
		expect(personalSign).toHaveBeenCalledWith(v.sign_doc_json);
		expect(await personalSign.mock.results[0]!.value).toBe(v.personal_sign_hex);
		expect(toHex(eip191Bytes(v.sign_doc_json))).toBe(v.eip191_message_hex);
		expect(toHex(keccak_256(eip191Bytes(v.sign_doc_json)))).toBe(v.keccak256_digest_hex);
		expect(toBase64(TxRaw.decode(tx).signatures[0]!)).toBe(v.signature_in_tx_b64);
		expect(toBase64(tx)).toBe(v.tx_raw_b64);
		expect(txHash(tx)).toBe(v.txhash);
	});
});

describe('wallet signature handling', () => {
	const v = vectors[0]!;
	const N = secp256k1.Point.Fn.ORDER;

	it('normalises a high-S signature to the low-S one the chain accepts', async () => {
		const highS: PersonalSign = async (text) => {
			const sig = fromHex((await goldenSign(text)).slice(2));
			const s = N - BigInt(`0x${toHex(sig.subarray(32, 64))}`);
			const v = sig[64] === 27 ? 28 : 27;
			return `0x${toHex(sig.subarray(0, 32))}${s.toString(16).padStart(64, '0')}${v.toString(16)}`;
		};
		expect(toBase64(await signCosmosTxEip191(request(v, highS)))).toBe(v.tx_raw_b64);
	});

	it('refuses a signature from another account', async () => {
		const other = privateKeyToAccount(`0x${'11'.repeat(32)}`);
		await expect(signCosmosTxEip191(request(v, (text) => other.signMessage({ message: text })))).rejects.toThrow(SignerMismatchError);
	});

	it('reports a declined prompt as a rejection', async () => {
		const declined = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
		await expect(signCosmosTxEip191(request(v, declined))).rejects.toThrow(WalletRejectedError);
	});

	it('refuses malformed signatures', async () => {
		await expect(signCosmosTxEip191(request(v, async () => '0x1234'))).rejects.toThrow(WalletResponseError);
		await expect(signCosmosTxEip191(request(v, async () => `0x${'00'.repeat(65)}`))).rejects.toThrow(WalletResponseError);
	});
});

describe('go unit vector (initia-labs/initia crypto/ethsecp256k1)', () => {
	const pubkey = fromHex(goUnit.pubkey_compressed_hex);

	it('derives the address from the key', () => {
		expect(initiaAddressFromPubkey(pubkey)).toBe(goUnit.address_bech32_init);
		expect(evmAddressFromPubkey(pubkey).toLowerCase()).toBe(goUnit.address_eip55_lower);
		expect(golden.address.toLowerCase()).toBe(goUnit.address_eip55_lower);
	});

	it('signs "hello world" as the Go test expects and recovers the key from it', async () => {
		expect(toHex(eip191Bytes(goUnit.message_utf8))).toBe(goUnit.eip191_message_hex);
		expect(toHex(keccak_256(eip191Bytes(goUnit.message_utf8)))).toBe(goUnit.keccak256_digest_hex);
		expect(await goldenSign(goUnit.message_utf8)).toBe(`0x${goUnit.signature_65_hex}`);
		expect(toHex(recoverEthSecp256k1Pubkey(goUnit.message_utf8, `0x${goUnit.signature_65_hex}`))).toBe(goUnit.pubkey_compressed_hex);
	});

	it('recovers the key from the identify message, with v as 27/28 or 0/1', async () => {
		const sig = await goldenSign(IDENTIFY_MESSAGE);
		expect(toHex(recoverEthSecp256k1Pubkey(IDENTIFY_MESSAGE, sig))).toBe(goUnit.pubkey_compressed_hex);
		const v01 = `${sig.slice(0, -2)}0${Number(`0x${sig.slice(-2)}`) - 27}`;
		expect(toHex(recoverEthSecp256k1Pubkey(IDENTIFY_MESSAGE, v01))).toBe(goUnit.pubkey_compressed_hex);
		expect(() => recoverEthSecp256k1Pubkey(IDENTIFY_MESSAGE, '0xzz')).toThrow(WalletResponseError);
	});
});
