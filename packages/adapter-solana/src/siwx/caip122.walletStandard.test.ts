import type { SignInMessage } from '@latch/core'
import { devKeypair } from '@latch/fixture-solana/devWallet'
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { describe, expect, it } from 'vitest'
import { formatSolanaSignInMessage } from './formatSolanaSignInMessage'

const address = devKeypair().address
const MINIMAL: SignInMessage = {
  accountAddress: address,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'n0nce12345',
  issuedAt: '2026-11-22T00:00:00.000Z',
}
const FULL: SignInMessage = {
  ...MINIMAL,
  domain: 'localhost:5173',
  statement: "I accept the Terms: https://app.example.com/tos (v2) & it's fine!",
  expirationTime: '2026-11-23T00:00:00.000Z',
  notBefore: '2026-11-22T00:00:00.000Z',
  requestId: 'req-1:a@b',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  ],
}

describe('CAIP-122 (Sign In With Solana) checked with the Solana wallet-standard parser, field for field', () => {
  it.each([
    ['only the required fields', MINIMAL],
    ['every §3 field', FULL],
  ])(
    'behavior: %s: parseSignInMessageText reads every field back, and createSignInMessageText writes the same text',
    (_, fields) => {
      const text = formatSolanaSignInMessage(fields)
      const parsed = parseSignInMessageText(text)
      expect(parsed).toEqual({
        domain: fields.domain,
        address,
        statement: fields.statement,
        uri: fields.uri,
        version: '1',
        nonce: fields.nonce,
        chainId: fields.chainId,
        issuedAt: fields.issuedAt,
        expirationTime: fields.expirationTime,
        notBefore: fields.notBefore,
        requestId: fields.requestId,
        resources: fields.resources,
      })
      const { resources, ...rest } = parsed!
      expect(createSignInMessageText({ ...rest, ...(resources ? { resources } : {}) })).toBe(text)
    },
  )

  it('behavior: a field that would add a line is refused before the parser could be fooled (RELIABILITY #19)', () => {
    expect(() => formatSolanaSignInMessage({ ...MINIMAL, statement: 'Hi\nNonce: 00000000' })).toThrowError(
      expect.objectContaining({ name: 'InvalidSignInMessageError' }),
    )
  })
})
