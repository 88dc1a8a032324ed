// Indexer NFT collections and tokens (rollytics shape, kvindexer shape tolerated).
import * as v from 'valibot';
import { intSchema, pageOf } from './common';

export interface Collection {
	/** 0x hex: 40 digits on EVM, 64 on Move and Wasm. */
	address: string;
	name: string;
	/** L1 name of an IBC-bridged collection, else "". */
	originName: string;
	/** bech32, "" when unknown. */
	creator: string;
	/** Live NFT count. */
	tokenCount: number;
	/** Creation block; 0 when the server doesn't say (kvindexer). */
	height: number;
	/** Creation time (RFC 3339); "" when the server doesn't say (kvindexer). */
	timestamp: string;
}

export interface Token {
	collectionAddress: string;
	collectionName: string;
	collectionOriginName: string;
	/** NFT object address on Move; null on EVM and Wasm. */
	objectAddress: string | null;
	/** bech32 on every VM. */
	owner: string;
	tokenId: string;
	uri: string;
	/** Last modification (mint, transfer, uri change). */
	height: number;
	timestamp: string;
	/** Only from servers that send it (L1 indexer, kvindexer). */
	description?: string;
}

const text = v.nullish(v.string(), '');

export const collectionSchema = v.pipe(
	v.object({
		object_addr: v.string(),
		collection: v.object({
			creator: text,
			name: text,
			origin_name: text,
			// kvindexer sends `length` as a string.
			nfts: v.nullish(v.object({ length: v.nullish(intSchema, 0) }))
		}),
		height: v.nullish(intSchema, 0),
		timestamp: text
	}),
	v.transform(
		(w): Collection => ({
			address: w.object_addr,
			name: w.collection.name,
			originName: w.collection.origin_name,
			creator: w.collection.creator,
			tokenCount: w.collection.nfts?.length ?? 0,
			height: w.height,
			timestamp: w.timestamp
		})
	)
);

export const tokenSchema = v.pipe(
	v.object({
		collection_addr: v.string(),
		collection_name: text,
		collection_origin_name: text,
		object_addr: text,
		owner: v.nullish(v.string()),
		owner_addr: v.nullish(v.string()),
		nft: v.object({ token_id: v.string(), uri: text, description: v.nullish(v.string()) }),
		height: v.nullish(intSchema, 0),
		timestamp: text
	}),
	v.transform(
		(w): Token => ({
			collectionAddress: w.collection_addr,
			collectionName: w.collection_name,
			collectionOriginName: w.collection_origin_name,
			objectAddress: w.object_addr || null,
			owner: w.owner ?? w.owner_addr ?? '',
			tokenId: w.nft.token_id,
			uri: w.nft.uri,
			height: w.height,
			timestamp: w.timestamp,
			...(typeof w.nft.description === 'string' ? { description: w.nft.description } : {})
		})
	)
);

export const collectionResponseSchema = v.pipe(
	v.object({ collection: collectionSchema }),
	v.transform((w) => w.collection)
);
export const collectionsPageSchema = pageOf('collections', collectionSchema);
export const tokensPageSchema = pageOf('tokens', tokenSchema);
