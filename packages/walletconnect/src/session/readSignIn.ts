import type { CaipNetworkId, SignInMessage } from '@latch/core'
import type { AuthTypes } from '@walletconnect/types'
import type UniversalProvider from '@walletconnect/universal-provider'

/**
 * The sign-in a wallet signed during one-click authentication, from its CACAO: the message fields as signed (the
 * account is the `iss` DID, `did:pkh:eip155:<chain>:<address>`), the text the SDK formats from them (EIP-4361), and
 * the signature. Undefined when the CACAO is not an eip155 account's.
 */
export function readSignIn(
  provider: UniversalProvider,
  cacao: AuthTypes.Cacao,
): { data: SignInMessage; message: string; signature: string } | undefined {
  const payload = cacao.p
  const [, , namespace, reference, address] = payload.iss.split(':')
  if (namespace !== 'eip155' || !reference || !address || !payload.version || !payload.iat) return undefined
  const data: SignInMessage = {
    accountAddress: address,
    chainId: `eip155:${reference}` as CaipNetworkId,
    domain: payload.domain,
    uri: payload.aud,
    version: payload.version,
    nonce: payload.nonce,
    issuedAt: payload.iat,
    ...(payload.statement ? { statement: payload.statement } : {}),
    ...(payload.resources ? { resources: payload.resources } : {}),
    ...(payload.nbf ? { notBefore: payload.nbf } : {}),
    ...(payload.exp ? { expirationTime: payload.exp } : {}),
    ...(payload.requestId ? { requestId: payload.requestId } : {}),
  }
  const message = provider.client.formatAuthMessage({ request: payload, iss: payload.iss })
  return { data, message, signature: cacao.s.s }
}
