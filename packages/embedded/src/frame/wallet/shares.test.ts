import { describe, expect, it } from 'vitest'
import { deriveWalletKeys } from './deriveKeys'
import { decodeRecoveryKit, encodeRecoveryKit } from './recoveryKit'
import { combineShares, shareFromBase64, shareToBase64, splitEntropy } from './shares'
import { unwrapShare, wrapShare } from './wrapShare'

const entropy = () => crypto.getRandomValues(new Uint8Array(16))

describe('2-of-3 shares', () => {
  it('rebuilds the entropy from any two of the three shares', async () => {
    const secret = entropy()
    const { device, auth, recovery } = await splitEntropy(secret)
    expect(await combineShares(device, auth)).toEqual(secret)
    expect(await combineShares(auth, recovery)).toEqual(secret)
    expect(await combineShares(recovery, device)).toEqual(secret)
  })

  it('the auth share alone (what the server holds) neither is nor contains the entropy', async () => {
    const secret = entropy()
    const { auth } = await splitEntropy(secret)
    const hex = Buffer.from(auth).toString('hex')
    expect(hex.includes(Buffer.from(secret).toString('hex'))).toBe(false)
    // With itself twice, the combination is refused rather than yielding a key.
    await expect(combineShares(auth, auth)).rejects.toThrow()
  })

  it('a share of another wallet yields other keys, so a wrong share is told by the addresses', async () => {
    const secret = entropy()
    const mine = await splitEntropy(secret)
    const theirs = await splitEntropy(entropy())
    const mixed = await combineShares(mine.auth, theirs.recovery)
    expect(deriveWalletKeys(mixed).evm.address).not.toBe(deriveWalletKeys(secret).evm.address)
  })

  it('round-trips a share through base64 (the auth share sent to the server)', async () => {
    const { auth } = await splitEntropy(entropy())
    expect(shareFromBase64(shareToBase64(auth))).toEqual(auth)
  })
})

describe('recovery kit', () => {
  it('round-trips the recovery share and the accounts it belongs to', async () => {
    const { recovery } = await splitEntropy(entropy())
    const kit = { share: recovery, email: 'ada@example.com', accounts: { eip155: '0xabc', solana: 'So1' } }
    const text = encodeRecoveryKit(kit)
    expect(decodeRecoveryKit(text)).toEqual(kit)
    expect(decodeRecoveryKit(`  ${text}  `)).toEqual(kit)
  })

  it('refuses text that is not a kit', () => {
    expect(decodeRecoveryKit('')).toBeUndefined()
    expect(decodeRecoveryKit('abandon abandon about')).toBeUndefined()
    expect(decodeRecoveryKit('latch-recovery-kit-1\n!!!')).toBeUndefined()
    expect(decodeRecoveryKit(`latch-recovery-kit-1\n${btoa('{"v":1}')}`)).toBeUndefined()
  })
})

describe('device share at rest', () => {
  it('is encrypted under a key that cannot be exported, and bound to its user', async () => {
    const { device } = await splitEntropy(entropy())
    const wrapped = await wrapShare(device, 'user-1')
    expect(wrapped.key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', wrapped.key)).rejects.toThrow()
    expect(new Uint8Array(wrapped.ciphertext)).not.toEqual(device)
    expect(await unwrapShare(wrapped, 'user-1')).toEqual(device)
    await expect(unwrapShare(wrapped, 'user-2')).rejects.toThrow()
  })
})
