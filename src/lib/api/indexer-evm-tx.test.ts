import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createEvmTxIndexerClient } from './indexer-evm-tx';
import { fakeFetch, jsonResponse } from './fixtures/fake-fetch';

const BASE = 'https://rollytics-api-evm-1.anvil.asia-southeast.initia.xyz';

const client = (f: ReturnType<typeof fakeFetch>) => createEvmTxIndexerClient(`${BASE}/`, { fetch: f });

beforeEach(() => clearCache());

describe('one EVM tx by hash', () => {
	it('reads tx/v1/evm-txs/{hash}: a receipt; a creation has to ""', async () => {
		const receipt = {
			blockHash: '0x01',
			blockNumber: '0x7b',
			contractAddress: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
			cumulativeGasUsed: '0x5208',
			effectiveGasPrice: '0x3b9aca00',
			from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
			gasUsed: '0x5208',
			logs: [],
			logsBloom: '0x00',
			status: '0x0',
			to: '',
			transactionHash: `0x${'ab'.repeat(32)}`,
			transactionIndex: '0x1',
			type: '0x2'
		};
		const f = fakeFetch(() => jsonResponse({ tx: receipt }));
		await expect(client(f).evmTx(`0x${'ab'.repeat(32)}`)).resolves.toMatchObject({
			status: 'reverted',
			to: null,
			contractAddress: receipt.contractAddress,
			gasUsed: 21000n,
			effectiveGasPrice: 1_000_000_000n,
			blockNumber: 123n
		});
	});
});
