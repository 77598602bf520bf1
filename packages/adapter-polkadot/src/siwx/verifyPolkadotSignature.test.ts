import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { westend } from '../networks/polkadotNetworks'
import { verifyPolkadotSignature } from './verifyPolkadotSignature'

const keyring = new Keyring({ ss58Format: 42 })
const message = 'example.org wants you to sign in with your Polkadot account:\nNonce: 8f2a1c'

describe('verifyPolkadotSignature', () => {
  for (const type of ['sr25519', 'ed25519', 'ecdsa'] as const) {
    it(`behavior: ${type}: accepts the <Bytes>-wrapped and the bare signature; refuses a tampered message and another key`, async () => {
      const pair = keyring.addFromUri(`//Verify//${type}`, {}, type)
      const other = keyring.addFromUri(`//Verify//other//${type}`, {}, type)
      const address = `${westend.id}:${pair.address}` as const
      const wrapped = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message))))
      const bare = u8aToHex(pair.sign(stringToU8a(message)))
      expect(await verifyPolkadotSignature({ message, signature: wrapped, address })).toBe(true)
      expect(await verifyPolkadotSignature({ message, signature: bare, address })).toBe(true)
      expect(await verifyPolkadotSignature({ message: `${message}0`, signature: wrapped, address })).toBe(
        false,
      )
      const fromOther = u8aToHex(other.sign(u8aWrapBytes(stringToU8a(message))))
      expect(await verifyPolkadotSignature({ message, signature: fromOther, address })).toBe(false)
      expect(await verifyPolkadotSignature({ message, signature: '0x1234', address })).toBe(false)
    })
  }
})
