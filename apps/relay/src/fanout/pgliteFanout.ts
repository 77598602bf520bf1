import type { PGlite } from '@electric-sql/pglite'
import { decodeNotice, encodeNotice, FANOUT_CHANNEL, type RelayFanout } from './RelayFanout'

/** Fan-out on one PGlite database: NOTIFY and LISTEN inside this process (every relay sharing that PGlite hears). */
export function pgliteFanout(pglite: PGlite): RelayFanout {
  let unlisten: (() => Promise<void>) | undefined
  return {
    async announce(notice) {
      await pglite.query('SELECT pg_notify($1, $2)', [FANOUT_CHANNEL, encodeNotice(notice)])
    },
    async listen(onNotice) {
      unlisten = await pglite.listen(FANOUT_CHANNEL, (payload) => {
        const notice = decodeNotice(payload)
        if (notice) onNotice(notice)
      })
    },
    async close() {
      await unlisten?.()
      unlisten = undefined
    },
  }
}
