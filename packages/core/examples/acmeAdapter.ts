import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetwork,
  type CaipNetworkId,
  type ChainAdapter,
  type Connection,
  ConnectorNotFoundError,
  formatUnits,
  InvalidAddressError,
  parseCaipAddress,
  toLatchError,
} from '@latch/core'

/** What an Acme wallet injects at `window.acme`: a request function and an accounts event. */
export interface AcmeProvider {
  readonly name: string
  readonly icon: string
  request(args: { method: 'acme_requestAccounts' | 'acme_accounts' }): Promise<string[]>
  request(args: { method: 'acme_signMessage'; params: [address: string, message: string] }): Promise<string>
  request(args: { method: 'acme_getBalance'; params: [address: string] }): Promise<string>
  on(event: 'accountsChanged', listener: (accounts: string[]) => void): () => void
}

/** The acme chain's main network, CAIP-2 `acme:main`. */
export const acmeMainnet: CaipNetwork = {
  id: 'acme:main',
  namespace: 'acme',
  reference: 'main',
  name: 'Acme',
  nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
  rpcUrls: [],
}

const CONNECTOR_ID = 'acme-injected'
const ACME_ADDRESS = /^acme1[0-9a-f]{40}$/

/** A Latch adapter for the "acme" namespace, which core has never heard of. */
export function acmeAdapter(): ChainAdapter {
  let context: AdapterContext | undefined
  let provider: AcmeProvider | undefined
  let stopWatching: (() => void) | undefined
  let networkId: CaipNetworkId = acmeMainnet.id
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  // Wallet text is untrusted: validate before anything reaches core (RELIABILITY #7).
  const toConnection = (addresses: string[]): Connection => {
    for (const address of addresses) if (!ACME_ADDRESS.test(address)) throw new InvalidAddressError()
    const accounts = addresses.map((address) => ({
      address: `${networkId}:${address}` as const,
      type: 'eoa' as const,
    }))
    return { connectorId: CONNECTOR_ID, networkId, accounts }
  }
  const wallet = (connectorId = CONNECTOR_ID): AcmeProvider => {
    if (connectorId !== CONNECTOR_ID || !provider) throw new ConnectorNotFoundError({ details: connectorId })
    return provider
  }
  // Errors leave the adapter as Latch errors: a 4001 becomes UserRejectedError.
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } catch (error) {
      throw toLatchError(error)
    }
  }
  const watch = (connected: AcmeProvider) => {
    stopWatching?.()
    stopWatching = connected.on('accountsChanged', (addresses) => {
      try {
        emit({
          type: 'accountsChanged',
          connectorId: CONNECTOR_ID,
          accounts: toConnection(addresses).accounts,
        })
      } catch (error) {
        context?.logger.warn('acme: ignored malformed accounts', error)
      }
    })
  }

  return {
    namespace: 'acme',
    setup(input) {
      context = input
      networkId = input.networks[0]?.id ?? networkId
    },
    start() {
      provider = (globalThis as { acme?: AcmeProvider }).acme
      if (provider) emit({ type: 'connectorsChanged' })
    },
    connectors: () =>
      provider
        ? [
            {
              id: CONNECTOR_ID,
              name: provider.name,
              imageUrl: provider.icon,
              namespace: 'acme',
              type: 'injected',
              installed: true,
            },
          ]
        : [],
    async connect(input) {
      const connected = wallet(input.connectorId)
      if (input.networkId) networkId = input.networkId
      const connection = toConnection(await call(() => connected.request({ method: 'acme_requestAccounts' })))
      watch(connected)
      return connection
    },
    async reconnect(saved) {
      if (!provider || saved.connectorId !== CONNECTOR_ID) return null
      if (saved.networkId) networkId = saved.networkId
      const connected = provider
      const addresses = await call(() => connected.request({ method: 'acme_accounts' }))
      if (addresses.length === 0) return null
      watch(connected)
      return toConnection(addresses)
    },
    async disconnect() {
      stopWatching?.()
      stopWatching = undefined
    },
    signMessage: ({ address, message }) =>
      call(() =>
        wallet().request({
          method: 'acme_signMessage',
          params: [parseCaipAddress(address).address, message],
        }),
      ),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // The dapp chooses the network: the same keys on another acme network, and no wallet prompt.
    async selectNetwork(input) {
      networkId = input.networkId
      const connected = wallet(input.connectorId)
      return toConnection(await call(() => connected.request({ method: 'acme_accounts' })))
    },
    async getBalance({ address }) {
      const plain = parseCaipAddress(address).address
      const value = BigInt(await call(() => wallet().request({ method: 'acme_getBalance', params: [plain] })))
      const { symbol, decimals } = acmeMainnet.nativeCurrency
      return { value: value.toString(), formatted: formatUnits(value, decimals), symbol, decimals }
    },
    isAddress: (address) => ACME_ADDRESS.test(address),
  }
}
