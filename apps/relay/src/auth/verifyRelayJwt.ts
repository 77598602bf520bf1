import { base64urlnopad } from '@scure/base'
import { decodeJwt, importJWK, jwtVerify } from 'jose'
import { ed25519KeyFromDidKey } from './didKey'

/** Why a relay JWT was refused (the upgrade is answered 401 with this text). */
export class RelayAuthError extends Error {
  override readonly name = 'RelayAuthError'
}

export interface VerifyRelayJwtOptions {
  /** The relay URLs clients may name as the audience (the URL they connect to). */
  audiences: readonly string[]
  /** Epoch ms. */
  now: number
}

/**
 * Checks a client's relay JWT (WalletConnect relay auth: EdDSA signed by the ed25519 key its `did:key` issuer
 * names, audience the relay's URL, not expired) and resolves with the issuer: the client's stable id, which
 * survives reconnections and carries its delivery state.
 */
export async function verifyRelayJwt(token: string, options: VerifyRelayJwtOptions): Promise<string> {
  let issuer: string
  try {
    const claims = decodeJwt(token)
    if (typeof claims.iss !== 'string') throw new Error('no issuer')
    issuer = claims.iss
  } catch {
    throw new RelayAuthError('Malformed relay JWT')
  }
  let publicKey: Uint8Array
  try {
    publicKey = ed25519KeyFromDidKey(issuer)
  } catch (error) {
    throw new RelayAuthError((error as Error).message)
  }
  const key = await importJWK({ kty: 'OKP', crv: 'Ed25519', x: base64urlnopad.encode(publicKey) }, 'EdDSA')
  try {
    await jwtVerify(token, key, {
      algorithms: ['EdDSA'],
      audience: withAndWithoutSlash(options.audiences),
      requiredClaims: ['iss', 'aud', 'exp'],
      currentDate: new Date(options.now),
    })
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ERR_JWT_EXPIRED') throw new RelayAuthError('Relay JWT expired')
    if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED' && (error as { claim?: string }).claim === 'aud')
      throw new RelayAuthError('Relay JWT is for another relay')
    if (code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
      throw new RelayAuthError('Relay JWT signature invalid')
    throw new RelayAuthError(`Relay JWT refused: ${(error as Error).message}`)
  }
  return issuer
}

// The SDK signs the relay URL exactly as the app passed it: `ws://host/relay` and `ws://host/relay/` are one relay.
function withAndWithoutSlash(urls: readonly string[]): string[] {
  return urls.flatMap((url) => {
    const bare = url.replace(/\/+$/, '')
    return [bare, `${bare}/`]
  })
}
