import { describe, expect, it } from 'vitest'
import { openShareWithPasskey, sealShareWithPasskey } from './passkeyShare'

const bytes = (length: number) => crypto.getRandomValues(new Uint8Array(length))

describe('a share sealed with a passkey PRF output', () => {
  it('opens with the same PRF output and user, and holds no clear copy of the share', async () => {
    const share = bytes(17)
    const prf = bytes(32)
    const sealed = await sealShareWithPasskey(share, prf, 'user-1')
    expect(Buffer.from(sealed).toString('hex')).not.toContain(Buffer.from(share).toString('hex'))
    expect(await openShareWithPasskey(sealed, prf, 'user-1')).toEqual(share)
  })

  it("does not open with another passkey's PRF output or for another user", async () => {
    const sealed = await sealShareWithPasskey(bytes(17), bytes(32), 'user-1')
    expect(await openShareWithPasskey(sealed, bytes(32), 'user-1')).toBeUndefined()
    const prf = bytes(32)
    const mine = await sealShareWithPasskey(bytes(17), prf, 'user-1')
    expect(await openShareWithPasskey(mine, prf, 'user-2')).toBeUndefined()
  })
})
