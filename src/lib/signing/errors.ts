// Typed errors so the bridge UI can tell "the user said no" from "we refused to sign" from "something broke".

export class SigningError extends Error {
	override name = 'SigningError';
}

/** A message type we have no converter for, or a feature of a known type we refuse to sign. */
export class UnsupportedMessageError extends SigningError {
	override name = 'UnsupportedMessageError';
	readonly typeUrl: string;
	constructor(typeUrl: string, detail?: string) {
		super(detail ? `Unsupported message type ${typeUrl}: ${detail}` : `Unsupported message type ${typeUrl}`);
		this.typeUrl = typeUrl;
	}
}

/** A known message type whose JSON or bytes are malformed. */
export class InvalidMessageError extends SigningError {
	override name = 'InvalidMessageError';
}

export class InvalidAddressError extends SigningError {
	override name = 'InvalidAddressError';
}

/** The wallet account is not the one the transaction is for. */
export class SignerMismatchError extends SigningError {
	override name = 'SignerMismatchError';
}

/** The wallet returned something we cannot use: a bad signature, or a doc it changed in ways it must not. */
export class WalletResponseError extends SigningError {
	override name = 'WalletResponseError';
}

export class WalletRejectedError extends SigningError {
	override name = 'WalletRejectedError';
	constructor(options?: { cause?: unknown }) {
		super('The request was rejected in the wallet', options);
	}
}

export class WalletTimeoutError extends SigningError {
	override name = 'WalletTimeoutError';
}

/** A wallet prompt nobody answers must not keep the flow busy forever: rejects with `message` after `ms`. */
export function walletDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		const timer = setTimeout(() => reject(new WalletTimeoutError(message)), ms);
		promise.then(
			(v) => {
				clearTimeout(timer);
				resolve(v);
			},
			(e: unknown) => {
				clearTimeout(timer);
				reject(e);
			}
		);
	});
}

/** The wallet could not be moved to the transaction's chain. */
export class WalletChainError extends SigningError {
	override name = 'WalletChainError';
}

/** A transaction we sent was included but failed (e.g. a reverted approval). */
export class TransactionFailedError extends SigningError {
	override name = 'TransactionFailedError';
	readonly hash: string;
	constructor(hash: string, message: string) {
		super(message);
		this.hash = hash;
	}
}

/** The first error code on an error, its cause chain, or MetaMask mobile's `data.originalError`. */
export function errorCode(error: unknown): unknown {
	for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
		const { code, cause, data } = e as { code?: unknown; cause?: unknown; data?: { originalError?: { code?: unknown } } };
		if (code !== undefined) return code;
		if (data?.originalError?.code !== undefined) return data.originalError.code;
		e = cause;
	}
	return undefined;
}

/** Wallet errors in our terms: rejections (EIP-1193 4001, ethers ACTION_REJECTED, Keplr "Request rejected") become WalletRejectedError. */
export function toWalletError(error: unknown): unknown {
	const code = errorCode(error);
	const message = error instanceof Error ? error.message : String(error);
	if (code === 4001 || code === 'ACTION_REJECTED' || /request rejected|user (rejected|denied)/i.test(message)) {
		return new WalletRejectedError({ cause: error });
	}
	return error;
}

/** Awaits a wallet call, translating its failure with toWalletError. */
export async function fromWallet<T>(call: Promise<T>): Promise<T> {
	try {
		return await call;
	} catch (e) {
		throw toWalletError(e);
	}
}
