// Property tests: whatever a server sends, the parsers answer with domain data or an ApiError.
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type * as v from 'valibot';
import { ApiError, clearCache, parseWith } from './http';
import { createIndexerClient, encodePathSegment, pageQuery, tokenIdNeedsEscaping } from './indexer';
import { totalOrNull } from './schemas/common';
import { collectionResponseSchema, collectionsPageSchema, tokensPageSchema } from './schemas/nft';
import { nftTxsPageSchema } from './schemas/nft-tx';
import { internalTxsPageSchema } from './schemas/internal-tx';
import { indexerStatusSchema } from './schemas/indexer-status';
import { parseOperation, routeSchema } from './schemas/route';
import { msgsResponseSchema, opHookResponseSchema, trackResponseSchema } from './schemas/router-msgs';
import { parseTransferEvent, txStatusSchema } from './schemas/router-status';
import { assetsResponseSchema, balancesResponseSchema, chainsResponseSchema } from './schemas/router-info';
import { accountResponseSchema, broadcastResponseSchema, txResponseSchema } from './schemas/cosmos';
import { receiptSchema } from './schemas/evm';
import { fakeFetch, fixtureText, golden } from './fixtures/fake-fetch';

const RUNS = { numRuns: 150 };
const json = (name: string): unknown => JSON.parse(fixtureText(name));

// Each schema with realistic seeds to mutate.
const cases: [string, v.GenericSchema, unknown[]][] = [
	['collections', collectionsPageSchema, [json('indexer/collections-by-account.evm.json'), json('indexer/kvindexer-collections.json')]],
	['collection', collectionResponseSchema, [json('indexer/collection.move.json')]],
	['tokens', tokensPageSchema, [json('indexer/tokens-by-collection.evm.json'), json('indexer/kvindexer-tokens.json')]],
	['nft txs', nftTxsPageSchema, [json('indexer/nft-txs.move.json'), json('indexer/nft-txs.evm.json')]],
	['internal txs', internalTxsPageSchema, [json('indexer/internal-txs.json')]],
	['indexer status', indexerStatusSchema, [json('indexer/status.json')]],
	[
		'route',
		routeSchema,
		[json('router/route.evm-layerzero.json'), golden('router/skip_swagger_examples/fungible_route.response_200.json')]
	],
	['msgs', msgsResponseSchema, [json('router/msgs.evm.json'), golden('router/skip_swagger_examples/fungible_msgs.response_200.json')]],
	['op-hook', opHookResponseSchema, [{ chain_id: 'y', hook: [{ msg_type_url: '/x', msg: '{}' }] }]],
	['track', trackResponseSchema, [golden('router/skip_swagger_examples/tx_track.response_200.json')]],
	[
		'status',
		txStatusSchema,
		[json('router/status.ibc-ack-error.json'), golden('router/skip_swagger_examples/tx_status.response_200.transfer_from_cosmoshub_to_avalanche.json')]
	],
	['chains', chainsResponseSchema, [{ chains: [{ chain_id: 'a', fee_assets: [{ denom: 'u', gas_price: { average: '1' } }] }] }]],
	['assets', assetsResponseSchema, [{ chain_to_assets_map: { a: { assets: [{ denom: 'u', chain_id: 'a', decimals: 6 }] } } }]],
	['balances', balancesResponseSchema, [{ chains: { a: { denoms: { u: { amount: '1', price: '2' } } } } }]],
	['account', accountResponseSchema, [{ account: { base_vesting_account: { base_account: { address: 'a', account_number: '1', sequence: '2' } } } }]],
	['broadcast', broadcastResponseSchema, [{ tx_response: { txhash: 'A', code: 0, codespace: '', raw_log: '' } }]],
	['tx', txResponseSchema, [{ tx_response: { txhash: 'A', height: '1', code: 0 } }]],
	['receipt', receiptSchema, [{ transactionHash: '0x1', blockHash: '0x2', blockNumber: '0x3', status: '0x1', from: '0x4', gasUsed: '0x5' }]]
];

type Json = unknown;
type Mutation = { at: number; action: 'delete' | 'replace'; value: Json };

// Every container path in a JSON value (the root included).
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
	const out = [prefix];
	if (Array.isArray(value)) value.forEach((x, i) => out.push(...paths(x, [...prefix, i])));
	else if (value && typeof value === 'object') for (const [k, x] of Object.entries(value)) out.push(...paths(x, [...prefix, k]));
	return out;
}

function mutate(seed: Json, mutations: Mutation[]): Json {
	let value = structuredClone(seed);
	for (const m of mutations) {
		const all = paths(value);
		const path = all[m.at % all.length]!;
		if (path.length === 0) {
			value = m.value;
			continue;
		}
		const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key], value) as
			| Record<string | number, Json>
			| Json[];
		const key = path.at(-1)!;
		if (m.action === 'delete' && !Array.isArray(parent)) delete (parent as Record<string | number, Json>)[key];
		else (parent as Record<string | number, Json>)[key] = m.value;
	}
	return value;
}

const mutationArb = fc.record({
	at: fc.nat(),
	action: fc.constantFrom('delete' as const, 'replace' as const),
	value: fc.oneof(
		fc.jsonValue({ maxDepth: 2 }),
		fc.constantFrom('', '0x', '-1', '0', '1.5', 'NaN', '9'.repeat(40), null, -1, 9999, 1e21)
	)
});

