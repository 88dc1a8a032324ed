// What both halves of one side's asset choice are given: AssetPicker (the button, always there) and
// AssetDialog (the list, loaded when the pointer or focus reaches the button).
import type { Catalogue } from '../catalogue';
import type { Side } from '../form.svelte';

export interface AssetChoiceProps {
	catalogue: Catalogue;
	/** The side's chain and asset, null before one is chosen. */
	value: Side | null;
	/** "From" / "To": names the button and the dialog. */
	label: string;
	/** Prefix of the test ids and element ids of this side. */
	testid: string;
}
