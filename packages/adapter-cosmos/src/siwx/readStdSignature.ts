import type { StdSignature } from '../wallets/keplrInterface'

/** Parses a signature as `signMessage` returns it (the wallet's StdSignature as JSON); undefined if malformed. */
export function readStdSignature(signature: string | StdSignature): StdSignature | undefined {
  let value: unknown = signature
  if (typeof signature === 'string') {
    try {
      value = JSON.parse(signature)
    } catch {
      return undefined
    }
  }
  const candidate = value as Partial<StdSignature> | null
  if (
    typeof candidate?.signature !== 'string' ||
    typeof candidate.pub_key?.type !== 'string' ||
    typeof candidate.pub_key.value !== 'string'
  ) {
    return undefined
  }
  return {
    pub_key: { type: candidate.pub_key.type, value: candidate.pub_key.value },
    signature: candidate.signature,
  }
}
