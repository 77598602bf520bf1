import type { Connector } from '@latch/core'
import type { CosmosAdapterOptions } from '../adapter/types'
import { ANNOUNCE_WALLET_EVENT, REQUEST_WALLET_EVENT } from './announceEvents'
import { isKeplrLike, type KeplrLike } from './keplrInterface'
import { type CosmosWalletSource, KNOWN_COSMOS_WALLETS } from './knownWallets'
import { readAnnouncement } from './readAnnouncement'

/** A wallet the adapter can connect: its connector, its Keplr-interface object and its keystore event. */
export interface CosmosWalletHandle {
  connector: Connector
  provider: KeplrLike
  keystoreEvent?: string
}

/** The wallets found so far, kept current as late wallets inject or announce themselves. */
export interface WalletRegistry {
  list(): readonly CosmosWalletHandle[]
  get(connectorId: string): CosmosWalletHandle | undefined
  /** The wallet, waiting up to `ms` for it to inject or announce itself (a reload can run before it did). */
  waitFor(connectorId: string, ms: number): Promise<CosmosWalletHandle | undefined>
  /** Starts discovery on `target` (the window); idempotent. */
  start(target: EventTarget | undefined): void
  /** Lists a wallet reached through a session (WalletConnect) after the others; undefined removes it. */
  setSessionWallet(handle: CosmosWalletHandle | undefined): void
}

type PageTarget = EventTarget & { document?: { readyState?: string } }

const toHandle = (source: CosmosWalletSource, type: Connector['type']): CosmosWalletHandle => ({
  connector: {
    id: source.id,
    name: source.name,
    namespace: 'cosmos',
    type,
    installed: true,
    ...(source.icon ? { imageUrl: source.icon } : {}),
  },
  provider: source.provider,
  ...(source.keystoreEvent ? { keystoreEvent: source.keystoreEvent } : {}),
})

/**
 * Discovery as Cosmos dapps do it: the Keplr-interface globals (Leap, Cosmostation, OKX, Station, Keplr) read
 * at start and again on `load` (Keplr's documented moment), plus wallets that announce themselves. A wallet
 * object reachable under several globals is listed once; ids are unique (the first wins).
 */
export function createWalletRegistry(
  options: Pick<CosmosAdapterOptions, 'wallets' | 'discover'>,
  onChange: () => void,
): WalletRegistry {
  let handles: CosmosWalletHandle[] = (options.wallets ?? []).map((source) => toHandle(source, 'external'))
  let started = false
  const waiting = new Set<() => void>()

  const add = (candidates: readonly CosmosWalletHandle[]) => {
    const before = handles.length
    for (const handle of candidates) {
      const known = handles.some(
        (existing) => existing.connector.id === handle.connector.id || existing.provider === handle.provider,
      )
      if (!known) handles = [...handles, handle]
    }
    if (handles.length === before) return
    for (const wake of waiting) wake()
    onChange()
  }
  const scan = (target: EventTarget) => {
    const globals = target as unknown as Record<string, unknown>
    const found: CosmosWalletHandle[] = []
    for (const wallet of KNOWN_COSMOS_WALLETS) {
      let provider: unknown
      try {
        provider = wallet.find(globals)
      } catch {
        provider = undefined
      }
      if (isKeplrLike(provider)) {
        found.push(toHandle({ ...wallet, provider, keystoreEvent: wallet.keystoreEvent }, 'injected'))
      }
    }
    add(found)
  }

  let sessionWallet: CosmosWalletHandle | undefined
  const all = () => (sessionWallet ? [...handles, sessionWallet] : handles)

  return {
    setSessionWallet(handle) {
      sessionWallet = handle
      onChange()
    },
    list: all,
    get: (connectorId) => all().find((handle) => handle.connector.id === connectorId),
    waitFor: (connectorId, ms) => {
      const find = () => all().find((handle) => handle.connector.id === connectorId)
      const found = find()
      if (found || !started || ms <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const done = () => {
          const handle = find()
          if (!handle && !expired) return
          clearTimeout(timer)
          waiting.delete(done)
          resolve(handle)
        }
        let expired = false
        const timer = setTimeout(() => {
          expired = true
          done()
        }, ms)
        waiting.add(done)
      })
    },
    start: (target) => {
      if (started || !(options.discover ?? true) || !target) return
      started = true
      target.addEventListener(ANNOUNCE_WALLET_EVENT, (event) => {
        const source = readAnnouncement((event as CustomEvent).detail)
        if (source) add([toHandle(source, 'announced')])
      })
      if ((target as PageTarget).document?.readyState !== 'complete') {
        target.addEventListener('load', () => scan(target), { once: true })
      }
      scan(target)
      target.dispatchEvent(new Event(REQUEST_WALLET_EVENT))
    },
  }
}
