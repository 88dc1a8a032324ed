// Initia usernames (`alice.init`, chain-api §4): two views of the `usernames` Move module on the
// network's L1, whatever chain the page shows. The module lives at one address on mainnet and
// another on testnet; the L1's network type picks it (other networks use the mainnet address).
import { restFor } from '$lib/api/clients';
import type { CallOptions } from '$lib/api/http';
import type { ChainInfo } from '$lib/config/chain';
import { addressBytes, toBech32Address, toHexAddress } from '$lib/format/address';
import { USERNAME } from './classify';

export const USERNAMES_MODULE = {
	mainnet: '0x72ed9b26ecdcd6a21d304df50f19abfdbe31d2c02f60c84627844620a45940ef',
	testnet: '0x42cd8467b1c86e59bf319e5664a09b6b5840bb3fac64f5ce690b5041c530565a'
} as const;

export const l1Of = (chains: ChainInfo[]) => chains.find((c) => c.isL1);

const moduleFor = (l1: ChainInfo) => ({ address: l1.networkType === 'testnet' ? USERNAMES_MODULE.testnet : USERNAMES_MODULE.mainnet, module: 'usernames' });

/** The account a name points to (bech32), or null when none (unregistered or expired). */
export async function addressOfName(l1: ChainInfo, name: string, call: CallOptions = {}): Promise<string | null> {
	const rest = restFor(l1);
	if (!rest) throw new Error(`${l1.name} has no REST endpoint in this configuration, so usernames cannot be looked up.`);
	const data = await rest.viewJson({ ...moduleFor(l1), name: 'get_address_from_name' }, [JSON.stringify(name)], call);
	if (data === null) return null;
	const bytes = typeof data === 'string' ? addressBytes(data) : undefined;
	if (!bytes) throw new Error(`${l1.name} answered an address Loom cannot read: ${String(data).slice(0, 80)}`);
	// Move prints 32-byte addresses with leading zeros trimmed: a 20-byte account comes back short.
	const account = bytes.length === 32 && bytes.slice(0, 12).every((b) => b === 0) ? bytes.slice(12) : bytes;
	return toBech32Address(account, l1.bech32Prefix || 'init');
}

/** The primary name an account chose ("alice.init"), or null. */
export async function primaryName(l1: ChainInfo, address: string, call: CallOptions = {}): Promise<string | null> {
	const rest = restFor(l1);
	const bytes = addressBytes(address);
	if (!rest || !bytes) return null;
	const data = await rest.viewJson({ ...moduleFor(l1), name: 'get_name_from_address' }, [JSON.stringify(toHexAddress(bytes))], { cacheTtlMs: 300_000, ...call });
	return typeof data === 'string' && USERNAME.test(data) ? `${data}.init` : null;
}
