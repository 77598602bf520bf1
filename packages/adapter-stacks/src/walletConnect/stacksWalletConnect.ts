/** The stacks methods and events Latch proposes in a WalletConnect session (the Stacks WalletConnect names). */
export const STACKS_WALLETCONNECT_METHODS = ['stx_signMessage', 'stx_transferStx', 'stx_signTransaction']
export const STACKS_WALLETCONNECT_EVENTS = ['accountsChanged', 'chainChanged']
