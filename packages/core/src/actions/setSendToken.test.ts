import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { setSendAmount } from './setSendAmount'
import { setSendToken } from './setSendToken'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('setSendToken', () => {
  it('default: the form’s token, with what the account holds of it; the amount typed stays', () => {
    const { client } = setupLatch()
    setSendAmount(client, { amount: '2' })
    const token = { address: USDC, symbol: 'USDC', decimals: 6, quantity: '10', price: 1 }
    setSendToken(client, token)
    expect(client.getState().send).toMatchObject({ token, sendTokenAmount: '2' })
    token.quantity = '0'
    expect(client.getState().send.token?.quantity).toBe('10')
  })
})
