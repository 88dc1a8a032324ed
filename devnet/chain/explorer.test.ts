// Explorer pages (escaping, CSP, 404s) and the createChains wiring the devnet server mounts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BURNER, OTHER, TEST_EVM } from '../accounts';
import { CHAINS, EXT_EVM, L1 } from '../chains';
import { DEFAULT_KNOBS } from '../knobs';
import { serveOne } from '../test-utils';
import { broadcastTx } from './cosmos-tx';
import { createExplorer } from './explorer';
import { UNFUNDED } from './genesis';
import { createChains } from './index';
import { ChainLedger } from './ledger';
import { msgSend, signEip191 } from './test-tx';

let now = 1_750_000_000_000;
const ledger = new ChainLedger(() => now);
let server: Awaited<ReturnType<typeof serveOne>>;

beforeAll(async () => {
	server = await serveOne(createExplorer(ledger, 'http://devnet.test'));
});
afterAll(() => server.close());
beforeEach(() => ledger.reset());

async function page(path: string) {
	const r = await fetch(`${server.url}${path}`);
	return { status: r.status, csp: r.headers.get('content-security-policy'), type: r.headers.get('content-type'), html: await r.text() };
}

describe('explorer pages', () => {
	it('shows an included tx with every value escaped, under a strict CSP', async () => {
		const memo = '<script>alert("x")</script>';
		const bytes = await signEip191({
			chainId: L1,
			accountNumber: 1,
			sequence: 0,
			msgs: [msgSend(TEST_EVM.init, OTHER.init, [{ denom: 'uinit', amount: '5' }])],
			fee: { amount: [{ denom: 'uinit', amount: '3000' }], gas: '200000' },
			memo
		});
		const hash = broadcastTx(ledger, L1, bytes).tx_response.txhash;
		expect((await page(`/${L1}/txs/${hash}`)).html).toContain('pending');
		now += 1000;
		const p = await page(`/${L1}/txs/${hash.toLowerCase()}`);
		expect(p.status).toBe(200);
		expect(p.csp).toBe("default-src 'none'; style-src 'unsafe-inline'");
		expect(p.type).toBe('text/html; charset=utf-8');
		expect(p.html).not.toContain('<script');
		expect(p.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
		expect(p.html).toContain(hash);
		expect(p.html).toContain('/cosmos.bank.v1beta1.MsgSend');
		expect(p.html).toContain(`http://devnet.test/explorer/${L1}/accounts/${TEST_EVM.init}`);
	});

	it('shows account balances and 404s for unknown txs, accounts and chains', async () => {
		const acc = await page(`/${EXT_EVM}/accounts/${BURNER.hex}`);
		expect(acc.status).toBe(200);
		expect(acc.html).toContain('100 ETH');
		expect(acc.html).toContain('100000 USDC');
		expect((await page(`/${L1}/accounts/${UNFUNDED.init}`)).status).toBe(404);
		expect((await page(`/${L1}/txs/${'AB'.repeat(32)}`)).status).toBe(404);
		expect((await page(`/nope-1/txs/${'AB'.repeat(32)}`)).status).toBe(404);
		expect((await page(`/${L1}/blocks/1`)).status).toBe(404);
	});
});

describe('createChains', () => {
	it('mounts REST for Cosmos-style chains and JSON-RPC for EVM chains over one ledger', () => {
		const chains = createChains('http://devnet.test', () => DEFAULT_KNOBS);
		for (const c of CHAINS) {
			expect(chains.rest(c.chainId) !== undefined).toBe(c.kind !== 'evm');
			expect(chains.jsonRpc(c.chainId) !== undefined).toBe(c.evmChainId !== undefined);
		}
		expect(chains.rest('nope-1')).toBeUndefined();
		expect(chains.ledger.balance(L1, TEST_EVM.init, 'uinit')).toBe(1_000_000_000_000n);
	});
});
