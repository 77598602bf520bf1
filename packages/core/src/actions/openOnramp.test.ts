import { afterEach, describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import type { LatchOptions } from '../options/types'
import { startBatchSink } from '../services/analytics/startBatchSink.fixture'
import type { AnalyticsItem } from '../services/analytics/types'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { open } from './open'
import { openOnramp } from './openOnramp'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

async function accountOpen(overrides: Partial<LatchOptions> = {}) {
  const latch = createLatch({
    projectId: 'onramp-test',
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    ...overrides,
  })
  await connect(latch, { namespace: 'eip155', connectorId: 'test-wallet' })
  await open(latch)
  return latch
}

const view = (latch: Awaited<ReturnType<typeof accountOpen>>) => latch.getState().modal.history.at(-1)?.view

describe('openOnramp (issue 36)', () => {
  it('shows OnRampFiatSelect over Account and reports SELECT_BUY_CRYPTO with the network', async () => {
    const sink = await startBatchSink()
    closers.push(sink.close)
    const latch = await accountOpen({ services: { analytics: sink.baseUrl } })
    expect(view(latch)).toBe('Account')
    await openOnramp(latch)
    expect(latch.getState().modal.history.map((entry) => entry.view)).toEqual(['Account', 'OnRampFiatSelect'])
    latch.destroy()
    const [request] = await sink.waitForRequests(1)
    const items = (JSON.parse(request?.body ?? '{}') as { batch: AnalyticsItem[] }).batch
    expect(items.find((item) => item.props.event === 'SELECT_BUY_CRYPTO')?.props.properties).toEqual({
      network: 'eip155:1',
    })
  })

  it('does nothing when the host turned features.onramp off', async () => {
    const latch = await accountOpen({ features: { onramp: false } })
    await openOnramp(latch)
    expect(view(latch)).toBe('Account')
  })
})
