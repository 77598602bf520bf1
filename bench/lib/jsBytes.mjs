import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const cache = new Map()

/** Raw, gzip (level 9) and brotli (quality 11) bytes of one built file. */
export function fileBytes(path) {
  const cached = cache.get(path)
  if (cached) return cached
  const raw = readFileSync(path)
  const sizes = {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  cache.set(path, sizes)
  return sizes
}

/** Sums the bytes of the scripts a page loaded, given their URLs on the bench server that serves `distDir`. */
export function scriptBytes(urls, origin, distDir) {
  const total = { raw: 0, gzip: 0, brotli: 0, files: 0, chunks: [] }
  for (const url of new Set(urls)) {
    if (!url.startsWith(`${origin}/`)) continue
    const path = decodeURIComponent(new URL(url).pathname)
    const sizes = fileBytes(join(distDir, path))
    total.chunks.push({ path, gzip: sizes.gzip })
    total.raw += sizes.raw
    total.gzip += sizes.gzip
    total.brotli += sizes.brotli
    total.files += 1
  }
  total.chunks.sort((a, b) => b.gzip - a.gzip)
  return total
}

/** Gzip bytes of a JS figure without the React chunk (react, react-dom, scheduler): the kit's own share. */
export function withoutReact(figure) {
  const react = figure.chunks.filter((chunk) => /\/react-vendor-[^/]*\.js$/.test(chunk.path))
  return figure.gzip - react.reduce((sum, chunk) => sum + chunk.gzip, 0)
}
