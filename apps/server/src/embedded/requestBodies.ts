import * as v from 'valibot'
import { safeText, safeToken } from '../http/boundary'
import { EmailAddress } from './emailAddress'

// The JSON bodies of the `/embedded/*` routes. `projectId` may be repeated in a body; it must then be the query's.

const ProjectId = v.optional(safeToken(/^[\w-]{1,128}$/))
const Code = v.pipe(safeText(6), v.regex(/^\d{6}$/, 'is six digits'))
const Base64 = (maxBytes: number) =>
  v.pipe(
    safeText(Math.ceil(maxBytes / 3) * 4),
    v.regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/, 'is not base64'),
    v.transform((text) => new Uint8Array(Buffer.from(text, 'base64'))),
    v.check((bytes) => bytes.length >= 2, 'is too short'),
  )

export const MAX_BODY_BYTES = 16 * 1024

export const StartBody = v.object({
  projectId: ProjectId,
  email: EmailAddress,
  purpose: v.picklist(['login', 'update', 'capture'], 'is login, update or capture'),
})

export const VerifyBody = v.object({ projectId: ProjectId, email: EmailAddress, code: Code })

export const UpdateEmailBody = v.object({ projectId: ProjectId, newEmail: EmailAddress, code: Code })

export const CaptureBody = v.object({
  projectId: ProjectId,
  email: EmailAddress,
  code: Code,
  // An address or CAIP-10 account of any namespace.
  address: safeToken(/^[A-Za-z0-9:._-]{1,160}$/),
})

export const WalletBody = v.object({
  authShare: Base64(1024),
  /** Required (true) when the user deleted a wallet before: the visitor confirmed a new one in the frame. */
  replacesDeleted: v.optional(v.literal(true)),
  accounts: v.object({
    eip155: safeToken(/^0x[0-9a-fA-F]{40}$/),
    solana: safeToken(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
  }),
})

// WebAuthn responses as the frame sends them (the JSON form of PublicKeyCredential, base64url fields). The PRF
// extension's output is never part of them: the frame keeps it.
const B64Url = (max: number) => safeToken(/^[A-Za-z0-9_-]+$/, max)
const Transports = v.optional(v.pipe(v.array(safeToken(/^[a-z-]{1,32}$/, 32)), v.maxLength(8)))
const ClientExtensions = v.optional(
  v.object({ credProps: v.optional(v.object({ rk: v.optional(v.boolean()) })) }),
  {},
)

export const PasskeyRegistrationBody = v.object({
  projectId: ProjectId,
  response: v.object({
    id: B64Url(1024),
    rawId: B64Url(1024),
    type: v.literal('public-key'),
    response: v.object({
      clientDataJSON: B64Url(4096),
      attestationObject: B64Url(8192),
      transports: Transports,
    }),
    clientExtensionResults: ClientExtensions,
    authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  }),
  /** The device share encrypted in the frame under the passkey's PRF key (IV + ciphertext); absent without PRF. */
  wrappedShare: v.optional(Base64(512)),
})

export const PasskeyLoginBody = v.object({
  projectId: ProjectId,
  response: v.object({
    id: B64Url(1024),
    rawId: B64Url(1024),
    type: v.literal('public-key'),
    response: v.object({
      clientDataJSON: B64Url(4096),
      authenticatorData: B64Url(4096),
      signature: B64Url(1024),
      userHandle: v.optional(B64Url(128)),
    }),
    clientExtensionResults: ClientExtensions,
    authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
  }),
})
