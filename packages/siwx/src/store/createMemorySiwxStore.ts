import type { NonceUse, SiwxServerSession, SiwxStore } from './types'

/**
 * The in-memory store: nonces and sessions in Maps of this process (lost on restart, not shared between
 * processes). Expired nonces are dropped as new ones are issued.
 */
export function createMemorySiwxStore(): SiwxStore {
  const nonces = new Map<string, { expiresAt: number; used: boolean }>()
  const sessions = new Map<string, SiwxServerSession>()
  const dropExpiredNonces = (now: number) => {
    for (const [nonce, entry] of nonces) if (entry.expiresAt <= now) nonces.delete(nonce)
  }
  return {
    async saveNonce(nonce, expiresAt) {
      dropExpiredNonces(Date.now())
      nonces.set(nonce, { expiresAt, used: false })
    },
    async useNonce(nonce, now): Promise<NonceUse> {
      const entry = nonces.get(nonce)
      if (!entry || entry.expiresAt <= now) return 'unknown'
      if (entry.used) return 'already-used'
      entry.used = true
      return 'used-now'
    },
    async saveSession(session) {
      sessions.set(session.id, session)
    },
    async findSession(id) {
      return sessions.get(id)
    },
    async findSessions(chainId, address) {
      return [...sessions.values()].filter(
        (session) => session.chainId === chainId && session.address === address,
      )
    },
    async deleteSessions(filter) {
      if ('id' in filter) {
        sessions.delete(filter.id)
        return
      }
      for (const [id, session] of sessions)
        if (session.chainId === filter.chainId && session.address === filter.address) sessions.delete(id)
    },
  }
}
