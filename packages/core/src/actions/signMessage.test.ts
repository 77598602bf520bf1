import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter, testSignature } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { signMessage } from './signMessage'

const SOLANA_ADDRESS = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

describe('signMessage', () => {
  it("default: the active namespace's wallet signs the message for its account", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    expect(await signMessage(client, { message: 'hello' })).toBe(testSignature('eip155', ADDRESS, 'hello'))
    expect(evm.calls.at(-1)).toEqual({
      method: 'signMessage',
      input: { address: `eip155:1:${ADDRESS}`, message: 'hello' },
    })
  })

  it('parameters: namespace: that namespace’s wallet signs, whichever is active', async () => {
    const evm = createTestAdapter()
    const sol = createTestAdapter({ namespace: 'solana', addresses: [SOLANA_ADDRESS] })
    const client = createLatch({
      networks: [testNetworks.mainnet, testNetworks.solana],
      adapters: [evm, sol],
      storage: createMemoryStorage(),
    })
    await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
    await connect(client, TEST_WALLET)
    expect(client.getState().activeNamespace).toBe('eip155')
    expect(await signMessage(client, { message: 'hi', namespace: 'solana' })).toBe(
      testSignature('solana', SOLANA_ADDRESS, 'hi'),
    )
  })

  it("error: without a connected account: 'Namespace or address not found', and no wallet is asked", async () => {
    const { client, evm } = setupLatch()
    const refused = signMessage(client, { message: 'hello' })
    await expect(refused).rejects.toBeInstanceOf(NamespaceOrAddressNotFoundError)
    await expect(refused).rejects.toThrow('Namespace or address not found')
    expect(evm.calls).toEqual([])
  })

  it("error: the wallet declines: 'User rejected the request'", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    evm.rejectNext()
    await expect(signMessage(client, { message: 'hello' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
  })
})

describe('signMessage: what the wallet answers is checked (spec §5)', () => {
  it("an eip155 signature shorter than 0x and 62 hex characters is 'Invalid signed message'", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    evm.signMessage = async () => '0xabc'
    await expect(signMessage(client, { message: 'hello' })).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      message: 'Invalid signed message',
    })
  })

  it('another namespace: one printable token passes, text with spaces or control characters does not', async () => {
    const sol = createTestAdapter({ namespace: 'solana', addresses: [SOLANA_ADDRESS] })
    const { client } = setupLatch({ networks: [testNetworks.solana], adapters: [sol] })
    await connect(client, { namespace: 'solana', connectorId: 'test-wallet' })
    sol.signMessage = async () =>
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    await expect(signMessage(client, { message: 'hi' })).resolves.toHaveLength(88)
    sol.signMessage = async () => 'signature\u0000 with spaces'
    await expect(signMessage(client, { message: 'hi' })).rejects.toMatchObject({
      name: 'InvalidSignatureError',
    })
  })
})
