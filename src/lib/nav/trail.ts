// Where each page of a list was reached from. Cursor endpoints give no previous_key, so Prev goes
// back to the position that led to a page; the trail lives per tab (sessionStorage), so Prev also
// works after a reload. A shared deep link has no trail: the pager offers "First" instead.

export interface TrailStep {
	cursor: string | null;
	page: number;
	more: number;
}

const KEY = 'loom:trail';
const MAX = 300;

function read(): Record<string, TrailStep> {
	try {
		const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
		return raw && typeof raw === 'object' ? (raw as Record<string, TrailStep>) : {};
	} catch {
		return {};
	}
}

/** Remembers that the page starting at `cursor` of list `list` was reached from `from`. */
export function rememberStep(list: string, cursor: string, from: TrailStep) {
	try {
		const t = read();
		t[`${list}|${cursor}`] = from;
		const keys = Object.keys(t);
		for (const k of keys.slice(0, Math.max(0, keys.length - MAX))) delete t[k];
		sessionStorage.setItem(KEY, JSON.stringify(t));
	} catch {
		/* storage disabled: Prev falls back to "First" */
	}
}

export function stepBefore(list: string, cursor: string): TrailStep | undefined {
	const s = read()[`${list}|${cursor}`];
	return s && typeof s.page === 'number' ? { cursor: s.cursor ?? null, page: s.page, more: s.more ?? 0 } : undefined;
}
