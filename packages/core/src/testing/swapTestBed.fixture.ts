import { connect } from '../actions/connect'
import type { TransactionRequest } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import type { LatchEvent } from '../latch/events'
import { type SwapStubRoutes, startSwapStub } from '../services/swap/startSwapStub.fixture'
import { createMemoryStorage } from './createMemoryStorage'
import { createTestAdapter } from './createTestAdapter'
import { testNetworks } from './networks'

/** The 18-decimal token the stubs list. */
export const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/**
 * A connected eip155 client (1.5 ETH, 12 TOKEN held) whose adapter can send prepared calls, on a swap stub
 * server; what the wallet was asked to send and the events emitted.
 */
export async function swapTestBed(routes: SwapStubRoutes, options: { swaps?: boolean } = {}) {
  const stub = await startSwapStub(routes)
  const sent: TransactionRequest[] = []
  const evm = Object.assign(createTestAdapter({ balance: 1_500_000_000_000_000_000n }), {
    async sendTransaction(input: TransactionRequest) {
      sent.push(input)
      return `0x${sent.length.toString(16).padStart(64, 'a')}`
    },
    async getTokenBalances() {
      return [
        {
          networkId: 'eip155:1' as const,
          address: TOKEN,
          name: 'Token',
          symbol: 'TKN',
          decimals: 18,
          quantity: '12',
        },
      ]
    },
  })
  const client = createLatch({
    projectId: 'swap-test',
    networks: [testNetworks.mainnet],
    adapters: [evm],
    storage: createMemoryStorage(),
    services: { swap: `${stub.baseUrl}/latch` },
    ...(options.swaps === false ? { features: { swaps: false } } : {}),
  })
  const events: LatchEvent[] = []
  client.onEvent((event) => events.push(event))
  await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
  return { client, stub, sent, events, evm }
}
