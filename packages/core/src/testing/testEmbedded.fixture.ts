// Core's tests of the e-mail actions: an embedded integration held in memory (the real one, @latch/embedded, is
// tested with its frame and apps/server in the demo's Chromium suite), and a client whose eip155 test adapter
// lists the embedded wallet's connector as the announced provider would.

import {
  EMBEDDED_CONNECTOR_IDS,
  type EmbeddedIntegration,
  type EmbeddedWalletUser,
} from '../adapter/embedded'
import { EmailCodeError, EmailCooldownError, UserRejectedError } from '../errors/catalogue'
import type { LatchOptions } from '../options/types'
import { createTestAdapter } from './createTestAdapter'
import { setupLatch } from './testLatch.fixture'

export const EMBEDDED_ADDRESS = '0x2222222222222222222222222222222222222222'
export const CODE = '123456'

/** The wallet server in memory: one code per address, 30 s between codes. */
function memoryEmbedded(clock: () => number = Date.now) {
  const calls: string[] = []
  let pending: string | undefined
  let user: EmbeddedWalletUser | null = null
  let lastStart = -Infinity
  let loads = 0
  let declineNext = false
  const captured: { email: string; address: string }[] = []
  /** The e-mail each social login's provider verified, by attempt (what the server's callback decides). */
  const socialEmails = new Map<string, string>()
  const cancelledSocial = new Set<string>()
  const start = (email: string) => {
    const wait = Math.ceil((lastStart + 30_000 - clock()) / 1000)
    if (wait > 0) throw new EmailCooldownError(wait)
    lastStart = clock()
    pending = email
    return { resendAfterSeconds: 30 }
  }
  const integration: EmbeddedIntegration = {
    async load() {
      loads++
      return {
        getUser: async () => user,
        startEmailLogin: async (email) => {
          calls.push(`start:${email}`)
          return start(email)
        },
        verifyEmailLogin: async (code) => {
          calls.push(`verify:${code}`)
          if (!pending || code !== CODE) throw new EmailCodeError('invalidCode')
          user = { id: 'user-1', email: pending, accounts: { eip155: EMBEDDED_ADDRESS, solana: 'So1ana' } }
          return user
        },
        startEmailUpdate: async (email) => start(email),
        verifyEmailUpdate: async (code) => {
          if (!user || !pending || code !== CODE) throw new EmailCodeError('invalidCode')
          user = { ...user, email: pending }
          return user
        },
        startEmailCapture: async (email) => start(email),
        verifyEmailCapture: async ({ email, code, address }) => {
          if (email !== pending || code !== CODE) throw new EmailCodeError('invalidCode')
          captured.push({ email, address })
        },
        setAccountType: async ({ chainId, type }) => {
          calls.push(`setAccountType:${chainId}:${type}`)
          if (declineNext) {
            declineNext = false
            throw new UserRejectedError()
          }
          return { smartAccountDeployed: type === 'smartAccount' }
        },
        signOut: async () => {
          calls.push('signOut')
          user = null
        },
        completeSocialLogin: async ({ attempt, provider }) => {
          calls.push(`social:${provider}:${attempt}`)
          // Like the frame: waits for the provider's outcome until the host says the popup closed without one.
          let email = socialEmails.get(attempt)
          while (!email) {
            if (cancelledSocial.has(attempt)) throw new UserRejectedError()
            await new Promise((resolve) => setTimeout(resolve, 10))
            email = socialEmails.get(attempt)
          }
          user = { id: 'user-1', email, accounts: { eip155: EMBEDDED_ADDRESS, solana: 'So1ana' } }
          return { ...user, socialProvider: provider }
        },
        cancelSocialLogin: async ({ attempt }) => {
          calls.push(`cancelSocial:${attempt}`)
          if (socialEmails.has(attempt)) return { underWay: true }
          cancelledSocial.add(attempt)
          return { underWay: false }
        },
        addPasskey: async () => {
          calls.push('addPasskey')
          return { prf: true }
        },
        connectPasskey: async () => {
          calls.push('connectPasskey')
          user = {
            id: 'user-1',
            email: 'ada@example.com',
            accounts: { eip155: EMBEDDED_ADDRESS, solana: 'So1ana' },
          }
          return user
        },
        exportWallet: async () => {
          calls.push('exportWallet')
        },
        deleteWallet: async () => {
          calls.push('deleteWallet')
          if (declineNext) {
            declineNext = false
            throw new UserRejectedError()
          }
          user = null
        },
      }
    },
    passkeyLogin: true,
    socialLoginUrl: ({ projectId, provider, attempt, returnTo }) => {
      const url = new URL('https://wallet.example.com/embedded/social/start')
      url.search = new URLSearchParams({
        projectId,
        provider,
        attempt,
        ...(returnTo ? { returnTo } : {}),
      }).toString()
      return url.href
    },
  }
  return {
    integration,
    calls,
    captured,
    socialEmails,
    loads: () => loads,
    user: () => user,
    /** The visitor declines the next account switch (or deletion) in the frame. */
    declineNext: () => {
      declineNext = true
    },
  }
}

/** A client with e-mail login: its eip155 adapter offers a test wallet and the embedded wallet's connector. */
export function setupEmbeddedLatch(clock?: () => number, overrides: Partial<LatchOptions> = {}) {
  const embedded = memoryEmbedded(clock)
  const evm = createTestAdapter({
    addresses: [EMBEDDED_ADDRESS],
    connectors: [
      { id: 'test-wallet', name: 'Test Wallet', namespace: 'eip155', type: 'announced', installed: true },
      {
        id: EMBEDDED_CONNECTOR_IDS.eip155,
        name: 'E-mail wallet',
        namespace: 'eip155',
        type: 'announced',
        installed: true,
      },
    ],
  })
  const setup = setupLatch({ adapters: [evm], embedded: embedded.integration, ...overrides })
  return { ...setup, evm, embedded }
}
