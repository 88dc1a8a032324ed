import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createEvmTxIndexerClient } from './indexer-evm-tx';
import { receiptJson, RECEIPT_HASH } from './fixtures/evm';
import { fakeFetch, jsonResponse } from './fixtures/fake-fetch';

const BASE = 'https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz';

const client = (f: ReturnType<typeof fakeFetch>) => createEvmTxIndexerClient(`${BASE}/`, { fetch: f });

beforeEach(() => clearCache());

describe('one EVM tx by hash', () => {
	it('reads tx/v1/evm-txs/{hash}: a receipt; a creation has to ""', async () => {
		// A failed contract creation: the indexer spells its missing `to` as "".
		const receipt = receiptJson({ contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3', status: '0x0', to: '' });
		const f = fakeFetch(() => jsonResponse({ tx: receipt }));
		await expect(client(f).evmTx(RECEIPT_HASH)).resolves.toMatchObject({
			status: 'reverted',
			to: null,
			contractAddress: receipt.contractAddress,
			gasUsed: 21000n,
			effectiveGasPrice: 1_000_000_000n,
			blockNumber: 123n
		});
	});
});
