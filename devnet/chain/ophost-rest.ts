// The L1's x/ophost REST routes (router-api.md §12.3), proto-JSON: uint64 as strings, bytes as
// base64, Duration "<seconds>s", Timestamp RFC3339; gRPC-gateway errors {code, message, details}.
import { createHash } from 'node:crypto';
import { fromBase64, toBase64, toBech32 } from '@cosmjs/encoding';
import { sendJson, type Ctx } from '../http';
import { migrationChannel, OUTPUT_VERSION, SUBMISSION_INTERVAL_SEC, type BridgeDef, type OpBridges, type OutputProposal } from '../executor/opbridge';

const grpcError = (code: number, message: string) => ({ code, message, details: [] });
const PREFIX = '/opinit/ophost/v1/bridges/';

/** Proto-JSON Duration of whole or fractional seconds (0, 3, 6 or 9 fraction digits). */
export function durationJson(ms: number): string {
	return ms % 1000 === 0 ? `${ms / 1000}s` : `${(ms / 1000).toFixed(3)}s`;
}

/** Proto-JSON Timestamp: UTC with 0 or 3 fraction digits (the devnet keeps milliseconds). */
export const timestampJson = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

const proposalJson = (o: OutputProposal) => ({
	output_root: toBase64(o.outputRoot),
	l1_block_number: String(o.l1BlockNumber),
	l1_block_time: timestampJson(o.l1BlockTime),
	l2_block_number: String(o.l2BlockNumber)
});

/** The bridge's operator accounts (challenger, proposer, batch submitter): fixed per bridge. */
const operator = (def: BridgeDef, role: string) => toBech32('init', createHash('sha256').update(`ophost/bridge/${def.bridgeId}/${role}`).digest().subarray(0, 20));

function bridgeJson(bridges: OpBridges, def: BridgeDef) {
	return {
		bridge_id: def.bridgeId.toString(),
		bridge_addr: def.address,
		bridge_config: {
			challenger: operator(def, 'challenger'),
			proposer: operator(def, 'proposer'),
			batch_info: { submitter: operator(def, 'submitter'), chain_type: 'INITIA' },
			submission_interval: durationJson(bridges.clock.duration(SUBMISSION_INTERVAL_SEC * 1000)),
			finalization_period: durationJson(bridges.finalizationMs(def)),
			submission_start_height: '1',
			oracle_enabled: false,
			metadata: toBase64(new TextEncoder().encode(JSON.stringify({ chain_id: def.l2ChainId, version: OUTPUT_VERSION }))),
			bridge_disabled: false,
			bridge_disabled_at: '0001-01-01T00:00:00Z',
			attestor_set: [],
			channel_id: ''
		}
	};
}

function indexKey(index: bigint): string {
	const b = new Uint8Array(8);
	new DataView(b.buffer).setBigUint64(0, index);
	return toBase64(b);
}

/** cosmos-sdk query.PageRequest over the output indexes (key = 8-byte big-endian index). */
function paginate(ctx: Ctx, outputs: OutputProposal[]) {
	const q = ctx.url.searchParams;
	const reverse = q.get('pagination.reverse') === 'true';
	const limit = Number(q.get('pagination.limit') ?? '') || 100;
	const offset = Number(q.get('pagination.offset') ?? '') || 0;
	const key = q.get('pagination.key');
	let list = reverse ? [...outputs].reverse() : outputs;
	if (key) {
		const bytes = fromBase64(key);
		const start = bytes.length === 8 ? new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0) : 0n;
		list = list.filter((o) => (reverse ? o.index <= start : o.index >= start));
	} else list = list.slice(offset);
	const page = list.slice(0, limit);
	const next = list[limit];
	return { page, pagination: { next_key: next ? indexKey(next.index) : null, total: q.get('pagination.count_total') === 'true' ? String(outputs.length) : '0' } };
}

/** Handles the x/ophost routes; false for any other path (the chain's REST takes it). */
export function ophostRoutes(bridges: OpBridges) {
	return (ctx: Ctx): boolean => {
		const path = ctx.path.replace(/\/+$/, '');
		if (ctx.method !== 'GET' || !path.startsWith(PREFIX)) return false;
		const reply = (status: number, body: unknown) => {
			sendJson(ctx.res, status, body);
			return true;
		};
		const [id = '', ...rest] = path.slice(PREFIX.length).split('/');
		const tail = rest.join('/');
		if (!/^\d+$/.test(id)) return reply(400, grpcError(3, `bridge_id ${id}: invalid syntax`));
		const def = bridges.bridge(BigInt(id));
		if (!def) return reply(404, grpcError(5, 'bridge config not found: not found'));
		const bridgeId = def.bridgeId;

		if (tail === '') return reply(200, bridgeJson(bridges, def));
		if (tail === 'outputs') {
			const { page, pagination } = paginate(ctx, bridges.outputs(bridgeId));
			return reply(200, { output_proposals: page.map((o) => ({ bridge_id: bridgeId.toString(), output_index: o.index.toString(), output_proposal: proposalJson(o) })), pagination });
		}
		let m: RegExpExecArray | null;
		if ((m = /^outputs\/(\d+)$/.exec(tail))) {
			const o = bridges.output(bridgeId, BigInt(m[1]!));
			if (!o) return reply(404, grpcError(5, 'collections: not found: output proposal not found'));
			return reply(200, { bridge_id: bridgeId.toString(), output_index: o.index.toString(), output_proposal: proposalJson(o) });
		}
		if (tail === 'last_finalized_output') {
			const now = bridges.clock.now();
			const last = bridges.outputs(bridgeId).filter((o) => bridges.isFinalized(def, o, now)).at(-1);
			const empty = { output_root: null, l1_block_number: '0', l1_block_time: '0001-01-01T00:00:00Z', l2_block_number: '0' };
			return reply(200, { output_index: last ? last.index.toString() : '0', output_proposal: last ? proposalJson(last) : empty });
		}
		if (tail === 'withdrawals/claimed/by_hash') {
			let hash: Uint8Array;
			try {
				hash = fromBase64(ctx.url.searchParams.get('withdrawal_hash') ?? '');
			} catch {
				return reply(400, grpcError(3, 'withdrawal_hash: illegal base64 data'));
			}
			if (hash.length !== 32) return reply(400, grpcError(3, 'withdrawal_hash: invalid hash length'));
			return reply(200, { claimed: bridges.isClaimed(bridgeId, hash) });
		}
		if (tail === 'migration_info/by_l1_denom') {
			const denom = ctx.url.searchParams.get('l1_denom') ?? '';
			if (!def.migratedDenoms.includes(denom)) return reply(404, grpcError(5, 'migration info not found'));
			return reply(200, { migration_info: { bridge_id: bridgeId.toString(), ibc_channel_id: migrationChannel(def), ibc_port_id: 'transfer', l1_denom: denom } });
		}
		return false;
	};
}
