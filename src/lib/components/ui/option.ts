// Buttons that hold a rich choice (a wallet, an asset). Apart from variants.ts so that pages
// without such choices (the explorer) do not download it.
import { cx } from './variants';

/** A button holding a rich choice (a wallet, an asset: logo, name, details): left-aligned, any height. */
export function optionClass(kind: 'tile' | 'row' = 'tile'): string {
	return cx(
		'flex min-w-0 items-center gap-3 text-left transition-colors disabled:opacity-60 pointer-coarse:min-h-11',
		kind === 'tile' ? 'rounded-lg border border-border bg-surface px-3 py-2.5 hover:border-accent hover:bg-surface-2' : 'px-1 py-2.5 hover:bg-surface-2 aria-[current=true]:bg-accent-soft'
	);
}
