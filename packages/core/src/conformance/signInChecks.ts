import { expect, it } from 'vitest'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { InvalidSignInMessageError } from '../errors/classes/InvalidSignInMessageError'
import { connected, freshHarness, mainAccount } from './harness'
import { signInSample } from './signInSample'
import type { AdapterConformanceOptions } from './types'

/** `formatSignInMessage` (ADAPTERS.md item 5): EIP-4361 on eip155, CAIP-122 elsewhere, the grammar enforced. */
export function signInChecks(options: AdapterConformanceOptions): void {
  it("sign-in: the connected account's message, every required line in order", async (test) => {
    const setUp = await freshHarness(options)
    const connection = await connected(setUp)
    const format = setUp.adapter.formatSignInMessage
    if (!format) return test.skip()
    // Core asks with the plain address of the connected account, as the message shows it.
    const address = parseCaipAddress(mainAccount(connection)).address
    const { namespace, reference } = parseCaipNetworkId(connection.networkId)
    const lines = format(signInSample(address, connection.networkId)).split('\n')
    expect(lines[0]).toMatch(/^app\.example wants you to sign in with your .+ account:$/)
    expect(lines[1]).toBe(address)
    const fields = lines.filter((line) => /^(URI|Version|Chain ID|Nonce|Issued At): /.test(line))
    expect(fields).toEqual([
      'URI: https://app.example/login',
      'Version: 1',
      `Chain ID: ${namespace === 'eip155' ? reference : connection.networkId}`,
      'Nonce: abcdefgh12',
      'Issued At: 2026-01-01T00:00:00.000Z',
    ])
  })

  it('sign-in: a field the grammar does not allow is InvalidSignInMessageError, nothing formatted', async (test) => {
    const setUp = await freshHarness(options)
    const connection = await connected(setUp)
    const format = setUp.adapter.formatSignInMessage
    if (!format) return test.skip()
    const message = signInSample(parseCaipAddress(mainAccount(connection)).address, connection.networkId)
    expect(() => format({ ...message, domain: 'app.example\nURI: https://evil.example' })).toThrowError(
      expect.objectContaining({
        name: 'InvalidSignInMessageError',
        message: new InvalidSignInMessageError().message,
      }),
    )
  })
}
