import type { Database } from '../db/openDatabase'
import type { ProjectConfig } from '../db/projectConfig'
import { storeImage } from '../db/storeImage'

/** The currency's symbol as English formatting writes it (`€`, `$`, `£`), else its code. */
function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? code
  } catch {
    return code
  }
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A 64 px round badge with the currency's symbol: an image made here, so no outside artwork or licence. */
function currencyImageSvg(code: string): string {
  const symbol = currencySymbol(code)
  const size = symbol.length > 2 ? 18 : 30
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#3b5bdb"/><text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="600" fill="#fff">${escapeXml(symbol)}</text></svg>`
}

/**
 * The images `/public/getCurrencyImage/{code}` serves (spec §7): one per ISO 4217 code the projects' on-ramp
 * providers take, stored under the code as its id (the kit asks by code).
 */
export async function seedCurrencyImages(db: Database, configs: readonly ProjectConfig[]): Promise<void> {
  const codes = new Set(
    configs.flatMap(
      (config) => config.onramp?.providers.flatMap((provider) => provider.fiatCurrencies) ?? [],
    ),
  )
  for (const code of codes) {
    await storeImage(db, {
      id: code,
      kind: 'currency',
      contentType: 'image/svg+xml',
      bytes: new TextEncoder().encode(currencyImageSvg(code)),
    })
  }
}
