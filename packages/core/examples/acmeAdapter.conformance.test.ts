import { describeAdapterConformance } from '@latch/core/conformance'
import { vi } from 'vitest'
import { acmeAdapter, acmeMainnet } from './acmeAdapter'
import { createAcmeWallet } from './acmeWallet'

const acmeTestnet = { ...acmeMainnet, id: 'acme:test', reference: 'test', name: 'Acme Testnet' } as const
const silent = { debug() {}, info() {}, warn() {}, error() {} }

describeAdapterConformance({
  name: 'acmeAdapter',
  address: `acme1${'0'.repeat(40)}`,
  setup: async () => {
    // A real-key test wallet, injected where the adapter's discovery looks for it.
    const wallet = await createAcmeWallet()
    vi.stubGlobal('acme', wallet)
    return {
      adapter: acmeAdapter(),
      context: { networks: [acmeMainnet, acmeTestnet], customRpcUrls: {}, logger: silent },
      wallet: {
        connectorId: 'acme-injected',
        rejectNext: () => wallet.rejectNext(),
        switchAccount: () => wallet.switchAccount(),
      },
    }
  },
  cleanup: () => {
    vi.unstubAllGlobals()
  },
})
