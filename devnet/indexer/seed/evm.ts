// The EVM rollup (evm-local-1): an ERC-721 world with one huge collection, a long-lived token,
// a marketplace whose sales are six-call trees, a multi-level mint, a factory launching four
// collections in one block, a burn, a reverted transfer, hostile metadata and every kind of uri.
import type { MediaCatalog } from '../../media/catalog';
import { HOSTILE_SVG, hostileMetadata } from '../../media/hostile';
import type { MetadataProfile } from '../../media/metadata';
import type { ChainData, CollectionRow, NftRow } from '../store';
import { addressActor, burner, other, testWallet, type Actor } from './actors';
import { ChainBuilder } from './builder';
import { createAddress } from './derive';
import { airdropCalls, call, encodeCall, initCode, msgCall, msgCreate, patternMintCalls, tradeCalls, transferLog, travellerMintCalls } from './evm-msgs';
import { labUris } from './lab';
import { NftMedia } from './media';
import { collectors, EVM_PLAN as P, evmActors, longHistoryLabel, TRAVELLER_PLAN, travellerActors, WIDE_TREE_PLAN, wideTreeActors, type EvmCollectionPlan } from './plan';
import { Rng } from './prng';
import { seedTxCases } from './tx-cases';

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export function seedEvm(catalog: MediaCatalog): ChainData {
	const b = new ChainBuilder(P.chainId);
	const rng = new Rng('evm');
	const media = new NftMedia(catalog, P.chainId);
	const uri = evmUris(media);
	const people = collectors(30);
	const test = testWallet();
	const deployer = evmActors.deployer();
	const studio = evmActors.studio();
	const contract = evmActors.contract;
	const collections = new Map<string, CollectionRow>();
	const nfts = new Map<string, NftRow>();
	const nft = (slug: string, id: string) => nfts.get(`${slug}/${id}`)!;
	const at = (c: CollectionRow) => addressActor(c.name, Buffer.from(c.key, 'hex'));

	/** One tx minting to several owners: a Transfer log (from 0) each. */
	const mint = (slug: string, tokens: [id: string, owner: Actor][], label: string) => {
		const c = collections.get(slug)!;
		const address = at(c);
		const input = encodeCall('mintBatch(address[],uint256[])', tokens.map(([, o]) => o), tokens.map(([id]) => id));
		b.tx({ label, signer: studio, free: rng.chance(0.1) }, (t) => {
			t.msg(() => msgCall(studio, address, input, tokens.map(([id, o]) => transferLog(address, null, o, id))));
			t.calls(call('CALL', studio, address, input, { value: '0x0', gas: 200_000 + 60_000 * tokens.length }));
			for (const [id, owner] of tokens) nfts.set(`${slug}/${id}`, t.mint(c, { tokenId: id, owner, uri: uri(slug, id) }));
		});
	};
	const mintAll = (plan: EvmCollectionPlan, first: number, owners: Record<string, Actor>, batch: number) => {
		for (let from = first; from <= plan.size; from += batch) {
			const batchIds = ids(from, Math.min(from + batch - 1, plan.size));
			mint(plan.slug, batchIds.map((id) => [id, owners[id] ?? rng.pick(people)]), `mint/${plan.slug}/${from}`);
			if (rng.chance(0.6)) b.advance(1);
		}
	};
	const transfer = (slug: string, id: string, to: Actor, label: string, opts: { ethereum?: boolean; free?: boolean } = {}) => {
		const n = nft(slug, id);
		const from = b.actor(n.owner);
		const address = at(n.collection);
		const input = encodeCall('safeTransferFrom(address,address,uint256)', from, to, id);
		b.tx({ label, signer: from, ...opts }, (t) => {
			t.msg(() => msgCall(from, address, input, [transferLog(address, from, to, id)]));
			t.calls(call('CALL', from, address, input, { value: '0x0', gas: 90_000 }));
			t.transfer(n, to);
		});
	};

	// ---- deployments: the deployer's nonce follows the plan's order ----
	b.advance(30);
	const planned = new Map<string, EvmCollectionPlan>(
		[P.loomWeavers, P.threadCount, P.frayedEnds, { ...P.hostile, size: P.hostile.tokenIds.length }, ...P.swatches].map((c) => [c.slug, c])
	);
	for (const slug of P.deploys) {
		const created = contract(slug);
		if (!createAddress(deployer.bytes, b.nonce(deployer)).equals(created.bytes)) throw new Error(`deploy order broken at ${slug}`);
		const plan = planned.get(slug);
		const code = initCode(slug);
		b.tx({ label: `deploy/${slug}`, signer: deployer }, (t) => {
			t.msg(() => msgCreate(deployer, created, code));
			t.calls(call('CREATE', deployer, created, code, { value: '0x0', output: '0x6080', gas: 3_000_000 }));
			// rollytics dates an EVM collection from the first tx that mentions it: its deployment.
			if (plan) collections.set(slug, t.collection({ address: created, name: plan.name, creator: deployer }));
		});
		if (rng.chance(0.5)) b.advance(1);
	}
	b.advance(2);

	// ---- minting ----
	const weaverHolders: Record<string, Actor> = {
		...Object.fromEntries(['1', '2', '3', '10', '100', '1000', '2400'].map((id) => [id, test])),
		...Object.fromEntries(['4', '5', '6'].map((id) => [id, burner()])),
		...Object.fromEntries(['8', '9', '11'].map((id) => [id, other()]))
	};
	mintAll(P.loomWeavers, 1, weaverHolders, P.mintBatch);
	mintAll(P.threadCount, 1, Object.fromEntries(ids(1, 5).map((id) => [id, other()])), 25);
	mintAll(P.frayedEnds, 1, { '1': burner(), '2': burner(), [P.burnedTokenId]: burner() }, 12);
	mint(P.hostile.slug, P.hostile.tokenIds.map((id, i) => [id, i === 0 ? test : i === 1 ? burner() : rng.pick(people)]), `mint/${P.hostile.slug}`);
	for (const s of P.swatches) {
		mint(s.slug, ids(1, s.size).map((id) => [id, id === '1' ? evmActors.archivist() : rng.pick(people)]), `mint/${s.slug}`);
		b.advance(rng.int(1, 2));
	}

	// ---- the factory launch: four collections created (and first minted) in one tx ----
	const factory = contract('loom-factory');
	const launchOwners: Record<string, Record<string, Actor>> = {
		'warp-and-weft': { '1': test, '2': test, '3': other() },
		selvedge: { '1': burner(), '2': burner() },
		'bobbin-club': { '1': test },
		'heddle-frames': { '1': burner(), '2': other() }
	};
	const launched = P.factoryLaunch.map((plan, i) => ({ plan, address: evmActors.factoryCollection(i), owner: launchOwners[plan.slug]!['1']! }));
	const launchInput = encodeCall('launch(uint256)', launched.length);
	b.tx({ label: 'factory/launch', signer: studio }, (t) => {
		t.msg(() => msgCall(studio, factory, launchInput, launched.map((l) => transferLog(l.address, null, l.owner, '1'))));
		t.calls(
			call('CALL', studio, factory, launchInput, {
				value: '0x0',
				gas: 8_000_000,
				calls: launched.map((l) =>
					call('CREATE', factory, l.address, initCode(l.plan.slug), {
						value: '0x0',
						output: '0x6080',
						gas: 1_800_000,
						calls: [call('CALL', factory, l.address, encodeCall('mint(address,uint256)', l.owner, 1), { value: '0x0', gas: 90_000 })]
					})
				)
			})
		);
		for (const l of launched) {
			const c = t.collection({ address: l.address, name: l.plan.name, creator: studio });
			collections.set(l.plan.slug, c);
			nfts.set(`${l.plan.slug}/1`, t.mint(c, { tokenId: '1', owner: l.owner, uri: uri(l.plan.slug, '1') }));
		}
	});
	b.advance(2);
	for (const l of launched) mintAll(l.plan, 2, launchOwners[l.plan.slug]!, 40);

	// ---- Test Pattern: deployed by TEST_EVM (its first tx), minted through the minter ----
	const pattern = evmActors.testPattern();
	if (b.nonce(test) !== 0) throw new Error('Test Pattern must be the test wallet’s first tx');
	b.tx({ label: 'deploy/test-pattern', signer: test }, (t) => {
		t.msg(() => msgCreate(test, pattern, initCode(P.testPattern.slug)));
		t.calls(call('CREATE', test, pattern, initCode(P.testPattern.slug), { value: '0x0', output: '0x6080', gas: 2_500_000 }));
		collections.set(P.testPattern.slug, t.collection({ address: pattern, name: P.testPattern.name, creator: test }));
	});
	b.advance(2);
	const minter = contract('loom-minter');
	const price = 2_500_000_000_000_000n;
	const mintPattern = (tokenIds: string[], label: string, tree: boolean) => {
		const c = collections.get(P.testPattern.slug)!;
		const input = encodeCall('mintPattern(uint256)', tokenIds.length);
		const value = price * BigInt(tokenIds.length + 1);
		b.tx({ label, signer: test }, (t) => {
			t.msg(() => msgCall(test, minter, input, tokenIds.map((id) => transferLog(pattern, null, test, id)), value.toString()));
			t.calls(
				tree
					? patternMintCalls({
							minter,
							minterImpl: contract('minter-impl'),
							oracle: contract('price-oracle'),
							feed: contract('price-feed'),
							royalties: contract('royalty-registry'),
							treasury: contract('treasury'),
							collection: pattern,
							splitter: addressActor(`splitter/${label}`, createAddress(minter.bytes, 1)),
							recipient: test,
							tokenIds,
							price
						})
					: call('CALL', test, minter, input, { value: `0x${value.toString(16)}`, gas: 400_000 })
			);
			for (const id of tokenIds) nfts.set(`${P.testPattern.slug}/${id}`, t.mint(c, { tokenId: id, owner: test, uri: uri(P.testPattern.slug, id) }));
		});
	};
	mintPattern(P.callTreeTokenIds, P.callTreeLabel, true);
	b.advance(3);
	mintPattern(ids(P.callTreeTokenIds.length + 1, P.testPattern.size), 'test-pattern/mint-simple', false);
	b.advance(5);

	// ---- activity, interleaved: the long history, marketplace sales, a revert and a burn ----
	const weavers = P.loomWeavers.slug;
	const longOwners = [people[0]!, people[1]!, other(), people[2]!, burner(), people[3]!];
	let hop = 0;
	const longHop = () => {
		hop++;
		const to = hop === P.longHistory.transfers ? test : longOwners[hop % longOwners.length]!;
		// Some hops come from an Ethereum wallet (sign mode 9999), some pay no fee.
		transfer(weavers, P.longHistory.tokenId, to, longHistoryLabel(hop), { ethereum: hop % P.longHistory.ethereumEvery === 0, free: hop % P.longHistory.freeEvery === 0 });
	};

	const market = contract('loom-market');
	const reserved = new Set([...Object.keys(weaverHolders), P.longHistory.tokenId, P.failedTokenId]);
	const isCollector = (key: string) => people.some((p) => p.key === key);
	let sale = 0;
	const trade = () => {
		let n: NftRow;
		do n = nft(weavers, String(rng.int(1, P.loomWeavers.size)));
		while (reserved.has(n.tokenId) || !isCollector(n.owner));
		const seller = b.actor(n.owner);
		const buyer = rng.pick(people.filter((p) => p.key !== seller.key));
		const cost = BigInt(rng.int(5, 400)) * 10n ** 16n;
		const address = at(n.collection);
		const tree = tradeCalls({ buyer, seller, market, collection: address, feeLib: contract('fee-lib'), treasury: contract('treasury'), tokenId: n.tokenId, price: cost });
		b.tx({ label: `trade/${sale++}`, signer: buyer, ethereum: rng.chance(0.5) }, (t) => {
			t.msg(() => msgCall(buyer, market, tree.input, [transferLog(address, seller, buyer, n.tokenId)], cost.toString()));
			t.calls(tree);
			t.transfer(n, buyer);
		});
	};

	const revertStory = () => {
		const id = P.failedTokenId;
		transfer(weavers, id, burner(), 'failed-story/give');
		b.advance(2);
		const n = nft(weavers, id);
		const address = at(n.collection);
		const input = encodeCall('transferFrom(address,address,uint256)', burner(), other(), id);
		const log = `failed to execute message; message index: 0: execution reverted: ERC721InsufficientApproval(0x${other().key}, ${id}): EVMCall failed`;
		b.tx({ label: P.failedTxLabel, signer: other(), failure: { codespace: 'evm', code: 3, log } }, (t) => {
			t.msg(() => msgCall(other(), address, input));
			// Seeded into the token's history so clients meet a failed tx there.
			t.touch(n);
		});
		b.advance(3);
		transfer(weavers, id, other(), 'failed-story/take');
	};

	const burnStory = () => {
		const slug = P.frayedEnds.slug;
		const id = P.burnedTokenId;
		transfer(slug, id, people[5]!, 'burn-story/give');
		b.advance(2);
		const n = nft(slug, id);
		const owner = b.actor(n.owner);
		const address = at(n.collection);
		const input = encodeCall('burn(uint256)', id);
		b.tx({ label: 'burn-story/burn', signer: owner }, (t) => {
			t.msg(() => msgCall(owner, address, input, [transferLog(address, owner, null, id)]));
			t.calls(call('CALL', owner, address, input, { value: '0x0', gas: 60_000 }));
			t.burn(n);
		});
	};

	const steps = [...Array<() => void>(P.longHistory.transfers).fill(longHop), ...Array<() => void>(P.trades).fill(trade), revertStory, burnStory];
	for (const step of rng.shuffle(steps)) {
		step();
		b.advance(rng.int(1, 2));
	}
	seedTxCases(b);

	// ---- Loom Lab: after everything else, so no earlier tx, sequence or address moves ----
	b.advance(3);
	const lab = contract(P.lab.slug);
	if (!createAddress(deployer.bytes, b.nonce(deployer)).equals(lab.bytes)) throw new Error('Loom Lab must be the deployer’s next contract');
	b.tx({ label: `deploy/${P.lab.slug}`, signer: deployer }, (t) => {
		t.msg(() => msgCreate(deployer, lab, initCode(P.lab.slug)));
		t.calls(call('CREATE', deployer, lab, initCode(P.lab.slug), { value: '0x0', output: '0x6080', gas: 2_000_000 }));
		collections.set(P.lab.slug, t.collection({ address: lab, name: P.lab.name, creator: deployer }));
	});
	b.advance(2);
	const labUri = labUris(media);
	const labIds = Object.values(P.lab.tokens);
	const curator = evmActors.curator();
	const labCollection = collections.get(P.lab.slug)!;
	const labInput = encodeCall('mintBatch(address[],uint256[])', labIds.map(() => curator), labIds);
	b.tx({ label: `mint/${P.lab.slug}`, signer: deployer }, (t) => {
		t.msg(() => msgCall(deployer, lab, labInput, labIds.map((id) => transferLog(lab, null, curator, id))));
		t.calls(call('CALL', deployer, lab, labInput, { value: '0x0', gas: 200_000 + 60_000 * labIds.length }));
		for (const id of labIds) t.mint(labCollection, { tokenId: id, owner: curator, uri: labUri(id) });
	});
	seedTraveller(b, new NftMedia(catalog, P.chainId));
	seedWideTree(b);
	return b.finish(120);
}

