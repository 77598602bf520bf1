import type { Latch } from '@latch/core'
import { setAvailableViews } from '@latch/core/actions'
import { SHIPPED_VIEWS } from '../views/shippedViews'

/**
 * Tells the client which views this package ships, so that `open({ view })` refuses any other rather than showing an
 * empty modal. Modal code (it comes with the modal's chunk), not the page's first load (issue 39).
 */
export function setShippedViews(client: Latch): void {
  setAvailableViews(client, { views: SHIPPED_VIEWS })
}
