import type { Balance, ConnectedAccount } from '@latch/core'
import { MethodNotSupportedError, toBalance, toLatchError, WalletRequestError } from '@latch/core'
import { stringToU8a, u8aToHex } from '@polkadot/util'
import type { PolkadotAdapterOptions } from '../adapter/types'
import { type AccountTarget, toConnectedAccounts } from '../address/toConnectedAccounts'
import { verifyPolkadotSignature } from '../siwx/verifyPolkadotSignature'
import type { Injected, InjectedAccount, InjectedExtensionEntry } from '../wallets/injectedTypes'
import { createBalanceReader } from './readFreeBalance'

/** The adapter methods that need @polkadot/util-crypto and @polkadot/types, loaded on demand by `polkadotAdapter`. */
export interface PolkadotRuntime {
  /** Enables only this extension for the site (its authorisation prompt, or none when it already granted it). */
  enable(entry: InjectedExtensionEntry, appName: string): Promise<Injected>
  toAccounts(reported: readonly InjectedAccount[], target: AccountTarget): ConnectedAccount[]
  /** Signs `message` (UTF-8) with the extension's `signRaw` as bytes; resolves with the 0x signature. */
  signMessage(injected: Injected, address: string, message: string): Promise<string>
  getBalance(input: {
    /** Tried in order: the next one when a node fails or does not answer in time. */
    rpcUrls: readonly string[]
    address: string
    currency: { symbol: string; decimals: number }
  }): Promise<Balance>
  verifySignature(input: { message: string; signature: string; address: string }): Promise<boolean>
}

/** Creates the SDK half of the polkadot adapter. */
export function createPolkadotRuntime(
  options: Pick<PolkadotAdapterOptions, 'rpcTimeoutMs'>,
): PolkadotRuntime {
  const balances = createBalanceReader(options.rpcTimeoutMs ?? 15_000)
  return {
    enable: async (entry, appName) => {
      try {
        // One extension only: extension-dapp's web3Enable would open a prompt in every installed extension.
        const injected = entry.connect
          ? await entry.connect(appName)
          : entry.enable
            ? await entry.enable(appName)
            : undefined
        if (!injected?.accounts || typeof injected.accounts.get !== 'function') {
          throw new WalletRequestError({ details: 'the extension returned no accounts interface' })
        }
        return injected
      } catch (error) {
        throw toLatchError(error)
      }
    },
    toAccounts: toConnectedAccounts,
    signMessage: async (injected, address, message) => {
      const signRaw = injected.signer?.signRaw
      if (!signRaw) throw new MethodNotSupportedError({ details: 'signRaw' })
      try {
        const { signature } = await signRaw({ address, data: u8aToHex(stringToU8a(message)), type: 'bytes' })
        return signature
      } catch (error) {
        throw toLatchError(error)
      }
    },
    getBalance: async ({ rpcUrls, address, currency }) => {
      try {
        return toBalance(await balances.readFreeBalance(rpcUrls, address), currency)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: verifyPolkadotSignature,
  }
}
