import { suiAdapter, suiLocalnet } from '@latch/adapter-sui'
import { SUI_DEV_SECRET_KEY } from '../../server/suiDemoAccount.mjs'
import type { DemoNamespace } from '../demoNamespaces'
import { demoServiceUrl } from '../runtimeConfig'

/** The Sui dev wallet's name, also its connector id. */
const SUI_DEV_WALLET_NAME = 'Latch Dev Wallet (Sui)'

/**
 * Sui on the demo: the adapter on `sui:localnet`, whose JSON-RPC is the test node behind `/svc/sui/`, and the
 * real-key dev wallet registered through the Wallet Standard (it keeps its grant in `storage`).
 */
export const suiDemo: DemoNamespace = {
  adapter: () => suiAdapter(),
  networks: (origin) => [suiLocalnet(`${demoServiceUrl(origin, 'sui')}/`)],
  installWallet: async (_origin, _target, storage) => {
    const { createDevWallet, registerDevWallet } = await import('@latch/fixture-sui/devWallet')
    const wallet = createDevWallet({
      name: SUI_DEV_WALLET_NAME,
      secretKey: SUI_DEV_SECRET_KEY,
      chains: ['sui:localnet'],
      ...(storage ? { storage } : {}),
    })
    registerDevWallet(wallet)
    return { rejectNext: () => wallet.rejectNext(), stop: () => {} }
  },
}
