import { describe, expect, it } from 'vitest'
import { EmailCodeError, EmailCooldownError } from '../errors/catalogue'
import { setupEmbeddedLatch } from '../testing/testEmbedded.fixture'
import { setupLatch } from '../testing/testLatch.fixture'
import { connectEmail } from './connectEmail'
import { open } from './open'

describe('connectEmail', () => {
  it('mails a code and shows the code view with the address', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await open(client)
    await expect(connectEmail(client, { email: ' ada@example.com ' })).resolves.toEqual({
      resendAfterSeconds: 30,
    })
    expect(embedded.calls).toEqual(['start:ada@example.com'])
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'EmailVerifyOtp',
      params: { email: 'ada@example.com' },
    })
  })

  it("a second request within 30 s: 'Please try again after N seconds', nothing mailed", async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await connectEmail(client, { email: 'ada@example.com' })
    const error = await connectEmail(client, { email: 'ada@example.com' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(EmailCooldownError)
    expect((error as Error).message).toMatch(/^Please try again after (30|29) seconds$/)
    expect(embedded.calls).toHaveLength(1)
  })

  it('refuses an address that is not one, without loading the wallet', async () => {
    const { client, embedded } = setupEmbeddedLatch()
    await expect(connectEmail(client, { email: 'ada' })).rejects.toBeInstanceOf(EmailCodeError)
    expect(embedded.loads()).toBe(0)
  })

  it('e-mail off (pay, or remoteFeatures.email false) or no embedded option: nothing is loaded', async () => {
    const off = setupEmbeddedLatch()
    const { client } = setupLatch({ embedded: off.embedded.integration, remoteFeatures: { email: false } })
    await expect(connectEmail(client, { email: 'ada@example.com' })).rejects.toThrow('Wallet not found')
    const pay = setupLatch({ embedded: off.embedded.integration, features: { pay: true } })
    await expect(connectEmail(pay.client, { email: 'ada@example.com' })).rejects.toThrow('Wallet not found')
    await expect(connectEmail(setupLatch().client, { email: 'ada@example.com' })).rejects.toThrow(
      'Wallet not found',
    )
    expect(off.embedded.loads()).toBe(0)
  })
})
