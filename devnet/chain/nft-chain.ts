// What the chains themselves say about NFTs (chain-api §3 and §5), for clients that check the
// indexer against the chain: Move object owners and collection facts through `view/json` and the
// `by_struct_tag` resources, ERC-721 `ownerOf`/`tokenURI`/`name` through `eth_call`, cw721
// `owner_of`/`all_nft_info`/`contract_info` smart queries and the wasm contract info. The state
// is the seeded world, except for the tokens in STALE_OWNERS, whose latest transfer the chain has
// and the indexer has not.
import { fromBase64, fromBech32 } from '@cosmjs/encoding';
import type { Hex } from 'viem';
import { goJson, sendJson, type Ctx } from '../http';
import { bech32Address } from '../indexer/address';
import { STALE_OWNERS } from '../indexer/seed/plan';
import { seedWorld } from '../indexer/seed/world';
import type { ChainStore, CollectionRow, NftRow } from '../indexer/store';
import { RpcError } from './evm-state';
import type { RestExtension, RpcExtension } from './history';
import { ViewError, type MoveViews } from './move-view';

const ABI_WORD = 64;
const SELECTORS = { ownerOf: '6352211e', tokenURI: 'c87b56dd', name: '06fdde03', symbol: '95d89b41', balanceOf: '70a08231' } as const;

const grpcError = (code: number, message: string) => ({ code, message, details: [] });
/** Move addresses as the VM prints them: 0x + hex without leading zeros. */
const moveAddress = (key: string) => `0x${key.replace(/^0+/, '') || '0'}`;
/** Any spelling of a Move address (0x1, 0x0…01, init1…) → 64-digit key, or undefined. */
function moveKey(raw: unknown): string | undefined {
	if (typeof raw !== 'string') return undefined;
	if (raw.startsWith('init1')) {
		try {
			return Buffer.from(fromBech32(raw, 1023).data).toString('hex').padStart(64, '0');
		} catch {
			return undefined;
		}
	}
	const m = /^0x([0-9a-fA-F]{1,64})$/.exec(raw);
	return m ? m[1]!.toLowerCase().padStart(64, '0') : undefined;
}
/** A store key (40 or 64 digits) for a 64-digit Move key: 20-byte accounts are stored short. */
const storeKeys = (key64: string) => [key64, key64.slice(24)];

