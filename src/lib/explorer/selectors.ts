// The method a call's input names: its 4-byte selector, and a readable name for the common ERC-20
// and ERC-721 methods (checked against keccak256 of each signature in selectors.test.ts).

/** Selector (8 lowercase hex digits) → signature. Small on purpose: it ships with the tx page. */
export const KNOWN_METHODS: Readonly<Record<string, string>> = {
	// ERC-20
	a9059cbb: 'transfer(address,uint256)',
	'23b872dd': 'transferFrom(address,address,uint256)',
	'095ea7b3': 'approve(address,uint256)',
	'70a08231': 'balanceOf(address)',
	dd62ed3e: 'allowance(address,address)',
	'18160ddd': 'totalSupply()',
	'313ce567': 'decimals()',
	'95d89b41': 'symbol()',
	'06fdde03': 'name()',
	// ERC-721 (transferFrom, approve, balanceOf, name and symbol are shared with ERC-20)
	'6352211e': 'ownerOf(uint256)',
	'42842e0e': 'safeTransferFrom(address,address,uint256)',
	b88d4fde: 'safeTransferFrom(address,address,uint256,bytes)',
	a22cb465: 'setApprovalForAll(address,bool)',
	'081812fc': 'getApproved(uint256)',
	e985e9c5: 'isApprovedForAll(address,address)',
	c87b56dd: 'tokenURI(uint256)',
	'01ffc9a7': 'supportsInterface(bytes4)',
	// ERC-1155
	f242432a: 'safeTransferFrom(address,address,uint256,uint256,bytes)',
	'2eb2c2d6': 'safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)',
	// Common extensions, WETH, multicall
	'40c10f19': 'mint(address,uint256)',
	a1448194: 'safeMint(address,uint256)',
	'42966c68': 'burn(uint256)',
	d0e30db0: 'deposit()',
	'2e1a7d4d': 'withdraw(uint256)',
	ac9650d8: 'multicall(bytes[])'
};

export type Method =
	| { kind: 'selector'; selector: string; name?: string }
	/** No input: a plain value transfer (or a call to a fallback). */
	| { kind: 'none' }
	/** Contract creation: the input is init code, not a call. */
	| { kind: 'create' }
	/** Input shorter than a selector. */
	| { kind: 'short' };

export function methodOf(type: string, input: string): Method {
	if (type.toUpperCase().startsWith('CREATE')) return { kind: 'create' };
	const hex = input.replace(/^0x/i, '').toLowerCase();
	if (hex.length === 0) return { kind: 'none' };
	if (hex.length < 8 || !/^[0-9a-f]{8}/.test(hex)) return { kind: 'short' };
	const selector = hex.slice(0, 8);
	const signature = KNOWN_METHODS[selector];
	return signature ? { kind: 'selector', selector: `0x${selector}`, name: signature.slice(0, signature.indexOf('(')) } : { kind: 'selector', selector: `0x${selector}` };
}
