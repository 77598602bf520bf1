import { InvalidAmountError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { onrampRequest, onrampServer, providerPageUrl } from '../services/onramp/onrampRequest'
import { chainOf } from '../services/onramp/parseOnrampProviders'
import type { OnrampProvider } from '../services/onramp/types'
import { withFlowContext } from './internal/flowContext'

/** Parameters of {@link createOnrampUrl}: what the visitor chose in the on-ramp views. */
export interface CreateOnrampUrlParameters {
  provider: Pick<OnrampProvider, 'id' | 'mode'>
  /** ISO 4217 (`EUR`). */
  fiat: string
  /** CAIP-19 (`eip155:1/slip44:60`). */
  asset: string
  /** A decimal amount of `fiat`, at most 2 decimals ("100", "49.99"). */
  amount: string
}

/** {@link createOnrampUrl} resolves with the provider page to open. */
export type CreateOnrampUrlReturnType = string

/**
 * The provider's page for the visitor's choice, built by the host's Latch server (`POST /onramp/v1/url`): public
 * (`template`), signed with the provider's secret (`signed`) or a one-time session (`session`). The connected
 * account's address on the asset's network is sent only to the modes that need it; the server URL-encodes every
 * value. Reports `SELECT_BUY_PROVIDER` to analytics. Rejects with `InvalidAmountError` for an amount that is not a
 * positive decimal, `NamespaceOrAddressNotFoundError` without an account on the asset's network, and
 * `OnrampUnavailableError` when the server refuses or fails.
 */
export function createOnrampUrl(
  latch: Latch,
  parameters: CreateOnrampUrlParameters,
): Promise<CreateOnrampUrlReturnType> {
  return withFlowContext(latch, async (context) => {
    const amount = parameters.amount.trim()
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      throw new InvalidAmountError({ details: amount })
    const network = chainOf(parameters.asset)
    const account = context.store.getState().accounts[network.split(':')[0] ?? '']
    const address = account?.caipAddress
    if (!address?.startsWith(`${network}:`)) throw new NamespaceOrAddressNotFoundError()
    context.analytics.track({
      event: 'SELECT_BUY_PROVIDER',
      props: { provider: parameters.provider.id, fiat: parameters.fiat, asset: parameters.asset, network },
    })
    const server = onrampServer(context.options)
    const body = await onrampRequest(server, '/onramp/v1/url', {
      body: {
        provider: parameters.provider.id,
        fiat: parameters.fiat,
        asset: parameters.asset,
        amount,
        ...(parameters.provider.mode === 'template' ? {} : { address }),
      },
    })
    return providerPageUrl(server.baseUrl, (body as { url?: unknown } | null)?.url)
  })
}
