// The public key of an EVM wallet account, needed for Initia's ethsecp256k1 signer info and for
// simulating. From the chain when the account has signed before; else recovered from a one-time
// personal_sign of IDENTIFY_MESSAGE and cached per address in localStorage.
import { fromBase64, toBase64 } from '$lib/signing/bytes';
import type { ChainRest } from '$lib/api/chain-rest';
import { initiaAddressFromPubkey } from '$lib/signing/address';
import { IDENTIFY_MESSAGE, recoverEthSecp256k1Pubkey, type PersonalSign } from '$lib/signing/eip191';
import { SignerMismatchError } from '$lib/signing/errors';
import { ETH_SECP256K1_PUBKEY } from '$lib/signing/tx';

const cacheKey = (initAddress: string) => `loom:pubkey:v1:${initAddress}`;

function cached(initAddress: string): Uint8Array | null {
	try {
		const raw = localStorage.getItem(cacheKey(initAddress));
		if (!raw) return null;
		const key = fromBase64(raw);
		return key.length === 33 && initiaAddressFromPubkey(key) === initAddress ? key : null;
	} catch {
		return null;
	}
}

function store(initAddress: string, key: Uint8Array) {
	try {
		localStorage.setItem(cacheKey(initAddress), toBase64(key));
	} catch {
		// asked again next time
	}
}

/** The key on chain (any Initia chain where the account signed), then the cache; null if neither knows it. */
export async function knownPubkey(initAddress: string, rests: ChainRest[]): Promise<Uint8Array | null> {
	const hit = cached(initAddress);
	if (hit) return hit;
	for (const rest of rests) {
		const info = await rest.accountInfo(initAddress).catch(() => null);
		if (info?.pubKey?.typeUrl === ETH_SECP256K1_PUBKEY && info.pubKey.key) {
			const key = fromBase64(info.pubKey.key);
			if (key.length === 33 && initiaAddressFromPubkey(key) === initAddress) {
				store(initAddress, key);
				return key;
			}
		}
	}
	return null;
}

/** Asks the wallet to sign the identify message and recovers its key (checked against the address). */
export async function identify(initAddress: string, personalSign: PersonalSign): Promise<Uint8Array> {
	const signature = await personalSign(IDENTIFY_MESSAGE);
	const key = recoverEthSecp256k1Pubkey(IDENTIFY_MESSAGE, signature);
	if (initiaAddressFromPubkey(key) !== initAddress) {
		throw new SignerMismatchError('The wallet signed with a different account than the connected one.');
	}
	store(initAddress, key);
	return key;
}
