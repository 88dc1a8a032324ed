// The Move chains: the L1 (initia-local-1) and the minimove rollup (move-local-1). NFTs are
// objects; ids are free text (escaping trouble on purpose); some owners are 32-byte objects;
// tapestries travel from the L1 to the rollups over ICS-721.
import { bech32Address } from '../address';
import type { MediaCatalog } from '../../media/catalog';
import type { ChainData, CollectionRow, NftRow } from '../store';
import { addressActor, burner, golden, other, testWallet, type Actor } from './actors';
import { ChainBuilder } from './builder';
import { bridgeGroups, L1_NFT_CHANNELS, tapestryFile, tapestryUri } from './bridge';
import { nftEscrowAddress } from './derive';
import { NftMedia } from './media';
import type { AbciEvent } from './tx-json';
import { bcs, moveEvents, msgExecute, msgExecuteJson, msgNftTransfer, msgRecvPacket, nftPacketData, type PacketInfo } from './move-msgs';
import { collectors, L1_PLAN, l1Actors, l1ClassId, MOVE_PLAN, MOVE_STD, moveActors, moveCollectionAddress, moveNftAddress, NFT_CHANNEL, TRAVELLER_PLAN, travellerActors, WASM_PLAN } from './plan';
import { Rng } from './prng';
import { seedTxCases } from './tx-cases';

/** Move NFT operations over a chain builder, one tx each (a mint tx may carry many messages). */
class MoveChain {
	readonly #meta = new Map<CollectionRow, { creator: Actor; address: Actor; minted: number }>();
	/** Each NFT's mint index in its collection (BurnEvent repeats it). */
	readonly #index = new Map<NftRow, number>();
	readonly #objects = new Map<string, Actor>();
	readonly #rng: Rng;

	constructor(readonly b: ChainBuilder) {
		this.#rng = new Rng(`move/${b.chainId}`);
	}

	createCollection(creator: Actor, name: string, label: string): CollectionRow {
		const address = addressActor(name, moveCollectionAddress(creator, name));
		let row!: CollectionRow;
		this.b.tx({ label, signer: creator }, (t) => {
			t.msg(() =>
				msgExecute(
					creator,
					'0x1::simple_nft::create_collection',
					[bcs.string(`${name} — woven on the Loom devnet`), bcs.option(), bcs.string(name), bcs.string(''), bcs.bool(false), bcs.bool(true), bcs.bool(true)],
					[moveEvents.createCollection(address, creator, name)]
				)
			);
			row = t.collection({ address, name, creator });
		});
		this.#meta.set(row, { creator, address, minted: 0 });
		return row;
	}

	/** One tx, one simple_nft::mint message per token. */
	mint(c: CollectionRow, tokens: [id: string, owner: Actor, uri: string][], label: string): NftRow[] {
		const m = this.#meta.get(c)!;
		const out: NftRow[] = [];
		this.b.tx({ label, signer: m.creator }, (t) => {
			for (const [id, owner, uri] of tokens) {
				const object = this.nftObject(c, id);
				const index = ++m.minted;
				t.msg(() =>
					msgExecute(
						m.creator,
						'0x1::simple_nft::mint',
						[bcs.string(c.name), bcs.string(''), bcs.string(id), bcs.string(uri), bcs.emptyVector(), bcs.emptyVector(), bcs.emptyVector(), bcs.option(bcs.address(owner))],
						[moveEvents.mint(m.address, index, object), moveEvents.transfer(object, m.creator, owner)]
					)
				);
				const nft = t.mint(c, { tokenId: id, owner, uri, object });
				this.#index.set(nft, index);
				out.push(nft);
			}
		});
		return out;
	}

	transfer(n: NftRow, to: Actor, label: string) {
		const from = this.b.actor(n.owner);
		const object = this.nftObject(n.collection, n.tokenId);
		// Newer wallets send MsgExecuteJSON; older ones BCS.
		const json = this.#rng.chance(0.4);
		this.b.tx({ label, signer: from }, (t) => {
			t.msg(() => {
				const events = [moveEvents.transfer(object, from, to)];
				return json
					? msgExecuteJson(from, '0x1::object::transfer_call', [`0x${object.key}`, `0x${to.key}`], events)
					: msgExecute(from, '0x1::object::transfer_call', [bcs.address(object), bcs.address(to)], events);
			});
			t.transfer(n, to);
		});
	}

	burn(n: NftRow, label: string) {
		const owner = this.b.actor(n.owner);
		const m = this.#meta.get(n.collection)!;
		const object = this.nftObject(n.collection, n.tokenId);
		const index = this.#index.get(n)!;
		this.b.tx({ label, signer: owner }, (t) => {
			t.msg(() => msgExecute(owner, '0x1::simple_nft::burn', [bcs.address(object)], [moveEvents.burn(m.address, index, object)]));
			t.burn(n);
		});
	}

