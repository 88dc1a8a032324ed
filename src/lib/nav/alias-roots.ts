/** First path segments of other explorers' link shapes (chain-less InitiaScan forms, Blockscout). */
export const ALIAS_ROOTS = ['accounts', 'address', 'token', 'tx', 'txs', 'nfts', 'nft-collections', 'evm-txs'] as const;
