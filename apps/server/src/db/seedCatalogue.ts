import { createHash } from 'node:crypto'
import { eq, notInArray, sql } from 'drizzle-orm'
import type { Catalogue } from '../wallets/catalogueTypes'
import type { Database } from './openDatabase'
import { images, meta, wallets } from './schema'

const BATCH = 100

/**
 * Loads the built catalogue into the database: upserts every wallet and logo, removes wallets the catalogue no
 * longer has, and records the build's hash so that the next start (or another instance) skips the work.
 */
export async function seedCatalogue(db: Database, catalogueText: string): Promise<{ loaded: boolean }> {
  const hash = createHash('sha256').update(catalogueText).digest('hex')
  const [current] = await db.select().from(meta).where(eq(meta.key, 'catalogue'))
  if (current?.value === hash) return { loaded: false }
  const catalogue = JSON.parse(catalogueText) as Catalogue
  await db.transaction(async (tx) => {
    const imageRows = Object.entries(catalogue.images).map(([id, image]) => ({
      id,
      kind: 'wallet',
      contentType: image.contentType,
      bytes: Buffer.from(image.base64, 'base64'),
    }))
    for (let start = 0; start < imageRows.length; start += BATCH) {
      await tx
        .insert(images)
        .values(imageRows.slice(start, start + BATCH))
        .onConflictDoNothing()
    }
    const walletRows = catalogue.wallets.map((wallet, rank) => ({
      id: wallet.id,
      name: wallet.name,
      rank,
      rdns: wallet.rdns,
      chains: wallet.chains,
      imageId: wallet.image_id,
      homepage: wallet.homepage,
      mobileLink: wallet.mobile_link,
      desktopLink: wallet.desktop_link,
      webappLink: wallet.webapp_link,
      appStore: wallet.app_store,
      playStore: wallet.play_store,
      chromeStore: wallet.chrome_store,
      source: wallet.source,
    }))
    for (let start = 0; start < walletRows.length; start += BATCH) {
      await tx
        .insert(wallets)
        .values(walletRows.slice(start, start + BATCH))
        .onConflictDoUpdate({
          target: wallets.id,
          set: Object.fromEntries(
            Object.keys(walletRows[0] ?? {})
              .filter((key) => key !== 'id')
              .map((key) => [key, sql.raw(`excluded.${columnName(key)}`)]),
          ),
        })
    }
    const ids = walletRows.map((row) => row.id)
    if (ids.length > 0) await tx.delete(wallets).where(notInArray(wallets.id, ids))
    await tx
      .insert(meta)
      .values({ key: 'catalogue', value: hash })
      .onConflictDoUpdate({ target: meta.key, set: { value: hash } })
  })
  return { loaded: true }
}

/** The SQL column of a wallets field (`mobileLink` → `mobile_link`). */
function columnName(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}
