import { describe, expect, it } from 'vitest'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { chunkLoadError } from './chunkLoadError'

describe('chunkLoadError: an adapter chunk that cannot be imported', () => {
  it('error: offline import failure → WalletRequestError with the import’s message as details and the cause kept', () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/runtime-x.js')
    const error = chunkLoadError(failure)
    expect(error).toBeInstanceOf(WalletRequestError)
    expect(error.message).toBe('The wallet could not complete the request')
    expect(error.details).toBe('Failed to fetch dynamically imported module: /assets/runtime-x.js')
    expect(error.cause).toBe(failure)
  })

  it('error: a thrown non-Error gives no details', () => {
    expect(chunkLoadError('nope').details).toBeUndefined()
  })
})
