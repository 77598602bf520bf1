import { explorerUrl, type SdkParams } from './explorerUrl'
import { type ExplorerWallet, MAX_PAGE_ENTRIES, parseWalletPage, type WalletPage } from './parseWalletPage'
import { readRetryAfter } from './readRetryAfter'
import { readWalletImage } from './readWalletImage'

/** What one explorer call came to (spec §8: 429 rate-limited, 500–599 server error, anything else a failure). */
export type ExplorerResult<T> =
  | { type: 'ok'; value: T }
  | { type: 'rateLimited'; retryAfterSeconds?: number }
  | { type: 'serverError'; status: number; message: string }
  | { type: 'failed'; reason: 'network' | 'timeout' | 'aborted' | 'status' | 'body' }

/** GET /getWallets parameters (spec §7). Lists are sent comma-separated. */
export interface WalletQuery {
  page?: number
  /** Page size: 4 recommended, 20 rank prefetch, 40 paging, 100 search (spec §7); at most 100. */
  entries?: number
  search?: string
  /** CAIP-2 ids or namespaces. */
  chains?: readonly string[]
  include?: readonly string[]
  exclude?: readonly string[]
  names?: readonly string[]
  rdns?: readonly string[]
  badge?: 'certified' | 'none'
}

export interface ExplorerClientOptions extends SdkParams {
  /** The explorer's base URL (a self-hosted Latch server); a path is kept (`https://host/latch`). */
  baseUrl: string
  fetch?: typeof fetch
  /** Each request is aborted after this many ms (RELIABILITY #5); default 5 s. */
  timeoutMs?: number
  /** For tests. */
  now?: () => number
}

/** The kit's client of the wallet explorer: wallet pages and their logos. */
export interface ExplorerClient {
  /** One page of wallets, validated and capped (RELIABILITY #6). While a 429's Retry-After runs, answers rateLimited without asking. */
  getWallets(query?: WalletQuery, signal?: AbortSignal): Promise<ExplorerResult<WalletPage>>
  /** The logo as a `data:image/...` URL, fetched at most once per image id; undefined when it cannot be had. */
  walletImage(wallet: Pick<ExplorerWallet, 'imageId'>): Promise<string | undefined>
}

const list = (items: readonly string[] | undefined) =>
  items && items.length > 0 ? items.join(',') : undefined

/** Creates an explorer client. Nothing is fetched until a method is called. */
export function createExplorerClient(options: ExplorerClientOptions): ExplorerClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? 5000
  const now = options.now ?? Date.now
  let retryAt = 0
  const images = new Map<string, Promise<string | undefined>>()

  function signalFor(signal: AbortSignal | undefined): AbortSignal {
    const timeout = AbortSignal.timeout(timeoutMs)
    return signal ? AbortSignal.any([signal, timeout]) : timeout
  }

  async function getWallets(
    query: WalletQuery = {},
    signal?: AbortSignal,
  ): Promise<ExplorerResult<WalletPage>> {
    if (now() < retryAt)
      return { type: 'rateLimited', retryAfterSeconds: Math.ceil((retryAt - now()) / 1000) }
    const entries = Math.min(Math.max(1, Math.floor(query.entries ?? 40)), MAX_PAGE_ENTRIES)
    let url: URL
    try {
      url = explorerUrl(options.baseUrl, '/getWallets', options, {
        page: Math.max(1, Math.floor(query.page ?? 1)),
        entries,
        search: query.search?.trim().slice(0, 100),
        chains: list(query.chains),
        include: list(query.include),
        exclude: list(query.exclude),
        names: list(query.names),
        rdns: list(query.rdns),
        badge_type: query.badge,
      })
    } catch {
      return { type: 'failed', reason: 'status' }
    }
    let response: Response
    try {
      response = await doFetch(url, { signal: signalFor(signal) })
    } catch (error) {
      if (signal?.aborted) return { type: 'failed', reason: 'aborted' }
      return { type: 'failed', reason: (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'network' }
    }
    if (response.status === 429) {
      const retryAfterSeconds = readRetryAfter(response.headers.get('retry-after'), now())
      retryAt = now() + (retryAfterSeconds ?? 30) * 1000
      await response.body?.cancel().catch(() => undefined)
      return retryAfterSeconds ? { type: 'rateLimited', retryAfterSeconds } : { type: 'rateLimited' }
    }
    if (response.status >= 500 && response.status <= 599) {
      await response.body?.cancel().catch(() => undefined)
      return {
        type: 'serverError',
        status: response.status,
        message: `HTTP ${response.status} from ${url.origin}`,
      }
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined)
      return { type: 'failed', reason: 'status' }
    }
    try {
      const page = parseWalletPage(await response.json(), entries)
      return page ? { type: 'ok', value: page } : { type: 'failed', reason: 'body' }
    } catch (error) {
      if (signal?.aborted) return { type: 'failed', reason: 'aborted' }
      return { type: 'failed', reason: (error as Error)?.name === 'TimeoutError' ? 'timeout' : 'body' }
    }
  }

  function walletImage(wallet: Pick<ExplorerWallet, 'imageId'>): Promise<string | undefined> {
    const id = wallet.imageId
    if (!id) return Promise.resolve(undefined)
    let image = images.get(id)
    if (!image) {
      image = (async () => {
        try {
          const url = explorerUrl(options.baseUrl, `/getWalletImage/${encodeURIComponent(id)}`, options)
          return await readWalletImage(await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) }))
        } catch {
          return undefined
        }
      })()
      images.set(id, image)
    }
    return image
  }

  return { getWallets, walletImage }
}
