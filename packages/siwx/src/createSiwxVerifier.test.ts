import { verifyEvmSignature } from '@latch/adapter-evm/verify'
import { formatSignInMessage, InvalidSignInMessageError, type SignInMessage } from '@latch/core'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiwxVerifier, type SiwxVerifierOptions } from './createSiwxVerifier'
import {
  ChainNotAllowedError,
  DomainMismatchError,
  MalformedSignInMessageError,
  MessageExpiredError,
  MessageFieldsAlteredError,
  MessageNotYetValidError,
  NonceReplayedError,
  NonceUnknownError,
  SignatureMismatchError,
  UnsupportedNamespaceError,
  UriMismatchError,
} from './errors'
import { createMemorySiwxStore } from './store/createMemorySiwxStore'

const signer = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
const other = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!)
const NOW = Date.parse('2026-11-23T12:00:00.000Z')
const MINUTE = 60_000

function setup(overrides: Partial<SiwxVerifierOptions> = {}) {
  let clock = NOW
  const verifier = createSiwxVerifier({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    chains: ['eip155:1', 'eip155:10'],
    verifiers: { eip155: (input) => verifyEvmSignature(input) },
    now: () => clock,
    ...overrides,
  })
  return { verifier, advance: (ms: number) => (clock += ms) }
}

/** A message as the browser builds it (domain and URI of the page), for a nonce the server issued. */
function fields(nonce: string, patch: Partial<SignInMessage> = {}): SignInMessage {
  return {
    accountAddress: signer.address,
    chainId: 'eip155:1',
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce,
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 60 * MINUTE).toISOString(),
    statement: 'Sign in to Example',
    ...patch,
  }
}

/** Formats and signs with a real key, as the wallet would; `key` defaults to the account's own. */
async function signed(data: SignInMessage, key = signer) {
  const message = formatSignInMessage(data)
  return { data, message, signature: await key.signMessage({ message }) }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe('createSiwxVerifier: a good sign-in', () => {
  it('default: verifies a real EIP-4361 signature, returns and keeps the session read from the signed text', async () => {
    const { verifier } = setup()
    const nonce = await verifier.issueNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/)
    const session = await verifier.verify(await signed(fields(nonce)))
    expect(session).toMatchObject({
      address: signer.address.toLowerCase(),
      chainId: 'eip155:1',
      fields: { domain: 'app.example.com', nonce, statement: 'Sign in to Example' },
      expiresAt: NOW + 60 * MINUTE,
    })
    expect(await verifier.getSessions('eip155:1', signer.address)).toEqual([session])
    expect(await verifier.getSession(session.id)).toEqual(session)
    await verifier.revokeSessions({ id: session.id })
    expect(await verifier.getSession(session.id)).toBeUndefined()
  })

  it("parameters: scope: two verifiers on one store (two projects) neither see nor revoke each other's sessions (RELIABILITY #26)", async () => {
    const store = createMemorySiwxStore()
    const a = setup({ store, scope: 'project-a' }).verifier
    const b = setup({ store, scope: 'project-b' }).verifier
    const session = await a.verify(await signed(fields(await a.issueNonce())))
    expect(session.scope).toBe('project-a')
    expect(await b.getSession(session.id)).toBeUndefined()
    expect(await b.getSessions('eip155:1', signer.address)).toEqual([])
    await b.revokeSessions({ id: session.id })
    await b.revokeSessions({ chainId: 'eip155:1', address: signer.address })
    expect(await a.getSession(session.id)).toEqual(session)
    await a.revokeSessions({ chainId: 'eip155:1', address: signer.address })
    expect(await a.getSession(session.id)).toBeUndefined()
  })

  it('behavior: a session is not returned once it has expired', async () => {
    const { verifier, advance } = setup()
    const session = await verifier.verify(await signed(fields(await verifier.issueNonce())))
    advance(61 * MINUTE)
    expect(await verifier.getSession(session.id)).toBeUndefined()
    expect(await verifier.getSessions('eip155:1', signer.address)).toEqual([])
  })

  it('parameters: clocks a little apart pass (skew allowance): issued 30 s ahead, expired 30 s ago', async () => {
    const { verifier } = setup()
    const ahead = fields(await verifier.issueNonce(), { issuedAt: new Date(NOW + 30_000).toISOString() })
    await expect(verifier.verify(await signed(ahead))).resolves.toMatchObject({ chainId: 'eip155:1' })
    const justExpired = fields(await verifier.issueNonce(), {
      expirationTime: new Date(NOW - 30_000).toISOString(),
    })
    await expect(verifier.verify(await signed(justExpired))).resolves.toMatchObject({ chainId: 'eip155:1' })
  })
})

