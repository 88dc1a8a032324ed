// Well-known devnet accounts. All keys are public test keys that must never hold real funds.
// The indexer seed gives these accounts NFTs, the chains fund them at genesis, and the
// Playwright test wallet and the burner wallet sign as them.

/** Hardhat/Anvil public test mnemonic (wallets reference §6.4). */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** Test wallet, EVM path m/44'/60'/0'/0/0: the same 20 bytes as 0x and as init1. */
export const TEST_EVM = {
	hex: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
	init: 'init17w0adeg64ky0daxwd2ugyuneellmjgnxdtmpqz'
} as const;

/** Test wallet, Cosmos path m/44'/118'/0'/0/0 (Keplr-style secp256k1 key). */
export const TEST_COSMOS = {
	noble: 'noble15yk64u7zc9g9k2yr2wmzeva5qgwxps6yw368ps',
	init: 'init15yk64u7zc9g9k2yr2wmzeva5qgwxps6ygy0uju'
} as const;

/** The devnet burner wallet: m/44'/60'/0'/0/1 of the test mnemonic. Its key stays inside the devnet. */
export const BURNER = {
	hex: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
	init: 'init1wzvhjux9rqfdcwspp37srdgwp5tac7wg9ql75y'
} as const;

/** A third test account (index 2), used as a recipient and a second NFT holder. */
export const OTHER = {
	hex: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
	init: 'init183zvmhdk4yq0526cthffncpaztay9yau4q4236'
} as const;

/** initia-labs/initia's ethsecp256k1 unit-test key (golden signing vectors). */
export const GOLDEN_KEY = {
	privateKeyHex: 'd9b18131efa344763bd5e3d1f7c9a12bdd3b62adf178fd25ec01b3594226b2d3',
	hex: '0xff4a64bddd522d3559b7dc2baa2de5364a7bc1d4',
	init: 'init1la9xf0wa2gkn2kdhms465t09xe98hsw5z3q2vd'
} as const;
