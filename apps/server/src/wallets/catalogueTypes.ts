/** One wallet of generated/catalogue.json (scripts/buildCatalogue.mjs). */
interface CatalogueWallet {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  image_id: string | null
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  source: { data: string; chains: string; logo: string | null }
}

/** generated/catalogue.json: the wallets, their logos, and the packages (with licences) they were built from. */
export interface Catalogue {
  builtFrom: { package: string; licence: string; licenceFile: string | null; homepage: string | null }[]
  uses: Record<string, string>
  wallets: CatalogueWallet[]
  images: Record<string, { contentType: string; base64: string }>
}
