import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Balance } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { isValidReceiver } from './isValidReceiver'
import { resolveSendReceiver } from './resolveSendReceiver'

const FRIEND = '0x3333333333333333333333333333333333333333'
const FEE: Balance = { value: '21000', formatted: '0.000000000000021', symbol: 'ETH', decimals: 18 }

function setup(storage = createMemoryStorage()) {
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
    storage,
  })
  return { client, evm, asked }
}

describe('resolveSendReceiver', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the name cache (spec §3, §9: 5 min): after a reload within the TTL the name resolves from storage, without asking the chain; after it, the chain is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'))
    const storage = createMemoryStorage()
    const first = setup(storage)
    await connect(first.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(first.client, { input: 'friend.eth' })
    expect(first.asked).toEqual([{ name: 'friend.eth' }])

    vi.setSystemTime(new Date('2026-11-27T12:04:50Z'))
    const reloaded = setup(storage)
    await connect(reloaded.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(reloaded.client, { input: 'Friend.eth' })
    expect(reloaded.client.getState().send.receiverAddress).toBe(FRIEND)
    expect(reloaded.asked).toEqual([])

    vi.setSystemTime(new Date('2026-11-27T12:05:10Z'))
    const later = setup(storage)
    await connect(later.client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(later.client, { input: 'friend.eth' })
    expect(later.client.getState().send.receiverAddress).toBe(FRIEND)
    expect(later.asked).toEqual([{ name: 'friend.eth' }])
  })

  it('resolveSendReceiver: an address is kept as typed, with no profile', async () => {
    const { client, asked } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(client, { input: ` ${FRIEND} ` })
    expect(client.getState().send).toMatchObject({ receiverAddress: FRIEND, receiverProfileName: undefined })
    expect(asked).toEqual([])
    expect(isValidReceiver(client, { address: FRIEND })).toBe(true)
    expect(isValidReceiver(client, { address: '0x3333' })).toBe(false)
  })

  it('resolveSendReceiver: an ENS name on eip155 becomes its address, with the name and avatar as profile', async () => {
    const { client } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(client, { input: 'friend.eth' })
    expect(client.getState().send).toMatchObject({
      receiverAddress: FRIEND,
      receiverProfileName: 'friend.eth',
      receiverProfileImageUrl: 'https://avatars.example/friend.png',
    })
  })

  it('resolveSendReceiver: a name that does not resolve leaves no receiver; a slow answer never overwrites newer input', async () => {
    const { client, evm } = setup()
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
    await resolveSendReceiver(client, { input: 'nobody.eth' })
    expect(client.getState().send.receiverAddress).toBeUndefined()
    let release: () => void = () => {}
    evm.resolveName = ({ name }) =>
      new Promise((resolve) => {
        release = () => resolve(name === 'friend.eth' ? FRIEND : null)
      })
    const slow = resolveSendReceiver(client, { input: 'friend.eth' })
    await resolveSendReceiver(client, { input: '0x4444444444444444444444444444444444444444' })
    release()
    await slow
    expect(client.getState().send.receiverAddress).toBe('0x4444444444444444444444444444444444444444')
  })
})
