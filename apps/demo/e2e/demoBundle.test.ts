import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { describe, expect, test } from 'vitest'

// The built demo (globalSetup builds dist/ before any e2e test) and what its page loads first (issue 40: the main
// chunk was 520 KiB gzip, the dev wallets' chain SDKs and keys in it).

const dist = join(import.meta.dirname, '..', 'dist')
/**
 * The entry chunk, gzip: the demo page, its client options and the adapters' light entries (15.8 KiB in a production
 * build; the e2e build is the same code). React and Latch's client are shared chunks it preloads.
 */
const MAIN_CHUNK_MAX_KIB = 32

/** The scripts index.html loads before anything runs: its entry module and its modulepreload links. */
function firstLoadScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  )
}

const gzipKib = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024

describe('the demo page bundle (issue 40)', () => {
  test(`behavior: the page's entry chunk is at most ${MAIN_CHUNK_MAX_KIB} KiB gzip (it was 474), and the dev wallets load as chunks of their own, none of them in the first load`, () => {
    const scripts = firstLoadScripts()
    const main = scripts.find((file) => /\/main-[^/]+\.js$/.test(file))
    expect(main).toBeDefined()
    expect(gzipKib(main as string)).toBeLessThanOrEqual(MAIN_CHUNK_MAX_KIB)
    // The wallets' secrets mark their code: in the build, and in none of the first-load scripts.
    const evmKey = (ANVIL_PRIVATE_KEYS[0] as string).slice(2)
    const cosmosWords = DEV_COSMOS_MNEMONIC.split(' ').slice(0, 6).join(' ')
    const all = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
    const holding = (secret: string) =>
      all.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes(secret))
    for (const secret of [evmKey, cosmosWords]) {
      const files = holding(secret)
      expect(files.length).toBeGreaterThan(0)
      for (const file of files) expect(scripts).not.toContain(`assets/${file}`)
    }
  })
})
