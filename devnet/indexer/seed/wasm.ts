// The CosmWasm rollup (wasm-local-1): cw721 contracts (32-byte addresses, shown as 64-hex by
// the indexer), free-text token ids, token uris that are usually empty, a hostile collection
// whose token ids are markup, and tapestries received from the L1 through ics721.
import { bech32Address } from '../address';
import type { MediaCatalog } from '../../media/catalog';
import { HOSTILE_SVG, hostileMetadata } from '../../media/hostile';
import type { ChainData, CollectionRow, NftRow } from '../store';
import { burner, other, testWallet, type Actor } from './actors';
import { ChainBuilder } from './builder';
import { NftMedia } from './media';
import { bridgeGroups, L1_NFT_CHANNELS, tapestryUri } from './bridge';
import { msgRecvPacket, nftPacketData, type PacketInfo } from './move-msgs';
import { collectors, L1_PLAN, l1Actors, l1ClassId, NFT_CHANNEL, TRAVELLER_PLAN, travellerActors, WASM_PLAN as P, wasmActors } from './plan';
import { Rng } from './prng';
import { seedTxCases } from './tx-cases';
import type { AbciEvent, MsgDraft } from './tx-json';

const attr = (key: string, value: string) => ({ key, value, index: false });

/** `wasm` event of a cw721 action, as cw721-base emits it. */
function wasmEvent(contract: Actor, action: string, fields: Record<string, string>): AbciEvent {
	return { type: 'wasm', attributes: [attr('_contract_address', bech32Address(contract.key)), attr('action', action), ...Object.entries(fields).map(([k, v]) => attr(k, v))] };
}

function msgExecuteContract(sender: Actor, contract: Actor, msg: Record<string, unknown>, events: AbciEvent[]): MsgDraft {
	return {
		typeUrl: '/cosmwasm.wasm.v1.MsgExecuteContract',
		module: 'wasm',
		fields: { sender: bech32Address(sender.key), contract: bech32Address(contract.key), msg, funds: [] },
		events: [{ type: 'execute', attributes: [attr('_contract_address', bech32Address(contract.key))] }, ...events]
	};
}

function msgInstantiate(sender: Actor, contract: Actor, label: string, msg: Record<string, unknown>): MsgDraft {
	return {
		typeUrl: '/cosmwasm.wasm.v1.MsgInstantiateContract',
		module: 'wasm',
		fields: { sender: bech32Address(sender.key), admin: bech32Address(sender.key), code_id: String(P.cw721CodeId), label, msg, funds: [] },
		events: [
			{ type: 'instantiate', attributes: [attr('_contract_address', bech32Address(contract.key)), attr('code_id', String(P.cw721CodeId))] },
			// rollytics dates a Wasm collection from its first collection-shaped event (minter + creator).
			{ type: 'wasm', attributes: [attr('_contract_address', bech32Address(contract.key)), attr('minter', bech32Address(sender.key)), attr('creator', bech32Address(sender.key))] }
		]
	};
}

