import { describe, expect, it } from 'vitest'
import { MethodNotSupportedError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { ADDRESS, setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'
import { connect } from './connect'
import { signTransaction } from './signTransaction'

// The real eth_signTransaction (a dev wallet on anvil, the signer recovered) is in adapter-evm
// (evmAdapter.smart.test.ts).
const transaction = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 5n }
const SIGNED = `0x02${'ab'.repeat(110)}`

describe('signTransaction (issue 34)', () => {
  it("default: the active namespace's wallet signs the call from its account", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    const asked: unknown[] = []
    evm.signTransaction = async (input) => {
      asked.push(input)
      return SIGNED
    }
    expect(await signTransaction(client, { transaction })).toBe(SIGNED)
    expect(asked).toEqual([{ from: `eip155:1:${ADDRESS}`, to: transaction.to, data: '0x', value: 5n }])
  })

  it("error: an adapter without it: 'Not supported by this wallet'", async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    const refused = signTransaction(client, { transaction })
    await expect(refused).rejects.toBeInstanceOf(MethodNotSupportedError)
    await expect(refused).rejects.toThrow('Not supported by this wallet')
  })

  it("error: without a connected account: 'Namespace or address not found', and no wallet is asked", async () => {
    const { client, evm } = setupLatch()
    let asked = false
    evm.signTransaction = async () => {
      asked = true
      return SIGNED
    }
    await expect(signTransaction(client, { transaction })).rejects.toBeInstanceOf(
      NamespaceOrAddressNotFoundError,
    )
    expect(asked).toBe(false)
  })

  it("error: an answer that is no serialized transaction is 'Invalid signed message'", async () => {
    const { client, evm } = setupLatch()
    await connect(client, TEST_WALLET)
    evm.signTransaction = async () => '0x1234'
    await expect(signTransaction(client, { transaction })).rejects.toMatchObject({
      name: 'InvalidSignatureError',
      message: 'Invalid signed message',
    })
  })
})
