// The EVM twin lookup waits for the page's content, and a page left before then asks nothing.
import { describe, expect, it, vi } from 'vitest';
import type { ChainInfo } from '$lib/config/chain';
import { evmTwinAfterContent } from './evm-twin';
import { contentShown, hasTxRpc } from './rpc-later';

const evmHashOf = vi.fn(async (hash: string) => `0x${hash.toLowerCase()}`);
vi.mock('$lib/api/clients', () => ({ txRpcFor: () => ({ evmHashOf }) }));

const evm = { id: 'evm-1', vm: 'evm', jsonRpc: 'http://rpc' } as ChainInfo;

/** An afterContent stand-in the test fires by hand. */
function manualAfter() {
	let fire: (() => void) | undefined;
	let cancelled = false;
	const after = (fn: () => void) => {
		fire = fn;
		return () => (cancelled = true);
	};
	return { after, fire: () => fire?.(), cancelled: () => cancelled };
}

describe('evm twin after content', () => {
	it('only EVM chains with JSON-RPC have a twin row', () => {
		expect(hasTxRpc(evm)).toBe(true);
		expect(hasTxRpc({ ...evm, jsonRpc: undefined } as ChainInfo)).toBe(false);
		expect(hasTxRpc({ ...evm, vm: 'move' } as ChainInfo)).toBe(false);
		expect(evmTwinAfterContent({ ...evm, vm: 'wasm' } as ChainInfo, 'AB', new AbortController().signal)).toBeNull();
	});

	it('asks JSON-RPC only once the content is on screen', async () => {
		evmHashOf.mockClear();
		const m = manualAfter();
		const twin = evmTwinAfterContent(evm, 'AB', new AbortController().signal, m.after)!;
		await new Promise((r) => setTimeout(r, 10));
		expect(evmHashOf).not.toHaveBeenCalled();
		expect(twin.settled).toBeUndefined();
		m.fire();
		await expect(twin.promise).resolves.toBe('0xab');
		expect(evmHashOf).toHaveBeenCalledWith('AB', expect.objectContaining({ signal: expect.any(AbortSignal) }));
	});

	it('a page left before its content cancels the wait and asks nothing', async () => {
		evmHashOf.mockClear();
		const m = manualAfter();
		const c = new AbortController();
		const twin = evmTwinAfterContent(evm, 'CD', c.signal, m.after)!;
		c.abort(new DOMException('left', 'AbortError'));
		await expect(twin.promise).rejects.toThrow('left');
		expect(m.cancelled()).toBe(true);
		m.fire();
		await new Promise((r) => setTimeout(r, 10));
		expect(evmHashOf).not.toHaveBeenCalled();
	});

	it('an already aborted signal never waits', async () => {
		const c = new AbortController();
		c.abort(new Error('gone'));
		await expect(contentShown(c.signal, manualAfter().after)).rejects.toThrow('gone');
	});
});
