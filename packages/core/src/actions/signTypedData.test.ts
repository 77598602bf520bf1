import { describe, expect, it } from 'vitest'
import type { TypedDataRequest } from '../adapter/types'
import { MethodNotSupportedError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { signTypedData } from './signTypedData'

// The real EIP-712 signature and its verification are in adapter-evm (evmAdapter.typedData.test.ts).
const typedData: TypedDataRequest = {
  domain: { name: 'Latch', version: '1', chainId: 1 },
  types: { Note: [{ name: 'text', type: 'string' }] },
  primaryType: 'Note',
  message: { text: 'hi' },
}
const SIGNATURE = `0x${'ab'.repeat(65)}`

describe('signTypedData', () => {
  it("default: the active namespace's wallet signs the typed data for its account", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const asked: unknown[] = []
    evm.signTypedData = async (input) => {
      asked.push(input)
      return SIGNATURE
    }
    expect(await signTypedData(client, { typedData })).toBe(SIGNATURE)
    expect(asked).toEqual([{ address: `eip155:1:${ADDRESS}`, typedData }])
  })

  it("error: an adapter without typed data: 'Not supported by this wallet'", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    const refused = signTypedData(client, { typedData })
    await expect(refused).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(refused).rejects.toThrow('Not supported by this wallet')
  })

  it("error: without a connected account: 'Namespace or address not found', and no wallet is asked", async () => {
    const { client, evm } = setupLatch()
    let asked = false
    evm.signTypedData = async () => {
      asked = true
      return SIGNATURE
    }
    await expect(signTypedData(client, { typedData })).rejects.toBeInstanceOf(NamespaceOrAddressNotFoundError)
    expect(asked).toBe(false)
  })

  it("error: a malformed signature from the wallet is 'Invalid signed message'", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    evm.signTypedData = async () => '0x12'
    await expect(signTypedData(client, { typedData })).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      message: 'Invalid signed message',
    })
  })
})
