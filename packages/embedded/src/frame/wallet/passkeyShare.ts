/**
 * The PRF salt every Latch passkey is evaluated with. The PRF output (32 bytes from the authenticator's secret for
 * this credential and salt) never leaves the frame; the share key is HKDF-SHA256 of it.
 */
export const PASSKEY_PRF_SALT = new TextEncoder().encode('latch-embedded/passkey-share/v1')

async function shareKeyFrom(prfOutput: Uint8Array): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', new Uint8Array(prfOutput), 'HKDF', false, [
    'deriveKey',
  ])
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(32),
      info: new TextEncoder().encode('latch-embedded share key'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** A share encrypted under the passkey's PRF key, bound to its user: IV (12 bytes) then ciphertext and tag. */
export async function sealShareWithPasskey(
  share: Uint8Array,
  prfOutput: Uint8Array,
  userId: string,
): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(userId) },
    await shareKeyFrom(prfOutput),
    new Uint8Array(share),
  )
  const sealed = new Uint8Array(12 + ciphertext.byteLength)
  sealed.set(iv)
  sealed.set(new Uint8Array(ciphertext), 12)
  return sealed
}

/** The share back, or undefined when this passkey's PRF output (or the user) is not the one it was sealed with. */
export async function openShareWithPasskey(
  sealed: Uint8Array,
  prfOutput: Uint8Array,
  userId: string,
): Promise<Uint8Array | undefined> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: sealed.slice(0, 12), additionalData: new TextEncoder().encode(userId) },
      await shareKeyFrom(prfOutput),
      sealed.slice(12),
    )
    return new Uint8Array(plain)
  } catch {
    return undefined
  }
}