	setUri(n: NftRow, uri: string, label: string) {
		const m = this.#meta.get(n.collection)!;
		const object = this.nftObject(n.collection, n.tokenId);
		const old = n.uri;
		this.b.tx({ label, signer: m.creator }, (t) => {
			t.msg(() => msgExecute(m.creator, '0x1::simple_nft::set_uri', [bcs.address(object), bcs.string(uri)], [moveEvents.mutateUri(object, old, uri)]));
			t.setUri(n, uri);
		});
	}

	/** Register a collection created by someone else's tx (a received IBC class). */
	adopt(c: CollectionRow, creator: Actor, address: Actor) {
		this.#meta.set(c, { creator, address, minted: 0 });
	}

	nftObject(c: CollectionRow, tokenId: string): Actor {
		const label = `${c.key}::${tokenId}`;
		let a = this.#objects.get(label);
		if (!a) this.#objects.set(label, (a = addressActor(label, moveNftAddress(this.#meta.get(c)!.creator, c.name, tokenId))));
		return a;
	}

	nextIndex(c: CollectionRow) {
		return ++this.#meta.get(c)!.minted;
	}
}

/** Run the steps in a shuffled order, a block or two apart. */
function interleave(b: ChainBuilder, rng: Rng, steps: (() => void)[]) {
	for (const step of rng.shuffle(steps)) {
		step();
		b.advance(rng.int(1, 2));
	}
}

export function seedL1(catalog: MediaCatalog): ChainData {
	const P = L1_PLAN;
	const b = new ChainBuilder(P.chainId);
	const chain = new MoveChain(b);
	const media = new NftMedia(catalog, P.chainId);
	const rng = new Rng('l1');
	const people = collectors(24);
	const guild = l1Actors.guild();
	const vault = l1Actors.vault();
	const test = testWallet();
	b.advance(20);

	// ---- Initia Tapestries: http metadata; 41–60 go to the rollups later ----
	const tapestries = chain.createCollection(guild, P.tapestries.name, 'create/tapestries');
	b.advance(1);
	const bridged = new Set([...P.bridgedToMove, ...P.bridgedToWasm]);
	const fixedOwners: Record<string, Actor> = {
		'tapestry-001': test,
		'tapestry-002': test,
		'tapestry-003': test,
		'tapestry-004': burner(),
		'tapestry-005': burner(),
		'tapestry-006': other(),
		'tapestry-008': golden(),
		'tapestry-009': golden(),
		'tapestry-010': golden(),
		'tapestry-011': vault,
		'tapestry-012': vault
	};
	const tapestryMeta = (file: string) =>
		media.http(P.tapestries.slug, file, media.metadata(P.tapestries.slug, file, P.tapestries.name, `Tapestry ${Number.parseInt(file, 10)}`, media.image(P.tapestries.slug, file, 'svg'), 'full'));
	const tapestryNfts = new Map<string, NftRow>();
	for (let i = 0; i < P.tapestries.tokenIds.length; i += 10) {
		const batch = P.tapestries.tokenIds.slice(i, i + 10).map((id): [string, Actor, string] => [id, bridged.has(id) ? guild : (fixedOwners[id] ?? rng.pick(people)), tapestryMeta(tapestryFile(id))]);
		for (const n of chain.mint(tapestries, batch, `mint/tapestries/${i}`)) tapestryNfts.set(n.tokenId, n);
		b.advance(1);
	}

	// ---- Kami Scrolls: ids that need escaping, metadata on IPFS ----
	const kami = chain.createCollection(guild, P.kami.name, 'create/kami');
	b.advance(1);
	const kamiDir = media.ipfsDir('l1/kami-scrolls', 1);
	const kamiOwners: Record<string, Actor> = {
		'Kami #12': test,
		'タペストリー 7': test,
		'a/b?c%d': burner(),
		'kami-1': burner(),
		'space cadet': other(),
		'🧵 thread': vault,
		'kami-2': golden()
	};
	const kamiIds = [...P.kami.oddIds, ...P.kami.plainIds];
	const kamiTokens = kamiIds.map((id, i): [string, Actor, string] => {
		const file = `scroll-${i + 1}`;
		const profile = i % 7 === 3 ? 'nameless' : i % 5 === 4 ? 'no-image' : 'full';
		const uri = kamiDir.put(`${file}.json`, { type: 'json', render: media.metadata(P.kami.slug, file, P.kami.name, id, kamiDir.put(`${file}.png`, media.art(P.kami.slug, file, 'png')), profile) });
		return [id, kamiOwners[id] ?? rng.pick(people), uri];
	});
	const kamiNfts = new Map<string, NftRow>();
	for (let i = 0; i < kamiTokens.length; i += 8) {
		for (const n of chain.mint(kami, kamiTokens.slice(i, i + 8), `mint/kami/${i}`)) kamiNfts.set(n.tokenId, n);
		b.advance(1);
	}

	// ---- Golden Threads: created by the golden test key, metadata with image_url ----
	const goldenThreads = chain.createCollection(golden(), P.goldenThreads.name, 'create/golden-threads');
	b.advance(1);
	chain.mint(
		goldenThreads,
		P.goldenThreads.tokenIds.map((id, i): [string, Actor, string] => {
			const file = String(i + 1);
			const owner = i < 6 ? golden() : i === 6 ? test : i === 7 ? burner() : rng.pick(people);
			return [id, owner, media.http(P.goldenThreads.slug, file, media.metadata(P.goldenThreads.slug, file, P.goldenThreads.name, `Golden Thread ${file}`, media.image(P.goldenThreads.slug, file, 'svg'), 'image_url'))];
		}),
		'mint/golden-threads'
	);
	b.advance(2);

	// ---- activity: the long history, a uri mutation, a burn, bridging out ----
	const long = tapestryNfts.get(P.longHistory.tokenId)!;
	const longOwners = [people[0]!, other(), people[1]!, golden(), people[2]!, burner()];
	let hop = 0;
	const steps: (() => void)[] = Array<() => void>(P.longHistory.transfers).fill(() => {
		hop++;
		chain.transfer(long, hop === P.longHistory.transfers ? test : longOwners[hop % longOwners.length]!, `long-history/${hop}`);
	});
	steps.push(() => chain.setUri(long, tapestryMeta(`${tapestryFile(long.tokenId)}-rewoven`), 'long-history/mutate-uri'));
	steps.push(() => chain.burn(kamiNfts.get(P.kami.burned)!, 'burn/kami'));
	for (const [chainId, ids] of [
		[MOVE_PLAN.chainId, P.bridgedToMove],
		[WASM_PLAN.chainId, P.bridgedToWasm]
	] as const)
		bridgeGroups(ids).forEach(([receiver, group], i) =>
			// Packet sequences count per channel, in the order the rollup receives them.
			steps.push(() => sendToRollup(b, chain, i + 1, { guild, tapestries, nfts: group.map((id) => tapestryNfts.get(id)!), rollup: chainId, receiver }))
		);
	interleave(b, rng, steps);
	seedTxCases(b);
	return b.finish(90);
}

