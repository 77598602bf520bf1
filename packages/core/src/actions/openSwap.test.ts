import { afterEach, describe, expect, it } from 'vitest'
import { currentView } from '../rules/navigation'
import { swapTestBed } from '../testing/swapTestBed.fixture'
import { open } from './open'
import { openSwap } from './openSwap'

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

describe('openSwap (issue 35)', () => {
  it('shows Swap over Account; back returns to Account', async () => {
    const { client, stub } = await swapTestBed({})
    closers.push(stub.close)
    await open(client)
    await openSwap(client)
    expect(client.getState().modal.history.map((entry) => entry.view)).toEqual(['Account', 'Swap'])
  })

  it('does nothing when the host turned features.swaps off', async () => {
    const { client, stub } = await swapTestBed({}, { swaps: false })
    closers.push(stub.close)
    await open(client)
    await openSwap(client)
    expect(currentView(client.getState().modal)).toBe('Account')
  })
})
