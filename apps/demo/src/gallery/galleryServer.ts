// The gallery's Latch server for the on-ramp and swap views: the page answers its requests itself, in the Latch
// server's wire format (`/onramp/v1/providers`, `/swap/v1/tokens`, `/swap/v1/quote`, `/swap/v1/gas-price`), or
// holds them forever (the views' loading states). Nothing leaves the page: the gallery needs no server.

/** Where the gallery's on-ramp and swap requests go (never resolved: the page answers them). */
export const GALLERY_SERVER = 'https://server.gallery.invalid'

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ETH_ASSETS = (networks: string[]) =>
  networks.map((network) => ({ asset: `${network}/slip44:60`, symbol: 'ETH', name: 'Ether' }))
const NETWORKS = ['eip155:31337', 'eip155:1']

const PROVIDERS = [
  {
    id: 'ramp',
    name: 'Ramp',
    logo: null,
    feeLabel: 'From 0.49%',
    mode: 'template',
    fiatCurrencies: ['EUR', 'USD'],
    networks: NETWORKS,
    assets: ETH_ASSETS(NETWORKS),
  },
  {
    id: 'moonpay',
    name: 'MoonPay',
    logo: null,
    feeLabel: '4.5%',
    mode: 'signed',
    fiatCurrencies: ['EUR', 'GBP', 'USD'],
    networks: NETWORKS,
    assets: ETH_ASSETS(NETWORKS),
  },
]

const SWAP_TOKENS = [
  { address: NATIVE, symbol: 'ETH', name: 'Ether', decimals: 18, eip2612: false, price: 2000 },
  { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, eip2612: true, price: 1 },
]

/** The quote for `body` (ETH → USDC at 2,000 USDC per ETH; the other way at 1/2,000), fixed in time. */
function quoteFor(body: { chainId?: string; from?: string; to?: string; amount?: string }) {
  const amountIn = BigInt(body.amount ?? '0')
  const toUsdc = body.from?.toLowerCase() === NATIVE.toLowerCase()
  const amountOut = toUsdc ? (amountIn * 2000n) / 10n ** 12n : (amountIn * 10n ** 12n) / 2000n
  return {
    quote: {
      quoteId: 'gallery.quote',
      chainId: body.chainId,
      from: body.from,
      to: body.to,
      amountIn: amountIn.toString(),
      amountOut: amountOut.toString(),
      path: [],
      expiresAt: Date.now() + 600_000,
      priceImpactPercent: 0.12,
      estimatedGas: '130000',
    },
  }
}

function answer(path: string, init: RequestInit | undefined): unknown {
  if (path.endsWith('/onramp/v1/providers')) return { providers: PROVIDERS }
  if (path.endsWith('/swap/v1/tokens')) return { tokens: SWAP_TOKENS }
  if (path.endsWith('/swap/v1/gas-price')) return { gasPrice: '2000000000' }
  if (path.endsWith('/swap/v1/quote')) return quoteFor(JSON.parse(String(init?.body ?? '{}')))
  return undefined
}

/**
 * From now on the page answers requests to {@link GALLERY_SERVER} (`'answering'`) or holds them forever
 * (`'pending'`); any other request goes out as before. Returns the undo: `window.fetch` as it was.
 */
export function serveGalleryRequests(mode: 'answering' | 'pending'): () => void {
  const original = window.fetch
  const send = original.bind(window)
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.startsWith(GALLERY_SERVER)) return send(input, init)
    if (mode === 'pending') return new Promise(() => {})
    const body = answer(new URL(url).pathname, init)
    return body === undefined
      ? new Response(JSON.stringify({ error: 'not found' }), { status: 404 })
      : new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  return () => {
    window.fetch = original
  }
}
