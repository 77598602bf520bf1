/** The solana methods and events Latch proposes in a WalletConnect session (the names Solana wallets use). */
export const SOLANA_WALLETCONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]
export const SOLANA_WALLETCONNECT_EVENTS = ['accountsChanged']
