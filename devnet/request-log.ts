// Counts service requests so tests and the benchmark can ask "how many indexer calls did that
// navigation make?" (GET /__devnet/requests).

export interface LoggedRequest {
	seq: number;
	at: number;
	service: string;
	chainId?: string;
	method: string;
	path: string;
}

export class RequestLog {
	#items: LoggedRequest[] = [];
	#seq = 0;
	static readonly MAX = 20_000;

	add(service: string, chainId: string | undefined, method: string, path: string) {
		this.#items.push({ seq: ++this.#seq, at: Date.now(), service, chainId, method, path });
		if (this.#items.length > RequestLog.MAX) this.#items.splice(0, this.#items.length - RequestLog.MAX);
	}

	/** Requests after sequence number `since` (0 = all kept). */
	since(since = 0, service?: string): LoggedRequest[] {
		return this.#items.filter((r) => r.seq > since && (!service || r.service === service));
	}

	get last(): number {
		return this.#seq;
	}

	clear() {
		this.#items = [];
	}
}
