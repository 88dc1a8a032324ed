// Client-side export of the rows a list has loaded, as CSV or JSON. Cells that a spreadsheet
// would run as a formula (=, +, -, @, tab, CR) are prefixed with a quote.

export type Row = Record<string, string | number | bigint | boolean | null | undefined>;

function csvCell(v: Row[string]): string {
	if (v === null || v === undefined) return '';
	let s = typeof v === 'bigint' ? v.toString() : String(v);
	// Numbers stay numbers; text that a spreadsheet would run as a formula is neutralised.
	if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
	return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv(rows: Row[], columns: string[]): string {
	const lines = [columns.map(csvCell).join(',')];
	for (const r of rows) lines.push(columns.map((c) => csvCell(r[c])).join(','));
	return `${lines.join('\r\n')}\r\n`;
}

export function toJson(rows: unknown[]): string {
	return JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2);
}

export function download(filename: string, text: string, type: string) {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name from parts: only safe characters. */
export function fileName(...parts: string[]): string {
	return parts
		.map((p) => p.replace(/[^a-zA-Z0-9._-]+/g, '-').slice(0, 60))
		.filter(Boolean)
		.join('_');
}
