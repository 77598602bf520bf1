// What a host page's first load takes from the built Latch packages: the bench's pages (bench/latch/<page>/main.tsx,
// one button that opens the modal) bundled as a host's bundler does, from each package's dist/ through its
// package.json exports, with tree-shaking and code splitting; React stays out (external), as the bench reports the
// kit's share without it. The figure is the gzip (level 9) of the minified chunks the entry reaches statically, each
// file compressed on its own as a browser fetches it. Vite's own preload helper, which the bench's pages also carry,
// is not in it.

import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The bench pages measured, by the name the budget gives them ('all-in': the seven adapters, WalletConnect and the
 * e-mail wallet, issue 39). */
const HOST_PAGES = { evm: 'evm', 'evm-solana': 'evm-solana', 'all-in': 'all' }

const REACT = /^(react|react-dom|scheduler)(\/|$)/

/** The bundler: the one the first-load tests use (@latch/fixture-bundle-split's rolldown). */
async function loadRolldown(root) {
  const require = createRequire(join(root, 'test-fixtures', 'bundle-split', 'package.json'))
  const { rolldown } = await import(require.resolve('rolldown'))
  return rolldown
}

// A page bundled without extra plugins, by entry file: the budget's measures and checks share one bundle per page.
const plainBundles = new Map()

/** A page's chunks by file name, without React, bundled with these extra plugins. */
function bundlePage(rolldown, input, plugins = []) {
  if (plugins.length === 0 && plainBundles.has(input)) return plainBundles.get(input)
  const chunks = (async () => {
    const bundle = await rolldown({
      input,
      external: (id) => REACT.test(id),
      platform: 'browser',
      logLevel: 'silent',
      plugins,
      transform: { jsx: 'react-jsx', define: { 'process.env.NODE_ENV': '"production"' } },
    })
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    await bundle.close()
    return new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
  })()
  if (plugins.length === 0) plainBundles.set(input, chunks)
  return chunks
}

/** The chunks that load with `start`: it and those it imports statically, transitively. */
function reachedFrom(chunks, start) {
  const reached = new Set()
  const queue = [start.fileName]
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = chunks.get(file)
    if (!chunk || reached.has(file)) continue
    reached.add(file)
    queue.push(...chunk.imports)
  }
  return [...reached].map((file) => chunks.get(file))
}

/** The chunks a page reaches statically from its entry, without React, bundled with these extra plugins. */
async function firstLoadChunks(rolldown, input, plugins = []) {
  const chunks = await bundlePage(rolldown, input, plugins)
  return reachedFrom(
    chunks,
    [...chunks.values()].find((chunk) => chunk.isEntry),
  )
}

/** Gzip bytes of one page's statically reached chunks, without React, bundled with these extra plugins. */
async function measurePage(rolldown, input, plugins = []) {
  const chunks = await firstLoadChunks(rolldown, input, plugins)
  return chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0)
}

/** The bench's host pages that exist under `root`: [name, entry file] pairs. */
function hostPageInputs(root) {
  return Object.entries(HOST_PAGES)
    .map(([name, folder]) => [name, join(root, 'bench', 'latch', folder, 'main.tsx')])
    .filter(([, input]) => existsSync(input))
}

/** The modules that load with the modal or later, never with a host's first load (issue 40). */
const LOADS_WITH_THE_MODAL = [
  /[\\/]core[\\/]dist[\\/]networkMarks\.js$/,
  /[\\/]ui-react[\\/]dist[\\/]primitives[\\/]/,
  /[\\/]ui-react[\\/]dist[\\/]wallets[\\/]walletLogos\.js$/,
  /[\\/]ui-react[\\/]dist[\\/]components[\\/](ButtonIcon|AccountButtonIcon|AccountButtonView)\.js$/,
  /[\\/]ui-react[\\/]dist[\\/]modal[\\/](Modal|modalChunk|useAnimatedHeight|useShakeOnError)\.js$/,
  /[\\/]ui-react[\\/]dist[\\/]views[\\/](?!shippedViews\.js$)/,
  /[\\/]apps[\\/]demo[\\/]/,
]
/**
 * Issue 40: icons, motion and the gallery add nothing to a host's first load. The modules that carry them (network
 * marks and wallet logos, the image and icon primitives, the modal's animations and its views, the demo's gallery)
 * must not be in any host page's first load. Returns `{ page: [module paths found] }`, empty lists when none is.
 */
