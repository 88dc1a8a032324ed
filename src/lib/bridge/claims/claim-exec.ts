// The claim's signing half, loaded with a dynamic import() only when the user asks to claim: the
// bridge's signing code plus the claim message and its decoded view.
export * from '../exec/index';
export { describeMsg } from '$lib/signing/decode';
export { claimMessage } from './claim-msg';

export type ClaimExec = typeof import('./claim-exec');
