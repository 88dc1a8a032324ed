// The L1 address a withdrawals list is for: typed (bech32 `init1…` or 0x) or the wallet's.
import { decodeBech32, INITIA_PREFIX, toInitiaAddress } from '$lib/signing/address-check';

export type ParsedAddress = { ok: true; address: string } | { ok: false; reason: string };

/** `init1…` of a typed address (the executors index recipients by that exact string). */
export function parseL1Address(raw: string): ParsedAddress {
	const s = raw.trim();
	if (!s) return { ok: false, reason: 'Enter an address.' };
	if (/^0x[0-9a-fA-F]{40}$/.test(s)) return { ok: true, address: toInitiaAddress(s) };
	const b = decodeBech32(s);
	if (!b) return { ok: false, reason: 'This is not an address: use init1… or 0x… (40 hexadecimal digits).' };
	if (b.prefix !== INITIA_PREFIX) return { ok: false, reason: `This is a ${b.prefix}1… address; OP withdrawals go to an Initia L1 address (init1…).` };
	if (b.bytes.length !== 20 && b.bytes.length !== 32) return { ok: false, reason: 'This address has an unexpected length.' };
	return { ok: true, address: toInitiaAddress(s) };
}