export function modulesThatWaitForTheModal(root) {
  return eachHostPage(root, async (rolldown, input) => {
    const modules = (await firstLoadChunks(rolldown, input)).flatMap((chunk) => chunk.moduleIds)
    return modules.filter((id) => LOADS_WITH_THE_MODAL.some((pattern) => pattern.test(id)))
  })
}

const MODAL_CHUNK = /[\\/]ui-react[\\/]dist[\\/]modal[\\/]modalChunk\.js$/
const FEATURE_ENGLISH = /[\\/]ui-react[\\/]dist[\\/]i18n[\\/]catalogues[\\/][^\\/]+[\\/]en\.js$/

/**
 * Issue 39: a feature's English loads with its views, not with the modal's chunk, which stays in the page's heap
 * from the hidden pre-render on. Returns `{ page: [feature English modules in the modal's chunk or its imports] }`.
 */
export function featureEnglishWithTheModal(root) {
  return eachHostPage(root, async (rolldown, input) => {
    const chunks = await bundlePage(rolldown, input)
    const modal = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => MODAL_CHUNK.test(id)))
    const modules = modal ? reachedFrom(chunks, modal).flatMap((chunk) => chunk.moduleIds) : []
    return modules.filter((id) => FEATURE_ENGLISH.test(id))
  })
}

/** Gzip bytes of the page's statically reached chunks, without React: { page: bytes }. */
export function measureHostPages(root) {
  return eachHostPage(root, measurePage)
}

/** `read(rolldown, input)` for each bench host page, one after another: `{ page: what it returned }`. */
async function eachHostPage(root, read) {
  const pages = hostPageInputs(root)
  if (pages.length === 0) return {}
  const rolldown = await loadRolldown(root)
  const found = {}
  for (const [name, input] of pages) found[name] = await read(rolldown, input)
  return found
}

/**
 * What makes ui-react's buttons styled (issue 40), each with what a page without the look has in its place: the
 * look's module (stylesheet and theme attributes) and the loader of the round icons (ButtonIcon.js; the icons
 * themselves are a lazy chunk).
 */
const LOOK_PARTS = [
  {
    module: /[\\/]ui-react[\\/]dist[\\/]components[\\/]buttonLook\.js$/,
    code: /^[\s\S]*$/,
    plain: 'export function useButtonLook() { return {} }',
  },
  {
    module: /[\\/]ui-react[\\/]dist[\\/]components[\\/]ButtonIcon\.js$/,
    code: /^[\s\S]*$/,
    plain: 'export function ButtonIcon() { return null }',
  },
]

/**
 * What the styled buttons add to the EVM host page's first load, in gzip bytes (issue 40: at most 1 KiB): the page
 * as built, less the same page with the look's parts replaced by what headless buttons need (nothing). Undefined
 * when the bench's EVM page is absent. Throws when a look part is not where this expects it, so the figure never
 * compares two identical bundles.
 */
export async function measureStyledButtonsCost(root) {
  const input = join(root, 'bench', 'latch', HOST_PAGES.evm, 'main.tsx')
  if (!existsSync(input)) return undefined
  const rolldown = await loadRolldown(root)
  const replaced = new Set()
  const withoutLook = {
    name: 'latch-without-button-look',
    transform(code, id) {
      const part = LOOK_PARTS.find((candidate) => candidate.module.test(id))
      if (!part?.code.test(code)) return null
      replaced.add(part)
      return { code: code.replace(part.code, part.plain) }
    },
  }
  const styled = await measurePage(rolldown, input)
  const plain = await measurePage(rolldown, input, [withoutLook])
  if (replaced.size !== LOOK_PARTS.length)
    throw new Error(
      `size-budget: ${LOOK_PARTS.length - replaced.size} of the buttons' look parts not found in ui-react's dist`,
    )
  return styled - plain
}
