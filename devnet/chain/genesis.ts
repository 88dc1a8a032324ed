// Genesis balances of the simulated chains. Amounts are in base units.
import { toBech32 } from '@cosmjs/encoding';
import { BURNER, GOLDEN_KEY, OTHER, TEST_COSMOS, TEST_EVM } from '../accounts';
import { DENOMS, EVM_L2, EXT_EVM, L1, MOVE_L2, NOBLE, WASM_L2 } from '../chains';
import { bech32Bytes } from './address';

/**
 * Hardhat/Anvil account #3 of the test mnemonic (m/44'/60'/0'/0/3). Never funded on any devnet
 * chain, so its account lookups answer 404 "account … not found".
 */
export const UNFUNDED = {
	hex: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
	init: 'init1jrmehaht938cwqm9u7zestslzq0f8wgx7e50a4'
} as const;

const units = (whole: number, decimals: number) => BigInt(whole) * 10n ** BigInt(decimals);

export interface GenesisCredit {
	chainId: string;
	address: string;
	denom: string;
	amount: bigint;
}

const INITIA_HOLDERS = [TEST_EVM.init, TEST_COSMOS.init, BURNER.init, OTHER.init, GOLDEN_KEY.init];
/** The same key bytes as noble addresses, so every test key can pay noble fees. */
const NOBLE_HOLDERS = [TEST_COSMOS.noble, ...[TEST_EVM.init, BURNER.init, OTHER.init, GOLDEN_KEY.init].map((a) => toBech32('noble', bech32Bytes(a, 'init')))];

/** Per Initia chain: the assets every holder gets. */
const INITIA_ASSETS: Record<string, [denom: string, amount: bigint][]> = {
	[L1]: [
		[DENOMS.l1Init, units(1_000_000, 6)],
		[DENOMS.l1Usdc, units(100_000, 6)],
		[DENOMS.l1Weave, units(5_000, 6)]
	],
	[MOVE_L2]: [
		[DENOMS.moveInit, units(100_000, 6)],
		[DENOMS.moveUsdc, units(10_000, 6)]
	],
	[EVM_L2]: [
		[DENOMS.evmInit, units(100_000, 6)],
		[DENOMS.evmUsdc, units(10_000, 6)],
		[DENOMS.evmWrappedInit, units(1_000, 18)]
	],
	[WASM_L2]: [
		[DENOMS.wasmInit, units(100_000, 6)],
		[DENOMS.wasmMystery, 42_000_000n]
	]
};

export function genesisCredits(): GenesisCredit[] {
	const out: GenesisCredit[] = [];
	for (const [chainId, assets] of Object.entries(INITIA_ASSETS))
		for (const [denom, amount] of assets) for (const address of INITIA_HOLDERS) out.push({ chainId, address, denom, amount });
	for (const address of NOBLE_HOLDERS) out.push({ chainId: NOBLE, address, denom: DENOMS.nobleUsdc, amount: units(100_000, 6) });
	for (const address of [TEST_EVM.hex, BURNER.hex]) {
		out.push({ chainId: EXT_EVM, address, denom: DENOMS.extEvmNative, amount: units(100, 18) });
		out.push({ chainId: EXT_EVM, address, denom: DENOMS.extEvmUsdc, amount: units(100_000, 6) });
	}
	return out;
}
