// Budgets, the readable table, and the comparison with the committed baseline.

export interface Budget {
	name: string;
	limit: string;
	value: string;
	pass: boolean;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Rows of a fixed-width text table. */
export function table(head: string[], rows: (string | number)[][]): string {
	const cells = [head, ...rows.map((r) => r.map(String))];
	const widths = head.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
	const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
	return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/** Numbers that moved by more than `tolerance` (fraction) against the baseline, flattened by path. */
export function diff(current: unknown, baseline: unknown, tolerance = 0.1, path = ''): string[] {
	if (typeof current === 'number' && typeof baseline === 'number') {
		const base = Math.abs(baseline) || 1;
		return Math.abs(current - baseline) / base > tolerance ? [`${path}: ${baseline} → ${current}`] : [];
	}
	// Per-route rows are compared route by route, so a run of some routes (--routes=) lines up.
	const route = (x: unknown) => (x && typeof x === 'object' && 'route' in x ? String(x.route) : undefined);
	if (Array.isArray(current) && Array.isArray(baseline) && current.every((x) => route(x) !== undefined)) {
		return current.flatMap((c) => {
			const b = baseline.find((x) => route(x) === route(c));
			return b === undefined ? [] : diff(c, b, tolerance, `${path}.${route(c)}`);
		});
	}
	if (current && baseline && typeof current === 'object' && typeof baseline === 'object') {
		const out: string[] = [];
		for (const k of Object.keys(current as object)) {
			if (['url', 'generatedAt', 'machine', 'waterfall'].includes(k)) continue;
			out.push(...diff((current as Record<string, unknown>)[k], (baseline as Record<string, unknown>)[k], tolerance, path ? `${path}.${k}` : k));
		}
		return out;
	}
	return [];
}