/** The airdropper deploys a distributor and airdrops through it: a call tree of several pages. */
function seedWideTree(b: ChainBuilder) {
	const airdropper = wideTreeActors.airdropper();
	const distributor = wideTreeActors.distributor();
	if (!createAddress(airdropper.bytes, b.nonce(airdropper)).equals(distributor.bytes)) throw new Error('the distributor must be the airdropper’s first tx');
	b.tx({ label: 'airdrop/deploy', signer: airdropper }, (t) => {
		t.msg(() => msgCreate(airdropper, distributor, initCode('airdrop-distributor')));
		t.calls(call('CREATE', airdropper, distributor, initCode('airdrop-distributor'), { value: '0x0', output: '0x6080', gas: 1_500_000 }));
	});
	b.advance(1);
	const tree = airdropCalls({ airdropper, distributor, impl: wideTreeActors.impl(), token: wideTreeActors.token(), batches: WIDE_TREE_PLAN.batches, perBatch: WIDE_TREE_PLAN.perBatch });
	b.tx({ label: WIDE_TREE_PLAN.label, signer: airdropper }, (t) => {
		t.msg(() => msgCall(airdropper, distributor, tree.input));
		t.calls(tree);
	});
	b.advance(1);
}

/** The traveller deploys Travel Stamps and mints to itself through it: its NFTs and internal txs here. */
function seedTraveller(b: ChainBuilder, media: NftMedia) {
	const T = TRAVELLER_PLAN.evm;
	const traveller = travellerActors.traveller();
	const stamps = travellerActors.evmCollection();
	if (!createAddress(traveller.bytes, b.nonce(traveller)).equals(stamps.bytes)) throw new Error('Travel Stamps must be the traveller’s first tx');
	let collection!: CollectionRow;
	b.tx({ label: 'traveller/deploy', signer: traveller }, (t) => {
		t.msg(() => msgCreate(traveller, stamps, initCode(T.slug)));
		t.calls(call('CREATE', traveller, stamps, initCode(T.slug), { value: '0x0', output: '0x6080', gas: 2_000_000 }));
		collection = t.collection({ address: stamps, name: T.name, creator: traveller });
	});
	b.advance(2);
	const tree = travellerMintCalls({ traveller, collection: stamps, impl: evmActors.contract('minter-impl'), tokenIds: T.tokenIds });
	b.tx({ label: 'traveller/mint', signer: traveller }, (t) => {
		t.msg(() => msgCall(traveller, stamps, tree.input, T.tokenIds.map((id) => transferLog(stamps, null, traveller, id))));
		t.calls(tree);
		for (const id of T.tokenIds)
			t.mint(collection, { tokenId: id, owner: traveller, uri: media.http(T.slug, id, media.metadata(T.slug, id, T.name, `Travel Stamp ${id}`, media.image(T.slug, id, 'svg'), 'full')) });
	});
	b.advance(1);
}

