/** A device share as kept at rest: encrypted by a key the page's script cannot read out. */
export interface WrappedShare {
  /** Non-extractable AES-GCM key: IndexedDB keeps it by structured clone; no script can export its bytes. */
  key: CryptoKey
  iv: Uint8Array<ArrayBuffer>
  ciphertext: ArrayBuffer
}

/** Encrypts a share under a fresh non-extractable AES-256-GCM key. */
export async function wrapShare(share: Uint8Array, userId: string): Promise<WrappedShare> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) },
    key,
    new Uint8Array(share),
  )
  return { key, iv, ciphertext }
}

/** The share back; throws when the record was altered or belongs to another user. */
export async function unwrapShare(wrapped: WrappedShare, userId: string): Promise<Uint8Array> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: wrapped.iv, additionalData: new TextEncoder().encode(userId) },
    wrapped.key,
    wrapped.ciphertext,
  )
  return new Uint8Array(plain)
}
