import { createStatusBanner, type StatusBanner } from '../notices/createStatusBanner'
import type { ClientCore } from './clientCore'
import type { Latch } from './types'

// Keyed by the client: a flow's context is another object over the same client.
const banners = new WeakMap<Latch, StatusBanner>()

/**
 * The client's status banner (one per client, so a replaced message never leaves a timer behind), made at its first
 * use: only the actions that set it carry its code, not the page's first load (issue 39).
 */
export function statusBanner(core: ClientCore): StatusBanner {
  let banner = banners.get(core.latch)
  if (!banner) {
    const made = createStatusBanner(core.store)
    core.onDestroy(() => made.dispose())
    banners.set(core.latch, made)
    banner = made
  }
  return banner
}
