/** The bip122 methods and events Latch proposes in a WalletConnect session (Reown's Bitcoin RPC names). */
export const BITCOIN_WALLETCONNECT = {
  methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
  events: ['bip122_addressesChanged'],
}
