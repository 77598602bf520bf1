import type { ChainNamespace } from '../caip/namespaces'
import { isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress, CaipNetwork } from '../caip/types'
import type { LatchOptions } from '../options/types'
import { emptyAccountState, emptyNetworkState } from '../state/initialState'
import type { LatchState } from '../state/types'

/** The cookie that carries the visitor's connection to the server, so its first render shows the account. */
export const CONNECTION_COOKIE = 'latch.connection'

/** What `createLatch`'s `initialState` takes. */
export type LatchInitialState = NonNullable<LatchOptions['initialState']>

// A cookie is text from the visitor's browser: anything may be in it. Bounds before parsing, shape after.
const MAX_COOKIE_LENGTH = 2048
const MAX_ACCOUNTS = 16
const MAX_CAIP_ADDRESS_LENGTH = 256

interface CookiePayload {
  /** The active namespace. */
  a?: string
  /** The CAIP-10 id of each connected namespace's account. */
  c: string[]
}

/** The cookie's value for a state: each connected namespace's CAIP-10 account and the active namespace. */
export function connectionCookieValue(state: LatchState): string | undefined {
  const connected = Object.values(state.accounts)
    .filter((account) => account?.status === 'connected' && account.caipAddress !== undefined)
    .map((account) => account?.caipAddress as CaipAddress)
  if (connected.length === 0) return undefined
  const payload: CookiePayload = {
    c: connected,
    ...(state.activeNamespace ? { a: state.activeNamespace } : {}),
  }
  return encodeURIComponent(JSON.stringify(payload))
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

function parsePayload(raw: string): CookiePayload | undefined {
  if (raw.length > MAX_COOKIE_LENGTH) return undefined
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw))
    if (typeof value !== 'object' || value === null) return undefined
    const { a, c } = value as { a?: unknown; c?: unknown }
    if (!Array.isArray(c) || c.length > MAX_ACCOUNTS) return undefined
    const accounts = c.filter(
      (item): item is string =>
        typeof item === 'string' && item.length <= MAX_CAIP_ADDRESS_LENGTH && isCaipAddress(item),
    )
    return { c: accounts, ...(typeof a === 'string' ? { a } : {}) }
  } catch {
    return undefined
  }
}

/**
 * Reads the connection cookie from a request's Cookie header (on the server) into `createLatch`'s `initialState`,
 * with the host's own network objects. Accounts on a network the host does not offer are left out; a missing,
 * oversized or malformed cookie gives `undefined` (the page then renders disconnected, as without the cookie).
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  networks: readonly CaipNetwork[],
  name: string = CONNECTION_COOKIE,
): LatchInitialState | undefined {
  const raw = cookieHeader ? readCookie(cookieHeader, name) : undefined
  const payload = raw === undefined ? undefined : parsePayload(raw)
  if (!payload) return undefined
  const accounts: LatchInitialState['accounts'] = {}
  const networkStates: LatchInitialState['networks'] = {}
  for (const caipAddress of payload.c) {
    const { namespace, address, networkId } = parseCaipAddress(caipAddress)
    const caipNetwork = networks.find((network) => network.id === networkId)
    if (!caipNetwork || accounts[namespace as ChainNamespace]) continue
    accounts[namespace as ChainNamespace] = {
      ...emptyAccountState(),
      status: 'connected',
      address,
      caipAddress: caipAddress as CaipAddress,
    }
    networkStates[namespace as ChainNamespace] = {
      ...emptyNetworkState(),
      caipNetwork,
      requestedCaipNetworks: networks.filter((network) => network.namespace === namespace),
    }
  }
  const namespaces = Object.keys(accounts) as ChainNamespace[]
  if (namespaces.length === 0) return undefined
  const active = namespaces.find((namespace) => namespace === payload.a) ?? namespaces[0]
  return { accounts, networks: networkStates, activeNamespace: active }
}
