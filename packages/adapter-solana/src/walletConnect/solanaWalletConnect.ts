/** The solana methods and events Latch proposes in a WalletConnect session (the names Solana wallets use). */
export const SOLANA_WALLETCONNECT = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: ['accountsChanged'],
}
