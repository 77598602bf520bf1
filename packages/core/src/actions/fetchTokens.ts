import type { TokenHolding } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress } from '../caip/types'
import { ChainDataUnavailableError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import { shouldSkipBalanceFetch, TOKEN_BALANCE_UNAVAILABLE } from '../rules/balanceRetry'
import { rankTokens } from '../rules/rankTokens'
import type { DataStatus, LatchState, TokenBalance } from '../state/types'
import { patchAccount } from '../state/updaters'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { startRead } from './internal/latestRead'
import { setToast } from './internal/notices'

function setTokensStatus(
  state: LatchState,
  namespace: ChainNamespace,
  address: CaipAddress,
  tokens: DataStatus,
): LatchState {
  const current = state.accountData[namespace]
  const base =
    current?.address === address
      ? current
      : { address, tokens: 'idle' as const, activity: 'idle' as const, activityItems: [] }
  return { ...state, accountData: { ...state.accountData, [namespace]: { ...base, tokens } } }
}

/**
 * The send form's token list and the network's balance in USD (spec §3): what the active account holds, and the
 * sum of its priced holdings (absent when nothing is priced). A token the host does not list is left out of Send:
 * its picker has no room for the 'Unverified' mark, and a lookalike must never be sent under a listed token's name.
 */
function withSendTokens(state: LatchState, all: TokenBalance[]): LatchState {
  const ranked = all.filter((token) => !token.unverified)
  const priced = ranked.filter((token) => token.value !== undefined)
  const { networkBalanceInUSD: _, ...send } = state.send
  return {
    ...state,
    send: {
      ...send,
      tokenBalances: ranked,
      ...(priced.length > 0
        ? { networkBalanceInUSD: priced.reduce((sum, token) => sum + (token.value ?? 0), 0).toFixed(2) }
        : {}),
    },
  }
}

/** Parameters of {@link fetchTokens}. */
export interface FetchTokensParameters {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link fetchTokens} resolves once the read settled: the list is in `accounts[ns].tokenBalance`, its read status in `state.accountData[ns]`. */
export type FetchTokensReturnType = void

/**
 * Reads the Tokens tab (spec §2, §3): the native balance and the host's tokens, priced in USD, ranked so spam never
 * outranks a real token. Within 30 s of a failed read it does not ask again and the list reads empty (§4); a
 * failure stores the retry mark and shows 'Token Balance Unavailable' (§8); a success clears the mark. A network
 * whose endpoint cannot read tokens at all ends 'unavailable', with the native balance still listed.
 */
export function fetchTokens(
  latch: Latch,
  parameters: FetchTokensParameters = {},
): Promise<FetchTokensReturnType> {
  const namespace = parameters.namespace ?? latch.getState().activeNamespace
  return namespace ? withFlowContext(latch, (context) => read(context, namespace)) : Promise.resolve()
}

async function read(context: FlowContext, namespace: ChainNamespace): Promise<void> {
  const { store, chainData } = context
  const account = store.getState().accounts[namespace]
  const adapter = context.adapters.get(namespace)
  const address = account?.caipAddress
  if (!address || !adapter) return
  if (shouldSkipBalanceFetch(account.lastRetry, context.now())) {
    store.setState((state) =>
      setTokensStatus(patchAccount(state, namespace, { tokenBalance: [] }), namespace, address, 'error'),
    )
    return
  }
  const isNewest = startRead(context.reads, `tokens:${namespace}`)
  store.setState((state) => setTokensStatus(state, namespace, address, 'loading'))
  const { networkId } = parseCaipAddress(address)
  try {
    const [native, tokens] = await Promise.all([
      adapter.getBalance ? chainData.getNativeBalance(adapter, address) : undefined,
      chainData.getTokenBalances(adapter, address).catch((error: unknown) => {
        if (toLatchError(error).code === ChainDataUnavailableError.code) return undefined
        throw error
      }),
    ])
    const holdings: TokenHolding[] = [
      ...(native
        ? [
            {
              networkId,
              name: native.symbol,
              symbol: native.symbol,
              decimals: native.decimals,
              quantity: native.formatted,
            },
          ]
        : []),
      ...(tokens ?? []),
    ]
    const prices = await chainData.getPrices(networkId, holdings)
    const priced: TokenBalance[] = holdings.map((holding, index) => {
      const price = prices[index]
      return price === undefined ? holding : { ...holding, price, value: Number(holding.quantity) * price }
    })
    const ranked = rankTokens(priced)
    store.setState((state) => {
      if (!isNewest() || state.accounts[namespace]?.caipAddress !== address) return state
      const next = patchAccount(state, namespace, { tokenBalance: ranked, lastRetry: undefined })
      const withSend = state.activeNamespace === namespace ? withSendTokens(next, ranked) : next
      return setTokensStatus(withSend, namespace, address, tokens ? 'ready' : 'unavailable')
    })
  } catch (error) {
    context.logger.warn('token balances fetch failed', { namespace, error })
    if (!isNewest()) return
    store.setState((state) => {
      if (!isNewest() || state.accounts[namespace]?.caipAddress !== address) return state
      const next = patchAccount(state, namespace, { tokenBalance: [], lastRetry: context.now() })
      const withSend = state.activeNamespace === namespace ? withSendTokens(next, []) : next
      return setTokensStatus(withSend, namespace, address, 'error')
    })
    setToast(context, TOKEN_BALANCE_UNAVAILABLE)
  }
}
