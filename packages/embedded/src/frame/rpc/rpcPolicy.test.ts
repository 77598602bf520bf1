import { describe, expect, it } from 'vitest'
import { FrameRequestError } from '../../protocol/errors'
import { decideRpc } from './rpcPolicy'

const refusal = (method: string) => {
  try {
    decideRpc(method)
  } catch (error) {
    return error instanceof FrameRequestError ? { code: error.code, message: error.message } : error
  }
  return undefined
}

describe('RPC policy in the frame (spec §5)', () => {
  it('answers account and network questions itself and reads the rest of the safe methods', () => {
    expect(decideRpc('eth_accounts')).toBe('answer')
    expect(decideRpc('eth_chainId')).toBe('answer')
    expect(decideRpc('wallet_getCapabilities')).toBe('answer')
    expect(decideRpc('wallet_getCallsStatus')).toBe('answer')
    expect(decideRpc('solana_getAccounts')).toBe('answer')
    expect(decideRpc('eth_getBalance')).toBe('read')
    expect(decideRpc('eth_call')).toBe('read')
    expect(decideRpc('getLatestBlockhash')).toBe('read')
  })

  it('asks the visitor before signing or sending', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_signTransaction',
      'wallet_sendCalls',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
      expect(decideRpc(method), method).toBe('approve')
    expect(decideRpc('wallet_switchEthereumChain')).toBe('switch')
  })

  it("refuses every other method with 'Requested RPC call is not allowed'", () => {
    for (const method of [
      'eth_coinbase',
      'debug_traceTransaction',
      'anvil_setBalance',
      '__proto__',
      'Personal_sign',
    ])
      expect(refusal(method), method).toEqual({
        code: 'RPC_METHOD_NOT_ALLOWED',
        message: 'Requested RPC call is not allowed',
      })
  })

  it('refuses not-safe methods it does not offer as unsupported (4200), never signing blind hashes', () => {
    expect(refusal('eth_sign')).toEqual({ code: 4200, message: 'Not supported by this wallet' })
    expect(refusal('wallet_grantPermissions')).toEqual({
      code: 4200,
      message: 'Not supported by this wallet',
    })
  })
})
