import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

// AES-256-GCM with the user's id as associated data: a sealed share moved to another user's row does not open.

/** Encrypts a share for storage: IV, ciphertext, tag. */
export function sealShare(key: Uint8Array, userId: string, share: Uint8Array): Uint8Array {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(userId))
  return Buffer.concat([iv, cipher.update(share), cipher.final(), cipher.getAuthTag()])
}

/** Decrypts a stored share; throws when the key, the user or the bytes are not the ones it was sealed with. */
export function openShare(key: Uint8Array, userId: string, sealed: Uint8Array): Uint8Array {
  const bytes = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES)).setAAD(
    Buffer.from(userId),
  )
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
    decipher.final(),
  ])
}
