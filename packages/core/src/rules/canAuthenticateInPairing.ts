/**
 * WalletConnect one-click authentication (sign-in while pairing) is used only when sign-in is configured and every
 * proposed chain is in one eip155 namespace (spec §5); otherwise the wallet connects, then the sign-in flow runs.
 */
export function canAuthenticateInPairing(input: {
  signInConfigured: boolean
  namespaces: readonly string[]
}): boolean {
  return input.signInConfigured && input.namespaces.length === 1 && input.namespaces[0] === 'eip155'
}
