import { describe, expect, it } from 'vitest'
import { formatSuiSignInMessage } from './formatSuiSignInMessage'

const address = `0x${'ab'.repeat(32)}`
const base = {
  accountAddress: address,
  chainId: 'sui:mainnet',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abc12345',
  issuedAt: '2026-11-22T00:00:00.000Z',
} as const

describe('formatSuiSignInMessage (CAIP-122)', () => {
  it('default: the required lines only', () => {
    expect(formatSuiSignInMessage(base)).toBe(
      `app.example wants you to sign in with your Sui account:\n${address}\n\nURI: https://app.example\nVersion: 1\nChain ID: sui:mainnet\nNonce: abc12345\nIssued At: 2026-11-22T00:00:00.000Z`,
    )
  })

  it('parameters: a CAIP-10 upper-case account is reduced to the lower-case address; statement adds its lines', () => {
    const message = formatSuiSignInMessage({
      ...base,
      accountAddress: `sui:mainnet:0x${'AB'.repeat(32)}`,
      statement: 'Welcome',
      requestId: 'r-1',
    })
    expect(message.split('\n').slice(0, 5)).toEqual([
      'app.example wants you to sign in with your Sui account:',
      address,
      '',
      'Welcome',
      '',
    ])
    expect(message.endsWith('Request ID: r-1')).toBe(true)
  })

  it.each([['0x52908400098527886E0F7030069857D2E4169EE7'], ['0x2'], ['sui:mainnet:nope']])(
    'behavior: %s is InvalidAddressError',
    (accountAddress) => {
      expect(() => formatSuiSignInMessage({ ...base, accountAddress })).toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          message: 'The address is not valid for this network',
        }),
      )
    },
  )
})
