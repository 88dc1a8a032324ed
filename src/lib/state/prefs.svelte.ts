// User preferences that outlive a visit: theme and the network last chosen on the home page.
import { Persisted } from './persisted.svelte';

export type Theme = 'system' | 'light' | 'dark';

const asTheme = (raw: unknown): Theme => (raw === 'light' || raw === 'dark' ? raw : 'system');
const asString = (raw: unknown): string | null => (typeof raw === 'string' && raw.length < 80 ? raw : null);

class Prefs {
	#theme = new Persisted<Theme>('loom:theme', 'system', asTheme);
	#network = new Persisted<string | null>('loom:network', null, asString);

	get theme() {
		return this.#theme.value;
	}
	/** Only stores the choice: the theme control applies it (./theme.ts). */
	set theme(t: Theme) {
		this.#theme.value = t;
	}

	get network() {
		return this.#network.value;
	}
	set network(id: string | null) {
		this.#network.value = id;
	}
}

export const prefs = new Prefs();
