// The devnet's EVM bridge contract on the external EVM chain (the LayerZero-style entry point the
// router's evm_tx calls). The router encodes calls to it; the EVM chain simulator executes them:
// it pulls `amount` of `token` from the sender with transferFrom (so an ERC-20 approval is needed
// first), or requires msg.value >= amount when token is the zero address (native ETH). msg.value
// also carries the route's messaging fee, paid on top in ETH.
import { parseAbi } from 'viem';

export const BRIDGE_CONTRACT = '0x1000000000000000000000000000000000000B51';

export const BRIDGE_ABI = parseAbi([
	'function send(address token, uint256 amount, string destChainId, string recipient) payable'
]);

export const ERC20_ABI = parseAbi([
	'function approve(address spender, uint256 amount) returns (bool)',
	'function allowance(address owner, address spender) view returns (uint256)',
	'function balanceOf(address owner) view returns (uint256)',
	'function transfer(address to, uint256 amount) returns (bool)',
	'function transferFrom(address from, address to, uint256 amount) returns (bool)',
	'function decimals() view returns (uint8)',
	'function symbol() view returns (string)'
]);
