// Hashes and the address derivations of the real chains, so seeded addresses look and relate
// like real ones: EVM CREATE addresses, Move named objects, CosmWasm contract and module
// addresses, ICS-721 escrow and IBC class ids, ethsecp256k1 key addresses.
import { createECDH, createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';

export const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
export const keccak256 = (data: Uint8Array | string) => Buffer.from(keccak_256(typeof data === 'string' ? Buffer.from(data) : data));
const sha3_256 = (data: Uint8Array) => createHash('sha3-256').update(data).digest();

export const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');

/** ethsecp256k1 (Initia's default key type): address = keccak256(uncompressed pubkey)[12:]. */
let ecdh: ReturnType<typeof createECDH> | undefined;

export function ethKey(privateKey: Uint8Array): { address: Buffer; pubkey: Buffer } {
	ecdh ??= createECDH('secp256k1');
	ecdh.setPrivateKey(privateKey);
	const uncompressed = ecdh.getPublicKey();
	return { address: keccak256(uncompressed.subarray(1)).subarray(12), pubkey: ecdh.getPublicKey(null, 'compressed') };
}

/** EVM CREATE: keccak256(rlp([sender, nonce]))[12:]. */
export function createAddress(sender: Uint8Array, nonce: number): Buffer {
	const n = nonce === 0 ? Buffer.from([0x80]) : nonce < 0x80 ? Buffer.from([nonce]) : rlpBytes(bigEndian(nonce));
	const payload = Buffer.concat([rlpBytes(Buffer.from(sender)), n]);
	return keccak256(Buffer.concat([Buffer.from([0xc0 + payload.length]), payload])).subarray(12);
}

const rlpBytes = (b: Buffer) => Buffer.concat([Buffer.from([0x80 + b.length]), b]);
function bigEndian(n: number): Buffer {
	const out: number[] = [];
	for (let v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
	return Buffer.from(out);
}

const checksums = new Map<string, string>();

/** EIP-55 mixed-case checksum, as EVM event logs print contract addresses (memoised: few distinct). */
export function checksumAddress(address: Uint8Array): string {
	const lower = toHex(address);
	let out = checksums.get(lower);
	if (!out) {
		const hash = toHex(keccak256(lower));
		out = `0x${[...lower].map((c, i) => (parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
		checksums.set(lower, out);
	}
	return out;
}

/** A Move address is 32 bytes: 20-byte accounts are left-padded. */
export const moveAddress = (address: Uint8Array) => Buffer.concat([Buffer.alloc(32 - address.length), address]);

/** object::create_named_object: sha3_256(creator ‖ seed ‖ 0xFE). */
export const namedObjectAddress = (creator: Uint8Array, seed: string) =>
	sha3_256(Buffer.concat([moveAddress(creator), Buffer.from(seed, 'utf8'), Buffer.from([0xfe])]));

/** Move's to_hex_literal, used in event data: leading zeros dropped ("0x1"). */
export const moveLiteral = (address: Uint8Array) => `0x${toHex(address).replace(/^0+(?=.)/, '')}`;

/** Cosmos address.Module(name, key): sha256(sha256("module") ‖ name ‖ 0 ‖ key). */
const moduleDerivedAddress = (name: string, key: Uint8Array) =>
	sha256(Buffer.concat([sha256('module'), Buffer.from(`${name}\0`), key]));

/** A module account (fee_collector …): sha256(name)[:20]. */
export const moduleAccount = (name: string) => sha256(name).subarray(0, 20);

/** wasmd BuildContractAddressClassic(codeID, instanceID). */
export function wasmContractAddress(codeId: number, instanceId: number): Buffer {
	const key = Buffer.alloc(16);
	key.writeBigUInt64BE(BigInt(codeId), 0);
	key.writeBigUInt64BE(BigInt(instanceId), 8);
	return moduleDerivedAddress('wasm', key);
}

/** ICS-721 escrow account of a channel: sha256("ics721-1" ‖ 0 ‖ "port/channel")[:20]. */
export const nftEscrowAddress = (port: string, channel: string) => sha256(`ics721-1\0${port}/${channel}`).subarray(0, 20);

/** IBC class id of a received class trace: "ibc/" + uppercase sha256 of the full path. */
export const ibcClassId = (path: string) => `ibc/${sha256(path).toString('hex').toUpperCase()}`;

/**
 * Tx hashes from a tx's unique label (cheap, so fixtures can name txs without a build). They
 * stand in for hashes of tx bytes the seed never builds; Cosmos and EVM ones never coincide.
 */
export const cosmosTxHash = (chainId: string, label: string) => sha256(`${chainId}/${label}`).toString('hex').toUpperCase();
export const evmTxHash = (chainId: string, label: string) => sha256(`evm:${chainId}/${label}`).toString('hex');
