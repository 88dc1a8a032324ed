// NFT history entries: the indexer's copy of a Cosmos tx (the generic `Tx`, see ./tx.ts).
import { pageOf } from './common';
import { txSchema, type Tx } from './tx';

export type NftTx = Tx;

export const nftTxSchema = txSchema;

export const nftTxsPageSchema = pageOf('txs', nftTxSchema);
