// Theme tokens. Loaded by src/app.css through @config (Tailwind 4 does not auto-detect JS configs).
// Colours point at CSS variables so light and dark themes swap in app.css without touching markup.
/** @type {import('tailwindcss').Config} */
export default {
	theme: {
		extend: {
			colors: {
				bg: 'var(--color-bg)',
				surface: 'var(--color-surface)',
				'surface-2': 'var(--color-surface-2)',
				border: 'var(--color-border)',
				fg: 'var(--color-fg)',
				muted: 'var(--color-muted)',
				accent: 'var(--color-accent)',
				'accent-fg': 'var(--color-accent-fg)',
				'accent-soft': 'var(--color-accent-soft)',
				ok: 'var(--color-ok)',
				warn: 'var(--color-warn)',
				danger: 'var(--color-danger)',
				'ok-soft': 'var(--color-ok-soft)',
				'warn-soft': 'var(--color-warn-soft)',
				'danger-soft': 'var(--color-danger-soft)'
			},
			fontFamily: {
				sans: ['Inter', 'ui-sans-serif', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
				mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace']
			},
			maxWidth: { page: '80rem' },
			borderRadius: { card: '0.75rem' }
		}
	}
};
