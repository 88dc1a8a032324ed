import { encodeSecp256k1Pubkey, pubkeyToAddress } from '@cosmjs/amino';
import { fromBech32, fromHex, toBech32 } from '@cosmjs/encoding';
import { describe, expect, it } from 'vitest';
import {
	addressBytes,
	buildAddressList,
	cosmosAddressFromPubkey,
	isValidAddressFor,
	sameAccount,
	toChecksumAddress,
	toInitiaAddress,
	type AddressChain
} from './address';
import { InvalidAddressError } from './errors';
import { goUnit } from './testing';

const INIT = goUnit.address_bech32_init;
const EVM = toChecksumAddress(goUnit.address_eip55_lower);
const pubkey = fromHex(goUnit.pubkey_compressed_hex);

const chains: AddressChain[] = [
	{ chainId: 'interwoven-1', kind: 'initia', bech32Prefix: 'init' },
	{ chainId: 'yominet-1', kind: 'initia', bech32Prefix: 'init' },
	{ chainId: 'cosmoshub-4', kind: 'cosmos', bech32Prefix: 'cosmos' },
	{ chainId: 'osmosis-1', kind: 'cosmos', bech32Prefix: 'osmo' },
	{ chainId: '8453', kind: 'evm' }
];
const chain = (id: string) => chains.find((c) => c.chainId === id)!;

describe('address bytes', () => {
	it('treat the bech32 and 0x forms of one account as equal', () => {
		expect(sameAccount(INIT, goUnit.address_eip55_lower)).toBe(true);
		expect(sameAccount(INIT, EVM)).toBe(true);
		expect(sameAccount(INIT, toBech32('osmo', fromBech32(INIT, 90).data))).toBe(true);
		expect(sameAccount(INIT, 'init1jwte7rs3p5clnmn73at9ft2s3ad246dvtec8uh')).toBe(false);
		expect(sameAccount(INIT, 'not an address')).toBe(false);
		expect(addressBytes('0x123')).toBeNull();
	});

	it('checksum EVM addresses per EIP-55', () => {
		expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
		expect(toChecksumAddress('0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359')).toBe('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
	});

	it('derive a plain Cosmos address from a key as cosmjs does', () => {
		expect(cosmosAddressFromPubkey(pubkey, 'cosmos')).toBe(pubkeyToAddress(encodeSecp256k1Pubkey(pubkey), 'cosmos'));
	});

	it('convert 0x recipients to init bech32', () => {
		expect(toInitiaAddress(EVM)).toBe(INIT);
		expect(() => toInitiaAddress('x')).toThrow(InvalidAddressError);
	});
});

describe('isValidAddressFor', () => {
	it.each([
		['interwoven-1', INIT, true],
		['interwoven-1', INIT.toUpperCase(), false],
		['interwoven-1', INIT.slice(0, -1) + (INIT.endsWith('d') ? 'e' : 'd'), false],
		['interwoven-1', toBech32('osmo', fromBech32(INIT, 90).data), false],
		['interwoven-1', toBech32('init', new Uint8Array(32)), true],
		['interwoven-1', toBech32('init', new Uint8Array(21)), false],
		['osmosis-1', toBech32('osmo', fromBech32(INIT, 90).data), true],
		['8453', EVM, true],
		['8453', EVM.toLowerCase(), true],
		['8453', `0x${EVM.slice(2).toUpperCase()}`, true],
		['8453', EVM.replace(/[a-f]/, (c) => c.toUpperCase()), false],
		['8453', INIT, false],
		['8453', '0x1234', false]
	])('%s %s -> %s', (id, address, valid) => {
		expect(isValidAddressFor(chain(id), address)).toBe(valid);
	});
});

describe('buildAddressList', () => {
	const user = { chains, userInitAddress: INIT, userEvmAddress: EVM };

	it('uses the init address on Initia chains and bech32-normalises an Initia recipient', () => {
		expect(buildAddressList(['interwoven-1', 'yominet-1'], { ...user, recipient: goUnit.address_eip55_lower })).toEqual([INIT, INIT]);
	});

	it('derives Cosmos intermediates from the EVM wallet key', () => {
		const recipient = toBech32('osmo', new Uint8Array(20).fill(7));
		expect(buildAddressList(['interwoven-1', 'cosmoshub-4', 'osmosis-1'], { ...user, cosmosPubkey: pubkey, recipient })).toEqual([
			INIT,
			cosmosAddressFromPubkey(pubkey, 'cosmos'),
			recipient
		]);
	});

	it('reuses a Keplr account bytes on other Cosmos chains and the hex address on EVM chains', () => {
		const keplr = toBech32('osmo', new Uint8Array(20).fill(9));
		const list = buildAddressList(['osmosis-1', 'cosmoshub-4', '8453', 'interwoven-1'], { ...user, cosmosAddress: keplr, recipient: INIT });
		expect(list).toEqual([keplr, toBech32('cosmos', new Uint8Array(20).fill(9)), EVM, INIT]);
	});

	it('refuses what it cannot build or validate', () => {
		expect(() => buildAddressList(['interwoven-1', 'unknown-1'], { ...user, recipient: INIT })).toThrow(/Unknown chain/);
		expect(() => buildAddressList(['interwoven-1', 'osmosis-1'], { ...user, recipient: INIT })).toThrow(/not a valid address on osmosis-1/);
		expect(() => buildAddressList(['interwoven-1', 'cosmoshub-4', 'osmosis-1'], { ...user, recipient: 'osmo1x' })).toThrow(InvalidAddressError);
		expect(() => buildAddressList(['interwoven-1', '8453'], { chains, userInitAddress: INIT, recipient: EVM })).not.toThrow();
		expect(() => buildAddressList(['8453', 'interwoven-1'], { chains, userInitAddress: INIT, recipient: INIT })).toThrow(/Connect/);
	});
});
