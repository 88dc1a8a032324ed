// The devnet burner wallet: an EIP-1193 provider whose every request is answered by the local devnet
// (POST {devnetControl}/burner), where its key lives. Announced through EIP-6963 like any wallet, and
// only ever created for a network that has a devnet control API.
import * as v from 'valibot';
import { ApiError, postJson, type Fetch } from '../api/http';
import { ANNOUNCE, REQUEST } from './eip6963';
import type { Eip1193Provider, WalletInfo } from './types';

export const BURNER_RDNS = 'dev.loom.burner';
export const BURNER_NAME = 'Devnet burner wallet (local test funds)';

const ICON =
	'data:image/svg+xml;base64,' +
	btoa(
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#b45309"/><path d="M16 6c3 4 6 7 6 12a6 6 0 0 1-12 0c0-3 1.5-5 3-6.5.3 2 1.2 3.2 2.5 3.8C15 12 15.3 9 16 6z" fill="#fff"/></svg>'
	);

export class ProviderRpcError extends Error {
	readonly code: number;
	readonly data?: unknown;
	constructor(code: number, message: string, data?: unknown) {
		super(message);
		this.name = 'ProviderRpcError';
		this.code = code;
		if (data !== undefined) this.data = data;
	}
}

type Listener = (...args: never[]) => void;

const answerSchema = v.object({
	result: v.optional(v.unknown()),
	error: v.optional(v.object({ code: v.optional(v.unknown()), message: v.optional(v.unknown()), data: v.optional(v.unknown()) }))
});

/** `fetchFn`: a fake in tests; requests go through the app's HTTP boundary either way. */
export function createBurnerProvider(controlUrl: string, fetchFn?: Fetch): Eip1193Provider {
	const url = `${controlUrl.replace(/\/+$/, '')}/burner`;
	const listeners = new Map<string, Set<Listener>>();
	const emit = (event: string, value: unknown) => {
		for (const l of listeners.get(event) ?? []) (l as (v: unknown) => void)(value);
	};
	return {
		async request({ method, params }) {
			let body: v.InferOutput<typeof answerSchema>;
			try {
				// Signing and sending are not safe to repeat: one attempt, never shared with another call.
				body = await postJson(url, { method, params: params ?? [] }, answerSchema, { service: 'burner', fetch: fetchFn, maxAttempts: 1, cacheTtlMs: 0 });
			} catch (e) {
				if (e instanceof ApiError && e.kind === 'http') throw new ProviderRpcError(-32603, `The devnet burner answered ${e.status} without a JSON-RPC answer`);
				// EIP-1193 4900: the provider is disconnected.
				throw new ProviderRpcError(4900, e instanceof Error ? e.message : String(e));
			}
			if (body.error) {
				const code = typeof body.error.code === 'number' ? body.error.code : -32603;
				throw new ProviderRpcError(code, typeof body.error.message === 'string' ? body.error.message : 'Burner error', body.error.data);
			}
			if (method === 'wallet_switchEthereumChain') {
				const chainId = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined) ?? null;
				if (typeof chainId === 'string') emit('chainChanged', chainId);
			}
			return body.result;
		},
		on(event, listener) {
			let set = listeners.get(event);
			if (!set) listeners.set(event, (set = new Set()));
			set.add(listener);
		},
		removeListener(event, listener) {
			listeners.get(event)?.delete(listener);
		}
	};
}

export const burnerInfo: WalletInfo = Object.freeze({ uuid: 'b1a6e0de-10c0-4b00-9d3e-000000000001', name: BURNER_NAME, icon: ICON, rdns: BURNER_RDNS });

interface Target {
	addEventListener(type: string, listener: () => void): void;
	removeEventListener(type: string, listener: () => void): void;
	dispatchEvent(e: Event): boolean;
}

/** Announces the burner now and on every request; returns the cleanup. */
export function announceBurner(target: Target, provider: Eip1193Provider): () => void {
	const detail = Object.freeze({ info: burnerInfo, provider });
	const announce = () => target.dispatchEvent(new CustomEvent(ANNOUNCE, { detail }));
	target.addEventListener(REQUEST, announce);
	announce();
	return () => target.removeEventListener(REQUEST, announce);
}
