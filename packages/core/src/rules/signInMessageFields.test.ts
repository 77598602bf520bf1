import { describe, expect, it } from 'vitest'
import type { SignInMessage } from '../adapter/types'
import { InvalidSignInMessageError } from '../errors/catalogue'
import { formatSignInMessage } from './formatSignInMessage'

const BASE: SignInMessage = {
  accountAddress: '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty',
  chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'n0nc3abc',
  issuedAt: '2026-11-21T00:00:00.000Z',
}

/** Field contents that would change the message's structure, or that the grammar forbids in that field. */
const HOSTILE: [keyof SignInMessage, unknown][] = [
  ['domain', 'app.example\nURI: https://evil.example'],
  ['domain', 'https://app.example'],
  ['domain', 'app.example/path'],
  ['domain', 'user@app.example'],
  ['domain', 'app example'],
  ['domain', ''],
  ['uri', 'https://app.example\nNonce: 00000000'],
  ['uri', 'not a uri'],
  ['uri', 'app.example'],
  ['uri', 'https://app.example/ä'],
  ['statement', 'Welcome\n\nURI: https://evil.example'],
  ['statement', 'Line\rbreak'],
  ['statement', 'Say "hi"'],
  ['statement', '100% sure'],
  ['statement', 'Bienvenida, señora'],
  ['nonce', 'short'],
  ['nonce', 'abc12345\nRequest ID: 1'],
  ['nonce', 'abc-12345'],
  ['version', '2'],
  ['chainId', 'eip155:1\nChain ID: eip155:2'],
  ['chainId', 'eip155'],
  ['accountAddress', '0x1111111111111111111111111111111111111111\nextra'],
  ['accountAddress', ''],
  ['issuedAt', 'yesterday'],
  ['issuedAt', '2026-11-21T00:00:00.000Z\nExpiration Time: 2099-01-01T00:00:00Z'],
  ['expirationTime', 'soon'],
  ['notBefore', '2026-13-45T99:00:00Z'],
  ['requestId', 'req 1'],
  ['requestId', 'req\n1'],
  ['resources', ['https://app.example/terms\n- https://evil.example']],
  ['resources', ['not a uri']],
]

describe('sign-in message fields (EIP-4361 / CAIP-122 grammar, RELIABILITY #19)', () => {
  it.each(HOSTILE)(
    'behavior: %s = %j is refused with InvalidSignInMessageError naming the field',
    (field, value) => {
      const message = { ...BASE, [field]: value } as SignInMessage
      let thrown: unknown
      try {
        formatSignInMessage(message)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(InvalidSignInMessageError)
      expect((thrown as InvalidSignInMessageError).field).toBe(field)
      expect((thrown as Error).message).toBe('The sign-in message has a field that is not allowed')
    },
  )

  it('default: every §3 field at its fullest is accepted', () => {
    const text = formatSignInMessage({
      ...BASE,
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      statement: "I accept the Terms of Service: https://app.example/tos (v2), ok? [yes] & it's fine!",
      expirationTime: '2026-11-22T00:00:00+01:00',
      notBefore: '2026-11-21T00:00:00Z',
      requestId: 'req-1:a@b',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://app.example/x?y=1#z',
      ],
    })
    expect(text).toContain('localhost:5173 wants you to sign in with your Polkadot account:')
    expect(text).toContain('Request ID: req-1:a@b')
  })

  it('default: eip155 gets EIP-4361, whose Chain ID is the numeric reference', () => {
    const text = formatSignInMessage({
      ...BASE,
      accountAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      chainId: 'eip155:10',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Ethereum account:',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ])
    expect(text).toContain('\nChain ID: 10\n')
  })
})
