// What only a route shows: its details (fees, hops, time, minimum received), the fast/lossless choice
// and the slippage field. The bridge form loads it with its first quote request, in parallel with it:
// a visit that never asks for a route never downloads it.
export { default as RouteChoice } from './RouteChoice.svelte';
export { default as RouteDetails } from './RouteDetails.svelte';
export { default as SlippageField } from './SlippageField.svelte';
