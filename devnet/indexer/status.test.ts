// `/status` trails the chain head by the `indexerLag` knob (per request via x-devnet-indexer-lag),
// and answers 500 while nothing is indexed yet, as rollytics does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_KNOBS } from '../knobs';
import { serveOne } from '../test-utils';
import { FIXTURES } from '../fixtures';
import { createIndexerServices } from './index';
import { TEST_BASE } from './testing';

let head = 5000;
let server: Awaited<ReturnType<typeof serveOne>>;
const chainId = FIXTURES.evm.chainId;

beforeAll(async () => {
	const service = createIndexerServices(TEST_BASE, () => DEFAULT_KNOBS, () => head).get(chainId)!;
	server = await serveOne(service, { prefix: `/indexer/${chainId}`, chainId });
});
afterAll(() => server?.close());

const status = async (lag?: number) => {
	const res = await fetch(`${server.url}/status`, { headers: lag === undefined ? {} : { 'x-devnet-indexer-lag': String(lag) } });
	return { status: res.status, text: await res.text() };
};

describe('indexer /status', () => {
	it('is the chain head minus the lag (default one block)', async () => {
		expect(JSON.parse((await status()).text)).toMatchObject({ chain_id: chainId, height: head - DEFAULT_KNOBS.indexerLag, internal_tx_height: head - DEFAULT_KNOBS.indexerLag });
		expect(JSON.parse((await status(340)).text).height).toBe(head - 340);
		head += 10;
		expect(JSON.parse((await status(0)).text).height).toBe(head);
	});

	it('answers 500 until a block is indexed', async () => {
		expect(await status(head)).toEqual({ status: 500, text: 'Internal Server Error' });
	});
});
