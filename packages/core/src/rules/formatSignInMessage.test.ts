import { describe, expect, it } from 'vitest'
import { formatSignInMessage } from './formatSignInMessage'

describe('formatSignInMessage (CAIP-122)', () => {
  it('default: the required lines in order', () => {
    const text = formatSignInMessage({
      accountAddress: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
      chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'n0nc3abc',
      issuedAt: '2026-11-21T00:00:00.000Z',
    })
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Polkadot account:',
        '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: polkadot:91b171bb158e2d3848fa23a9f1c25182',
        'Nonce: n0nc3abc',
        'Issued At: 2026-11-21T00:00:00.000Z',
      ].join('\n'),
    )
  })

  it('parameters: statement, expiry, not-before, request id and resources', () => {
    const text = formatSignInMessage({
      accountAddress: 'bc1qexample',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abc12345',
      issuedAt: '2026-11-21T00:00:00.000Z',
      statement: 'Sign in to Example',
      expirationTime: '2026-11-22T00:00:00.000Z',
      notBefore: '2026-11-21T00:00:00.000Z',
      requestId: 'req-1',
      resources: ['https://app.example/terms'],
    })
    expect(text.split('\n')).toEqual([
      'app.example wants you to sign in with your Bitcoin account:',
      'bc1qexample',
      '',
      'Sign in to Example',
      '',
      'URI: https://app.example',
      'Version: 1',
      'Chain ID: bip122:000000000019d6689c085ae165831e93',
      'Nonce: abc12345',
      'Issued At: 2026-11-21T00:00:00.000Z',
      'Expiration Time: 2026-11-22T00:00:00.000Z',
      'Not Before: 2026-11-21T00:00:00.000Z',
      'Request ID: req-1',
      'Resources:',
      '- https://app.example/terms',
    ])
  })

  it('parameters: account: a CAIP-10 account is reduced to its checked plain address, shown as normalize gives it', () => {
    const check = {
      isAddress: (address: string, networkId: string) =>
        /^0x[0-9a-f]{4}$/i.test(address) && networkId === 'acme:main',
      normalize: (address: string) => address.toLowerCase(),
    }
    const message = {
      accountAddress: 'acme:main:0xABCD',
      chainId: 'acme:main',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'n0nc3abc',
      issuedAt: '2026-11-21T00:00:00.000Z',
    } as const
    expect(formatSignInMessage(message, check).split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your acme account:',
      '0xabcd',
    ])
    expect(formatSignInMessage({ ...message, accountAddress: '0xabcd' }, check)).toContain('\n0xabcd\n')
  })

  it('error: account: an address the check refuses is InvalidAddressError naming what was given', () => {
    const check = {
      isAddress: (address: string, networkId: string) => address === '0xabcd' && networkId === 'acme:main',
    }
    const message = {
      accountAddress: 'acme:main:0xbeef',
      chainId: 'acme:main',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'n0nc3abc',
      issuedAt: '2026-11-21T00:00:00.000Z',
    } as const
    expect(() => formatSignInMessage(message, check)).toThrowError(
      expect.objectContaining({ name: 'InvalidAddressError', details: 'acme:main:0xbeef' }),
    )
    expect(() =>
      formatSignInMessage({ ...message, accountAddress: '0xabcd', chainId: 'acme:test' }, check),
    ).toThrowError(expect.objectContaining({ name: 'InvalidAddressError', details: '0xabcd' }))
  })
})
