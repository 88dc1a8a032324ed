// Whether the operating system asks for dark mode, live (the theme control says what "System" means now).
import { MediaQuery } from 'svelte/reactivity';

export const systemDark = new MediaQuery('(prefers-color-scheme: dark)', false);
