import { polkadotAdapter, westend } from '@latch/adapter-polkadot'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/**
 * Polkadot in the demo: Westend read from the local Substrate node (the `polkadot` service, over HTTP through the
 * same-origin proxy) and the sr25519 dev wallet injected under `window.injectedWeb3`, as an extension would be.
 */
export const polkadotNamespace: DemoNamespace = {
  adapter: () => polkadotAdapter({ appName: 'Latch demo' }),
  networks: (origin) => [{ ...westend, rpcUrls: [`${demoServiceUrl(origin, 'polkadot')}/`] }],
  installWallet: async (_origin, target, storage) => {
    const { createPolkadotDevWallet } = await import('@latch/fixture-polkadot/devWallet')
    const wallet = createPolkadotDevWallet(storage ? { storage } : {})
    wallet.inject(target as never)
    return {
      rejectNext: () => wallet.rejectNext(),
      stop: () => {
        const host = target as unknown as { injectedWeb3?: Record<string, unknown> }
        if (host.injectedWeb3) delete host.injectedWeb3[wallet.id]
      },
    }
  },
}
