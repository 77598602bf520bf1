import { type LatchError, normalizeChainId, WalletRequestError } from '@latch/core'
import { numberToHex } from 'viem'
import { readAddresses } from './readAddresses'
import type { Eip1193Listener, Eip1193Provider } from './types'

const ACCOUNT_METHODS = new Set(['eth_accounts', 'eth_requestAccounts'])

function chainIdToHex(value: unknown): `0x${string}` | undefined {
  const networkId = normalizeChainId(value)
  if (!networkId?.startsWith('eip155:')) return undefined
  return numberToHex(BigInt(networkId.slice('eip155:'.length)))
}

// Returns the cleaned event argument, or a Latch error when the wallet sent something malformed.
function cleanEvent(event: string, value: unknown): { value: unknown } | { error: LatchError } {
  if (event === 'accountsChanged') {
    try {
      return { value: readAddresses(value) }
    } catch (error) {
      return { error: error as LatchError }
    }
  }
  if (event === 'chainChanged') {
    const hex = chainIdToHex(value)
    return hex
      ? { value: hex }
      : { error: new WalletRequestError({ details: `malformed chain id: ${String(value)}` }) }
  }
  return { value }
}

/**
 * Wraps a wallet's EIP-1193 provider so nothing malformed gets past it (RELIABILITY #7, #9): account lists are
 * validated and checksummed, chain ids in any shape become hex. A bad answer to a request throws a Latch error;
 * a bad event is dropped and reported once through `onRejected`, so neither wagmi nor core ever sees it.
 */
export function guardProvider(
  raw: Eip1193Provider,
  onRejected: (error: LatchError) => void,
): Eip1193Provider {
  // One raw subscription per event, fanned out to the guard's own listeners.
  const subscriptions = new Map<string, { listeners: Set<Eip1193Listener>; forward: Eip1193Listener }>()
  return {
    async request(args) {
      const result = await raw.request(args)
      if (ACCOUNT_METHODS.has(args.method)) return readAddresses(result)
      if (args.method === 'eth_chainId') {
        const hex = chainIdToHex(result)
        if (!hex) throw new WalletRequestError({ details: `malformed chain id: ${String(result)}` })
        return hex
      }
      return result
    },
    on(event, listener) {
      let subscription = subscriptions.get(event)
      if (!subscription) {
        const listeners = new Set<Eip1193Listener>()
        const forward: Eip1193Listener = (value) => {
          const cleaned = cleanEvent(event, value)
          if ('error' in cleaned) {
            onRejected(cleaned.error)
            return
          }
          for (const each of [...listeners]) each(cleaned.value)
        }
        subscription = { listeners, forward }
        subscriptions.set(event, subscription)
        raw.on?.(event, forward)
      }
      subscription.listeners.add(listener)
    },
    removeListener(event, listener) {
      const subscription = subscriptions.get(event)
      if (!subscription?.listeners.delete(listener) || subscription.listeners.size > 0) return
      subscriptions.delete(event)
      raw.removeListener?.(event, subscription.forward)
    },
  }
}
