import type { CaipNetworkId, Latch, OnrampProvider } from '@latch/core'
import { fetchOnrampProviders } from '@latch/core/actions'
import { useCallback, useEffect, useState } from 'react'

// The providers are read once per client while the visitor moves through the three on-ramp views; a failed read is
// forgotten, so Try again asks the server again.
const reads = new WeakMap<Latch, Promise<OnrampProvider[]>>()

function readProviders(client: Latch): Promise<OnrampProvider[]> {
  let read = reads.get(client)
  if (!read) {
    read = fetchOnrampProviders(client)
    reads.set(client, read)
    read.catch(() => reads.delete(client))
  }
  return read
}

/** Where the providers' read stands. */
export type ProvidersRead =
  | { status: 'loading' }
  | { status: 'ready'; providers: OnrampProvider[] }
  | { status: 'error'; error: unknown }

/** The project's providers (read once per client), and a retry for a failed read. */
export function useOnrampProviders(client: Latch): { read: ProvidersRead; retry: () => void } {
  const [read, setRead] = useState<ProvidersRead>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts a new read after a failure
  useEffect(() => {
    let live = true
    setRead({ status: 'loading' })
    readProviders(client).then(
      (providers) => live && setRead({ status: 'ready', providers }),
      (error: unknown) => live && setRead({ status: 'error', error }),
    )
    return () => {
      live = false
    }
  }, [client, attempt])
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  return { read, retry }
}

/** The providers that sell at least one asset on `network`. */
function providersOn(providers: readonly OnrampProvider[], network: CaipNetworkId | undefined) {
  return providers.filter((provider) =>
    provider.assets.some((asset) => asset.asset.startsWith(`${network}/`)),
  )
}

/** The fiat currencies of the providers on `network`, in the order they first appear. */
export function fiatCurrenciesOn(providers: readonly OnrampProvider[], network: CaipNetworkId | undefined) {
  return [...new Set(providersOn(providers, network).flatMap((provider) => provider.fiatCurrencies))]
}

/** The assets on `network` that a provider sells for `fiat`, each once. */
export function assetsFor(
  providers: readonly OnrampProvider[],
  network: CaipNetworkId | undefined,
  fiat: string,
) {
  const seen = new Map<string, OnrampProvider['assets'][number]>()
  for (const provider of providersOn(providers, network)) {
    if (!provider.fiatCurrencies.includes(fiat)) continue
    for (const asset of provider.assets)
      if (asset.asset.startsWith(`${network}/`) && !seen.has(asset.asset)) seen.set(asset.asset, asset)
  }
  return [...seen.values()]
}

/** The providers that sell `asset` for `fiat`. */
export function providersFor(providers: readonly OnrampProvider[], fiat: string, asset: string) {
  return providers.filter(
    (provider) =>
      provider.fiatCurrencies.includes(fiat) &&
      provider.assets.some((candidate) => candidate.asset === asset),
  )
}
