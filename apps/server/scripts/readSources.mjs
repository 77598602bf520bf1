// Readers of the catalogue source packages' data files. They parse text (JSON-like object literals, string
// literals); nothing from a fetched package is executed.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Turns a prettier-formatted JS object literal (unquoted keys, double-quoted strings, trailing commas) into data. */
export function parseObjectLiteral(text) {
  const json = text.replace(/^(\s*)([A-Za-z_$][\w$]*):/gm, '$1"$2":').replace(/,(\s*[}\]])/g, '$1')
  return JSON.parse(json)
}

/** thirdweb's generated wallets: `{ wallet, webp }` per directory under src/wallets/__generated__/wallet. */
export function readThirdwebWallets(dir) {
  const root = join(dir, 'src/wallets/__generated__/wallet')
  return readdirSync(root).map((id) => {
    const index = readFileSync(join(root, id, 'index.ts'), 'utf8')
    const literal = /export const wallet = (\{[\s\S]*\}) as const;/.exec(index)
    if (!literal) throw new Error(`thirdweb wallet ${id}: no wallet literal`)
    const image = /"data:image\/webp;base64,([A-Za-z0-9+/=]+)"/.exec(
      readFileSync(join(root, id, 'image.ts'), 'utf8'),
    )
    return {
      wallet: parseObjectLiteral(literal[1]),
      webp: image ? Buffer.from(image[1], 'base64') : undefined,
    }
  })
}

/** Dynamic's wallet-book fallbacks: its `wallets` map (key → entry with eip6963Config, injectedConfig, chains). */
export function readDynamicWallets(dir) {
  const text = readFileSync(join(dir, 'wallet-book-fallbacks.js'), 'utf8')
  const literal = /var wallets = (\{[\s\S]*?\n\});\nvar walletBookFallbacks/.exec(text)
  if (!literal) throw new Error('wallet-book: no wallets literal')
  return Object.values(parseObjectLiteral(literal[1]))
}

/** web3icons' branded wallet SVGs with their names: `{ id, name, svg }`. */
export function readWeb3Icons(coreDir, commonDir) {
  const metadata = readFileSync(join(commonDir, 'dist/metadata/wallets.js'), 'utf8')
  const entries = [...metadata.matchAll(/id: '([^']+)',\s*filePath: '[^']*',\s*name: '([^']+)'/g)]
  const icons = []
  for (const [, id, name] of entries) {
    let module
    try {
      module = readFileSync(join(coreDir, 'dist/svgs/wallets/branded', `${id}.svg.js`), 'utf8')
    } catch {
      continue // this wallet has no branded variant
    }
    const literal = /'((?:[^'\\]|\\.)*)'/.exec(module)
    if (!literal) continue
    const svg = literal[1].replace(/\\n/g, '\n').replace(/\\'/g, "'").replace(/\\\\/g, '\\')
    if (svg.startsWith('<svg')) icons.push({ id, name, svg })
  }
  return icons
}
