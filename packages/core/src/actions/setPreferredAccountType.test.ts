import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { CODE, setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { setupLatch, stored, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { connectEmail } from './connectEmail'
import { reconnect } from './reconnect'
import { setPreferredAccountType } from './setPreferredAccountType'
import { verifyEmailOtp } from './verifyEmailOtp'

// The switch on a real chain (EIP-7702 to Simple7702Account on anvil) is in @latch/embedded (evmBatch.test.ts).

async function emailConnected() {
  const setup = setupEmbeddedLatch()
  await connectEmail(setup.client, { email: 'ada@example.com' })
  await verifyEmailOtp(setup.client, { code: CODE })
  return setup
}

describe('setPreferredAccountType (spec §3 preferredAccountType, smartAccountDeployed)', () => {
  it('embedded wallet: smartAccount switches the account in the frame; state and the stored choice follow', async () => {
    const { client, embedded, storage } = await emailConnected()
    expect(client.getState().accounts.eip155).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(await setPreferredAccountType(client, { type: 'smartAccount' })).toEqual({
      smartAccountDeployed: true,
    })
    expect(embedded.calls.at(-1)).toBe('setAccountType:eip155:1:smartAccount')
    expect(client.getState().accounts.eip155).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    })
    expect(stored(storage, 'preferredAccountTypes')).toEqual({ eip155: 'smartAccount' })
    await setPreferredAccountType(client, { type: 'eoa' })
    expect(client.getState().accounts.eip155).toMatchObject({
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
  })

  it("embedded wallet: the visitor declines in the frame: 'User rejected the request', nothing changes", async () => {
    const { client, embedded, storage } = await emailConnected()
    embedded.declineNext()
    await expect(setPreferredAccountType(client, { type: 'smartAccount' })).rejects.toMatchObject({
      name: 'UserRejectedError',
    })
    expect(client.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    expect(stored(storage, 'preferredAccountTypes')).toBeUndefined()
  })

  it('external wallet: the choice is kept and smartAccountDeployed read from the adapter (the chain)', async () => {
    const { client, evm } = setupLatch()
    evm.isSmartAccountDeployed = async () => false
    await connect(client, TEST_WALLET)
    await setPreferredAccountType(client, { type: 'smartAccount' })
    expect(client.getState().accounts.eip155).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
  })

  it('the next page load starts from the stored choice, over the host’s defaultAccountTypes', async () => {
    const storage = createMemoryStorage()
    const first = setupLatch({ storage, defaultAccountTypes: { eip155: 'eoa' } })
    await connect(first.client, TEST_WALLET)
    await setPreferredAccountType(first.client, { type: 'smartAccount' })
    const second = setupLatch({ storage, defaultAccountTypes: { eip155: 'eoa' } })
    expect(second.client.getState().accounts.eip155?.preferredAccountType).toBe('eoa')
    await reconnect(second.client)
    expect(second.client.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
  })

  it('defaultAccountTypes decides the start when nothing is stored', () => {
    const { client } = setupLatch({ defaultAccountTypes: { eip155: 'smartAccount' } })
    expect(client.getState().accounts.eip155?.preferredAccountType).toBe('smartAccount')
  })
})
