import { base64 } from '@scure/base'
import type { EmbeddedAccounts } from '../../protocol/messages'

const PREFIX = 'latch-recovery-kit-1'

/** What a recovery kit holds: the recovery share and the addresses it belongs to (to tell a wrong kit at once). */
export interface RecoveryKit {
  share: Uint8Array
  email: string
  accounts: EmbeddedAccounts
}

/**
 * The kit as the text the visitor saves (a file or the clipboard). It is one share: alone it cannot sign; with the
 * server's auth share (after an e-mail code) it rebuilds the wallet on a new device.
 */
export function encodeRecoveryKit(kit: RecoveryKit): string {
  const body = JSON.stringify({
    v: 1,
    email: kit.email,
    accounts: kit.accounts,
    share: base64.encode(kit.share),
  })
  return `${PREFIX}\n${base64.encode(new TextEncoder().encode(body))}\n`
}

/** The kit from the saved text, or undefined when the text is not a kit (a typo, another file). */
export function decodeRecoveryKit(text: string): RecoveryKit | undefined {
  const [prefix, encoded] = text.trim().split(/\s+/)
  if (prefix !== PREFIX || !encoded) return undefined
  try {
    const body: unknown = JSON.parse(new TextDecoder().decode(base64.decode(encoded)))
    if (typeof body !== 'object' || body === null) return undefined
    const { email, accounts, share } = body as Record<string, unknown>
    if (typeof email !== 'string' || typeof share !== 'string') return undefined
    if (typeof accounts !== 'object' || accounts === null) return undefined
    const { eip155, solana } = accounts as Record<string, unknown>
    if (typeof eip155 !== 'string' || typeof solana !== 'string') return undefined
    return { email, accounts: { eip155, solana }, share: base64.decode(share) }
  } catch {
    return undefined
  }
}
