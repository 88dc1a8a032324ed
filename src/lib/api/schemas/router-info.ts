// Router catalogue: chains, assets and balances (Skip Go v2 shapes plus Initia fields).
import * as v from 'valibot';
import { amountOrZero } from './common';

export interface RouterChain {
	chainId: string;
	chainName: string;
	/** Display name (falls back to chain_name, then chain_id). */
	prettyName: string;
	/** "cosmos" (Initia L1/L2s too), "evm", "svm", or whatever comes next. */
	chainType: string;
	bech32Prefix: string;
	logoUri: string | null;
	/** Gas prices are decimal strings. */
	feeAssets: { denom: string; gasPrice: { low: string | null; average: string | null; high: string | null } | null }[];
	pfmEnabled: boolean;
	supportsMemo: boolean;
	isTestnet: boolean;
	rpc: string | null;
	rest: string | null;
	evmFeeAsset: { name: string; symbol: string; decimals: number } | null;
	hidden: boolean;
}

export interface RouterAsset {
	denom: string;
	chainId: string;
	originDenom: string;
	originChainId: string;
	trace: string;
	isCw20: boolean;
	isEvm: boolean;
	isSvm: boolean;
	symbol: string | null;
	name: string | null;
	logoUri: string | null;
	/** Unknown decimals: don't quote (amounts can't be converted). */
	decimals: number | null;
	tokenContract: string | null;
	description: string | null;
	coingeckoId: string | null;
	recommendedSymbol: string | null;
	hidden: boolean;
}

export interface DenomBalance {
	amount: bigint;
	decimals: number | null;
	formattedAmount: string | null;
	priceUsd: string | null;
	valueUsd: string | null;
	/** Set when the router couldn't read this balance. */
	error: string | null;
}

const text = v.nullish(v.string(), '');
const maybeText = v.nullish(v.string());
const flag = v.nullish(v.boolean(), false);
const orNull = <T>(x: T | null | undefined): T | null => x ?? null;

export const assetSchema = v.pipe(
	v.object({
		denom: v.string(),
		chain_id: v.string(),
		origin_denom: text,
		origin_chain_id: text,
		trace: text,
		is_cw20: flag,
		is_evm: flag,
		is_svm: flag,
		symbol: maybeText,
		name: maybeText,
		logo_uri: maybeText,
		decimals: v.nullish(v.pipe(v.number(), v.integer())),
		token_contract: maybeText,
		description: maybeText,
		coingecko_id: maybeText,
		recommended_symbol: maybeText,
		hidden: flag
	}),
	v.transform(
		(w): RouterAsset => ({
			denom: w.denom,
			chainId: w.chain_id,
			originDenom: w.origin_denom,
			originChainId: w.origin_chain_id,
			trace: w.trace,
			isCw20: w.is_cw20,
			isEvm: w.is_evm,
			isSvm: w.is_svm,
			symbol: orNull(w.symbol),
			name: orNull(w.name),
			logoUri: orNull(w.logo_uri),
			decimals: orNull(w.decimals),
			tokenContract: orNull(w.token_contract),
			description: orNull(w.description),
			coingeckoId: orNull(w.coingecko_id),
			recommendedSymbol: orNull(w.recommended_symbol),
			hidden: w.hidden
		})
	)
);

const chainSchema = v.pipe(
	v.object({
		chain_id: v.string(),
		chain_name: text,
		pretty_name: text,
		chain_type: text,
		bech32_prefix: text,
		logo_uri: maybeText,
		fee_assets: v.nullish(
			v.array(
				v.object({
					denom: v.string(),
					gas_price: v.nullish(v.object({ low: maybeText, average: maybeText, high: maybeText }))
				})
			),
			[]
		),
		pfm_enabled: flag,
		supports_memo: flag,
		is_testnet: flag,
		rpc: maybeText,
		rest: maybeText,
		evm_fee_asset: v.nullish(v.object({ name: text, symbol: text, decimals: v.pipe(v.number(), v.integer()) })),
		hidden: flag
	}),
	v.transform(
		(w): RouterChain => ({
			chainId: w.chain_id,
			chainName: w.chain_name,
			prettyName: w.pretty_name || w.chain_name || w.chain_id,
			chainType: w.chain_type,
			bech32Prefix: w.bech32_prefix,
			logoUri: orNull(w.logo_uri),
			feeAssets: w.fee_assets.map((f) => ({
				denom: f.denom,
				gasPrice: f.gas_price
					? { low: orNull(f.gas_price.low), average: orNull(f.gas_price.average), high: orNull(f.gas_price.high) }
					: null
			})),
			pfmEnabled: w.pfm_enabled,
			supportsMemo: w.supports_memo,
			isTestnet: w.is_testnet,
			rpc: orNull(w.rpc),
			rest: orNull(w.rest),
			evmFeeAsset: orNull(w.evm_fee_asset),
			hidden: w.hidden
		})
	)
);

export const chainsResponseSchema = v.pipe(
	v.object({ chains: v.array(chainSchema) }),
	v.transform((w) => w.chains)
);

/** chain id → assets; hidden assets are dropped (the router marks what pickers must not offer). */
export const assetsResponseSchema = v.pipe(
	v.object({ chain_to_assets_map: v.record(v.string(), v.object({ assets: v.nullish(v.array(assetSchema), []) })) }),
	v.transform((w) =>
		Object.fromEntries(
			Object.entries(w.chain_to_assets_map).map(([chainId, { assets }]) => [chainId, assets.filter((a) => !a.hidden)])
		) as Record<string, RouterAsset[]>
	)
);

const denomBalance = v.pipe(
	v.object({
		amount: amountOrZero,
		decimals: v.nullish(v.pipe(v.number(), v.integer())),
		formatted_amount: maybeText,
		price: maybeText,
		// The Initia OpenAPI example names it price_usd.
		price_usd: maybeText,
		value_usd: maybeText,
		error: v.nullish(v.object({ message: text }))
	}),
	v.transform(
		(w): DenomBalance => ({
			amount: w.amount,
			decimals: orNull(w.decimals),
			formattedAmount: orNull(w.formatted_amount),
			priceUsd: w.price ?? w.price_usd ?? null,
			valueUsd: orNull(w.value_usd),
			error: w.error ? w.error.message || 'unknown error' : null
		})
	)
);

/** chain id → denom → balance. */
export const balancesResponseSchema = v.pipe(
	v.object({
		chains: v.record(v.string(), v.object({ denoms: v.nullish(v.record(v.string(), denomBalance), {}) }))
	}),
	v.transform(
		(w) =>
			Object.fromEntries(Object.entries(w.chains).map(([chainId, c]) => [chainId, c.denoms])) as Record<
				string,
				Record<string, DenomBalance>
			>
	)
);
