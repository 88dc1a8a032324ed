// Whether the operating system asks for dark mode, live (the theme control says what "System" means now).
// A plain media query listener on createSubscriber, which the shell loads anyway (persisted.svelte.ts):
// svelte/reactivity's MediaQuery class would add its own code to every route.
import { createSubscriber } from 'svelte/reactivity';

const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

const subscribe = createSubscriber((update) => {
	query?.addEventListener('change', update);
	return () => query?.removeEventListener('change', update);
});

export const systemDark = {
	get current(): boolean {
		subscribe();
		return query?.matches ?? false;
	}
};
