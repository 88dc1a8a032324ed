// The in-page half of the offline test wallet (wallets.md §6.3). `installWalletStub` is given to
// `addInitScript`, so it must stay self-contained: no imports, no closures over this module, no key.
// It installs an EIP-1193 provider announced through EIP-6963 (optionally also window.ethereum) and
// Keplr-style `window.keplr` / `window.leap`; every call goes to the Node backend through the
// `__tw(wallet, method, params)` binding. Bytes cross as hex strings; errors come back as
// `{error: {code, message}}` and are thrown as Errors carrying `.code`. The backend can ask for events
// (`chainChanged`, `accountsChanged`, `keplr_keystorechange`) with its answer, and tests push them with
// `window.__twEmit(target, name, data)`.

export interface StubConfig {
	evm: boolean;
	keplr: boolean;
	leap: boolean;
	/** Also set window.ethereum (the pre-EIP-6963 way). */
	ethereum: boolean;
	uuid: string;
	name: string;
	icon: string;
	rdns: string;
}

/** What the binding answers. */
export interface StubAnswer {
	result?: unknown;
	error?: { code?: number; message: string; data?: unknown };
	/** Events to fire after the answer: [target ('evm' | 'window'), event name, data]. */
	events?: [string, string, unknown][];
}

export function installWalletStub(cfg: StubConfig): void {
	type Listener = (data: unknown) => void;
	type Binding = (wallet: string, method: string, params: unknown) => Promise<StubAnswer>;
	const w = window as unknown as Record<string, unknown>;
	if (window.top !== window || w.__twInstalled) return;
	w.__twInstalled = true;

	const listeners = new Map<string, Set<Listener>>();
	function emit(target: string, name: string, data: unknown) {
		if (target === 'evm') {
			for (const l of [...(listeners.get(name) ?? [])]) l(data);
		} else {
			window.dispatchEvent(new Event(name));
		}
	}
	w.__twEmit = emit;

	const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
	const fromHex = (h: string) => {
		const out = new Uint8Array(h.length / 2);
		for (let i = 0; i < out.length; i++) out[i] = parseInt(h.slice(i * 2, i * 2 + 2), 16);
		return out;
	};
	const bytes = (x: unknown) => (x instanceof Uint8Array ? x : new Uint8Array(x as ArrayLike<number>));

	async function call(wallet: string, method: string, params: unknown): Promise<unknown> {
		const binding = w.__tw as Binding | undefined;
		if (typeof binding !== 'function') throw Object.assign(new Error('Test wallet backend is not connected'), { code: 4900 });
		const answer = await binding(wallet, method, params ?? null);
		for (const [target, name, data] of answer.events ?? []) emit(target, name, data);
		if (answer.error) {
			const e = new Error(answer.error.message) as Error & { code?: number; data?: unknown };
			if (answer.error.code !== undefined) e.code = answer.error.code;
			if (answer.error.data !== undefined) e.data = answer.error.data;
			throw e;
		}
		return answer.result;
	}

	if (cfg.evm) {
		const provider = Object.freeze({
			isTestWallet: true,
			request(args: { method: string; params?: unknown }) {
				if (!args || typeof args.method !== 'string') return Promise.reject(Object.assign(new Error('Invalid request'), { code: -32600 }));
				return call('evm', args.method, args.params ?? []);
			},
			on(event: string, listener: Listener) {
				let set = listeners.get(event);
				if (!set) listeners.set(event, (set = new Set()));
				set.add(listener);
				return provider;
			},
			removeListener(event: string, listener: Listener) {
				listeners.get(event)?.delete(listener);
				return provider;
			}
		});
		const info = Object.freeze({ uuid: cfg.uuid, name: cfg.name, icon: cfg.icon, rdns: cfg.rdns });
		const detail = Object.freeze({ info, provider });
		const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
		window.addEventListener('eip6963:requestProvider', announce);
		announce();
		if (cfg.ethereum) w.ethereum = provider;
	}

	function keplrLike(id: string) {
		const getKey = async (chainId: string) => {
			const k = (await call(id, 'getKey', { chainId })) as { name: string; algo: string; pubKey: string; address: string; bech32Address: string; isNanoLedger: boolean };
			return { ...k, pubKey: fromHex(k.pubKey), address: fromHex(k.address) };
		};
		const signDirect = async (chainId: string, signer: string, doc: Record<string, unknown>, options?: unknown) => {
			const r = (await call(id, 'signDirect', {
				chainId,
				signer,
				signDoc: {
					bodyBytes: toHex(bytes(doc.bodyBytes)),
					authInfoBytes: toHex(bytes(doc.authInfoBytes)),
					chainId: doc.chainId,
					accountNumber: String(doc.accountNumber)
				},
				options: options ?? null
			})) as { signed: Record<string, string>; signature: unknown };
			return {
				signed: {
					bodyBytes: fromHex(r.signed.bodyBytes!),
					authInfoBytes: fromHex(r.signed.authInfoBytes!),
					chainId: r.signed.chainId,
					accountNumber: BigInt(r.signed.accountNumber!)
				},
				signature: r.signature
			};
		};
		const signAmino = (chainId: string, signer: string, doc: unknown, options?: unknown) => call(id, 'signAmino', { chainId, signer, signDoc: doc, options: options ?? null });
		const offline = (chainId: string, direct: boolean) => ({
			async getAccounts() {
				const k = await getKey(chainId);
				return [{ address: k.bech32Address, algo: k.algo, pubkey: k.pubKey }];
			},
			signAmino: (signer: string, doc: unknown) => signAmino(chainId, signer, doc),
			...(direct ? { signDirect: (signer: string, doc: Record<string, unknown>) => signDirect(chainId, signer, doc) } : {})
		});
		return {
			version: '0.13.0-loom-test',
			mode: 'extension',
			defaultOptions: {},
			enable: async (chainIds: string | string[]) => {
				await call(id, 'enable', { chainIds: Array.isArray(chainIds) ? chainIds : [chainIds] });
			},
			experimentalSuggestChain: async (chainInfo: unknown) => {
				await call(id, 'experimentalSuggestChain', { chainInfo });
			},
			getKey,
			signDirect,
			signAmino,
			getOfflineSigner: (chainId: string) => offline(chainId, true),
			getOfflineSignerOnlyAmino: (chainId: string) => offline(chainId, false),
			getOfflineSignerAuto: async (chainId: string) => offline(chainId, !(await getKey(chainId)).isNanoLedger),
			sendTx: async (chainId: string, tx: Uint8Array, mode: string) => fromHex((await call(id, 'sendTx', { chainId, tx: toHex(bytes(tx)), mode })) as string)
		};
	}
	if (cfg.keplr) w.keplr = keplrLike('keplr');
	if (cfg.leap) w.leap = keplrLike('leap');
}