export function createNftChain(base: string) {
	const stale = new Map(STALE_OWNERS.map((s) => [`${s.chainId}\n${s.collection().key}\n${s.tokenId}`, s.chainOwner().key]));
	const store = (chainId: string): ChainStore | undefined => seedWorld(base).stores.get(chainId);
	const ownerOf = (chainId: string, n: NftRow) => stale.get(`${chainId}\n${n.collection.key}\n${n.tokenId}`) ?? n.owner;

	function collectionAt(s: ChainStore, key64: string): CollectionRow | undefined {
		for (const k of storeKeys(key64)) {
			const c = s.collection(k);
			if (c) return c;
		}
		return undefined;
	}

	// ---- Move ----

	const notFound = (what: string) => new ViewError(`failed to execute view function: ${what}: not found (ABORTED, location 0x1::object, code 393218)`);
	const object = (s: ChainStore, args: unknown[]) => {
		const key = moveKey(args[0]);
		return { arg: String(args[0]), nft: key ? s.nftByObject(key) : undefined, collection: key ? collectionAt(s, key) : undefined };
	};

	/** 0x1::object::owner, 0x1::nft::nft_info, 0x1::collection::{creator,name} on a Move chain. */
	function registerViews(s: ChainStore, views: MoveViews) {
		views
			.register('0x1::object::owner', (args) => {
				const { arg, nft, collection } = object(s, args);
				if (nft) return moveAddress(ownerOf(s.chainId, nft));
				if (collection) return moveAddress(collection.creator);
				throw notFound(`object ${arg}`);
			})
			.register('0x1::nft::nft_info', (args) => {
				const { arg, nft } = object(s, args);
				if (!nft) throw notFound(`nft ${arg}`);
				return { collection: moveAddress(nft.collection.key), description: '', token_id: nft.tokenId, uri: nft.uri };
			})
			.register('0x1::collection::creator', (args) => {
				const { arg, collection } = object(s, args);
				if (!collection) throw notFound(`collection ${arg}`);
				return moveAddress(collection.creator);
			})
			.register('0x1::collection::name', (args) => {
				const { arg, collection } = object(s, args);
				if (!collection) throw notFound(`collection ${arg}`);
				return collection.name;
			});
	}

	function resource(s: ChainStore, addr: string, tag: string): unknown {
		const key = moveKey(addr);
		const nft = key ? s.nftByObject(key) : undefined;
		const collection = key ? collectionAt(s, key) : undefined;
		if (tag === '0x1::object::ObjectCore' && (nft || collection))
			return { type: tag, data: { allow_ungated_transfer: !!nft, owner: moveAddress(nft ? ownerOf(s.chainId, nft) : collection!.creator), version: '1' } };
		if (tag === '0x1::collection::Collection' && collection)
			return { type: tag, data: { creator: moveAddress(collection.creator), description: '', name: collection.name, uri: '' } };
		return undefined;
	}

	function moveRest(s: ChainStore, ctx: Ctx, path: string): boolean {
		const m = /^\/initia\/move\/v1\/accounts\/([^/]+)\/resources\/by_struct_tag$/.exec(path);
		if (ctx.method === 'GET' && m) {
			const tag = ctx.url.searchParams.get('struct_tag') ?? '';
			const value = resource(s, decodeURIComponent(m[1]!), tag);
			if (value === undefined) sendJson(ctx.res, 400, grpcError(3, `resource ${tag} at ${m[1]}: not found`));
			else {
				const moveResource = goJson(value);
				sendJson(ctx.res, 200, { resource: { address: m[1], struct_tag: tag, move_resource: moveResource, raw_bytes: Buffer.from(moveResource).toString('base64') } });
			}
			return true;
		}
		return false;
	}

	// ---- Wasm ----

	function smartQuery(s: ChainStore, collection: CollectionRow, query: Record<string, Record<string, unknown> | undefined>): unknown {
		const tokenQuery = query.owner_of ?? query.all_nft_info ?? query.nft_info;
		if (tokenQuery) {
			const n = s.nft(collection.key, String(tokenQuery.token_id));
			if (!n) throw new ViewError(`type: cw721_base::state::NftInfo; key: ${String(tokenQuery.token_id)} not found: query wasm contract failed`);
			const access = { owner: bech32Address(ownerOf(s.chainId, n)), approvals: [] };
			const info = { token_uri: n.uri || null, extension: null };
			return query.owner_of ? access : query.all_nft_info ? { access, info } : info;
		}
		if (query.contract_info) return { name: collection.name, symbol: collection.name.replace(/[^A-Za-z]/g, '').slice(0, 5).toUpperCase() || 'NFT' };
		if (query.num_tokens) return { count: collection.size };
		throw new ViewError('Error parsing into type cw721::msg::QueryMsg: unknown variant: query wasm contract failed');
	}

	function wasmRest(s: ChainStore, ctx: Ctx, path: string): boolean {
		const m = /^\/cosmwasm\/wasm\/v1\/contract\/([^/]+)(?:\/smart\/([^/]+))?$/.exec(path);
		if (ctx.method !== 'GET' || !m) return false;
		let key: string | undefined;
		try {
			key = Buffer.from(fromBech32(m[1]!, 1023).data).toString('hex');
		} catch {
			sendJson(ctx.res, 400, grpcError(3, `decoding bech32 failed: ${m[1]}`));
			return true;
		}
		const collection = s.collection(key);
		if (!collection) {
			sendJson(ctx.res, m[2] ? 500 : 404, grpcError(m[2] ? 2 : 5, `address ${m[1]}: no such contract`));
			return true;
		}
		if (!m[2]) {
			sendJson(ctx.res, 200, {
				address: m[1],
				contract_info: { code_id: '2', creator: bech32Address(collection.creator), admin: '', label: collection.name, created: null, ibc_port_id: '', extension: null }
			});
			return true;
		}
		let query: Record<string, Record<string, unknown> | undefined>;
		try {
			// grpc-gateway tries standard base64, then URL-safe.
			const b64 = decodeURIComponent(m[2]).replace(/-/g, '+').replace(/_/g, '/');
			query = JSON.parse(new TextDecoder().decode(fromBase64(b64.padEnd(Math.ceil(b64.length / 4) * 4, '='))));
		} catch {
			sendJson(ctx.res, 400, grpcError(3, 'query data must be json'));
			return true;
		}
		try {
			sendJson(ctx.res, 200, { data: smartQuery(s, collection, query) });
		} catch (e) {
			if (!(e instanceof ViewError)) throw e;
			sendJson(ctx.res, 500, grpcError(2, e.message));
		}
		return true;
	}

	// ---- EVM ----

	/** eth_call to an ERC-721 collection: the result, or undefined when `to` is not one. */
	function evmCall(chainId: string, to: string, data: string): Hex | undefined {
		const s = store(chainId);
		const collection = s?.collection(to.replace(/^0x/, '').toLowerCase());
		if (!s || !collection) return undefined;
		const selector = data.slice(2, 10);
		const tokenId = () => BigInt(`0x${data.slice(10, 10 + ABI_WORD) || '0'}`).toString();
		const token = () => {
			const n = s.nft(collection.key, tokenId());
			// minievm returns a bare "Reverted" for custom errors such as ERC721NonexistentToken.
			if (!n) throw new RpcError(-32000, 'Reverted');
			return n;
		};
		switch (selector) {
			case SELECTORS.ownerOf:
				return `0x${ownerOf(chainId, token()).padStart(ABI_WORD, '0')}`;
			case SELECTORS.tokenURI:
				return abiString(token().uri);
			case SELECTORS.name:
				return abiString(collection.name);
			case SELECTORS.symbol:
				return abiString('LOOM');
			default:
				throw new RpcError(-32000, 'Reverted');
		}
	}

	return {
		/** Register the Move views of a Move chain. */
		registerViews(chainId: string, views: MoveViews) {
			const s = store(chainId);
			if (s?.vm === 'move') registerViews(s, views);
		},
		/** REST routes for one chain (Move resources, Wasm queries); none for others. */
		rest(chainId: string): RestExtension {
			return (ctx, path) => {
				const s = store(chainId);
				if (!s) return false;
				return s.vm === 'move' ? moveRest(s, ctx, path) : s.vm === 'wasm' ? wasmRest(s, ctx, path) : false;
			};
		},
		/** JSON-RPC: eth_call to ERC-721 collections; other calls fall through to the EVM state. */
		rpc(chainId: string): RpcExtension {
			return {
				eth_call: ([c]) => {
					const o = (c && typeof c === 'object' ? c : {}) as { to?: unknown; data?: unknown; input?: unknown };
					const data = o.input ?? o.data;
					return typeof o.to === 'string' && typeof data === 'string' ? evmCall(chainId, o.to, data.toLowerCase()) : undefined;
				}
			};
		}
	};
}

function abiString(text: string): Hex {
	const bytes = Buffer.from(text, 'utf8');
	const padded = Buffer.concat([bytes, Buffer.alloc((32 - (bytes.length % 32)) % 32)]);
	return `0x${(32).toString(16).padStart(ABI_WORD, '0')}${bytes.length.toString(16).padStart(ABI_WORD, '0')}${padded.toString('hex')}`;
}
