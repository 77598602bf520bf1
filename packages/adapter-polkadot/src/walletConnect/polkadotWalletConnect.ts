/** The polkadot methods and events Latch proposes in a WalletConnect session (the names Polkadot wallets use). */
export const POLKADOT_WALLETCONNECT = {
  methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}
