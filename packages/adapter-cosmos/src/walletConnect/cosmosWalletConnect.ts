/** The cosmos methods and events Latch proposes in a WalletConnect session (the names Cosmos wallets use). */
export const COSMOS_WALLETCONNECT = {
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  events: ['chainChanged', 'accountsChanged'],
}
