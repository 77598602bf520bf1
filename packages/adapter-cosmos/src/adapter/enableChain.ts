import { MethodNotSupportedError, UnsupportedChainError } from '@latch/core'
import type { KeplrChainInfo, KeplrLike } from '../wallets/keplrInterface'
import { isCosmosRejection, toCosmosError } from '../wallets/toCosmosError'

/** What `enableChain` needs. */
export interface EnableInput {
  wallet: KeplrLike
  chainId: string
  /** The chain info to suggest when the wallet does not know the chain. */
  chainInfo: () => KeplrChainInfo
  /** Further chains to grant in the same prompt, when the wallet says it knows them. */
  alsoChainIds?: readonly string[]
}

async function knownChains(wallet: KeplrLike): Promise<Set<string> | undefined> {
  if (typeof wallet.getChainInfosWithoutEndpoints !== 'function') return undefined
  try {
    const infos = await wallet.getChainInfosWithoutEndpoints()
    return new Set(infos.map((info) => info.chainId))
  } catch {
    return undefined
  }
}

async function suggest(input: EnableInput): Promise<void> {
  if (typeof input.wallet.experimentalSuggestChain !== 'function') {
    throw new UnsupportedChainError({
      details: `${input.chainId}: the wallet does not know it and cannot add it`,
    })
  }
  try {
    await input.wallet.experimentalSuggestChain(input.chainInfo())
  } catch (error) {
    throw isCosmosRejection(error)
      ? toCosmosError(error)
      : new UnsupportedChainError({ cause: error, details: input.chainId })
  }
}

async function enable(wallet: KeplrLike, chainIds: string[]): Promise<void> {
  try {
    await wallet.enable(chainIds)
  } catch (error) {
    throw toCosmosError(error)
  }
}

/**
 * Grants the site a chain, Keplr's way: `enable` (a prompt unless already granted). A chain the wallet does not
 * know is first suggested to it from the network's chain info (`experimentalSuggestChain`, a prompt). Where the
 * wallet lists its chains, the other host chains it knows are granted in the same prompt. Resolves with the
 * chain ids granted; a refusal at any step is `UserRejectedError`.
 */
export async function enableChain(input: EnableInput): Promise<readonly string[]> {
  const known = await knownChains(input.wallet)
  if (known && !known.has(input.chainId)) await suggest(input)
  const also = known ? (input.alsoChainIds ?? []).filter((id) => id !== input.chainId && known.has(id)) : []
  const chainIds = [input.chainId, ...also]
  try {
    await enable(input.wallet, chainIds)
    return chainIds
  } catch (error) {
    // Without the wallet's chain list, an unknown chain shows up only as enable failing: suggest it, retry once.
    if (known || isCosmosRejection(error) || error instanceof MethodNotSupportedError) throw error
    await suggest(input)
    await enable(input.wallet, [input.chainId])
    return [input.chainId]
  }
}
