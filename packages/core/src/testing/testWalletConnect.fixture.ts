// Core's tests of the WalletConnect actions: the integration's contract played in memory (the relay is an outside
// service; @latch/walletconnect's own tests run the real SDK against a local relay), and a test adapter that takes
// a session.

import type {
  WalletConnectIntegration,
  WalletConnectPairing,
  WalletConnectSession,
  WalletConnectSessions,
} from '../adapter/walletConnect'
import type { CaipNetworkId } from '../caip/types'
import { createTestAdapter, type TestAdapter } from './createTestAdapter'

/** The pairing URI the test integration shows. */
export const TEST_PAIRING_URI = 'wc:7f6e@2?relay-protocol=irn&symKey=00ff'

/** The integration a test drives: every call recorded, the pairing answered when the test says. */
export interface TestWalletConnect {
  integration: WalletConnectIntegration
  calls: { method: string; input?: unknown }[]
  /** The wallet approves the pairing in progress with these sessions. */
  approve(sessions: WalletConnectSessions): void
  /** The pairing in progress fails with `error` (an expired URI, a relay down, a declined proposal). */
  fail(error: unknown): void
  /** What `restore` finds on a page load. */
  stored: WalletConnectSessions | null
}

/** An in-memory `WalletConnectIntegration`: `connect` shows {@link TEST_PAIRING_URI} and waits for the test. */
export function createTestWalletConnect(): TestWalletConnect {
  const calls: TestWalletConnect['calls'] = []
  let pairing: { resolve(pairing: WalletConnectPairing): void; reject(error: unknown): void } | undefined
  const test: TestWalletConnect = {
    calls,
    stored: null,
    approve(sessions) {
      pairing?.resolve({ sessions })
      pairing = undefined
    },
    fail(error) {
      pairing?.reject(error)
      pairing = undefined
    },
    integration: {
      prefetch(input) {
        calls.push({ method: 'prefetch', input })
      },
      connect(input) {
        calls.push({ method: 'connect', input })
        return new Promise((resolve, reject) => {
          pairing = { resolve, reject }
          input.onUri(TEST_PAIRING_URI)
        })
      },
      async restore(input) {
        calls.push({ method: 'restore', input })
        return test.stored
      },
      async disconnect() {
        calls.push({ method: 'disconnect' })
      },
      cancel() {
        calls.push({ method: 'cancel' })
      },
    },
  }
  return test
}

/** A session of one namespace with `accounts` (CAIP-10) on `chains`; its requests are not used here. */
export function testSession(accounts: string[], chains: CaipNetworkId[]): WalletConnectSession {
  return {
    accounts,
    chains,
    methods: ['personal_sign'],
    peer: { name: 'Phone Wallet' },
    request: async () => {
      throw new Error('not used by these tests')
    },
    subscribe: () => () => {},
  }
}

/** The eip155 test adapter with a `walletConnect` member: it proposes the host's networks and keeps the sessions. */
export function walletConnectTestAdapter(): TestAdapter & { attached: WalletConnectSession[] } {
  const adapter = createTestAdapter()
  const attached: WalletConnectSession[] = []
  return Object.assign(adapter, {
    attached,
    walletConnect: {
      namespace: () => ({
        chains: (adapter.context?.networks ?? []).map((network) => network.id),
        methods: ['personal_sign'],
        events: ['accountsChanged'],
      }),
      attach: (session: WalletConnectSession) => {
        attached.push(session)
      },
    },
  })
}
