import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache } from './http';
import { createOphostClient } from './ophost';
import { durationMs } from './schemas/ophost';
import { fakeFetch, jsonResponse, textResponse } from './fixtures/fake-fetch';

const REST = 'https://rest.initia.xyz';
const BRIDGES = `${REST}/opinit/ophost/v1/bridges`;
const proposal = { output_root: `${'A'.repeat(43)}=`, l1_block_number: '5000', l1_block_time: '2025-06-01T12:00:00.123456789Z', l2_block_number: '777' };

beforeEach(() => clearCache());

describe('x/ophost client', () => {
	it('reads the finalization period of a bridge', async () => {
		const f = fakeFetch(() =>
			jsonResponse({ bridge_id: '11', bridge_addr: 'init1x', bridge_config: { challenger: 'init1c', proposer: 'init1p', submission_interval: '3600s', finalization_period: '604800s', bridge_disabled: false } })
		);
		expect(await createOphostClient(REST, { fetch: f }).bridge(11n)).toEqual({ bridgeId: 11n, finalizationPeriodMs: 604_800_000, bridgeDisabled: false });
		expect(f.calls[0]!.url).toBe(`${BRIDGES}/11`);
	});

	it('parses proto Durations exactly', () => {
		expect(durationMs('86400s')).toBe(86_400_000);
		expect(durationMs('60.480s')).toBe(60_480);
		expect(durationMs('0.000000001s')).toBe(0);
		expect(durationMs('1.5s')).toBe(1500);
		expect(durationMs('7d')).toBeNull();
	});

	it('reads the latest output (reverse, limit 1) and one by index; an unknown index is null', async () => {
		const f = fakeFetch((req) => {
			if (req.url.includes('pagination')) return jsonResponse({ output_proposals: [{ bridge_id: '11', output_index: '9', output_proposal: proposal }], pagination: { next_key: 'AA==', total: '0' } });
			if (req.url.endsWith('/outputs/9')) return jsonResponse({ bridge_id: '11', output_index: '9', output_proposal: proposal });
			return jsonResponse({ code: 5, message: 'collections: not found', details: [] }, 404);
		});
		const c = createOphostClient(REST, { fetch: f });
		const latest = await c.latestOutput(11n);
		expect(f.calls[0]!.url).toBe(`${BRIDGES}/11/outputs?pagination.reverse=true&pagination.limit=1`);
		expect(latest).toEqual({ outputIndex: 9n, outputRoot: proposal.output_root, l1BlockTime: new Date('2025-06-01T12:00:00.123Z'), l1BlockNumber: 5000n, l2BlockNumber: 777n });
		expect(await c.output(11n, 9n)).toEqual(latest);
		expect(await c.output(11n, 10n)).toBeNull();
	});

	it('treats only gRPC NotFound as "not there": a broken endpoint is an error', async () => {
		const f = fakeFetch(() => textResponse('404 page not found', 404));
		await expect(createOphostClient(REST, { fetch: f }).output(11n, 10n)).rejects.toMatchObject({ status: 404, service: 'rest' });
	});

	it('asks claimed by the percent-encoded base64 hash, never from the cache', async () => {
		const f = fakeFetch((_, n) => jsonResponse({ claimed: n > 1 }));
		const c = createOphostClient(REST, { fetch: f });
		expect(await c.claimed(11n, 'ab+/cd==')).toBe(false);
		expect(await c.claimed(11n, 'ab+/cd==')).toBe(true);
		expect(f.calls[0]!.url).toBe(`${BRIDGES}/11/withdrawals/claimed/by_hash?withdrawal_hash=ab%2B%2Fcd%3D%3D`);
	});

	it('reads migration info, null when the denom was not migrated', async () => {
		const f = fakeFetch((req) =>
			req.url.includes('/11/')
				? jsonResponse({ code: 5, message: 'migration info not found', details: [] }, 404)
				: jsonResponse({ migration_info: { bridge_id: '3', ibc_channel_id: 'channel-3', ibc_port_id: 'transfer', l1_denom: 'uinit' } })
		);
		const c = createOphostClient(REST, { fetch: f });
		expect(await c.migration(11n, 'uinit')).toBeNull();
		expect(await c.migration(3n, 'uinit')).toEqual({ bridgeId: 3n, ibcChannelId: 'channel-3', ibcPortId: 'transfer', l1Denom: 'uinit' });
		expect(f.calls[0]!.url).toBe(`${BRIDGES}/11/migration_info/by_l1_denom?l1_denom=uinit`);
	});
});
