// "Check on chain": ask the chain itself who owns a token, or whether a collection exists and who
// created it, and say whether the indexer agrees. Never throws: every failure comes back as a
// sentence. Loaded on demand by the button that runs it.
import { createChainVerifier } from '$lib/api/chain-verify';
import type { Collection, Token } from '$lib/api/indexer';
import type { ChainInfo } from '$lib/config/chain';
import { sameAddress } from '$lib/format/address';
import { describeFailure } from './failure';

export type OwnerCheck =
	| { status: 'agrees'; owner: string; how: string }
	| { status: 'differs'; chainOwner: string; indexerOwner: string; how: string }
	| { status: 'absent'; how: string }
	| { status: 'failed'; message: string; how?: string };

export interface Fact {
	label: string;
	chain: string;
	indexer: string;
	agrees: boolean;
	/** An address (shown as a link) rather than text. */
	address?: boolean;
}

export type CollectionCheck =
	| { status: 'checked'; facts: Fact[]; notExposed?: string; how: string }
	| { status: 'absent'; how: string }
	| { status: 'failed'; message: string; how?: string };

const HOW = {
	move: 'the chain’s REST API (Move view 0x1::object::owner)',
	evm: 'the chain’s JSON-RPC (ERC-721 ownerOf by eth_call)',
	wasm: 'the chain’s REST API (cw721 owner_of smart query)'
} as const;

const HOW_COLLECTION = {
	move: 'the chain’s REST API (Move views 0x1::collection::creator and name)',
	evm: 'the chain’s JSON-RPC (ERC-721 name by eth_call)',
	wasm: 'the chain’s REST API (wasm contract info and cw721 contract_info)'
} as const;

const verifierFor = (chain: ChainInfo) => createChainVerifier({ rest: chain.rest, jsonRpc: chain.jsonRpc });

export async function checkOwner(chain: ChainInfo, token: Token, signal?: AbortSignal): Promise<OwnerCheck> {
	const call = { signal };
	const verifier = verifierFor(chain);
	let owner: string | null;
	let how: string;
	try {
		switch (chain.vm) {
			case 'move':
				how = HOW.move;
				if (!token.objectAddress) return { status: 'failed', message: 'The indexer gave no NFT object address for this token, so the chain cannot be asked.', how };
				owner = await verifier.moveObjectOwner(token.objectAddress, call);
				break;
			case 'evm':
				how = HOW.evm;
				owner = await verifier.erc721Owner(token.collectionAddress, token.tokenId, call);
				break;
			case 'wasm':
				how = HOW.wasm;
				owner = await verifier.cw721Owner(token.collectionAddress, token.tokenId, call);
				break;
			default:
				return { status: 'failed', message: `${chain.name} runs a custom VM; Loom does not know how to ask it for NFT owners.` };
		}
	} catch (e) {
		return { status: 'failed', message: describeFailure(e), how: HOW[chain.vm as keyof typeof HOW] };
	}
	if (owner === null) return { status: 'absent', how };
	return sameAddress(owner, token.owner) ? { status: 'agrees', owner, how } : { status: 'differs', chainOwner: owner, indexerOwner: token.owner, how };
}

export async function checkCollection(chain: ChainInfo, address: string, indexed: Collection | undefined, signal?: AbortSignal): Promise<CollectionCheck> {
	const call = { signal };
	const verifier = verifierFor(chain);
	const vm = chain.vm;
	if (vm !== 'move' && vm !== 'evm' && vm !== 'wasm') return { status: 'failed', message: `${chain.name} runs a custom VM; Loom does not know how to ask it about collections.` };
	const how = HOW_COLLECTION[vm];
	const name = (chainName: string): Fact => ({ label: 'Name', chain: chainName, indexer: indexed?.name ?? '', agrees: !indexed || chainName === indexed.name });
	const creator = (chainCreator: string): Fact => ({
		label: 'Creator',
		chain: chainCreator,
		indexer: indexed?.creator ?? '',
		agrees: !indexed?.creator || sameAddress(chainCreator, indexed.creator),
		address: true
	});
	try {
		if (vm === 'evm') {
			const n = await verifier.erc721Name(address, call);
			if (n === null) return { status: 'absent', how };
			return { status: 'checked', facts: [name(n)], notExposed: 'An ERC-721 contract does not record its creator on chain; the indexer takes the account of its first transaction.', how };
		}
		const c = vm === 'move' ? await verifier.moveCollection(address, call) : await verifier.wasmCollection(address, call);
		if (c === null) return { status: 'absent', how };
		return { status: 'checked', facts: [name(c.name), ...(c.creator ? [creator(c.creator)] : [])], how };
	} catch (e) {
		return { status: 'failed', message: describeFailure(e), how };
	}
}
