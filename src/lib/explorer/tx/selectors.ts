// The method of a whole EVM tx (its header and its MsgCall message): a plain transfer, a contract
// creation, or a call named from the one selector table ($lib/explorer/selectors) when it is a
// common one. Anything else shows its selector: there is no signature lookup service behind this.
import { KNOWN_METHODS } from '../selectors';

export type Method =
	/** No call data: a plain value transfer. */
	| { kind: 'transfer' }
	/** Contract creation (the input is bytecode). */
	| { kind: 'create' }
	| { kind: 'call'; selector: string; name?: string };

/** The method of EVM call data (`input`), named when it is a common one. */
export function methodOf(input: string, opts: { creation?: boolean } = {}): Method {
	if (opts.creation) return { kind: 'create' };
	const hex = input.toLowerCase();
	if (hex === '0x' || hex === '') return { kind: 'transfer' };
	const selector = hex.slice(0, 10);
	const name = KNOWN_METHODS[selector.slice(2)];
	return name ? { kind: 'call', selector, name } : { kind: 'call', selector };
}

/** "transfer(address,uint256)", "0x12345678", "Transfer" or "Create contract". */
export function methodLabel(m: Method): string {
	return m.kind === 'transfer' ? 'Transfer' : m.kind === 'create' ? 'Create contract' : (m.name ?? m.selector);
}
