import { describe, expect, it } from 'vitest'
import type { Balance } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { estimateSendFee } from './estimateSendFee'
import { setSendToken } from './setSendToken'

const FRIEND = '0x3333333333333333333333333333333333333333'
const FEE: Balance = { value: '21000', formatted: '0.000000000000021', symbol: 'ETH', decimals: 18 }

function setup() {
  const asked: { name: string }[] = []
  const evm = Object.assign(createTestAdapter(), {
    isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
    estimateTransferFee: async () => FEE,
    resolveName: async ({ name }: { name: string }): Promise<string | null> => {
      asked.push({ name })
      return name === 'friend.eth' ? FRIEND : null
    },
    getProfile: async () => ({ name: 'friend.eth', imageUrl: 'https://avatars.example/friend.png' }),
  })
  const client = createLatch({
    projectId: 'test',
    networks: [testNetworks.mainnet],
    adapters: [evm],
    storage: createMemoryStorage(),
  })
  return { client, evm, asked }
}

describe('estimateSendFee', () => {
  it('estimateSendFee: the adapter estimate for the form, undefined without a token', async () => {
    const { client } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    expect(await estimateSendFee(client)).toBeUndefined()
    setSendToken(client, { symbol: 'ETH', decimals: 18 })
    expect(await estimateSendFee(client)).toEqual(FEE)
  })
})
