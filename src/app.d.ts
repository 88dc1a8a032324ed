// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface Error {
			message: string;
			/** Which request failed, when the error came from a service. */
			endpoint?: string;
			status?: number;
			detail?: string;
			kind?: 'config' | 'not-found' | 'service' | 'input';
		}
		interface PageState {
			/** Cursors of the pages before the current one, newest last (Prev after reload). */
			cursors?: string[];
		}
	}
}

export {};
