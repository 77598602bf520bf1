import { NETWORK_MARK_NAMES, networkMarkAssetId, networkMarkSvg } from '@latch/core/network-marks'
import type { Database } from '../db/openDatabase'
import { storeImage } from '../db/storeImage'

/**
 * Stores the kit's network marks for `/public/getAssetImage/network-<name>` (spec §7): one SVG per mark, the same
 * text ui-react bundles (`@latch/core`'s `networkMarks`, the one copy), so every network of the adapters'
 * `/networks` and the demo's local networks has its image on the server (`networkMarkName` names it).
 */
export async function seedNetworkImages(db: Database): Promise<void> {
  for (const name of NETWORK_MARK_NAMES) {
    await storeImage(db, {
      id: networkMarkAssetId(name),
      kind: 'asset',
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode(networkMarkSvg(name)),
    })
  }
}
