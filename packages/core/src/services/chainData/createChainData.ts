import type { ChainDataSource, PricedToken, TokenPriceSource, TokensOption } from '../../adapter/chainData'
import type { Logger } from '../../adapter/logger'
import type { ActivityItem, Balance, ChainAdapter, Profile, TokenHolding } from '../../adapter/types'
import { parseCaipAddress } from '../../caip/parseCaipAddress'
import type { CaipAddress, CaipNetworkId } from '../../caip/types'
import { ChainDataUnavailableError } from '../../errors/catalogue'
import { CACHED_LIST_MAX } from '../storage/cacheValidators'
import type { StorageCache } from '../storage/createStorageCache'
import { withListedMetadata, withListedSymbols } from './listedMetadata'
import { tokensForNetwork } from './tokensForNetwork'

/** Reads an account's chain data through the §9 caches, from the host's source or else the adapter. */
export interface ChainDataService {
  /** The account's name and avatar (ENS), cached 5 min as its identity; undefined without `getProfile`. */
  getProfile(adapter: ChainAdapter, address: CaipAddress): Promise<Profile | undefined>
  /**
   * The address a name (`vitalik.eth`) resolves to on `networkId`, cached 5 min as the name cache; null (not
   * cached) when it does not resolve or the adapter has no `resolveName`.
   */
  resolveName(adapter: ChainAdapter, name: string, networkId: CaipNetworkId): Promise<string | null>
  /**
   * The account's balance as Account shows it, cached 30 s in the balance cache (so a reload within it shows the
   * balance from storage without asking the chain); `fresh` reads past both this cache and the adapter's.
   */
  getBalance(adapter: ChainAdapter, address: CaipAddress, fresh?: boolean): Promise<Balance>
  /** Native balance, cached 30 s. */
  getNativeBalance(adapter: ChainAdapter, address: CaipAddress): Promise<Balance>
  /** Token balances (native excluded), cached 30 s as the portfolio. */
  getTokenBalances(adapter: ChainAdapter, address: CaipAddress): Promise<TokenHolding[]>
  /**
   * Recent transactions, newest first, cached 15 s; with `before` (the oldest hash shown), the next older page,
   * never cached.
   */
  getActivity(adapter: ChainAdapter, address: CaipAddress, before?: string): Promise<ActivityItem[]>
  /** USD prices in the order asked, each cached 15 s; `undefined` where no price is known. */
  getPrices(networkId: CaipNetworkId, tokens: readonly PricedToken[]): Promise<(number | undefined)[]>
  /** Forgets an account's cached balances, tokens and activity (after a send changed them). */
  forget(address: CaipAddress): void
}

/** What the chain-data service is built from. */
export interface ChainDataDependencies {
  /** The client's caches (`createStorageCache` over its storage). */
  cache: StorageCache
  logger: Logger
  now(): number
  /** The host's own source (a hosted indexer); its members replace the adapters' defaults. */
  source?: ChainDataSource
  /** Where prices come from when the source has no `getTokenPrices`. */
  prices?: TokenPriceSource
  tokens?: TokensOption
}

function priceKey(networkId: CaipNetworkId, token: PricedToken): string {
  const address = token.address?.startsWith('0x') ? token.address.toLowerCase() : token.address
  return `${networkId}:${address ?? 'native'}`
}

/** Creates the chain-data service of one client. */
export function createChainData(deps: ChainDataDependencies): ChainDataService {
  const { cache: storage, source } = deps
  const priceSource = source?.getTokenPrices ?? deps.prices

  return {
    forget(address) {
      for (const cache of ['balance', 'nativeBalance', 'portfolio', 'history'] as const)
        storage.removeCached(cache, address)
    },
    async getProfile(adapter, address) {
      const cached = storage.getCached('identity', address, deps.now())
      if (cached)
        return {
          ...(cached.name ? { name: cached.name } : {}),
          ...(cached.avatar ? { imageUrl: cached.avatar } : {}),
        }
      if (!adapter.getProfile) return undefined
      const profile = await adapter.getProfile({ address })
      storage.setCached(
        'identity',
        address,
        {
          ...(profile.name ? { name: profile.name } : {}),
          ...(profile.imageUrl ? { avatar: profile.imageUrl } : {}),
        },
        deps.now(),
      )
      return profile
    },
    async resolveName(adapter, name, networkId) {
      const key = `${networkId}:${name.toLowerCase()}`
      const cached = storage.getCached('name', key, deps.now())
      if (cached?.address) return cached.address
      if (!adapter.resolveName) return null
      const address = await adapter.resolveName({ name, networkId })
      if (address) storage.setCached('name', key, { address }, deps.now())
      return address
    },
    async getBalance(adapter, address, fresh) {
      const cached = fresh ? undefined : storage.getCached('balance', address, deps.now())
      if (cached) return cached
      if (!adapter.getBalance) throw new ChainDataUnavailableError({ details: 'balance' })
      const balance = await adapter.getBalance({ address, ...(fresh ? { fresh: true } : {}) })
      storage.setCached('balance', address, balance, deps.now())
      return balance
    },
    async getNativeBalance(adapter, address) {
      const cached = storage.getCached('nativeBalance', address, deps.now())
      if (cached) return cached
      if (!adapter.getBalance) throw new ChainDataUnavailableError({ details: 'native balance' })
      const balance = await adapter.getBalance({ address })
      storage.setCached('nativeBalance', address, balance, deps.now())
      return balance
    },
    async getTokenBalances(adapter, address) {
      const cached = storage.getCached('portfolio', address, deps.now())
      if (cached) return cached
      const tokens = tokensForNetwork(deps.tokens, parseCaipAddress(address).networkId)
      let holdings: TokenHolding[]
      if (source?.getTokenBalances) holdings = await source.getTokenBalances({ address, tokens })
      else if (!adapter.getTokenBalances) throw new ChainDataUnavailableError({ details: 'token balances' })
      // Asked even with no listed tokens: some chains (Solana) enumerate an account's tokens themselves.
      else holdings = await adapter.getTokenBalances({ address, tokens })
      const kept = withListedMetadata(holdings.slice(0, CACHED_LIST_MAX), deps.tokens)
      storage.setCached('portfolio', address, kept, deps.now())
      return kept
    },
    async getActivity(adapter, address, before) {
      const cached = before ? undefined : storage.getCached('history', address, deps.now())
      if (cached) return cached
      const read = source?.getActivity ?? adapter.getActivity?.bind(adapter)
      if (!read) throw new ChainDataUnavailableError({ details: 'activity' })
      const page = await read(before ? { address, before } : { address })
      const items = withListedSymbols(page.slice(0, CACHED_LIST_MAX), deps.tokens)
      if (!before) storage.setCached('history', address, items, deps.now())
      return items
    },
    async getPrices(networkId, tokens) {
      const prices: (number | undefined)[] = tokens.map((token) =>
        storage.getCached('tokenPrice', priceKey(networkId, token), deps.now()),
      )
      const missing = tokens.filter((_, index) => prices[index] === undefined)
      if (!priceSource || missing.length === 0) return prices
      try {
        const answered = await priceSource({ networkId, tokens: missing })
        let next = 0
        return prices.map((known, index) => {
          if (known !== undefined) return known
          const price = answered[next++]
          const token = tokens[index] as PricedToken
          if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined
          storage.setCached('tokenPrice', priceKey(networkId, token), price, deps.now())
          return price
        })
      } catch (error) {
        // Prices only add USD values: without them the balances still show.
        deps.logger.warn('token prices unavailable', { networkId, error })
        return prices
      }
    },
  }
}
