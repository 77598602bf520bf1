import { base64urlnopad } from '@scure/base'
import { PASSKEY_PRF_SALT } from '../wallet/passkeyShare'

// The browser's WebAuthn API with the JSON forms @simplewebauthn/server gives and takes (base64url binary fields).
// The PRF extension is added here and its output kept here: it is never part of what goes to the server.

type Json = Record<string, unknown>
const toBytes = (text: string) => new Uint8Array(base64urlnopad.decode(text.replace(/=+$/, '')))
const toText = (buffer: ArrayBuffer | ArrayBufferView) =>
  base64urlnopad.encode(
    buffer instanceof ArrayBuffer
      ? new Uint8Array(buffer)
      : new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
  )
const descriptors = (list: unknown) =>
  ((list as { id: string; transports?: AuthenticatorTransport[] }[] | undefined) ?? []).map((item) => ({
    type: 'public-key' as const,
    id: toBytes(item.id),
    ...(item.transports ? { transports: item.transports } : {}),
  }))

/** What a ceremony gives: the response for the server, and the PRF output (or undefined: no PRF) for the frame. */
interface PasskeyResult {
  response: Json
  prf: Uint8Array | undefined
}

const prfOf = (credential: PublicKeyCredential): Uint8Array | undefined => {
  const first = (credential.getClientExtensionResults() as { prf?: { results?: { first?: ArrayBuffer } } })
    .prf?.results?.first
  return first ? new Uint8Array(first) : undefined
}

const prfEnabled = (credential: PublicKeyCredential) =>
  (credential.getClientExtensionResults() as { prf?: { enabled?: boolean } }).prf?.enabled === true

/** The ceremonies the frame runs (the real browser's, or a test's). */
export interface PasskeyCeremonies {
  create(options: Json): Promise<PasskeyResult>
  get(options: Json): Promise<PasskeyResult>
}

async function getWith(options: Json): Promise<{ credential: PublicKeyCredential; result: PasskeyResult }> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: toBytes(options.challenge as string),
      rpId: options.rpId as string,
      timeout: options.timeout as number | undefined,
      userVerification: (options.userVerification as UserVerificationRequirement | undefined) ?? 'required',
      allowCredentials: descriptors(options.allowCredentials),
      extensions: { prf: { eval: { first: PASSKEY_PRF_SALT } } } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('No passkey was given', 'NotAllowedError')
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    credential,
    result: {
      prf: prfOf(credential),
      response: {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: 'public-key',
        response: {
          clientDataJSON: toText(response.clientDataJSON),
          authenticatorData: toText(response.authenticatorData),
          signature: toText(response.signature),
          ...(response.userHandle ? { userHandle: toText(response.userHandle) } : {}),
        },
        clientExtensionResults: {},
        ...(credential.authenticatorAttachment
          ? { authenticatorAttachment: credential.authenticatorAttachment }
          : {}),
      },
    },
  }
}

export const browserPasskeys: PasskeyCeremonies = {
  async create(options) {
    const rp = options.rp as { id: string; name: string }
    const user = options.user as { id: string; name: string; displayName: string }
    const credential = (await navigator.credentials.create({
      publicKey: {
        challenge: toBytes(options.challenge as string),
        rp,
        user: { ...user, id: toBytes(user.id) },
        pubKeyCredParams: options.pubKeyCredParams as PublicKeyCredentialParameters[],
        timeout: options.timeout as number | undefined,
        attestation: 'none',
        excludeCredentials: descriptors(options.excludeCredentials),
        authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria,
        extensions: { prf: { eval: { first: PASSKEY_PRF_SALT } } } as AuthenticationExtensionsClientInputs,
      },
    })) as PublicKeyCredential | null
    if (!credential) throw new DOMException('No passkey was made', 'NotAllowedError')
    const response = credential.response as AuthenticatorAttestationResponse
    let prf = prfOf(credential)
    // Most authenticators evaluate the PRF only when asserting: one assertion with the new credential gives it.
    if (!prf && prfEnabled(credential)) {
      const challenge = toText(crypto.getRandomValues(new Uint8Array(32)))
      prf = (await getWith({ challenge, rpId: rp.id, allowCredentials: [{ id: credential.id }] })).result.prf
    }
    return {
      prf,
      response: {
        id: credential.id,
        rawId: toText(credential.rawId),
        type: 'public-key',
        response: {
          clientDataJSON: toText(response.clientDataJSON),
          attestationObject: toText(response.attestationObject),
          transports: response.getTransports?.() ?? [],
        },
        clientExtensionResults: {},
        ...(credential.authenticatorAttachment
          ? { authenticatorAttachment: credential.authenticatorAttachment }
          : {}),
      },
    }
  },
  async get(options) {
    return (await getWith(options)).result
  },
}
