import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { isValidReceiver } from './isValidReceiver'

const RECEIVER = '0x3333333333333333333333333333333333333333'

describe('isValidReceiver', () => {
  it("default: the active namespace's adapter decides, for the selected network, on the trimmed text", () => {
    const { client, evm } = setupLatch()
    const asked: (string | undefined)[] = []
    evm.isAddress = (address, networkId) => {
      asked.push(networkId)
      return /^0x[0-9a-fA-F]{40}$/.test(address)
    }
    expect(isValidReceiver(client, { address: ` ${RECEIVER} ` })).toBe(true)
    expect(isValidReceiver(client, { address: '0x3333' })).toBe(false)
    expect(asked).toEqual(['eip155:1', 'eip155:1'])
  })

  it('behavior: nothing typed is never valid; an adapter without a check takes any text', () => {
    const { client, evm } = setupLatch()
    expect(isValidReceiver(client, { address: undefined })).toBe(false)
    expect(isValidReceiver(client, { address: '' })).toBe(false)
    expect(evm.isAddress).toBeUndefined()
    expect(isValidReceiver(client, { address: 'anything' })).toBe(true)
    expect(isValidReceiver(client, { address: '   ' })).toBe(false)
  })
})
