import { describe, expect, it } from 'vitest'
import { utf8ByteLength } from './utf8ByteLength'

describe('utf8ByteLength', () => {
  it.each(['', 'ascii', 'é', '€', '𝄞', 'mixed é € 𝄞 text', '\ud800 lone', 'end \udc00'])(
    'behavior: %j matches TextEncoder',
    (text) => {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length)
    },
  )
})
