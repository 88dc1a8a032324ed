// Turns a classified query into destinations, confirming ambiguous ones against the indexers of
// the network's chains in parallel (a 0x…64 string can be an EVM tx hash on one chain and a
// collection on another).
import { ApiError } from '$lib/api/http';
import type { IndexerClient } from '$lib/api/indexer';
import { explorerUrl, type ChainInfo } from '$lib/config/chain';
import { r } from '$lib/routes';
import type { QueryKind } from './classify';

export interface Candidate {
	kind: 'account' | 'collection' | 'evm-tx' | 'explorer';
	chain: ChainInfo;
	href: string;
	/** Only confirmed hits lead straight to their page. */
	confirmed: boolean;
	label: string;
}

export interface Resolution {
	candidates: Candidate[];
	/** Requests that failed (a chain's indexer down): the result may be incomplete. */
	failures: { chain: ChainInfo; error: ApiError | Error }[];
}

type ClientFor = (chain: ChainInfo) => IndexerClient;

async function probe<T>(fn: () => Promise<T>): Promise<{ hit: true; value: T } | { hit: false } | { error: Error }> {
	try {
		return { hit: true, value: await fn() };
	} catch (e) {
		if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return { hit: false };
		return { error: e instanceof Error ? e : new Error(String(e)) };
	}
}

export async function resolveQuery(
	q: QueryKind,
	chains: ChainInfo[],
	home: ChainInfo | undefined,
	clientFor: ClientFor,
	signal?: AbortSignal
): Promise<Resolution> {
	const indexed = chains.filter((c) => c.indexer);
	const failures: Resolution['failures'] = [];
	const candidates: Candidate[] = [];
	const opts = { signal };

	const collectionsOn = async (list: ChainInfo[], address: string) => {
		const results = await Promise.all(list.map((c) => probe(() => clientFor(c).collection(address, opts))));
		results.forEach((res, i) => {
			const chain = list[i]!;
			if ('error' in res) failures.push({ chain, error: res.error });
			else if (res.hit) candidates.push({ kind: 'collection', chain, href: r.collection(chain.id, address), confirmed: true, label: `Collection “${res.value.name || 'unnamed'}”` });
		});
	};
	const evmTxOn = async (list: ChainInfo[], hash: string) => {
		const results = await Promise.all(list.map((c) => probe(() => clientFor(c).internalTxsByHash(hash, { limit: 1, countTotal: false }, opts))));
		results.forEach((res, i) => {
			const chain = list[i]!;
			if ('error' in res) failures.push({ chain, error: res.error });
			else if (res.hit) candidates.push({ kind: 'evm-tx', chain, href: r.evmTx(chain.id, hash), confirmed: true, label: 'EVM transaction' });
		});
	};

	switch (q.kind) {
		case 'account': {
			// A 20-byte address is an ERC-721 collection on an EVM chain, or an account anywhere.
			await collectionsOn(indexed.filter((c) => c.vm === 'evm'), q.hex);
			if (home) candidates.push({ kind: 'account', chain: home, href: r.account(home.id, q.bech32), confirmed: false, label: 'Account' });
			break;
		}
		case 'address32': {
			await collectionsOn(indexed.filter((c) => c.vm !== 'evm'), q.hex);
			if (home) candidates.push({ kind: 'account', chain: home, href: r.account(home.id, q.bech32), confirmed: false, label: 'Account or object' });
			break;
		}
		case 'hash-or-address32': {
			await Promise.all([evmTxOn(indexed.filter((c) => c.vm === 'evm'), q.hash), collectionsOn(indexed.filter((c) => c.vm !== 'evm'), q.hex)]);
			if (home) candidates.push({ kind: 'account', chain: home, href: r.account(home.id, q.bech32), confirmed: false, label: 'Account or object' });
			break;
		}
		case 'cosmos-hash': {
			await evmTxOn(indexed.filter((c) => c.vm === 'evm'), `0x${q.hash.toLowerCase()}`);
			for (const chain of chains) {
				const href = chain.explorers.map((e) => explorerUrl(e.txPage, { txHash: q.hash })).find(Boolean);
				if (href) candidates.push({ kind: 'explorer', chain, href, confirmed: false, label: 'Cosmos transaction (opens the chain explorer)' });
			}
			break;
		}
		default:
			break;
	}
	return { candidates, failures };
}

/** Where to go at once: the only confirmed hit, or an account when nothing else matched and nothing failed. */
export function directHit(res: Resolution): Candidate | undefined {
	const confirmed = res.candidates.filter((c) => c.confirmed);
	if (confirmed.length === 1) return confirmed[0];
	if (confirmed.length === 0 && res.failures.length === 0) {
		const accounts = res.candidates.filter((c) => c.kind === 'account');
		if (accounts.length === 1 && res.candidates.length === 1) return accounts[0];
	}
	return undefined;
}
