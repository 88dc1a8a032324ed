// The transfer flow's heavy half, loaded with a dynamic import() only when the user previews a route
// (or connects a wallet): message decoding and guards, account/fee/simulation, wallet signing,
// broadcast. The explorer never loads any of it.
export { buildAddressList, sameAccount, toInitiaAddress } from '$lib/signing/address';
export { planRouterTxs } from '$lib/signing/decode';
export { checkPlan } from '$lib/signing/guard';
export { decodeOpHook, signOpHook } from '$lib/signing/op-hook';
export { createChainRest } from '$lib/api/chain-rest';
export * from './cosmos';
export * from './evm';
export * from './evm-wallet';
export * from './pubkey';

export type Exec = typeof import('./index');