interface Shipment {
	guild: Actor;
	tapestries: CollectionRow;
	nfts: NftRow[];
	rollup: string;
	receiver: Actor;
}

/** The L1 side of a bridge: the guild escrows tapestries on the nft-transfer channel. */
function sendToRollup(b: ChainBuilder, chain: MoveChain, sequence: number, { guild, tapestries, nfts, rollup, receiver }: Shipment) {
	const channel = L1_NFT_CHANNELS[rollup]!;
	const escrow = addressActor(`escrow/${channel}`, nftEscrowAddress('nft-transfer', channel));
	const classId = l1ClassId();
	const packet: PacketInfo = {
		sequence,
		srcPort: 'nft-transfer',
		srcChannel: channel,
		dstPort: 'nft-transfer',
		dstChannel: NFT_CHANNEL,
		data: nftPacketData(classId, tapestries.name, nfts.map((n) => n.tokenId), nfts.map((n) => n.uri), guild, receiver)
	};
	b.tx({ label: `bridge/${rollup}/${sequence}`, signer: guild, memo: `to ${rollup}` }, (t) => {
		t.msg(() => msgNftTransfer(guild, bech32Address(receiver.key), packet, classId, packet.data.tokenIds as string[], nfts.map((n) => moveEvents.transfer(chain.nftObject(tapestries, n.tokenId), guild, escrow))));
		for (const n of nfts) t.transfer(n, escrow);
	});
}

