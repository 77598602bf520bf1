import { stacksAdapter, stacksMainnet, stacksTestnet } from '@latch/adapter-stacks'
import { STACKS_DEV_BITCOIN_KEY, STACKS_DEV_PRIVATE_KEY } from '../../server/stacksDemoAccount.mjs'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/**
 * Stacks in the demo: the adapter, testnet then mainnet read from the local Stacks API (`/svc/stacks`), and the
 * real-key dev wallet registered in `window.wbip_providers` as a Stacks extension registers itself.
 */
export const stacksNamespace: DemoNamespace = {
  adapter: () => stacksAdapter(),
  networks: (origin) => [
    { ...stacksTestnet, rpcUrls: [demoServiceUrl(origin, 'stacks')] },
    { ...stacksMainnet, rpcUrls: [demoServiceUrl(origin, 'stacks')] },
  ],
  installWallet: async (_origin, target, storage) => {
    const { createStacksDevWallet } = await import('@latch/fixture-stacks/devWallet')
    const wallet = createStacksDevWallet({
      privateKey: STACKS_DEV_PRIVATE_KEY,
      bitcoinPrivateKey: STACKS_DEV_BITCOIN_KEY,
      ...(storage ? { storage } : {}),
    })
    const remove = wallet.register(target)
    return { rejectNext: () => wallet.rejectNext(), stop: remove }
  },
}
