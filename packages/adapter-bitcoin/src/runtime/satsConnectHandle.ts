import { MethodNotSupportedError } from '@latch/core'
import { isBitcoinNetworkName } from '../networks/isBitcoinNetworkName'
import type { WalletNetworkName } from '../networks/networkFacts'
import type { SatsConnectProvider, SatsConnectProviderInfo, SatsConnectResponse } from '../wallets/types'
import type { BitcoinWalletHandle, WalletEvent, WalletSnapshot } from './BitcoinWalletHandle'
import { parseWalletAddresses } from './parseWalletAddresses'
import { SATS_CONNECT_ERROR, SatsConnectRpcError, toBitcoinError } from './toBitcoinError'

const PURPOSES = ['payment', 'ordinals']

function networkOf(result: unknown): WalletNetworkName | undefined {
  const name = (result as { network?: { bitcoin?: { name?: unknown } } } | null)?.network?.bitcoin?.name
  return isBitcoinNetworkName(name) ? name : undefined
}

function snapshotOf(result: unknown): WalletSnapshot {
  const addresses = parseWalletAddresses((result as { addresses?: unknown } | null)?.addresses)
  const network = networkOf(result)
  return { addresses, ...(network ? { network } : {}) }
}

/**
 * Drives a wallet through the sats-connect provider request interface: `request(method, params)` answering
 * JSON-RPC messages, and `addListener` events. This is the layer `@sats-connect/core`'s `request` wraps, spoken
 * directly (see the package README for why).
 */
export function satsConnectHandle(
  provider: SatsConnectProvider,
  info: Pick<SatsConnectProviderInfo, 'methods'>,
): BitcoinWalletHandle {
  // A wallet that lists its methods and not wallet_changeNetwork is not asked to switch.
  const canChangeNetwork = !info.methods || info.methods.includes('wallet_changeNetwork')
  const call = async (method: string, params: unknown): Promise<unknown> => {
    let response: SatsConnectResponse
    try {
      response = (await provider.request(method, params)) as SatsConnectResponse
    } catch (error) {
      throw toBitcoinError(error)
    }
    if (typeof response !== 'object' || response === null)
      throw toBitcoinError(new SatsConnectRpcError(undefined, `unexpected answer to ${method}`))
    if (response.error !== undefined) {
      const { code, message } = response.error ?? {}
      throw toBitcoinError(
        new SatsConnectRpcError(
          typeof code === 'number' ? code : undefined,
          typeof message === 'string' ? message : '',
        ),
      )
    }
    if (!('result' in response))
      throw toBitcoinError(new SatsConnectRpcError(undefined, `no result for ${method}`))
    return response.result
  }
  const isCode = (error: unknown, ...codes: number[]) =>
    codes.includes(((error as { cause?: { code?: unknown } }).cause?.code as number) ?? 0)

  const readAccount = async (): Promise<WalletSnapshot | null> => {
    try {
      return snapshotOf(await call('wallet_getAccount', null))
    } catch (error) {
      if (isCode(error, SATS_CONNECT_ERROR.ACCESS_DENIED, SATS_CONNECT_ERROR.METHOD_NOT_FOUND)) return null
      throw error
    }
  }

  return {
    connect: async (network) => {
      try {
        return snapshotOf(await call('wallet_connect', { addresses: PURPOSES, network }))
      } catch (error) {
        // Wallets without wallet_connect (sats-connect before 0.8) still answer getAddresses.
        if (!isCode(error, SATS_CONNECT_ERROR.METHOD_NOT_FOUND)) throw error
        return snapshotOf(await call('getAddresses', { purposes: PURPOSES }))
      }
    },
    restore: readAccount,
    disconnect: async () => {
      try {
        await call('wallet_disconnect', null)
      } catch (error) {
        if (!isCode(error, SATS_CONNECT_ERROR.METHOD_NOT_FOUND)) throw error
        await call('wallet_renouncePermissions', null)
      }
    },
    signMessage: async (address, message) => {
      const result = (await call('signMessage', { address, message, protocol: 'BIP322' })) as {
        signature?: unknown
      } | null
      if (typeof result?.signature !== 'string' || !result.signature)
        throw toBitcoinError(new SatsConnectRpcError(undefined, 'the wallet returned no signature'))
      return result.signature
    },
    changeNetwork: async (network) => {
      if (!canChangeNetwork) throw new MethodNotSupportedError({ details: 'wallet_changeNetwork' })
      await call('wallet_changeNetwork', { name: network })
      const snapshot = await readAccount()
      return snapshot ?? { addresses: [] }
    },
    watch: (listener) => {
      if (typeof provider.addListener !== 'function') return () => {}
      const stops = ['accountChange', 'networkChange', 'disconnect'].map((eventName) =>
        provider.addListener?.({
          eventName,
          cb: (raw: unknown) => {
            const event = toWalletEvent(eventName, raw)
            if (event) listener(event)
          },
        }),
      )
      return () => {
        for (const stop of stops) if (typeof stop === 'function') stop()
      }
    },
  }
}

function toWalletEvent(eventName: string, raw: unknown): WalletEvent | undefined {
  const payload = (typeof raw === 'object' && raw !== null ? raw : {}) as { addresses?: unknown }
  const addresses = Array.isArray(payload.addresses) ? parseWalletAddresses(payload.addresses) : undefined
  const withAddresses = addresses ? { addresses } : {}
  if (eventName === 'accountChange') return { type: 'accounts', ...withAddresses }
  if (eventName === 'disconnect') return { type: 'disconnect' }
  const network = (raw as { bitcoin?: { name?: unknown } } | null)?.bitcoin?.name
  return isBitcoinNetworkName(network) ? { type: 'network', network, ...withAddresses } : undefined
}
