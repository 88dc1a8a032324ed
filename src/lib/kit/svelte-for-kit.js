// SvelteKit's client (runtime/client/client.js) reads Svelte as `import * as svelte from 'svelte'` and
// destructures it, so the bundler keeps the whole namespace object: every export of 'svelte' (hydrate,
// unmount, fork, hydratable, createEventDispatcher, beforeUpdate…) in every page. vite.config.ts points
// that one import here: only what kit reads. `fork` stays out: kit reads it only with its
// `experimental.forkPreloads` option, which svelte.config.js leaves off (svelte-for-kit.test.ts checks both).
export { onMount, settled, tick, untrack } from 'svelte';
