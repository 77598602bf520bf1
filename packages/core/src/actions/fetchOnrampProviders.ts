import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { onrampRequest, onrampServer } from '../services/onramp/onrampRequest'
import { parseOnrampProviders } from '../services/onramp/parseOnrampProviders'
import type { OnrampProvider } from '../services/onramp/types'

/** Parameters of {@link fetchOnrampProviders}. */
export interface FetchOnrampProvidersParameters {
  signal?: AbortSignal
}

/** {@link fetchOnrampProviders} resolves with the validated providers. */
export type FetchOnrampProvidersReturnType = OnrampProvider[]

/**
 * The project's on-ramp providers from the host's Latch server (`GET /onramp/v1/providers`), validated (bad entries
 * dropped, names display-safe, logos `https:` or inline images only). Rejects with `OnrampUnavailableError` when no
 * server is set or it cannot answer.
 */
export async function fetchOnrampProviders(
  latch: Latch,
  parameters: FetchOnrampProvidersParameters = {},
): Promise<FetchOnrampProvidersReturnType> {
  const body = await onrampRequest(onrampServer(clientCore(latch).options), '/onramp/v1/providers', {
    ...(parameters.signal ? { signal: parameters.signal } : {}),
  })
  return parseOnrampProviders(body)
}