export function seedWasm(catalog: MediaCatalog): ChainData {
	const b = new ChainBuilder(P.chainId);
	const media = new NftMedia(catalog, P.chainId);
	const rng = new Rng('wasm');
	const people = collectors(24);
	const studio = wasmActors.studio();
	const test = testWallet();
	const contracts = new Map<CollectionRow, Actor>();
	const nfts = new Map<string, NftRow>();
	b.advance(25);

	const instantiate = (instance: number, slug: string, name: string) => {
		const contract = wasmActors.contract(instance, slug);
		let row!: CollectionRow;
		b.tx({ label: `instantiate/${slug}`, signer: studio }, (t) => {
			t.msg(() => msgInstantiate(studio, contract, slug, { name, symbol: slug.slice(0, 4).toUpperCase(), minter: bech32Address(studio.key) }));
			row = t.collection({ address: contract, name, creator: studio });
		});
		contracts.set(row, contract);
		b.advance(1);
		return row;
	};

	/** cw721 mints, ten messages a tx; token_uri only when there is one (most cw721 mints have none). */
	const mint = (c: CollectionRow, tokens: [id: string, owner: Actor, uri: string][], label: string) => {
		const contract = contracts.get(c)!;
		for (let i = 0; i < tokens.length; i += 10) {
			b.tx({ label: `${label}/${i}`, signer: studio }, (t) => {
				for (const [id, owner, uri] of tokens.slice(i, i + 10)) {
					const withUri: Record<string, string> = uri ? { token_uri: uri } : {};
					t.msg(() => msgExecuteContract(studio, contract, { mint: { token_id: id, owner: bech32Address(owner.key), ...withUri } }, [wasmEvent(contract, 'mint', { minter: bech32Address(studio.key), owner: bech32Address(owner.key), token_id: id, ...withUri })]));
					nfts.set(`${c.key}/${id}`, t.mint(c, { tokenId: id, owner, uri }));
				}
			});
			b.advance(1);
		}
	};

	const transfer = (n: NftRow, to: Actor, label: string) => {
		const from = b.actor(n.owner);
		const contract = contracts.get(n.collection)!;
		const send = rng.chance(0.2);
		const msg = send ? { send_nft: { contract: bech32Address(to.key), token_id: n.tokenId, msg: 'e30=' } } : { transfer_nft: { recipient: bech32Address(to.key), token_id: n.tokenId } };
		b.tx({ label, signer: from }, (t) => {
			t.msg(() => msgExecuteContract(from, contract, msg, [wasmEvent(contract, send ? 'send_nft' : 'transfer_nft', { sender: bech32Address(from.key), recipient: bech32Address(to.key), token_id: n.tokenId })]));
			t.transfer(n, to);
		});
	};

	// ---- Wasm Warp Weavers: 120 tokens, free-text ids, uris mostly empty ----
	const weavers = instantiate(P.weavers.instance, P.weavers.slug, P.weavers.name);
	const dir = media.ipfsDir('wasm/warp-weavers', 1);
	const weaverOwners: Record<string, Actor> = { 'weaver-001': test, 'Sunset Loom': test, 'weaver-002': burner(), 'a/b': burner(), 'weaver-003': other() };
	mint(
		weavers,
		[...P.weavers.plainIds, ...P.weavers.oddIds].map((id, i): [string, Actor, string] => {
			const file = String(i + 1);
			const uri =
				i % 10 === 0
					? media.http(P.weavers.slug, file, media.metadata(P.weavers.slug, file, P.weavers.name, id, media.image(P.weavers.slug, file, 'svg'), 'full'))
					: i % 10 === 5
						? dir.put(`${file}.json`, { type: 'json', render: media.metadata(P.weavers.slug, file, P.weavers.name, id, dir.put(`${file}.png`, media.art(P.weavers.slug, file, 'png')), 'full') })
						: '';
			return [id, weaverOwners[id] ?? rng.pick(people), uri];
		}),
		`mint/${P.weavers.slug}`
	);

	// ---- Pattern Library: one burned ----
	const library = instantiate(P.library.instance, P.library.slug, P.library.name);
	const libraryOwners = [test, burner(), other()];
	mint(
		library,
		P.library.tokenIds.map((id, i): [string, Actor, string] => [id, libraryOwners[i] ?? rng.pick(people), i % 3 === 0 ? media.http(P.library.slug, String(i + 1), media.metadata(P.library.slug, String(i + 1), P.library.name, id, media.image(P.library.slug, String(i + 1), 'svg'), 'sparse')) : '']),
		`mint/${P.library.slug}`
	);

	// ---- Glitch Weave: token ids that are markup, with hostile metadata ----
	const hostile = instantiate(P.hostile.instance, P.hostile.slug, P.hostile.name);
	const hostileSvg = catalog.put(`/media/${P.chainId}/${P.hostile.slug}/hostile.svg`, { body: { type: 'svg', render: () => HOSTILE_SVG } });
	mint(
		hostile,
		P.hostile.tokenIds.map((id, i): [string, Actor, string] => [id, i === 0 ? burner() : rng.pick(people), media.http(P.hostile.slug, String(i + 1), () => hostileMetadata(i, hostileSvg))]),
		`mint/${P.hostile.slug}`
	);

	// ---- activity ----
	const wanderer = nfts.get(`${weavers.key}/weaver-010`)!;
	let hop = 0;
	const steps: (() => void)[] = Array<() => void>(30).fill(() => transfer(wanderer, people[hop++ % 6]!, `wander/${hop}`));
	for (let i = 0; i < 40; i++)
		steps.push(() => {
			const n = nfts.get(`${weavers.key}/${P.weavers.plainIds[rng.int(10, P.weavers.plainIds.length - 1)]}`)!;
			if (people.some((p) => p.key === n.owner)) transfer(n, rng.pick(people), `transfer/${i}`);
		});
	steps.push(() => {
		const n = nfts.get(`${library.key}/${P.library.burned}`)!;
		const owner = b.actor(n.owner);
		const contract = contracts.get(library)!;
		b.tx({ label: 'burn/library', signer: owner }, (t) => {
			t.msg(() => msgExecuteContract(owner, contract, { burn: { token_id: n.tokenId } }, [wasmEvent(contract, 'burn', { sender: bech32Address(owner.key), token_id: n.tokenId })]));
			t.burn(n);
		});
	});
	for (const step of rng.shuffle(steps)) {
		step();
		b.advance(rng.int(1, 2));
	}
	receiveTapestries(b, catalog.base);
	seedTxCases(b);

	// ---- the traveller's Border Seals (after everything else) ----
	const T = TRAVELLER_PLAN.wasm;
	const traveller = travellerActors.traveller();
	const seals = instantiate(T.instance, T.slug, T.name);
	mint(
		seals,
		T.tokenIds.map((id, i): [string, Actor, string] => [id, traveller, i % 2 ? '' : media.http(T.slug, id, media.metadata(T.slug, id, T.name, `Border Seal ${id.slice(-1).toUpperCase()}`, media.image(T.slug, id, 'svg'), 'full'))]),
		`mint/${T.slug}`
	);
	return b.finish(100);
}

