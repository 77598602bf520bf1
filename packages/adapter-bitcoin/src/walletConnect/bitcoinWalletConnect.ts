/** The bip122 methods and events Latch proposes in a WalletConnect session (Reown's Bitcoin RPC names). */
export const BITCOIN_WALLETCONNECT_METHODS = [
  'signMessage',
  'sendTransfer',
  'signPsbt',
  'getAccountAddresses',
]
export const BITCOIN_WALLETCONNECT_EVENTS = ['bip122_addressesChanged']
