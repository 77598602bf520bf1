import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../../db/openDatabase'
import { storeImage } from '../../db/storeImage'

/** The kit reads token images up to this size (core `readWalletImage`); a larger file is not stored. */
const MAX_IMAGE_BYTES = 128 * 1024

const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
}

/** `<id>.<extension>`: the id is what `/public/getTokenImage/{id}` takes. */
const IMAGE_FILE = /^([\w-]{1,128})\.(png|webp|jpe?g|svg)$/i

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte)

/** Whether the bytes are what the extension says (magic numbers; an SVG is text opening with `<svg` or `<?xml`). */
function looksLike(type: string, bytes: Uint8Array): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff])
    case 'image/webp':
      return startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
    default: {
      const head = new TextDecoder()
        .decode(bytes.subarray(0, 256))
        .replace(/^\uFEFF/, '')
        .trimStart()
      return head.startsWith('<svg') || head.startsWith('<?xml')
    }
  }
}

/** What `seedTokenImages` stored and what it left out (with why), for the start log and tests. */
export interface SeededTokenImages {
  stored: string[]
  skipped: { file: string; reason: string }[]
}

/**
 * Stores the token images of `dir` for `/public/getTokenImage/{id}` (spec §7). Only PNG, WebP, JPEG and SVG files
 * named `<id>.<extension>`, at most 128 KiB, whose bytes match their type; anything else is skipped. The route
 * serves an SVG with `Content-Security-Policy: default-src 'none'; sandbox` and `nosniff`, so one opened on its own
 * runs no script and fetches nothing; the kit shows each image through `<img>` as a `data:` URL.
 */
export async function seedTokenImages(db: Database, dir: string): Promise<SeededTokenImages> {
  const result: SeededTokenImages = { stored: [], skipped: [] }
  for (const file of (await readdir(dir)).sort()) {
    const match = IMAGE_FILE.exec(file)
    if (!match) {
      result.skipped.push({ file, reason: 'not <id>.png|webp|jpg|svg' })
      continue
    }
    const path = join(dir, file)
    if ((await stat(path)).size > MAX_IMAGE_BYTES) {
      result.skipped.push({ file, reason: 'over 128 KiB' })
      continue
    }
    const bytes = new Uint8Array(await readFile(path))
    const contentType = TYPE_BY_EXTENSION[match[2]!.toLowerCase()]!
    if (!looksLike(contentType, bytes)) {
      result.skipped.push({ file, reason: `not a ${contentType} file` })
      continue
    }
    await storeImage(db, { id: match[1]!, kind: 'token', contentType, bytes })
    result.stored.push(match[1]!)
  }
  return result
}