/** Token uris per collection: http, IPFS (direct, .json-only, slow, never), data:, "" and unreachable. */
function evmUris(media: NftMedia) {
	const warp = media.ipfsDir('evm/warp-and-weft', 1);
	const selvedge = media.ipfsDir('evm/selvedge', 0);
	const slow = media.ipfsDir('evm/frayed-slow', 1, 8000);
	const never = media.ipfsDir('evm/frayed-never', 0);
	const hostileSvg = media.catalog.put(`/media/${P.chainId}/${P.hostile.slug}/hostile.svg`, { body: { type: 'svg', render: () => HOSTILE_SVG } });
	const names = new Map([P.threadCount, P.testPattern, ...P.swatches].map((c) => [c.slug, c.name]));
	return (slug: string, id: string): string => {
		const n = Number(id);
		const meta = (collection: string, image: string, profile: MetadataProfile = 'full') =>
			media.metadata(slug, id, collection, `${collection} #${id}`, image, profile);
		switch (slug) {
			case P.loomWeavers.slug: {
				const image = n % 37 === 0 ? media.brokenImage(slug, id) : media.image(slug, id, n % 25 === 0 ? 'png' : n % 40 === 0 ? 'bare' : 'svg');
				const profile = n % 50 === 0 ? 'sparse' : n % 45 === 0 ? 'nameless' : n % 33 === 0 ? 'image_url' : n % 29 === 0 ? 'no-image' : 'full';
				return media.http(slug, id, meta('Loom Weaver', image, profile));
			}
			case 'warp-and-weft': {
				const png = warp.put(`${id}.png`, media.art(slug, id, 'png'));
				// Some metadata has a public gateway baked in: clients must rewrite it to their own.
				const image = P.bakedGateways.ipfsIo.includes(id)
					? `https://ipfs.io/ipfs/${warp.cid}/${id}.png`
					: P.bakedGateways.subdomain.includes(id)
						? `https://${warp.cid}.ipfs.dweb.link/${id}.png`
						: png;
				return warp.put(`${id}.json`, { type: 'json', render: meta('Warp & Weft', image) });
			}
			case 'selvedge':
				// Stored as "{id}.json", the uri has no extension: only the .json retry resolves it.
				return selvedge.put(`${id}.json`, { type: 'json', render: meta('Selvedge', media.image(slug, id, 'bare')) }).slice(0, -'.json'.length);
			case 'bobbin-club':
				return NftMedia.dataUri({ name: `Bobbin #${id}`, description: 'Metadata stored on-chain.', image: media.dataImage(slug, id), attributes: [{ trait_type: 'Spool', value: n }] });
			case 'heddle-frames':
				return '';
			case P.frayedEnds.slug: {
				const kinds = P.frayedEnds.uris;
				if (kinds.unreachable.includes(id)) return `https://nft.invalid/${slug}/${id}.json`;
				if (kinds.ipfsNever.includes(id)) return `ipfs://${never.cid}/${id}.json`;
				if (kinds.ipfsSlow.includes(id)) return slow.put(`${id}.json`, { type: 'json', render: meta(P.frayedEnds.name, media.image(slug, id, 'svg')) });
				return media.http(slug, id, meta(P.frayedEnds.name, media.brokenImage(slug, id)));
			}
			case P.hostile.slug: {
				const variant = P.hostile.tokenIds.indexOf(id);
				return media.http(slug, String(variant + 1), () => hostileMetadata(variant, hostileSvg));
			}
			default: {
				// Thread Count, Test Pattern and the swatches; the first nine swatches use single-file CIDs.
				const doc = meta(names.get(slug)!, media.image(slug, id, 'svg'));
				return slug.startsWith('swatch-0') && id === '1' ? media.ipfsFile(`evm/${slug}/${id}`, { type: 'json', render: doc }) : media.http(slug, id, doc);
			}
		}
	};
}
