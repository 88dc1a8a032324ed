// `POST /initia/move/v1/view/json` of the Move chains (chain-api §3.1, §4): view functions are
// registered per `address::module::function` by the modules that fake them (usernames here; object
// ownership elsewhere). Args arrive as JSON-encoded strings; `data` goes back as JSON text.
import { sendJson, type Ctx } from '../http';

const grpcError = (code: number, message: string) => ({ code, message, details: [] });

/** A view: parsed args in, a JSON value out (null for Option::none). Throw ViewError to fail like the VM. */
export type ViewFn = (args: unknown[], typeArgs: string[]) => unknown;

export class ViewError extends Error {}

/** 0x-hex Move address → its canonical short form ("0x1"); undefined when not hex. */
export function moveAddressKey(raw: string): string | undefined {
	const m = /^0x([0-9a-f]{1,64})$/i.exec(raw.trim());
	return m ? `0x${m[1]!.toLowerCase().replace(/^0+(?=.)/, '')}` : undefined;
}

export class MoveViews {
	#views = new Map<string, ViewFn>();

	/** `fn` = "0x<address>::module::function" (address in any hex form). */
	register(fn: string, view: ViewFn): this {
		const [address, module, name] = fn.split('::');
		const key = address && moveAddressKey(address);
		if (!key || !module || !name) throw new Error(`bad view name ${fn}`);
		this.#views.set(`${key}::${module}::${name}`, view);
		return this;
	}

	/** A REST extension for cosmos-rest.ts. */
	extension() {
		return async (ctx: Ctx, path: string): Promise<boolean> => {
			if (ctx.method !== 'POST' || path !== '/initia/move/v1/view/json') return false;
			let body: Record<string, unknown>;
			try {
				body = JSON.parse((await ctx.body()) || '{}') as Record<string, unknown>;
			} catch {
				sendJson(ctx.res, 400, grpcError(3, 'invalid request body'));
				return true;
			}
			const address = typeof body.address === 'string' ? moveAddressKey(body.address) : undefined;
			const key = `${address}::${String(body.module_name)}::${String(body.function_name)}`;
			const view = address ? this.#views.get(key) : undefined;
			if (!view) {
				sendJson(ctx.res, 400, grpcError(3, `function not found: ${key}`));
				return true;
			}
			const rawArgs = Array.isArray(body.args) ? body.args : [];
			let args: unknown[];
			try {
				args = rawArgs.map((a) => JSON.parse(String(a)) as unknown);
			} catch {
				sendJson(ctx.res, 400, grpcError(3, 'failed to deserialize argument: invalid JSON'));
				return true;
			}
			try {
				const data = view(args, Array.isArray(body.type_args) ? body.type_args.map(String) : []);
				sendJson(ctx.res, 200, { data: JSON.stringify(data ?? null), events: [], gas_used: String(1000 + 37 * rawArgs.length) });
			} catch (e) {
				sendJson(ctx.res, 400, grpcError(3, e instanceof Error ? e.message : String(e)));
			}
			return true;
		};
	}
}
