import type { CaipNetwork, CaipNetworkId } from '../caip/types'

/**
 * Switching to a network the host did not configure shows UnsupportedChain (spec §4),
 * unless unsupported chains are allowed or basic WalletConnect mode is on.
 */
export function shouldShowUnsupportedChain(input: {
  networkId: CaipNetworkId
  networks: readonly CaipNetwork[]
  allowUnsupportedChain: boolean
  basicWalletConnect: boolean
}): boolean {
  if (input.allowUnsupportedChain || input.basicWalletConnect) return false
  return !input.networks.some((network) => network.id === input.networkId)
}
