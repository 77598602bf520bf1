// Builds the wallet catalogue (generated/catalogue.json) from openly licensed npm packages, at build time:
//   thirdweb (Apache-2.0)           the wallet entries, their links and WebP logos; every entry supports eip155
//   @dynamic-labs/wallet-book (MIT) further namespaces (solana, bip122, ...) of the wallets it describes
//   @web3icons/core + common (MIT)  branded SVG logos for the wallets it has
// Each entry records where its data, namespaces and logo came from, with the licence read from the tarball.
// `node scripts/buildCatalogue.mjs [--force]`; skipped when the output is newer than sources.json and this script.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fetchSourcePackage } from './fetchSourcePackage.mjs'
import { readDynamicWallets, readThirdwebWallets, readWeb3Icons } from './readSources.mjs'
import { safeLink } from './safeLink.mjs'

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const sourcesFile = join(serverDir, 'catalogue/sources.json')
export const CATALOGUE_FILE = join(serverDir, 'generated/catalogue.json')
const cacheDir = join(serverDir, '../../node_modules/.cache/latch-catalogue')

/** The CAIP namespaces Latch knows (spec §3); others a source names are left out. */
const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks']
const DYNAMIC_CHAIN_NAMES = { evm: 'eip155', sol: 'solana', btc: 'bip122', cosmos: 'cosmos', sui: 'sui' }

/** Lower-case letters and digits of a wallet name, without a trailing "wallet": "OKX Wallet" → "okx". */
export function nameKey(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/wallet$/, '')
}

function imageIdOf(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

/** Namespaces of one Dynamic wallet-book entry, from its injected providers and CAIP-2 chains. */
function dynamicNamespaces(entry) {
  const names = new Set()
  for (const injected of entry.injectedConfig ?? []) {
    const namespace = DYNAMIC_CHAIN_NAMES[injected.chain]
    if (namespace) names.add(namespace)
  }
  for (const chain of entry.chains ?? []) {
    const namespace = String(chain).split(':')[0]
    if (NAMESPACES.includes(namespace)) names.add(namespace)
  }
  return [...names]
}

function isFresh() {
  if (!existsSync(CATALOGUE_FILE)) return false
  const built = statSync(CATALOGUE_FILE).mtimeMs
  const inputs = [
    'catalogue/sources.json',
    'scripts/buildCatalogue.mjs',
    'scripts/readSources.mjs',
    'scripts/safeLink.mjs',
  ]
  return inputs.every((file) => statSync(join(serverDir, file)).mtimeMs < built)
}

export function buildCatalogue() {
  const config = JSON.parse(readFileSync(sourcesFile, 'utf8'))
  const fetched = {}
  for (const [name, pin] of Object.entries(config.packages)) {
    fetched[name] = fetchSourcePackage({ name, ...pin, cacheDir, allowedLicences: config.allowedLicences })
  }
  const thirdweb = readThirdwebWallets(fetched.thirdweb.dir)
  const dynamic = readDynamicWallets(fetched['@dynamic-labs/wallet-book'].dir)
  const icons = readWeb3Icons(fetched['@web3icons/core'].dir, fetched['@web3icons/common'].dir)
  const cite = (name) => `${fetched[name].source.package} (${fetched[name].source.licence})`

  const dynamicByRdns = new Map()
  const dynamicByName = new Map()
  for (const entry of dynamic) {
    if (entry.eip6963Config?.rdns) dynamicByRdns.set(entry.eip6963Config.rdns, entry)
    if (entry.name) dynamicByName.set(nameKey(entry.name), entry)
  }
  const iconByName = new Map()
  for (const icon of icons) {
    iconByName.set(nameKey(icon.name), icon)
    iconByName.set(nameKey(icon.id), icon)
  }

  const images = {}
  const wallets = []
  const seenIds = new Set()
  for (const { wallet, webp } of thirdweb) {
    const name = typeof wallet.name === 'string' ? wallet.name.trim() : ''
    if (!name || seenIds.has(wallet.id)) continue
    seenIds.add(wallet.id)
    const key = nameKey(name)
    const fromDynamic = (wallet.rdns && dynamicByRdns.get(wallet.rdns)) || dynamicByName.get(key)
    const extraNamespaces = fromDynamic ? dynamicNamespaces(fromDynamic) : []
    const chains = NAMESPACES.filter((ns) => ns === 'eip155' || extraNamespaces.includes(ns))

    const icon = iconByName.get(key)
    let logo
    if (icon)
      logo = { bytes: Buffer.from(icon.svg), contentType: 'image/svg+xml', source: cite('@web3icons/core') }
    else if (webp) logo = { bytes: webp, contentType: 'image/webp', source: cite('thirdweb') }
    let imageId
    if (logo) {
      imageId = imageIdOf(logo.bytes)
      images[imageId] = { contentType: logo.contentType, base64: logo.bytes.toString('base64') }
    }
    const app = wallet.app ?? {}
    wallets.push({
      id: wallet.id,
      name,
      rdns: wallet.rdns ?? null,
      chains,
      image_id: imageId ?? null,
      homepage: safeLink(wallet.homepage, { https: true }),
      mobile_link: safeLink(wallet.mobile?.native) ?? safeLink(wallet.mobile?.universal, { https: true }),
      desktop_link: safeLink(wallet.desktop?.native) ?? safeLink(wallet.desktop?.universal, { https: true }),
      webapp_link: safeLink(app.browser, { https: true }),
      app_store: safeLink(app.ios, { https: true }),
      play_store: safeLink(app.android, { https: true }),
      chrome_store: safeLink(app.chrome, { https: true }),
      source: {
        data: cite('thirdweb'),
        chains: fromDynamic
          ? `eip155: ${cite('thirdweb')}; ${extraNamespaces.join(', ') || 'nothing more'}: ${cite('@dynamic-labs/wallet-book')}`
          : `eip155: ${cite('thirdweb')}`,
        logo: logo?.source ?? null,
      },
    })
  }
  return {
    builtFrom: Object.values(fetched).map((entry) => entry.source),
    uses: Object.fromEntries(Object.entries(config.packages).map(([name, pin]) => [name, pin.use])),
    wallets,
    images,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--force') && isFresh()) {
    console.log(`catalogue up to date: ${CATALOGUE_FILE}`)
  } else {
    const catalogue = buildCatalogue()
    mkdirSync(dirname(CATALOGUE_FILE), { recursive: true })
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${CATALOGUE_FILE}.${process.pid}.tmp`
    writeFileSync(partial, JSON.stringify(catalogue))
    renameSync(partial, CATALOGUE_FILE)
    const svg = Object.values(catalogue.images).filter(
      (image) => image.contentType === 'image/svg+xml',
    ).length
    console.log(
      `catalogue: ${catalogue.wallets.length} wallets, ${Object.keys(catalogue.images).length} logos (${svg} SVG) → ${CATALOGUE_FILE}`,
    )
  }
}
