import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import type { Database } from '../db/openDatabase'
import { readJsonBody, safeToken } from '../http/boundary'
import { requireSdkParams } from '../http/sdkParams'
import type { ProjectEnv } from '../http/types'
import type { OnrampProviderConfig } from '../onramp/onrampConfig'
import { providerUrl } from '../onramp/providerUrl'
import { isAvailable, publicProvider, type SecretEnv, secretOf } from '../onramp/publicProvider'
import { createTransakSession, OnrampSessionError } from '../onramp/transakSession'

const UrlBody = v.object({
  provider: safeToken(/^[\w-]{1,64}$/),
  fiat: safeToken(/^[A-Z]{3}$/),
  /** CAIP-19. */
  asset: safeToken(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/),
  amount: v.pipe(
    safeToken(/^\d{1,9}(\.\d{1,8})?$/),
    v.check((amount) => Number(amount) > 0, 'must be more than 0'),
  ),
  /** CAIP-10; needed by the `signed` and `session` modes only. */
  address: v.optional(safeToken(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/)),
})

const refuse = (c: Context, issue: string) =>
  c.json({ error: 'Invalid on-ramp choice', issues: [issue] }, 400)

/** The project's providers that are on (a provider needing a secret is off until its variable is set). */
function providersOf(c: Context<ProjectEnv>, env: SecretEnv): OnrampProviderConfig[] {
  return (c.get('project').onramp?.providers ?? []).filter((provider) => isAvailable(provider, env))
}

/**
 * The on-ramp (issue 36): the project's providers as the page may see them, and the widget URL for the visitor's
 * choice, built (`template`), signed (`signed`) or asked of the provider (`session`) here, with secrets read from
 * `env` and never answered.
 */
export function onrampRoutes(db: Database, env: SecretEnv) {
  const app = new Hono<ProjectEnv>()
  const sdk = requireSdkParams(db)

  app.get('/onramp/v1/providers', sdk, (c) => c.json({ providers: providersOf(c, env).map(publicProvider) }))

  app.post('/onramp/v1/url', sdk, async (c) => {
    const body = await readJsonBody(c, UrlBody, { maxBytes: 4 * 1024, error: 'Invalid on-ramp choice' })
    if (!body.ok) return body.response
    const choice = body.value
    const provider = providersOf(c, env).find((candidate) => candidate.id === choice.provider)
    if (!provider) return c.json({ error: 'Unknown provider' }, 404)
    if (!provider.fiatCurrencies.includes(choice.fiat)) return refuse(c, 'fiat: not offered by this provider')
    const asset = provider.assets.find((candidate) => candidate.asset === choice.asset)
    const chain = choice.asset.split('/')[0] ?? ''
    if (!asset || !provider.networks.includes(chain)) return refuse(c, 'asset: not offered by this provider')
    const [namespace, reference, address] = choice.address?.split(':') ?? []
    if (provider.mode !== 'template') {
      if (!address) return refuse(c, 'address: is required')
      if (`${namespace}:${reference}` !== chain) return refuse(c, "address: not on the asset's network")
    }
    const picked = { fiat: choice.fiat, asset, amount: choice.amount, address }
    if (provider.mode !== 'session') {
      return c.json({ url: providerUrl(provider, picked, secretOf(provider, env)), mode: provider.mode })
    }
    try {
      const url = await createTransakSession(provider.session, secretOf(provider, env) ?? '', {
        ...picked,
        address: address ?? '',
      })
      return c.json({ url, mode: provider.mode })
    } catch (error) {
      if (!(error instanceof OnrampSessionError)) throw error
      // The step only: the provider's answer could echo what it was sent.
      console.warn(`latch-server: on-ramp session for ${provider.id}: the provider ${error.message}`)
      return c.json({ error: 'The provider could not start a session' }, 502)
    }
  })

  return app
}