export function seedMoveL2(catalog: MediaCatalog): ChainData {
	const P = MOVE_PLAN;
	const b = new ChainBuilder(P.chainId);
	const chain = new MoveChain(b);
	const media = new NftMedia(catalog, P.chainId);
	const rng = new Rng('move-l2');
	const people = collectors(24);
	const studio = moveActors.studio();
	const vault = moveActors.vault();
	const test = testWallet();
	b.advance(15);

	// ---- Moveloom Originals: odd ids, an object owner, the long history ----
	const originals = chain.createCollection(studio, P.originals.name, 'create/originals');
	b.advance(1);
	const owners: Record<string, Actor> = {
		'Loom #1': test,
		'orig-2': test,
		'weft/warp': burner(),
		'orig-3': burner(),
		'who?': other(),
		'50%': vault,
		'orig-4': vault
	};
	const originalNfts = new Map<string, NftRow>();
	const originalIds = [...P.originals.oddIds, ...P.originals.plainIds];
	for (let i = 0; i < originalIds.length; i += 6) {
		const batch = originalIds.slice(i, i + 6).map((id, k): [string, Actor, string] => {
			const file = String(i + k + 1);
			const uri = media.http(P.originals.slug, file, media.metadata(P.originals.slug, file, P.originals.name, id, media.image(P.originals.slug, file, (i + k) % 4 === 0 ? 'png' : 'svg'), 'full'));
			return [id, owners[id] ?? rng.pick(people), uri];
		});
		for (const n of chain.mint(originals, batch, `mint/originals/${i}`)) originalNfts.set(n.tokenId, n);
		b.advance(1);
	}

	// ---- Shuttle Pass: mostly no uri, a few unreachable ones ----
	const shuttle = chain.createCollection(studio, P.shuttle.name, 'create/shuttle');
	b.advance(1);
	const passOwners = [test, burner(), other()];
	chain.mint(
		shuttle,
		P.shuttle.tokenIds.map((id, i): [string, Actor, string] => [id, passOwners[i] ?? rng.pick(people), i % 5 === 4 ? `https://nft.invalid/shuttle/${i + 1}.json` : '']),
		'mint/shuttle'
	);
	b.advance(2);

	// ---- activity: received tapestries, the long history, a burn ----
	const long = originalNfts.get(P.longHistory.tokenId)!;
	const longOwners = [people[4]!, people[5]!, other(), burner(), people[6]!];
	let hop = 0;
	const steps: (() => void)[] = Array<() => void>(P.longHistory.transfers).fill(() => {
		hop++;
		chain.transfer(long, hop === P.longHistory.transfers ? test : longOwners[hop % longOwners.length]!, `long-history/${hop}`);
	});
	steps.push(() => chain.burn(originalNfts.get(P.originals.burned)!, 'burn/originals'));
	interleave(b, rng, steps);
	receiveTapestries(b, chain, catalog.base);
	seedTxCases(b);

	// ---- the traveller's Harbour Passes (after everything else) ----
	const T = TRAVELLER_PLAN.move;
	const traveller = travellerActors.traveller();
	const passes = chain.createCollection(traveller, T.name, 'traveller/create');
	b.advance(1);
	chain.mint(
		passes,
		T.tokenIds.map((id): [string, Actor, string] => [id, traveller, media.http(T.slug, id, media.metadata(T.slug, id, T.name, `Harbour Pass ${id.slice(-1)}`, media.image(T.slug, id, 'svg'), 'full'))]),
		'traveller/mint'
	);
	return b.finish(150);
}

/** The rollup side of the bridge: a relayer delivers packets; the first one creates the class. */
function receiveTapestries(b: ChainBuilder, chain: MoveChain, base: string) {
	const relayer = moveActors.relayer();
	const address = moveActors.bridged();
	const name = MOVE_PLAN.bridgedName();
	let collection: CollectionRow | undefined;
	let sequence = 0;
	for (const [receiver, ids] of bridgeGroups(L1_PLAN.bridgedToMove)) {
		const uris = ids.map((id) => tapestryUri(base, id));
		const packet: PacketInfo = {
			sequence: ++sequence,
			srcPort: 'nft-transfer',
			srcChannel: L1_NFT_CHANNELS[MOVE_PLAN.chainId]!,
			dstPort: 'nft-transfer',
			dstChannel: NFT_CHANNEL,
			data: nftPacketData(l1ClassId(), L1_PLAN.tapestries.name, ids, uris, l1Actors.guild(), receiver)
		};
		b.tx({ label: `recv/${sequence}`, signer: relayer, free: true }, (t) => {
			const events: AbciEvent[] = [];
			if (!collection) {
				events.push(moveEvents.createCollection(address, MOVE_STD, name));
				collection = t.collection({ address, name, creator: MOVE_STD, originName: L1_PLAN.tapestries.name });
				chain.adopt(collection, MOVE_STD, address);
			}
			const c = collection;
			ids.forEach((id, i) => {
				const object = chain.nftObject(c, id);
				events.push(moveEvents.mint(address, chain.nextIndex(c), object), moveEvents.transfer(object, MOVE_STD, receiver));
				t.mint(c, { tokenId: id, owner: receiver, uri: uris[i]!, object });
			});
			t.msg(() => msgRecvPacket(relayer, packet, events));
		});
		b.advance(2);
	}
}
