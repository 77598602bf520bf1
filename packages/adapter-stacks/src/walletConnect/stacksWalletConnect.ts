/** The stacks methods and events Latch proposes in a WalletConnect session (the Stacks WalletConnect names). */
export const STACKS_WALLETCONNECT = {
  methods: ['stx_signMessage', 'stx_transferStx', 'stx_signTransaction'],
  events: ['accountsChanged', 'chainChanged'],
}
