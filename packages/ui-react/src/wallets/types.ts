import type { ChainNamespace } from '@latch/core'

/** A wallet listing entry (spec §3: id, name, image, rdns, chains, links). Remote entries are untrusted text. */
export interface WalletListing {
  id: string
  name: string
  /** https: or data:image URL; anything else shows initials. */
  imageUrl?: string
  /** The explorer's image id: the logo is fetched from the host's Latch server when a row shows it. */
  imageId?: string
  rdns?: string
  chains: ChainNamespace[]
  /** Where to get the wallet (https only is ever opened). */
  homepage?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** One row of the wallet lists: a listing, a discovered connector, or both merged. */
export interface WalletEntry {
  /** Stable key: the connector id when there is a connector, else the listing id. */
  key: string
  name: string
  imageUrl?: string
  imageId?: string
  /** Present when a connector can connect it in this browser. */
  connector?: { id: string; namespace: ChainNamespace }
  installed: boolean
  recent: boolean
  featured: boolean
  homepage?: string
}
