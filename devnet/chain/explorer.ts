// Human-readable tx and account pages the registry's explorers[] link to. Self-contained HTML,
// no scripts, every value escaped, under a CSP that allows nothing but inline styles.
import { formatUnits } from 'viem';
import { assetOf, chainById, urls } from '../chains';
import { sendBytes, textError, type Ctx, type Service } from '../http';
import { accountKey } from './address';
import type { ChainLedger } from './ledger';

const HEADERS = {
	'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
	'X-Content-Type-Options': 'nosniff',
	'Cache-Control': 'no-store'
};

const STYLE =
	'body{font:14px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem;color:#111}' +
	'dt{font-weight:600}dd{margin:0 0 .5rem;font-family:ui-monospace,monospace;overflow-wrap:anywhere}' +
	'pre{background:#f4f4f5;padding:1rem;overflow:auto}table{border-collapse:collapse}td,th{padding:.25rem .75rem;text-align:left;border-bottom:1px solid #ddd}';

function escapeHtml(s: string): string {
	return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
	const head = `<meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style>`;
	return `<!doctype html><html lang="en"><head>${head}</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function decode(s: string): string | undefined {
	try {
		return decodeURIComponent(s);
	} catch {
		return undefined;
	}
}

const fields = (rows: [string, string][]) => `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;

export function createExplorer(ledger: ChainLedger, base: string): Service {
	const send = (ctx: Ctx, status: number, html: string) => sendBytes(ctx.res, status, html, 'text/html; charset=utf-8', HEADERS);
	const notFound = (ctx: Ctx, what: string) => send(ctx, 404, page('Not found', `<p>${escapeHtml(what)}</p>`));

	function txPage(ctx: Ctx, chainId: string, hash: string) {
		const r = ledger.record(chainId, hash);
		if (!r) return notFound(ctx, `No transaction ${hash} on ${chainId}.`);
		const { tx } = r;
		const title = `Transaction on ${chainId}`;
		if (tx.height === 0) return send(ctx, 200, page(title, fields([['Hash', tx.hash], ['Status', 'pending (not yet in a block)']])));
		const signer = `<p>Signer: <a href="${escapeHtml(`${urls(base).explorer(chainId)}/accounts/${tx.signer}`)}">${escapeHtml(tx.signer)}</a></p>`;
		const content = tx.kind === 'evm' ? tx.evm : tx.messages;
		return send(
			ctx,
			200,
			page(
				title,
				fields([
					['Hash', tx.hash],
					['Height', String(tx.height)],
					['Time', new Date(tx.time).toISOString()],
					['Code', `${tx.code}${tx.code === 0 ? ' (success)' : ' (failed)'}`],
					['Raw log', tx.rawLog],
					...(tx.memo ? ([['Memo', tx.memo]] as [string, string][]) : [])
				]) +
					signer +
					`<h2>${tx.kind === 'evm' ? 'Call' : 'Messages'}</h2><pre>${escapeHtml(JSON.stringify(content, null, 2))}</pre>`
			)
		);
	}

	function accountPage(ctx: Ctx, chainId: string, address: string) {
		let key: string;
		try {
			key = accountKey(ledger.def(chainId), address);
		} catch {
			return notFound(ctx, `${address} is not an address on ${chainId}.`);
		}
		const acc = ledger.account(chainId, key);
		if (!acc) return notFound(ctx, `Account ${key} does not exist on ${chainId}: it never received funds.`);
		const rows = ledger
			.balances(chainId, key)
			.map((b) => {
				const asset = assetOf(chainId, b.denom);
				const whole = asset?.decimals == null ? '' : `${formatUnits(b.amount, asset.decimals)} ${asset.symbol}`;
				return `<tr><td>${escapeHtml(b.denom)}</td><td>${escapeHtml(b.amount.toString())}</td><td>${escapeHtml(whole)}</td></tr>`;
			})
			.join('');
		return send(
			ctx,
			200,
			page(
				`Account on ${chainId}`,
				fields([
					['Address', key],
					['Account number', String(acc.accountNumber)],
					['Sequence', String(acc.sequence)]
				]) + `<h2>Balances</h2><table><thead><tr><th>Denom</th><th>Base units</th><th>Amount</th></tr></thead><tbody>${rows}</tbody></table>`
			)
		);
	}

	return {
		name: 'explorer',
		errorBody: textError,
		handle(ctx) {
			const m = /^\/([^/]+)\/(txs|accounts)\/([^/]+)\/?$/.exec(ctx.path);
			const chainId = m && decode(m[1]!);
			const id = m && decode(m[3]!);
			if (ctx.method !== 'GET' || !m || !chainId || !id || !chainById(chainId)) return notFound(ctx, `No page at ${ctx.path}.`);
			return m[2] === 'txs' ? txPage(ctx, chainId, id) : accountPage(ctx, chainId, id);
		}
	};
}
