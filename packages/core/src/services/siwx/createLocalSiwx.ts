import type { SignInMessage } from '../../adapter/types'
import type { SiwxConfig, SiwxSession } from '../../options/types'
import type { LatchStorage } from '../storage/types'
import { pageBoundMessage } from './pageBoundMessage'

/** How long a locally made sign-in message is valid: one day. */
const LOCAL_SESSION_TTL_MS = 24 * 60 * 60 * 1000

function sameAccount(session: SiwxSession, chainId: string, address: string): boolean {
  // eip155 addresses differ only in checksum case; other namespaces are case-sensitive.
  const equal = chainId.startsWith('eip155:')
    ? session.data.accountAddress.toLowerCase() === address.toLowerCase()
    : session.data.accountAddress === address
  return session.data.chainId === chainId && equal
}

/**
 * The default sign-in hooks: the message is made on the page (its domain and origin, a random nonce, one day of
 * validity) and sessions are kept in Latch's storage. It records that the visitor signed on this device; it is not
 * proof to a server (a host that needs one verifies on its server with @latch/siwx).
 */
export function createLocalSiwx(input: {
  storage: LatchStorage
  now: () => number
}): Required<Omit<SiwxConfig, 'getRequired' | 'required'>> {
  const { storage, now } = input
  const read = () => storage.get('siwxSessions') ?? []
  return {
    async createMessage({ accountAddress, chainId }): Promise<SignInMessage> {
      const issuedAt = now()
      return {
        ...pageBoundMessage({ accountAddress, chainId, issuedAt }),
        expirationTime: new Date(issuedAt + LOCAL_SESSION_TTL_MS).toISOString(),
      }
    },
    async addSession(session) {
      const others = read().filter(
        (stored) => !sameAccount(stored, session.data.chainId, session.data.accountAddress),
      )
      storage.set('siwxSessions', [...others, session])
    },
    async getSessions(chainId, address) {
      return read().filter((session) => sameAccount(session, chainId, address))
    },
    async setSessions(sessions) {
      if (sessions.length === 0) storage.remove('siwxSessions')
      else storage.set('siwxSessions', [...sessions])
    },
    async revokeSession(chainId, address) {
      const kept = read().filter((session) => !sameAccount(session, chainId, address))
      if (kept.length === 0) storage.remove('siwxSessions')
      else storage.set('siwxSessions', kept)
    },
  }
}
