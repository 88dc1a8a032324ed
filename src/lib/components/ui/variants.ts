// Class strings of the UI parts, shared by the components and by elements that cannot be one
// (a <summary>, a <label> or a <select> that must look like a button or a field). No
// tailwind-merge: callers add layout classes (margins, width) and never restyle a variant.
// On coarse pointers (touch) every control is at least 44 × 44 px.

/** Joins the truthy class names. */
export const cx = (...parts: (string | false | null | undefined)[]): string => parts.filter(Boolean).join(' ');

/** The bordered surface of a Card, for what cannot be one (a dialog, a <details>, a row with an action). */
export const cardClass = 'min-w-0 rounded-card border border-border bg-surface';
/** The one network's name in the header (NetworkPicker), and its stand-in there until the picker's code is in. */
export const networkNameClass = 'inline-flex h-9 items-center rounded-lg border border-border px-2.5 text-sm text-muted';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'soft' | 'danger' | 'toggle' | 'link';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

const base =
	'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 pointer-coarse:min-h-11';

const variants: Record<ButtonVariant, string> = {
	primary: 'bg-accent text-accent-fg hover:bg-accent/90',
	secondary: 'border border-border bg-surface text-fg hover:bg-surface-2',
	ghost: 'text-muted hover:bg-surface-2 hover:text-fg',
	soft: 'bg-accent-soft text-accent hover:bg-accent/15',
	danger: 'border border-danger/40 bg-danger-soft text-danger hover:bg-danger/10',
	// a choice among several (slippage presets, chain filters): set `aria-pressed`, the look follows it
	toggle: 'border border-border bg-surface text-muted hover:bg-surface-2 hover:text-fg aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent',
	link: 'text-accent underline-offset-2 hover:underline'
};

const sizes: Record<ButtonSize, string> = {
	xs: 'h-6 px-2 text-xs',
	sm: 'h-8 px-2.5 text-xs',
	md: 'h-9 px-3 text-sm',
	lg: 'h-11 px-5 text-base'
};

/**
 * A button's classes; `link` buttons keep text size and only pad on touch, giving the padding back as a
 * negative margin so their text stays in line with the content around it.
 */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
	if (variant === 'link') return cx(base, variants.link, size === 'sm' ? 'text-xs' : 'text-sm', 'pointer-coarse:-mx-2 pointer-coarse:min-w-11 pointer-coarse:px-2');
	return cx(base, variants[variant], sizes[size], 'pointer-coarse:min-w-11');
}

export type IconButtonSize = 'sm' | 'md';
export type IconButtonVariant = 'ghost' | 'outline' | 'round';

const iconVariants: Record<IconButtonVariant, string> = {
	ghost: 'rounded-lg hover:bg-surface-2',
	outline: 'rounded-lg border border-border bg-surface hover:bg-surface-2',
	// floats over the seam of two cards (the bridge's swap-direction button)
	round: 'rounded-full border-4 border-bg bg-surface-2 hover:text-accent'
};

/** A square icon button; touch grows it to 44 px without growing the row it sits in. */
export function iconButtonClass(variant: IconButtonVariant = 'ghost', size: IconButtonSize = 'md'): string {
	return cx(
		'inline-flex shrink-0 items-center justify-center text-muted transition-colors hover:text-fg disabled:opacity-60 pointer-coarse:min-h-11 pointer-coarse:min-w-11',
		iconVariants[variant],
		size === 'sm' ? 'h-7 w-7 pointer-coarse:-my-2' : variant === 'round' ? 'h-10 w-10' : 'h-9 w-9 pointer-coarse:-my-1'
	);
}

/** Text inputs and selects. */
export function fieldClass(size: 'md' | 'lg' = 'md'): string {
	return cx(
		'rounded-lg border border-border bg-surface px-2.5 text-fg placeholder:text-muted focus:border-accent focus:outline-none aria-[invalid=true]:border-danger pointer-coarse:min-h-11',
		size === 'lg' ? 'h-12 text-base' : 'h-9 text-sm'
	);
}
