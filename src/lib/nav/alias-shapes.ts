// Link shapes of other explorers (interfaces spec §3, explorer-ux §9) → our canonical routes.
// Chain-less InitiaScan forms and Blockscout shapes have no chain: they name the kind of chain they
// need (an EVM chain for EVM-shaped links), and the caller picks it.
import type { Vm } from '$lib/config/chain';
import { r } from '$lib/routes';

export { ALIAS_ROOTS } from './alias-roots';

export interface AliasTarget {
	/** The kind of chain the link needs; undefined = the default chain. */
	vm?: Vm;
	to: (chainId: string) => string;
	/** A tx hash: without `?chain=`, find the chain that has it (the search does, then opens it). */
	locate?: string;
}

const EVM_CONTRACT = /^0x[0-9a-f]{40}$/i;
const EVM_HASH = /^0x[0-9a-f]{64}$/i;
const vmOfContract = (c: string): Vm | undefined => (EVM_CONTRACT.test(c) ? 'evm' : undefined);

/** `segments` are the decoded path segments after the root word; undefined = not a link shape we know. */
export function aliasTarget(root: string, segments: string[], query: URLSearchParams): AliasTarget | undefined {
	const [a, b, c] = segments;
	if (!a) return undefined;
	switch (root) {
		case 'accounts':
			// InitiaScan /accounts/{a}/{tab} (/accounts/{a} itself is the all-chains page): internal txs
			// open on an EVM chain, every other tab on the all-chains page.
			if (segments.length > 2) return undefined;
			return b === 'internal-txs' ? { vm: 'evm', to: (ch) => r.accountInternalTxs(ch, a) } : { to: () => r.accountEverywhere(a) };
		case 'address':
			// Blockscout /address/{hash}[?tab=internal_txns|tokens_nfts]
			if (segments.length > 1) return undefined;
			return { vm: 'evm', to: (ch) => (/internal/.test(query.get('tab') ?? '') ? r.accountInternalTxs(ch, a) : r.account(ch, a)) };
		case 'token':
			// Blockscout /token/{collection}[/instance/{id}]
			if (segments.length === 1) return { vm: vmOfContract(a), to: (ch) => r.collection(ch, a) };
			if (segments.length === 3 && b === 'instance') return { vm: vmOfContract(a), to: (ch) => r.token(ch, a, c!) };
			return undefined;
		case 'tx':
		case 'txs':
			// Blockscout /tx/{hash}, InitiaScan /txs/{hash}: an EVM hash opens its call tree.
			if (segments.length > 1) return undefined;
			return EVM_HASH.test(a) ? { vm: 'evm', to: (ch) => r.evmTx(ch, a), locate: a } : { to: (ch) => r.cosmosTx(ch, a), locate: a };
		case 'evm-txs':
			if (segments.length > 1) return undefined;
			return { vm: 'evm', to: (ch) => r.evmTx(ch, a), locate: a };
		case 'nfts':
			// an older /nfts/{collection}/{id}
			if (segments.length !== 2) return undefined;
			return { vm: vmOfContract(a), to: (ch) => r.token(ch, a, b!) };
		case 'nft-collections':
			// InitiaScan without a chain: /nft-collections/{c}[/{tab}] and /nft-collections/{c}/nft/{id}
			if (segments.length === 3 && b === 'nft') return { vm: vmOfContract(a), to: (ch) => r.token(ch, a, c!) };
			if (segments.length <= 2) return { vm: vmOfContract(a), to: (ch) => r.collection(ch, a) };
			return undefined;
		default:
			return undefined;
	}
}

/** Decoded path segments after the first one, read from the raw path so "%2F" inside an id survives. */
export function segmentsAfterRoot(pathname: string, base: string): string[] {
	return pathname
		.slice(base.length)
		.split('/')
		.filter(Boolean)
		.slice(1)
		.map((s) => {
			try {
				return decodeURIComponent(s);
			} catch {
				return s;
			}
		});
}
