// Names for the 4-byte method selectors an explorer meets most (ERC-20, ERC-721, ERC-1155, WETH,
// multicall), so a call reads "transfer(address,uint256)" rather than 0xa9059cbb. Anything else
// shows its selector: there is no signature lookup service behind this.

const KNOWN: Record<string, string> = {
	'0xa9059cbb': 'transfer(address,uint256)',
	'0x23b872dd': 'transferFrom(address,address,uint256)',
	'0x095ea7b3': 'approve(address,uint256)',
	'0x42842e0e': 'safeTransferFrom(address,address,uint256)',
	'0xb88d4fde': 'safeTransferFrom(address,address,uint256,bytes)',
	'0xa22cb465': 'setApprovalForAll(address,bool)',
	'0x2eb2c2d6': 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
	'0xf242432a': 'safeTransferFrom(address,address,uint256,uint256,bytes)',
	'0x70a08231': 'balanceOf(address)',
	'0x6352211e': 'ownerOf(uint256)',
	'0xc87b56dd': 'tokenURI(uint256)',
	'0xdd62ed3e': 'allowance(address,address)',
	'0x18160ddd': 'totalSupply()',
	'0x06fdde03': 'name()',
	'0x95d89b41': 'symbol()',
	'0x313ce567': 'decimals()',
	'0x01ffc9a7': 'supportsInterface(bytes4)',
	'0xd0e30db0': 'deposit()',
	'0x2e1a7d4d': 'withdraw(uint256)',
	'0x40c10f19': 'mint(address,uint256)',
	'0x42966c68': 'burn(uint256)',
	'0xac9650d8': 'multicall(bytes[])'
};

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
	const name = KNOWN[selector];
	return name ? { kind: 'call', selector, name } : { kind: 'call', selector };
}

/** "transfer(address,uint256)", "0x12345678", "Transfer" or "Create contract". */
export function methodLabel(m: Method): string {
	return m.kind === 'transfer' ? 'Transfer' : m.kind === 'create' ? 'Create contract' : (m.name ?? m.selector);
}
