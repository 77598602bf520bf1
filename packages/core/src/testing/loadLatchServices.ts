import { getFlowContext } from '../actions/internal/flowContext'
import type { Latch } from '../latch/types'

/**
 * Loads a client's services (storage, analytics, chain data) and its background work, and resolves once they are
 * in, so a test acts on what a page has once the modal opened (an action then starts at once, a wallet event is
 * handled before it returns).
 */
export async function loadLatchServices(latch: Latch): Promise<void> {
  await getFlowContext(latch)
}
