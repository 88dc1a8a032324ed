// EVM wallet calls the transfer flow makes directly: personal_sign (hex-encoded UTF-8, as wallets expect),
// reading the current account right before a signature, and a deadline on prompts so a wallet that
// never answers becomes its own error instead of a spinner.
import { toHex, toUtf8 } from '$lib/signing/bytes';
import type { PersonalSign } from '$lib/signing/eip191';
import { fromWallet, walletDeadline, WalletTimeoutError } from '$lib/signing/errors';
import type { Eip1193Provider } from '$lib/wallet/types';

/** How long a wallet prompt may stay open. */
export const PROMPT_TIMEOUT_MS = 5 * 60_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	return walletDeadline(promise, ms, `${what} took longer than ${Math.round(ms / 60_000)} minutes`);
}

export function personalSigner(provider: Eip1193Provider, address: string, timeoutMs = PROMPT_TIMEOUT_MS): PersonalSign {
	return async (text) => {
		const call = provider.request({ method: 'personal_sign', params: [`0x${toHex(toUtf8(text))}`, address] });
		const signature = await withTimeout(fromWallet(call), timeoutMs, 'The signature request');
		if (typeof signature !== 'string') throw new WalletTimeoutError('The wallet returned no signature');
		return signature;
	};
}

/** The wallet's current first account, without a prompt. */
export async function currentEvmAccount(provider: Eip1193Provider): Promise<string | null> {
	const accounts = await fromWallet(provider.request({ method: 'eth_accounts' }));
	return Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
}
