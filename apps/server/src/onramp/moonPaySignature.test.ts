import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { isMoonPaySignatureValid, moonPaySignature, signMoonPayUrl } from './moonPaySignature'

const SECRET = 'sk_test_onramp_secret'
const URL_TO_SIGN =
  'https://buy-sandbox.moonpay.com?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae'

describe("MoonPay's URL signing", () => {
  test('signs the query string, from the ?, with HMAC-SHA256 in base64 (as MoonPay documents it)', () => {
    const expected = createHmac('sha256', SECRET)
      .update('?apiKey=pk_test_key&currencyCode=eth&walletAddress=0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae')
      .digest('base64')
    expect(moonPaySignature(URL_TO_SIGN, SECRET)).toBe(expected)
    expect(signMoonPayUrl(URL_TO_SIGN, SECRET)).toBe(
      `${URL_TO_SIGN}&signature=${encodeURIComponent(expected)}`,
    )
  })

  test('a signed URL verifies with its secret, and not with another', () => {
    const signed = signMoonPayUrl(URL_TO_SIGN, SECRET)
    expect(isMoonPaySignatureValid(signed, SECRET)).toBe(true)
    expect(isMoonPaySignatureValid(signed, 'sk_test_other')).toBe(false)
  })

  test('changing, adding or dropping a parameter after signing fails the check', () => {
    const signed = signMoonPayUrl(URL_TO_SIGN, SECRET)
    expect(isMoonPaySignatureValid(signed.replace('currencyCode=eth', 'currencyCode=usdc'), SECRET)).toBe(
      false,
    )
    expect(isMoonPaySignatureValid(signed.replace('0xde0b', '0xde0c'), SECRET)).toBe(false)
    expect(isMoonPaySignatureValid(`${signed}&baseCurrencyAmount=500`, SECRET)).toBe(false)
    expect(isMoonPaySignatureValid(signed.replace('&currencyCode=eth', ''), SECRET)).toBe(false)
    expect(isMoonPaySignatureValid(URL_TO_SIGN, SECRET)).toBe(false)
  })
})
