// The indexer's `/status`: which chain it serves and how far it has indexed.
import * as v from 'valibot';
import { intSchema } from './common';

export interface IndexerStatus {
	version: string;
	commitHash: string;
	chainId: string;
	height: number;
	/** EVM chains only. */
	internalTxHeight: number | null;
}

const text = v.nullish(v.string(), '');

export const indexerStatusSchema = v.pipe(
	v.object({
		version: text,
		commit_hash: text,
		chain_id: text,
		height: intSchema,
		internal_tx_height: v.nullish(intSchema)
	}),
	v.transform(
		(w): IndexerStatus => ({
			version: w.version,
			commitHash: w.commit_hash,
			chainId: w.chain_id,
			height: w.height,
			internalTxHeight: w.internal_tx_height ?? null
		})
	)
);