describe('createSiwxVerifier: each failure is its own typed error (RELIABILITY #19)', () => {
  it('behavior: a replayed nonce is NonceReplayedError', async () => {
    const { verifier } = setup()
    const once = await signed(fields(await verifier.issueNonce()))
    await verifier.verify(once)
    expect(await rejection(verifier.verify(once))).toBeInstanceOf(NonceReplayedError)
  })

  it('behavior: a nonce this server never issued, or one past its lifetime, is NonceUnknownError', async () => {
    const { verifier, advance } = setup()
    expect(await rejection(verifier.verify(await signed(fields('madeUpNonce123'))))).toBeInstanceOf(
      NonceUnknownError,
    )
    const nonce = await verifier.issueNonce()
    advance(11 * MINUTE)
    const late = fields(nonce, { issuedAt: new Date(NOW + 11 * MINUTE).toISOString() })
    late.expirationTime = new Date(NOW + 70 * MINUTE).toISOString()
    expect(await rejection(verifier.verify(await signed(late)))).toBeInstanceOf(NonceUnknownError)
  })

  it('behavior: a wrong domain is DomainMismatchError (and the nonce is not spent)', async () => {
    const { verifier } = setup()
    const nonce = await verifier.issueNonce()
    const error = await rejection(
      verifier.verify(await signed(fields(nonce, { domain: 'evil.example.com' }))),
    )
    expect(error).toBeInstanceOf(DomainMismatchError)
    await expect(verifier.verify(await signed(fields(nonce)))).resolves.toBeDefined()
  })

  it('behavior: a wrong URI is UriMismatchError', async () => {
    const { verifier } = setup()
    const data = fields(await verifier.issueNonce(), { uri: 'https://evil.example.com/login' })
    expect(await rejection(verifier.verify(await signed(data)))).toBeInstanceOf(UriMismatchError)
  })

  it('behavior: an expired message is MessageExpiredError', async () => {
    const { verifier } = setup()
    const data = fields(await verifier.issueNonce(), {
      expirationTime: new Date(NOW - 2 * MINUTE).toISOString(),
    })
    expect(await rejection(verifier.verify(await signed(data)))).toBeInstanceOf(MessageExpiredError)
  })

  it('behavior: a not-yet-valid message (notBefore, or issuedAt in the future) is MessageNotYetValidError', async () => {
    const { verifier } = setup()
    const later = fields(await verifier.issueNonce(), { notBefore: new Date(NOW + 5 * MINUTE).toISOString() })
    expect(await rejection(verifier.verify(await signed(later)))).toBeInstanceOf(MessageNotYetValidError)
    const future = fields(await verifier.issueNonce(), { issuedAt: new Date(NOW + 5 * MINUTE).toISOString() })
    expect(await rejection(verifier.verify(await signed(future)))).toBeInstanceOf(MessageNotYetValidError)
  })

  it('behavior: a wrong chain is ChainNotAllowedError', async () => {
    const { verifier } = setup()
    const data = fields(await verifier.issueNonce(), { chainId: 'eip155:137' })
    expect(await rejection(verifier.verify(await signed(data)))).toBeInstanceOf(ChainNotAllowedError)
  })

  it('behavior: a signature from another key is SignatureMismatchError', async () => {
    const { verifier } = setup()
    const data = fields(await verifier.issueNonce())
    expect(await rejection(verifier.verify(await signed(data, other)))).toBeInstanceOf(SignatureMismatchError)
  })

  it('behavior: a signed text whose field was altered afterwards is SignatureMismatchError; claimed fields that differ from the signed text are MessageFieldsAlteredError', async () => {
    const { verifier } = setup()
    const good = await signed(fields(await verifier.issueNonce()))
    const longer = good.message.replace(/Expiration Time: .*/, 'Expiration Time: 2099-01-01T00:00:00.000Z')
    expect(await rejection(verifier.verify({ ...good, message: longer, data: undefined }))).toBeInstanceOf(
      SignatureMismatchError,
    )
    const claimed = { ...good.data, statement: 'Something else' }
    const error = await rejection(verifier.verify({ ...good, data: claimed }))
    expect(error).toBeInstanceOf(MessageFieldsAlteredError)
    expect((error as MessageFieldsAlteredError).details).toBe('statement')
  })

  it('behavior: a field carrying a line break is InvalidSignInMessageError; a line injected into the signed text is MalformedSignInMessageError', async () => {
    const { verifier } = setup()
    const good = await signed(fields(await verifier.issueNonce()))
    const claimed = { ...good.data, statement: 'Hi\nURI: https://evil.example.com' }
    const error = await rejection(verifier.verify({ ...good, data: claimed }))
    expect(error).toBeInstanceOf(InvalidSignInMessageError)
    expect((error as InvalidSignInMessageError).field).toBe('statement')
    const injected = good.message.replace(
      'Sign in to Example',
      'Sign in to Example\nURI: https://evil.example.com',
    )
    const signature = await signer.signMessage({ message: injected })
    expect(await rejection(verifier.verify({ message: injected, signature }))).toBeInstanceOf(
      MalformedSignInMessageError,
    )
  })

  it('behavior: a namespace the server has no verifier for is UnsupportedNamespaceError', async () => {
    const { verifier } = setup({ chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] })
    const data = fields(await verifier.issueNonce(), {
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
    })
    expect(await rejection(verifier.verify({ ...(await signed(data)), data }))).toBeInstanceOf(
      UnsupportedNamespaceError,
    )
  })

  it('behavior: two concurrent verifications of one message: exactly one session', async () => {
    const { verifier } = setup()
    const once = await signed(fields(await verifier.issueNonce()))
    const results = await Promise.allSettled([verifier.verify(once), verifier.verify(once)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const failed = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
    expect(failed.reason).toBeInstanceOf(NonceReplayedError)
  })
})
