// Instant classification of what a user typed into search, before any network request.
// The search page then confirms the candidates against the indexers.
import { parseBech32, parseHexAddress, toBech32Address, toHexAddress } from '$lib/format/address';

export type QueryKind =
	| { kind: 'account'; bech32: string; hex: string; bytes: 20 }
	/** 32 bytes: a Move object or collection, a Wasm contract or collection, or an object-owned account. */
	| { kind: 'address32'; bech32: string; hex: string; bytes: 32 }
	/** 0x + 64 hex: an EVM tx hash, or a 32-byte address. */
	| { kind: 'hash-or-address32'; hash: string; bech32: string; hex: string }
	/** 64 hex without 0x: a Cosmos tx hash (possibly an EVM hash without its 0x). */
	| { kind: 'cosmos-hash'; hash: string }
	/** An Initia username: `name` lowercased, without ".init". */
	| { kind: 'username'; name: string }
	| { kind: 'wrong-prefix'; prefix: string; expected: string[] }
	| { kind: 'unknown'; reason: string };

/** The contract's rule: 3–64 of a-z, 0-9, "-", not starting or ending with "-". */
export const USERNAME = /^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$/;

/** "Alice.init" → "alice"; undefined when it is not a valid username. The views do not lowercase, so we do. */
export function parseUsername(raw: string): string | undefined {
	const m = /^([A-Za-z0-9-]+)\.init$/i.exec(raw.trim());
	const name = m?.[1]!.toLowerCase();
	return name && USERNAME.test(name) ? name : undefined;
}

export function classifyQuery(raw: string, prefixes: string[] = ['init']): QueryKind {
	const q = raw.trim();
	if (!q) return { kind: 'unknown', reason: 'Type an address, a username, a collection address or a transaction hash.' };
	if (q.length > 200) return { kind: 'unknown', reason: 'That is too long to be an address or a hash.' };

	if (/^0x[0-9a-fA-F]{64}$/.test(q)) {
		const bytes = parseHexAddress(q)!;
		return { kind: 'hash-or-address32', hash: q.toLowerCase(), bech32: toBech32Address(bytes), hex: toHexAddress(bytes) };
	}
	if (/^[0-9a-fA-F]{64}$/.test(q)) return { kind: 'cosmos-hash', hash: q.toUpperCase() };
	if (/^0x[0-9a-fA-F]{1,64}$/.test(q)) {
		const bytes = parseHexAddress(q)!;
		const forms = { bech32: toBech32Address(bytes), hex: toHexAddress(bytes) };
		return bytes.length === 20 ? { kind: 'account', ...forms, bytes: 20 } : { kind: 'address32', ...forms, bytes: 32 };
	}
	const b = parseBech32(q);
	if (b) {
		if (!prefixes.includes(b.prefix)) return { kind: 'wrong-prefix', prefix: b.prefix, expected: prefixes };
		const forms = { bech32: toBech32Address(b.bytes, b.prefix), hex: toHexAddress(b.bytes) };
		if (b.bytes.length === 20) return { kind: 'account', ...forms, bytes: 20 };
		if (b.bytes.length === 32) return { kind: 'address32', ...forms, bytes: 32 };
		return { kind: 'unknown', reason: `A ${b.bytes.length}-byte address is not used on Initia chains.` };
	}
	if (/\.init$/i.test(q)) {
		const name = parseUsername(q);
		return name ? { kind: 'username', name } : { kind: 'unknown', reason: 'That is not a valid username: 3 to 64 letters, digits or hyphens before ".init", not starting or ending with a hyphen.' };
	}
	if (/^(init|0x)/i.test(q)) return { kind: 'unknown', reason: 'That looks like an address but it is not valid (check for a typo or a missing character).' };
	return { kind: 'unknown', reason: 'Loom searches by address, username (name.init), collection address or transaction hash.' };
}
