// Chain and asset logos (chains.ts `logo` names): small flat SVGs, each shape and colour
// clearly different so lists of chains and assets are easy to tell apart at a glance.

const svg = (title: string, body: string) =>
	`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"><title>${title}</title>${body}</svg>`;

export const LOGOS: Record<string, string> = {
	// Chains
	initia: svg(
		'Initia',
		'<circle cx="32" cy="32" r="32" fill="#0f1a2e"/><g fill="none" stroke-width="4"><circle cx="25" cy="27" r="11" stroke="#5ee4c6"/><circle cx="39" cy="27" r="11" stroke="#fff"/><circle cx="32" cy="39" r="11" stroke="#8ab4ff"/></g>'
	),
	evmweave: svg(
		'EVM Weave',
		'<rect width="64" height="64" rx="16" fill="#4b2a8c"/><g stroke-width="6" stroke-linecap="round"><path d="M14 22 50 42" stroke="#e3d4ff"/><path d="M14 42 50 22" stroke="#b58cff"/><path d="M32 10v44" stroke="#fff" opacity=".85"/></g>'
	),
	moveloom: svg(
		'Move Loom',
		'<circle cx="32" cy="32" r="32" fill="#0b5d5a"/><g stroke="#d9fff7" stroke-linecap="round"><path d="M18 14v36M46 14v36" stroke-width="5"/><path d="M18 22h28M18 30h28M18 38h28M18 46h28" stroke-width="2.5" opacity=".8"/></g><path d="M24 18v32M32 18v32M40 18v32" stroke="#ffcf6e" stroke-width="2"/>'
	),
	wasmwarp: svg(
		'Wasm Warp',
		'<path d="M32 2 58 17v30L32 62 6 47V17z" fill="#5f3dc4"/><g fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M20 16c6 10-6 22 0 32"/><path d="M32 12c6 12-6 28 0 40"/><path d="M44 16c6 10-6 22 0 32"/></g>'
	),
	noble: svg(
		'Noble',
		'<path d="M32 4 56 12v18c0 16-10 26-24 30C18 56 8 46 8 30V12z" fill="#1d3f8f"/><path d="m32 18 4 9 10 1-7.5 6.5L41 44l-9-5-9 5 2.5-9.5L18 28l10-1z" fill="#ffd66b"/>'
	),
	evm: svg(
		'Base-like EVM',
		'<circle cx="32" cy="32" r="32" fill="#2b2f3a"/><path d="M32 8 18 32l14 8 14-8z" fill="#c9ced8"/><path d="M18 35l14 21 14-21-14 8z" fill="#8f96a6"/>'
	),
	// Assets
	init: svg(
		'INIT',
		'<circle cx="32" cy="32" r="32" fill="#111"/><circle cx="32" cy="32" r="24" fill="none" stroke="#5ee4c6" stroke-width="3"/><circle cx="32" cy="21" r="4" fill="#fff"/><rect x="28.5" y="28" width="7" height="18" rx="3.5" fill="#fff"/>'
	),
	usdc: svg(
		'USDC',
		'<circle cx="32" cy="32" r="32" fill="#2775ca"/><circle cx="32" cy="32" r="22" fill="none" stroke="#fff" stroke-width="3"/><text x="32" y="42" text-anchor="middle" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">$</text>'
	),
	weave: svg(
		'WEAVE',
		'<circle cx="32" cy="32" r="32" fill="#f08a24"/><path d="M10 26c7-8 15-8 22 0s15 8 22 0M10 40c7-8 15-8 22 0s15 8 22 0" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>'
	),
	myst: svg(
		'MYST',
		'<circle cx="32" cy="32" r="32" fill="#6b7280"/><text x="32" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="34" font-weight="700" fill="#f3f4f6">?</text>'
	),
	eth: svg('ETH', '<circle cx="32" cy="32" r="32" fill="#627eea"/><path d="M32 8 19 33l13 7 13-7z" fill="#fff"/><path d="m19 36 13 19 13-19-13 7z" fill="#fff" opacity=".75"/>')
};