/** ics721 on the rollup: the first packet instantiates a cw721 for the class, then mints. */
function receiveTapestries(b: ChainBuilder, base: string) {
	const relayer = wasmActors.relayer();
	const contract = wasmActors.contract(P.bridgedInstance, 'bridged-tapestries');
	let collection: CollectionRow | undefined;
	bridgeGroups(L1_PLAN.bridgedToWasm).forEach(([receiver, ids], i) => {
		const uris = ids.map((id) => tapestryUri(base, id));
		const packet: PacketInfo = {
			sequence: i + 1,
			srcPort: 'nft-transfer',
			srcChannel: L1_NFT_CHANNELS[P.chainId]!,
			dstPort: 'nft-transfer',
			dstChannel: NFT_CHANNEL,
			data: nftPacketData(l1ClassId(), L1_PLAN.tapestries.name, ids, uris, l1Actors.guild(), receiver)
		};
		b.tx({ label: `recv/${i + 1}`, signer: relayer, free: true }, (t) => {
			const events: AbciEvent[] = [];
			if (!collection) {
				events.push({ type: 'instantiate', attributes: [attr('_contract_address', bech32Address(contract.key)), attr('code_id', String(P.cw721CodeId))] });
				events.push({ type: 'wasm', attributes: [attr('_contract_address', bech32Address(contract.key)), attr('minter', bech32Address(relayer.key)), attr('creator', bech32Address(relayer.key))] });
				collection = t.collection({ address: contract, name: P.bridgedName(), creator: relayer, originName: L1_PLAN.tapestries.name });
			}
			const c = collection;
			ids.forEach((id, k) => {
				events.push(wasmEvent(contract, 'mint', { minter: bech32Address(relayer.key), owner: bech32Address(receiver.key), token_id: id, token_uri: uris[k]! }));
				t.mint(c, { tokenId: id, owner: receiver, uri: uris[k]! });
			});
			t.msg(() => msgRecvPacket(relayer, packet, events));
		});
		b.advance(2);
	});
}
