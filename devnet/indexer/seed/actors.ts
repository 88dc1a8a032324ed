// The accounts that act in the seed. Signing accounts have real ethsecp256k1 keys so the
// public keys in auth_info match their addresses; the well-known devnet wallets use their
// public test keys (devnet/accounts.ts), everyone else a key derived from a label.
import { GOLDEN_KEY } from '../../accounts';
import { ethKey, sha256, toHex } from './derive';

export interface Actor {
	label: string;
	/** Address bytes (20 for accounts, 32 for Move objects and Wasm contracts). */
	bytes: Buffer;
	/** Lowercase hex of bytes: the store key. */
	key: string;
	/** Compressed secp256k1 public key; only accounts that sign have one. */
	pubkey?: Buffer;
}

/** Hardhat/Anvil accounts 0–2 of the public test mnemonic (devnet/accounts.ts TEST_EVM, BURNER, OTHER). */
const HARDHAT_KEYS = [
	'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
	'59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
	'5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
];

const cache = new Map<string, Actor>();

function keyed(label: string, privateKeyHex: () => string): Actor {
	let a = cache.get(label);
	if (!a) {
		const { address, pubkey } = ethKey(Buffer.from(privateKeyHex(), 'hex'));
		a = { label, bytes: address, key: toHex(address), pubkey };
		cache.set(label, a);
	}
	return a;
}

/** The Playwright test wallet (TEST_EVM). */
export const testWallet = () => keyed('test-wallet', () => HARDHAT_KEYS[0]!);
/** The devnet burner wallet (BURNER). */
export const burner = () => keyed('burner', () => HARDHAT_KEYS[1]!);
/** The third test account (OTHER). */
export const other = () => keyed('other', () => HARDHAT_KEYS[2]!);
/** initia-labs' golden test key (GOLDEN_KEY). */
export const golden = () => keyed('golden', () => GOLDEN_KEY.privateKeyHex);

/** A signing account with a key derived from its label (studios, collectors, relayers). */
export const account = (label: string) => keyed(label, () => sha256(`loom-devnet/key/${label}`).toString('hex'));

/** An address that never signs (contracts, Move objects, module accounts). */
export function addressActor(label: string, bytes: Uint8Array): Actor {
	const b = Buffer.from(bytes);
	return { label, bytes: b, key: toHex(b) };
}
