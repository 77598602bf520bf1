import {
  MethodNotSupportedError,
  UnsupportedChainError,
  UserRejectedError,
  WalletRequestError,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { isCosmosRejection, toCosmosError } from './toCosmosError'

describe('toCosmosError: the rejection shapes of Keplr-interface wallets', () => {
  it('Keplr / Leap `Request rejected`, Cosmostation 4001 and other decline texts are user rejections', () => {
    for (const error of [
      new Error('Request rejected'),
      { code: 4001, message: 'User rejected the request.' },
      new Error('Transaction rejected by the user'),
      'User denied the request',
    ]) {
      const mapped = toCosmosError(error)
      expect(mapped).toBeInstanceOf(UserRejectedError)
      expect(mapped.message).toBe('User rejected the request')
      expect(isCosmosRejection(error)).toBe(true)
    }
  })

  it('anything else stays what it is: Latch errors pass through, 4200 is not supported, the rest a wallet error', () => {
    const unsupported = new UnsupportedChainError({ details: 'x' })
    expect(toCosmosError(unsupported)).toBe(unsupported)
    expect(toCosmosError({ code: 4200, message: 'nope' })).toBeInstanceOf(MethodNotSupportedError)
    const failed = toCosmosError(new Error('There is no chain info for juno-1'))
    expect(failed).toBeInstanceOf(WalletRequestError)
    expect(isCosmosRejection(new Error('Key store is locked'))).toBe(false)
  })
})
