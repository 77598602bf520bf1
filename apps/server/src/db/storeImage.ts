import type { Database } from './openDatabase'
import { images } from './schema'

/** One image the server serves (`/public/get*Image`): its id, kind and bytes. */
export interface StoredImage {
  id: string
  kind: string
  contentType: string
  bytes: Uint8Array
}

/** Stores an image, replacing the one stored under its id (seeds run at every start). */
export async function storeImage(db: Database, image: StoredImage): Promise<void> {
  const { kind, contentType, bytes } = image
  await db
    .insert(images)
    .values(image)
    .onConflictDoUpdate({ target: images.id, set: { kind, contentType, bytes } })
}
