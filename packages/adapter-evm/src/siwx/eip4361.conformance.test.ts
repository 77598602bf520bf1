import { formatSignInMessage, type SignInMessage } from '@latch/core'
import { snapshotChain } from '@latch/fixture-evm/node'
import { SiweMessage } from 'siwe'
import { getAddress } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv } from '../testing/createEvmTestEnv'
import { formatEvmSignInMessage } from './formatEvmSignInMessage'

const DEV_WALLET = 'dev.latch.wallet'
let revert: () => Promise<void>
let env: EvmTestEnv
let address: `0x${string}`

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
  env = await createEvmTestEnv()
  const caip = (await env.adapter.connect({ connectorId: DEV_WALLET })).accounts[0]!.address
  address = getAddress(caip.split(':')[2]!)
})
afterEach(async () => {
  await revert()
})

const MINIMAL = (account: string): SignInMessage => ({
  accountAddress: account,
  chainId: 'eip155:31337',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'n0nce12345',
  issuedAt: '2026-11-22T00:00:00.000Z',
})

/** Every §3 field set, with values at the edge of what the grammar allows. */
const FULL = (account: string): SignInMessage => ({
  ...MINIMAL(account),
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/app?x=1#y',
  statement: "I accept the Terms: https://app.example.com/tos (v2) & it's fine!",
  expirationTime: '2026-11-23T00:00:00.000Z',
  notBefore: '2026-11-22T00:00:00.000Z',
  requestId: 'req-1:a@b',
  resources: [
    'https://app.example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  ],
})

const FORMATTERS = [
  ['adapter-evm (viem createSiweMessage)', formatEvmSignInMessage],
  ["core's formatSignInMessage for eip155", formatSignInMessage],
] as const
const CASES = [
  ['only the required fields', MINIMAL],
  ['every §3 field', FULL],
] as const

describe('EIP-4361 messages parse and validate with the `siwe` package and viem, field for field', () => {
  for (const [formatterName, format] of FORMATTERS) {
    for (const [caseName, build] of CASES) {
      it(`behavior: ${formatterName}, ${caseName}`, async () => {
        const fields = build(address)
        const text = format(fields)
        const at = new Date('2026-11-22T12:00:00.000Z')

        const siwe = new SiweMessage(text)
        const viem = parseSiweMessage(text)
        const expected = {
          domain: fields.domain,
          address,
          statement: fields.statement,
          uri: fields.uri,
          version: '1',
          chainId: 31337,
          nonce: fields.nonce,
          issuedAt: fields.issuedAt,
          expirationTime: fields.expirationTime,
          notBefore: fields.notBefore,
          requestId: fields.requestId,
          resources: fields.resources,
        }
        expect({
          domain: siwe.domain,
          address: siwe.address,
          statement: siwe.statement,
          uri: siwe.uri,
          version: siwe.version,
          chainId: siwe.chainId,
          nonce: siwe.nonce,
          issuedAt: siwe.issuedAt,
          expirationTime: siwe.expirationTime,
          notBefore: siwe.notBefore,
          requestId: siwe.requestId,
          resources: siwe.resources,
        }).toEqual(expected)
        expect({
          domain: viem.domain,
          address: viem.address,
          statement: viem.statement,
          uri: viem.uri,
          version: viem.version,
          chainId: viem.chainId,
          nonce: viem.nonce,
          issuedAt: viem.issuedAt?.toISOString(),
          expirationTime: viem.expirationTime?.toISOString(),
          notBefore: viem.notBefore?.toISOString(),
          requestId: viem.requestId,
          resources: viem.resources,
        }).toEqual(expected)
        expect(
          validateSiweMessage({
            message: viem,
            address,
            domain: fields.domain,
            nonce: fields.nonce,
            time: at,
          }),
        ).toBe(true)

        // A real signature from the dev wallet's key validates with `siwe` (its own parser and ethers' recovery).
        const signature = await env.adapter.signMessage({ address: `eip155:31337:${address}`, message: text })
        const result = await siwe.verify(
          { signature, domain: fields.domain, nonce: fields.nonce, time: at.toISOString() },
          { suppressExceptions: true },
        )
        expect(result.success).toBe(true)
        const wrongNonce = await siwe.verify(
          { signature, domain: fields.domain, nonce: 'another123', time: at.toISOString() },
          { suppressExceptions: true },
        )
        expect(wrongNonce.success).toBe(false)
      })
    }
  }

  it('behavior: a field that would change the structure is refused by adapter-evm before viem formats it (RELIABILITY #19)', () => {
    const fields = MINIMAL(address)
    for (const hostile of [
      { statement: 'Hi\nURI: https://evil.example' },
      { domain: 'app.example.com\nevil' },
      { uri: 'https://app.example.com\nNonce: 00000000' },
      { requestId: 'a\nb' },
      { resources: ['https://a.example\n- https://evil.example'] },
    ]) {
      expect(() => formatEvmSignInMessage({ ...fields, ...hostile })).toThrowError(
        expect.objectContaining({ name: 'InvalidSignInMessageError' }),
      )
    }
  })
})