function expectOnlyApiErrors(schema: v.GenericSchema, data: unknown) {
	try {
		parseWith(schema, data, { service: 'indexer', endpoint: 'GET https://x.test/' });
	} catch (e) {
		// Validation issues only: a transform that threw would carry no issue list.
		if (!(e instanceof ApiError) || e.kind !== 'schema' || !Array.isArray(e.details)) throw e;
	}
}

describe.each(cases)('%s parser', (_, schema, seeds) => {
	it('accepts its seeds', () => {
		for (const seed of seeds) expect(() => parseWith(schema, seed, { service: 'router', endpoint: '' })).not.toThrow();
	});

	it('answers random JSON with data or a schema ApiError', () => {
		fc.assert(fc.property(fc.jsonValue(), (data) => expectOnlyApiErrors(schema, data)), RUNS);
	});

	it('answers mutated real bodies with data or a schema ApiError', () => {
		fc.assert(
			fc.property(fc.constantFrom(...seeds), fc.array(mutationArb, { minLength: 1, maxLength: 4 }), (seed, ms) =>
				expectOnlyApiErrors(schema, mutate(seed, ms))
			),
			RUNS
		);
	});
});

describe('hand-read router parts', () => {
	it('never throw', () => {
		fc.assert(
			fc.property(fc.jsonValue(), (data) => {
				parseOperation(data);
				parseTransferEvent(data);
			}),
			RUNS
		);
	});
});

describe('through the client', () => {
	beforeEach(() => clearCache());

	it('any response body or status ends in data or an ApiError', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.oneof(fc.string(), fc.jsonValue().map((x) => JSON.stringify(x))),
				fc.constantFrom(200, 200, 400, 404, 410),
				async (text, status) => {
					const f = fakeFetch(() => new Response(text, { status }));
					const indexer = createIndexerClient('https://x.test', { fetch: f });
					try {
						await indexer.tokensByCollection('0x1', {}, {}, { cacheTtlMs: 0 });
					} catch (e) {
						expect(e).toBeInstanceOf(ApiError);
					}
				}
			),
			{ numRuns: 60 }
		);
	});
});

describe('total', () => {
	it('positive counts round-trip to bigint', () => {
		fc.assert(
			fc.property(fc.bigInt({ min: 1n, max: 2n ** 128n }), (n) => {
				expect(totalOrNull(String(n))).toBe(n);
			})
		);
	});

	it('"0", negatives and non-integers are unknown (null)', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.bigInt({ max: 0n }).map(String),
					fc.string().filter((s) => !/^-?\d+$/.test(s)),
					fc.double().map(String).filter((s) => !/^-?\d+$/.test(s))
				),
				(s) => {
					expect(totalOrNull(s)).toBeNull();
				}
			)
		);
	});

	it('flows through a page', () => {
		fc.assert(
			fc.property(fc.bigInt({ min: -1n, max: 10n ** 30n }), (n) => {
				const page = parseWith(tokensPageSchema, { tokens: [], pagination: { total: String(n) } }, { service: 'indexer', endpoint: '' });
				expect(page.total).toBe(n > 0n ? n : null);
			})
		);
	});
});

describe('pagination query', () => {
	// Lone surrogates can't survive any URL encoding; everything else must.
	const key = fc.oneof(fc.base64String(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }).filter((s) => s.isWellFormed()));

	it('round-trips arbitrary keys and values in a fixed order', () => {
		fc.assert(
			fc.property(
				fc.record(
					{ key, offset: fc.nat(), limit: fc.integer({ min: 1, max: 1000 }), reverse: fc.boolean(), countTotal: fc.boolean() },
					{ requiredKeys: [] }
				),
				(page) => {
					const parsed = new URLSearchParams(pageQuery(page).toString());
					expect(parsed.get('pagination.key') ?? undefined).toBe(page.key);
					expect(parsed.get('pagination.offset') ?? undefined).toBe(page.offset?.toString());
					expect(parsed.get('pagination.limit') ?? undefined).toBe(page.limit?.toString());
					expect(parsed.get('pagination.reverse') ?? undefined).toBe(page.reverse?.toString());
					expect(parsed.get('pagination.count_total') ?? undefined).toBe(page.countTotal?.toString());
					const order = ['pagination.key', 'pagination.offset', 'pagination.limit', 'pagination.count_total', 'pagination.reverse'];
					expect([...parsed.keys()]).toEqual(order.filter((k) => parsed.has(k)));
				}
			)
		);
	});

	it('never leaves / = & # raw, and a raw + only ever means a space', () => {
		fc.assert(
			fc.property(key, (k) => {
				const value = pageQuery({ key: k }).toString().slice('pagination.key='.length);
				expect(value).not.toMatch(/[/=&#]/);
				expect(decodeURIComponent(value.replaceAll('+', ' '))).toBe(k);
			})
		);
	});
});

describe('path segments', () => {
	it('decode back to the id, and raw ids are exactly the ones not flagged', () => {
		fc.assert(
			fc.property(fc.string({ unit: 'grapheme' }), (id) => {
				const encoded = encodePathSegment(id);
				expect(decodeURIComponent(encoded)).toBe(id);
				expect(encoded).not.toMatch(/[/?#\s]/);
				if (!tokenIdNeedsEscaping(id)) expect(encoded).toBe(id);
			})
		);
	});
});
