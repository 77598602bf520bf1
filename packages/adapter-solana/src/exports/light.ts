// Build-only entry (tsup), not a public subpath. esbuild groups modules into chunks by the entries that reach
// them; without this entry, the light modules that both the page and the lazy runtime use (`toWalletChain`, the
// native mint) would share a chunk with the entry's kit helpers, and that chunk's `import ... from '@solana/kit'`
// would make a host's bundler load kit with the page. Reaching them from here too gives them a chunk of their own,
// free of kit.
export { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
export { toWalletChain } from '../networks/toWalletChain'
export { isNativeSol, NATIVE_SOL_MINT } from '../transfer/nativeMint'
