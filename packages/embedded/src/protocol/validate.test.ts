import { describe, expect, it } from 'vitest'
import { PROTOCOL } from './messages'
import { createRequestId, isFromPeer, parseFrameMessage, parseRequest } from './validate'

const request = (type: string, payload: unknown, id = createRequestId()) => ({
  latch: PROTOCOL,
  id,
  type,
  payload,
})

describe('frame requests', () => {
  it('accepts each well-formed request', () => {
    expect(parseRequest(request('ConnectEmail', { email: 'ada@example.com' }))?.type).toBe('ConnectEmail')
    expect(parseRequest(request('ConnectOtp', { code: '123456' }))?.type).toBe('ConnectOtp')
    expect(parseRequest(request('GetUser', undefined))?.payload).toEqual({})
    expect(
      parseRequest(request('RpcRequest', { chainId: 'eip155:31337', method: 'eth_chainId', params: [] }))
        ?.type,
    ).toBe('RpcRequest')
    expect(
      parseRequest(request('Init', { networks: [{ chainId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545' }] }))
        ?.type,
    ).toBe('Init')
  })

  it('CancelSocialLogin: the same attempt id as ConnectSocial, nothing else (issue 33)', () => {
    const attempt = '0d9f3c1e-6a2b-4c8d-9e7f-123456789abc'
    expect(parseRequest(request('CancelSocialLogin', { attempt }))?.payload).toEqual({ attempt })
    expect(parseRequest(request('CancelSocialLogin', { attempt: 'short' }))).toBeUndefined()
    expect(parseRequest(request('CancelSocialLogin', {}))).toBeUndefined()
  })

  it('ConnectSocial: a UUID-like attempt and a lower-case provider name, nothing else (issue 33)', () => {
    const attempt = '0b6c7f55-3a4e-4b7e-9d0a-6c1f2e3d4a5b'
    expect(parseRequest(request('ConnectSocial', { attempt, provider: 'google' }))?.payload).toEqual({
      attempt,
      provider: 'google',
    })
    expect(parseRequest(request('ConnectSocial', { attempt: 'short', provider: 'google' }))).toBeUndefined()
    expect(parseRequest(request('ConnectSocial', { attempt, provider: 'Google<script>' }))).toBeUndefined()
    expect(
      parseRequest(request('ConnectSocial', { attempt: `${attempt}&x=1`, provider: 'x' })),
    ).toBeUndefined()
    expect(parseRequest(request('ConnectSocial', { provider: 'google' }))).toBeUndefined()
  })

  it('ignores messages that are not Latch requests or carry bad payloads', () => {
    expect(parseRequest(null)).toBeUndefined()
    expect(parseRequest('ConnectEmail')).toBeUndefined()
    expect(parseRequest({ ...request('GetUser', {}), latch: 'embedded/0' })).toBeUndefined()
    expect(parseRequest(request('GetUser', {}, 'short'))).toBeUndefined()
    expect(parseRequest(request('GetUser', {}, 'x'.repeat(65)))).toBeUndefined()
    expect(parseRequest(request('__proto__', {}))).toBeUndefined()
    expect(parseRequest(request('toString', {}))).toBeUndefined()
    expect(parseRequest(request('ConnectEmail', { email: 'not an email' }))).toBeUndefined()
    expect(parseRequest(request('ConnectEmail', { email: 'a@b' }))).toBeUndefined()
    expect(parseRequest(request('ConnectOtp', { code: '12345' }))).toBeUndefined()
    expect(parseRequest(request('ConnectOtp', { code: 123456 }))).toBeUndefined()
    expect(parseRequest(request('RpcRequest', { chainId: 'mainnet', method: 'eth_chainId' }))).toBeUndefined()
    expect(parseRequest(request('SignOut', { forgetDevice: 'yes' }))).toBeUndefined()
    expect(
      parseRequest(request('Init', { networks: [{ chainId: 'eip155:1', rpcUrl: 'javascript:alert(1)' }] })),
    ).toBeUndefined()
  })
})

describe('frame requests of the smart account (issue 34)', () => {
  const delegate = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  it('Init carries an optional smart-account delegate per network; SetAccountType takes eoa or smartAccount on eip155', () => {
    const init = parseRequest(
      request('Init', {
        networks: [{ chainId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545', smartAccountDelegate: delegate }],
      }),
    )
    expect(init?.payload).toEqual({
      networks: [{ chainId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545', smartAccountDelegate: delegate }],
    })
    expect(parseRequest(request('SetAccountType', { chainId: 'eip155:1', type: 'smartAccount' }))?.type).toBe(
      'SetAccountType',
    )
    expect(parseRequest(request('SetAccountType', { chainId: 'eip155:1', type: 'eoa' }))?.type).toBe(
      'SetAccountType',
    )
  })

  it('refuses a malformed delegate, another namespace or another account type', () => {
    const network = (smartAccountDelegate: unknown) => ({
      networks: [{ chainId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545', smartAccountDelegate }],
    })
    expect(parseRequest(request('Init', network('0x1234')))).toBeUndefined()
    expect(parseRequest(request('Init', network(42)))).toBeUndefined()
    expect(
      parseRequest(
        request('SetAccountType', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', type: 'eoa' }),
      ),
    ).toBeUndefined()
    expect(parseRequest(request('SetAccountType', { chainId: 'eip155:1', type: 'contract' }))).toBeUndefined()
  })
})

describe('frame answers and events', () => {
  const id = createRequestId()
  it('reads a success, an error and an event', () => {
    expect(parseFrameMessage({ latch: PROTOCOL, id, ok: true, result: 1 })?.kind).toBe('response')
    expect(
      parseFrameMessage({
        latch: PROTOCOL,
        id,
        ok: false,
        error: { code: 4001, message: 'User rejected the request' },
      }),
    ).toEqual({
      kind: 'response',
      message: {
        latch: PROTOCOL,
        id,
        ok: false,
        error: { code: 4001, message: 'User rejected the request' },
      },
    })
    expect(
      parseFrameMessage({ latch: PROTOCOL, event: 'ShowFrame', payload: { reason: 'approve' } })?.kind,
    ).toBe('event')
  })

  it('ignores malformed answers and unknown events', () => {
    expect(parseFrameMessage({ latch: PROTOCOL, id, ok: false, error: 'boom' })).toBeUndefined()
    expect(parseFrameMessage({ latch: PROTOCOL, id, ok: 'yes' })).toBeUndefined()
    expect(parseFrameMessage({ latch: PROTOCOL, event: 'Steal', payload: {} })).toBeUndefined()
    expect(
      parseFrameMessage({ latch: PROTOCOL, event: 'ShowFrame', payload: { reason: 'x' } }),
    ).toBeUndefined()
    expect(
      parseFrameMessage({ latch: PROTOCOL, event: 'AccountsChanged', payload: { user: { id: 'u' } } }),
    ).toBeUndefined()
  })
})

describe('peer check', () => {
  const frameWindow = {} as MessageEventSource
  const peer = { origin: 'http://127.0.0.1:4000', window: frameWindow }
  it('accepts only the exact origin and the very window', () => {
    expect(isFromPeer({ origin: 'http://127.0.0.1:4000', source: frameWindow }, peer)).toBe(true)
    expect(isFromPeer({ origin: 'http://127.0.0.1:4001', source: frameWindow }, peer)).toBe(false)
    expect(isFromPeer({ origin: 'http://127.0.0.1:4000', source: {} as MessageEventSource }, peer)).toBe(
      false,
    )
    expect(isFromPeer({ origin: 'http://127.0.0.1:4000', source: null }, peer)).toBe(false)
    expect(isFromPeer({ origin: '*', source: frameWindow }, { origin: '*', window: frameWindow })).toBe(false)
  })
})
