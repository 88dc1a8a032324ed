// What a chain itself says about an NFT and its collection (chain-api §3), to check the indexer:
// Move object owners and collection facts through `view/json`, ERC-721 `ownerOf`/`name` through
// `eth_call`, cw721 `owner_of`/`contract_info` smart queries and the wasm contract info. Every
// answer is validated (a mismatch is an ApiError of kind 'schema'); a token the chain does not have comes back as `null`, any other failure
// throws the ApiError. Loaded only when the user asks ("Check on chain"), never with a page.
import * as v from 'valibot';
import { addressBytes, toBech32Address } from '$lib/format/address';
import { createChainRest } from './chain-rest';
import { ApiError, getJson, type CallOptions } from './http';
import { rpcCall } from './jsonrpc';

export type { ApiError };

/** A chain's answer about one address: bech32 of its bytes (20 or 32). */
export type OnChainAddress = string;

const moveAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{1,64}$/i, 'expected a Move address'));
const word = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/i, 'expected one 32-byte word'));
/** An ABI-encoded string, or "0x" (no contract there). */
const abiStringOrEmpty = v.pipe(v.string(), v.regex(/^0x(([0-9a-f]{64}){2,})?$/i, 'expected an ABI-encoded string'));
const cw721Owner = v.object({ data: v.object({ owner: v.string() }) });
const cw721Info = v.object({ data: v.object({ name: v.nullish(v.string(), ''), symbol: v.nullish(v.string(), '') }) });
const wasmContract = v.object({ contract_info: v.object({ creator: v.nullish(v.string(), ''), admin: v.nullish(v.string(), ''), label: v.nullish(v.string(), '') }) });

/** Move prints addresses without leading zeros; 20-byte accounts pad to 20 bytes, objects to 32. */
function moveToBech32(hex: string): OnChainAddress {
	const digits = hex.slice(2).toLowerCase().replace(/^0+/, '');
	return toBech32Address(addressBytes(`0x${digits.padStart(digits.length <= 40 ? 40 : 64, '0')}`)!);
}

/** The errors that mean "the chain has no such token/object", per VM (chain-api §2.1, §3, §5). */
export function meansAbsent(e: unknown): boolean {
	if (!(e instanceof ApiError)) return false;
	const text = `${e.message} ${e.bodyText}`.toLowerCase();
	if (e.kind === 'rpc') return /revert/.test(text) || /nonexistent/.test(text);
	return e.kind === 'http' && (e.status === 400 || e.status === 404 || e.status === 500) && /not found|does not exist|no such/.test(text);
}

const orNull = async <T>(p: Promise<T>): Promise<T | null> => {
	try {
		return await p;
	} catch (e) {
		if (meansAbsent(e)) return null;
		throw e;
	}
};

const uint256 = (decimal: string) => {
	if (!/^\d{1,78}$/.test(decimal)) throw new Error(`token id “${decimal.slice(0, 80)}” is not a uint256`);
	const n = BigInt(decimal);
	if (n >= 2n ** 256n) throw new Error('token id is larger than a uint256');
	return n.toString(16).padStart(64, '0');
};

function decodeAbiString(hex: string): string {
	const body = hex.slice(2);
	const offset = Number(BigInt(`0x${body.slice(0, 64)}`)) * 2;
	const length = Number(BigInt(`0x${body.slice(offset, offset + 64)}`));
	const bytes = body.slice(offset + 64, offset + 64 + length * 2);
	return new TextDecoder().decode(Uint8Array.from(bytes.match(/../g) ?? [], (b) => parseInt(b, 16)));
}

/** Std base64 → URL-safe (the gateway accepts both; `/` and `+` break a path segment). */
const base64Url = (json: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(json)))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fresh: CallOptions = { cacheTtlMs: 0 };

export function createChainVerifier(endpoints: { rest?: string; jsonRpc?: string }) {
	const rest = endpoints.rest ? createChainRest(endpoints.rest) : undefined;
	const needRest = () => {
		if (!rest) throw new Error('this chain has no REST endpoint in the configuration');
		return rest;
	};
	const needRpc = () => {
		if (!endpoints.jsonRpc) throw new Error('this chain has no JSON-RPC endpoint in the configuration');
		return endpoints.jsonRpc;
	};
	const view = async <S extends v.GenericSchema>(module: string, name: string, typeArg: string, address: string, result: S, call: CallOptions) =>
		needRest().viewJson({ address: '0x1', module, name, typeArgs: [typeArg] }, [JSON.stringify(address)], { ...fresh, ...call }, result);
	const ethCall = <S extends v.GenericSchema>(to: string, data: string, result: S, call: CallOptions) =>
		rpcCall(needRpc(), 'eth_call', [{ to: to.toLowerCase(), data }, 'latest'], result, { ...fresh, ...call });
	const smart = (contractHex: string, query: unknown) => `${endpoints.rest!.replace(/\/+$/, '')}/cosmwasm/wasm/v1/contract/${toBech32Address(addressBytes(contractHex)!)}/smart/${base64Url(query)}`;

	return {
		/** Move: the direct owner of an NFT object (0x1::object::owner); null when the object is gone. */
		moveObjectOwner: (objectAddr: string, call: CallOptions = {}) =>
			orNull(view('object', 'owner', '0x1::nft::Nft', objectAddr, moveAddress, call).then(moveToBech32)),

		/** Move: creator and name of a collection object; null when there is none at the address. */
		moveCollection: (collection: string, call: CallOptions = {}) =>
			orNull(
				Promise.all([
					view('collection', 'creator', '0x1::collection::Collection', collection, moveAddress, call),
					view('collection', 'name', '0x1::collection::Collection', collection, v.string(), call)
				]).then(([creator, name]) => ({ creator: moveToBech32(creator), name }))
			),

		/** ERC-721 ownerOf(tokenId) by eth_call; null when the token does not exist (the call reverts). */
		erc721Owner: (collection: string, tokenId: string, call: CallOptions = {}) =>
			orNull(
				(async () => {
					const result = await ethCall(collection, `0x6352211e${uint256(tokenId)}`, word, call);
					return toBech32Address(addressBytes(`0x${result.slice(-40)}`)!);
				})()
			),

		/** ERC-721 name(); null when no contract answers there (an empty result or a revert). */
		erc721Name: (collection: string, call: CallOptions = {}) =>
			orNull(
				ethCall(collection, '0x06fdde03', abiStringOrEmpty, call).then((r) => (r === '0x' ? null : decodeAbiString(r)))
			),

		/** cw721 owner_of; null when the contract has no such token. */
		cw721Owner: (contract: string, tokenId: string, call: CallOptions = {}) =>
			orNull(getJson(smart(contract, { owner_of: { token_id: tokenId } }), cw721Owner, { service: 'rest', ...fresh, ...call }).then((r) => r.data.owner)),

		/** cw721 contract_info and the wasm contract's creator; null when there is no contract. */
		wasmCollection: (contract: string, call: CallOptions = {}) => {
			needRest();
			const base = endpoints.rest!.replace(/\/+$/, '');
			return orNull(
				Promise.all([
					getJson(`${base}/cosmwasm/wasm/v1/contract/${toBech32Address(addressBytes(contract)!)}`, wasmContract, { service: 'rest', ...fresh, ...call }),
					getJson(smart(contract, { contract_info: {} }), cw721Info, { service: 'rest', ...fresh, ...call })
				]).then(([c, info]) => ({ creator: c.contract_info.creator, name: info.data.name }))
			);
		}
	};
}

export type ChainVerifier = ReturnType<typeof createChainVerifier>;
