/**
 * The optional members of the eip155 adapter: every one the contract has. The shell offers them before the wallet
 * side loads, and the wallet side forwards each to the runtime.
 */
export const EVM_ABILITIES = [
  'switchNetwork',
  'getBalance',
  'getProfile',
  'getTokenBalances',
  'getActivity',
  'resolveName',
  'estimateTransferFee',
  'verifySignature',
  'sendTransfer',
  'sendTransaction',
  'signTypedData',
  'signTransaction',
  'isSmartAccountDeployed',
  'getCapabilities',
  'sendCalls',
  'getCallsStatus',
] as const

/** One of {@link EVM_ABILITIES}. */
export type EvmAbility = (typeof EVM_ABILITIES)[number]
