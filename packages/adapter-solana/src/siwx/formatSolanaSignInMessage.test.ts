import { describe, expect, it } from 'vitest'
import { formatSolanaSignInMessage } from './formatSolanaSignInMessage'

const address = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'
const base = {
  accountAddress: address,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abc12345',
  issuedAt: '2026-11-22T00:00:00.000Z',
} as const

describe('formatSolanaSignInMessage (CAIP-122)', () => {
  it('default: the required lines only', () => {
    expect(formatSolanaSignInMessage(base)).toBe(
      `app.example wants you to sign in with your Solana account:\n${address}\n\nURI: https://app.example\nVersion: 1\nChain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\nNonce: abc12345\nIssued At: 2026-11-22T00:00:00.000Z`,
    )
  })

  it('parameters: a CAIP-10 account is reduced to its address; optional fields add their lines', () => {
    expect(
      formatSolanaSignInMessage({
        ...base,
        accountAddress: `${base.chainId}:${address}`,
        statement: 'Welcome',
        expirationTime: '2026-11-23T00:00:00.000Z',
        notBefore: '2026-11-22T00:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://app.example/terms', 'ipfs://x'],
      }),
    ).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        address,
        '',
        'Welcome',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abc12345',
        'Issued At: 2026-11-22T00:00:00.000Z',
        'Expiration Time: 2026-11-23T00:00:00.000Z',
        'Not Before: 2026-11-22T00:00:00.000Z',
        'Request ID: r-1',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://x',
      ].join('\n'),
    )
  })

  it('behavior: an account that is not a Solana address is InvalidAddressError (RELIABILITY #19)', () => {
    expect(() =>
      formatSolanaSignInMessage({ ...base, accountAddress: '0x52908400098527886E0F7030069857D2E4169EE7' }),
    ).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })
})
