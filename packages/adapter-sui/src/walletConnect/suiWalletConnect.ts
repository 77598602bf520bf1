/** The sui methods and events Latch proposes in a WalletConnect session (the names Sui wallets use). */
export const SUI_WALLETCONNECT = {
  methods: ['sui_signPersonalMessage', 'sui_signTransaction', 'sui_signAndExecuteTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}
