import type { OnrampProviderConfig } from './onrampConfig'

/** Environment variables the server reads secrets from (`process.env` in `main.ts`). */
export type SecretEnv = Readonly<Record<string, string | undefined>>

/** The environment variable holding a provider's secret, if its mode needs one. */
function secretEnvOf(provider: OnrampProviderConfig): string | undefined {
  if (provider.mode === 'signed') return provider.secretEnv
  if (provider.mode === 'session') return provider.session.secretEnv
  return undefined
}

/** The provider's secret from `env`: undefined for `template` mode, '' when its variable is unset. */
export function secretOf(provider: OnrampProviderConfig, env: SecretEnv): string | undefined {
  const name = secretEnvOf(provider)
  return name === undefined ? undefined : (env[name] ?? '')
}

/** A provider whose mode needs a secret is off until its environment variable is set. */
export function isAvailable(provider: OnrampProviderConfig, env: SecretEnv): boolean {
  return secretOf(provider, env) !== ''
}

/** What the page may know of a provider: no URL, key, parameter name or secret variable. */
export function publicProvider(provider: OnrampProviderConfig) {
  return {
    id: provider.id,
    name: provider.name,
    logo: provider.logo ?? null,
    feeLabel: provider.feeLabel ?? null,
    mode: provider.mode,
    fiatCurrencies: provider.fiatCurrencies,
    networks: provider.networks,
    assets: provider.assets.map(({ asset, symbol, name }) => ({ asset, symbol, name })),
  }
}
