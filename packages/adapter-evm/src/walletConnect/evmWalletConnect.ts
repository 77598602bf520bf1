/** The eip155 methods and events Latch proposes in a WalletConnect session. */
export const EVM_WALLETCONNECT = {
  methods: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    // EIP-5792: proposed as optional (every proposal is), so a wallet without them still approves the session.
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
  ],
  events: ['accountsChanged', 'chainChanged'],
}
