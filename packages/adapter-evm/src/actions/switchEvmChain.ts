import { type CaipNetwork, toLatchError, WalletRequestError } from '@latch/core'
import { type Chain, numberToHex } from 'viem'
import { toEvmWalletError } from '../provider/toEvmWalletError'
import type { Eip1193Provider } from '../provider/types'

function isUnknownChain(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, data } = error as { code?: unknown; data?: { originalError?: { code?: unknown } } }
  // MetaMask Mobile nests the code in data.originalError.
  return code === 4902 || data?.originalError?.code === 4902
}

/**
 * Asks the wallet to switch to `network` (wallet_switchEthereumChain). When the wallet does not know the chain
 * (4902) it is added with wallet_addEthereumChain and the switch is asked again (RELIABILITY #12). A wallet that
 * answers but stays on another chain is an error, never a silent success.
 */
export async function switchEvmChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
  chain: Chain,
): Promise<void> {
  const chainId = numberToHex(chain.id)
  const switchChain = () => provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  try {
    try {
      await switchChain()
    } catch (error) {
      if (!isUnknownChain(error)) throw error
      const explorer = chain.blockExplorers?.default.url
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: chain.rpcUrls.default.http,
            ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
          },
        ],
      })
      await switchChain()
    }
  } catch (error) {
    throw toEvmWalletError(error)
  }
  const current = await provider.request({ method: 'eth_chainId' }).catch(toLatchErrorAndThrow)
  if (current !== chainId)
    throw new WalletRequestError({ details: `the wallet stayed on ${String(current)}, not ${network.id}` })
}

function toLatchErrorAndThrow(error: unknown): never {
  throw toLatchError(error)
}
