// The transfer half of the bridge page, loaded on demand: the flow (state machine and its effects),
// the panel that draws a running transfer and the bad-price question. The form needs none of it
// until the user previews, which needs a wallet, so the page loads this when a wallet connects or
// the user reaches for Preview (see BridgeView), never for the first paint.
import { formatDuration } from '$lib/format/time';
import type { Route } from '$lib/api/router';
import { amountText } from '../format';
import { describeChanges } from '../route-signature';
import { FlowEffects, type EffectDeps } from './effects';
import { TransferFlow, type QuoteSource } from './transfer.svelte';

export { routeOf } from './phase';
export { default as ExecutionPanel } from '../ui/ExecutionPanel.svelte';
export { default as ConfirmDialog } from '../ui/ConfirmDialog.svelte';

export interface FlowPartDeps {
	effects: EffectDeps;
	quote: QuoteSource;
	onSent?(historyId: string): void;
}

export function createFlow({ effects, quote, onSent }: FlowPartDeps): TransferFlow {
	const { catalogue } = effects;
	// What the user would see differ between the reviewed quote and a newer one.
	const changes = (a: Route, b: Route) => {
		const dst = catalogue.asset(b.destAssetChainId, b.destAssetDenom);
		return describeChanges(a, b, { out: (n) => amountText(n, dst?.decimals ?? null, dst?.symbol ?? ''), duration: formatDuration });
	};
	return new TransferFlow({ effects: new FlowEffects(effects), quote, describeChanges: changes, ...(onSent ? { onSent } : {}) });
}
