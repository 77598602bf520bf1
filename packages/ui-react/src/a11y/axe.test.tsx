import {
  type Balance,
  type Latch,
  type SignInMessage,
  type SiwxConfig,
  type SiwxSession,
  VIEWS,
  type WalletConnectIntegration,
} from '@latch/core'
import { showToast } from '@latch/core/actions'
import { createTestAdapter, type TestAdapter, testNetworks } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { asPhone } from '../test/asPhone'
import { expectShown } from '../test/expectShown'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  modalShadowRoot,
  openModal,
  renderLatch,
} from '../test/renderLatch'
import { isShippedView, type ShippedView } from '../views/shippedViews'

// Every view this package ships, from its view registry: a view added there is checked here, or this file fails.
const SHIPPED_VIEWS = VIEWS.filter(isShippedView)

const RECEIVER = '0x3333333333333333333333333333333333333333'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }
// A dapp icon that loads without a network.
const ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

interface Scene {
  client: Latch
  evm: TestAdapter
}

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * The relay side of WalletConnect as the view sees it: a pairing URI in WalletConnect v2's format (topic, symmetric
 * key, expiry), and a wallet that has not scanned it yet. The SDK and a real relay run in the demo's axe test.
 */
function unscannedPairing(): WalletConnectIntegration {
  return {
    connect: ({ onUri }) => {
      const expiry = Math.floor(Date.now() / 1000) + 300
      onUri(`wc:${randomHex(32)}@2?relay-protocol=irn&symKey=${randomHex(32)}&expiryTimestamp=${expiry}`)
      return new Promise(() => {})
    },
    restore: async () => null,
    disconnect: async () => {},
    cancel: () => {},
  }
}

/** A host that keeps sign-in sessions (in memory here, on its server in an app) and requires sign-in. */
function hostSiwx(): SiwxConfig {
  const sessions: SiwxSession[] = []
  return {
    createMessage: async ({ accountAddress, chainId }): Promise<SignInMessage> => ({
      accountAddress,
      chainId: chainId as SignInMessage['chainId'],
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      ),
    setSessions: async (next) => {
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => true,
  }
}

/**
 * A client over core's test adapters as a full host configures it: EVM (address check, fee estimate, WalletConnect
 * support) and Solana, legal links, USD prices, WalletConnect, and sign-in when `signIn` is set.
 */
function createScene(mode: 'light' | 'dark', signIn = false): Scene {
  const evm = Object.assign(createTestAdapter({ balance: 10n ** 18n }), {
    isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
    estimateTransferFee: async () => FEE,
    walletConnect: {
      namespace: () => ({
        chains: [testNetworks.mainnet.id, testNetworks.optimism.id],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      }),
      attach: () => {},
    },
  })
  const solana = createTestAdapter({
    namespace: 'solana',
    addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
  })
  const { client } = createTestClient({
    adapters: [evm, solana],
    networks: [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana],
    themeMode: mode,
    termsConditionsUrl: 'https://host.example/terms',
    privacyPolicyUrl: 'https://host.example/privacy',
    metadata: { name: 'Acme Dapp', description: 'Acme', url: 'https://app.example', icons: [ICON] },
    tokenPrices: async ({ tokens }) => tokens.map(() => 2000),
    walletConnect: unscannedPairing(),
    ...(signIn ? { siwx: hostSiwx() } : {}),
  })
  renderLatch(client)
  return { client, evm }
}

/** Waits until the modal's entry animations and transitions have ended (the spinner's endless one aside). */
async function animationsSettled() {
  const running = (modalShadowRoot()?.getAnimations() ?? []).filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
  )
  await act(() => Promise.all(running.map((animation) => animation.finished.catch(() => undefined))))
}

/** The send form filled in as a visitor would: 0.5 ETH to a valid receiver, with its USD value. */
async function fillSendForm(scene: Scene) {
  await connectTestWallet(scene.client)
  const account = await openModal(scene.client, {}, 'Account')
  await userEvent.click(account.getByRole('button', { name: 'Send' }))
  const send = await findModal('WalletSend')
  await waitFor(() =>
    expect((send.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement).value).toBe('native'),
  )
  await userEvent.type(send.getByRole('textbox', { name: 'Amount' }), '0.5')
  await userEvent.fill(send.getByRole('textbox', { name: 'To' }), RECEIVER) // pasted, as an address is
  await waitFor(() => expect(send.getByTestId('latch-send-usd').textContent).toBe('$1,000.00'))
  return send
}

/** An on-ramp view for the connected account, once it says buying is not available here. */
async function reachOnramp(client: Scene['client'], view: ShippedView) {
  await connectTestWallet(client)
  const modal = await openModal(client, {
    view,
    params: { fiat: 'EUR', asset: 'eip155:1/slip44:60', amount: '10' },
  })
  await waitFor(() => expectShown(modal.getByRole('button', { name: 'Try again' })))
}

/**
 * How each view is reached, in a state with its content: a connected account where the view acts for one, the
 * sign-in message, the pairing QR code, a declined network switch.
 */
const REACH: Record<ShippedView, (scene: Scene) => Promise<void>> = {
  Connect: async ({ client }) => {
    await openModal(client, {})
  },
  // Without an on-ramp server (apps/demo's axe test reaches them with providers): the unavailable state, Try again.
  OnRampFiatSelect: async ({ client }) => reachOnramp(client, 'OnRampFiatSelect'),
  OnRampTokenSelect: async ({ client }) => reachOnramp(client, 'OnRampTokenSelect'),
  OnRampProviders: async ({ client }) => reachOnramp(client, 'OnRampProviders'),
  // Without a swap server and an adapter that sends prepared calls (apps/demo's e2e swaps on anvil): the refusal.
  Swap: async ({ client }) => {
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'Swap' })
    await waitFor(() => expectShown(modal.getByRole('alert')))
  },
  SwapPreview: async ({ client }) => {
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'SwapPreview' })
    await waitFor(() => expectShown(modal.getByText('Loading tokens')))
  },
  ConnectWallets: async ({ client }) => {
    await openModal(client, { view: 'ConnectWallets' })
  },
  AllWallets: async ({ client }) => {
    await openModal(client, { view: 'AllWallets' })
  },
  Connections: async ({ client }) => {
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'Connections' }, 'Connections')
    await waitFor(() => expectShown(modal.getByTestId('latch-connection')))
  },
  WalletGuide: async ({ client }) => {
    await openModal(client, { view: 'WalletGuide' }, 'WalletGuide')
  },
  ConnectingExternal: async ({ client }) => {
    await openModal(client, { view: 'ConnectingExternal', params: { connectorId: 'rainbow' } })
  },
  ConnectingWalletConnectBasic: async ({ client }) => {
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(connect.getByTestId('latch-walletconnect-entry'))
    const pairing = await findModal('ConnectingWalletConnectBasic')
    await waitFor(() => expectShown(pairing.getByRole('img', { name: 'WalletConnect QR code' })))
  },
  // Without an embedded wallet server (apps/server's browser test shows its QR code): the refusal, Try again.
  ConnectingFarcaster: async ({ client }) => {
    const modal = await openModal(client, { view: 'ConnectingFarcaster' })
    await waitFor(() => expectShown(modal.getByRole('button', { name: 'Try again' })))
  },
  Account: async ({ client }) => {
    await connectTestWallet(client)
    await waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1'))
    await openModal(client, {})
  },
  Networks: async ({ client }) => {
    await openModal(client, { view: 'Networks' })
  },
  SwitchNetwork: async ({ client, evm }) => {
    await connectTestWallet(client)
    evm.rejectNext()
    const modal = await openModal(client, { view: 'SwitchNetwork', params: { networkId: 'eip155:10' } })
    await waitFor(() => expectShown(modal.getByRole('button', { name: 'Try again' })))
  },
  SwitchActiveChain: async ({ client }) => {
    await connectTestWallet(client)
    await openModal(client, { namespace: 'solana' })
  },
  UnsupportedChain: async ({ client }) => {
    await connectTestWallet(client)
    await openModal(client, { view: 'UnsupportedChain' })
  },
  EmailVerifyOtp: async ({ client }) => {
    await openModal(client, { view: 'EmailVerifyOtp', params: { email: 'ada@example.com' } })
  },
  DataCapture: async ({ client }) => {
    await connectTestWallet(client)
    await openModal(client, { view: 'DataCapture' })
  },
  SIWXSignMessage: async ({ client }) => {
    // Sign-in is required and there is no session: connecting opens the sign view.
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    await waitFor(() => expectShown(modal.getByRole('button', { name: 'Sign' })))
  },
  WalletReceive: async ({ client }) => {
    await connectTestWallet(client)
    await openModal(client, { view: 'WalletReceive' })
  },
  WalletSend: async (scene) => {
    await fillSendForm(scene)
  },
  WalletSendPreview: async (scene) => {
    const send = await fillSendForm(scene)
    await userEvent.click(send.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    await waitFor(() =>
      expect(preview.getByTestId('latch-send-preview-fee').textContent).toBe('Network fee: 0.000021 ETH'),
    )
  },
}

/** Axe's violations of any impact in the modal's shadow host, one line each. */
async function axeViolations(): Promise<string[]> {
  const host = document.querySelector('[data-latch-modal]') as HTMLElement
  const result = await axe.run(host, { resultTypes: ['violations'] })
  return result.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

describe('accessibility (axe-core, real chromium)', () => {
  test('behavior: every view the package ships has an axe case', () => {
    expect(SHIPPED_VIEWS.length).toBeGreaterThan(0)
    expect(SHIPPED_VIEWS.filter((view) => REACH[view] === undefined)).toEqual([])
  })

  for (const mode of ['light', 'dark'] as const) {
    for (const view of SHIPPED_VIEWS) {
      test(`behavior: ${view} in ${mode} has no axe violation of any impact`, async () => {
        const scene = createScene(mode, view === 'SIWXSignMessage')
        await REACH[view](scene)
        const modal = await findModal(view)
        // Colours are measured at rest, after the entry animations.
        await animationsSettled()
        expect(await axeViolations()).toEqual([])
        expect(modal.dialog.closest('.latch-root')?.getAttribute('data-theme')).toBe(mode)
      })
    }
  }
})

describe('accessibility of toasts and the phone layout (axe-core, real chromium; issue 40)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const variant of ['error', 'success', 'info'] as const) {
      test(`behavior: a ${variant} toast in ${mode} has no axe violation of any impact`, async () => {
        const { client } = createScene(mode)
        await openModal(client, {}, 'Connect')
        act(() =>
          showToast(client, {
            id: 'TOKEN_BALANCE_UNAVAILABLE',
            variant,
            message: 'Token Balance Unavailable',
          }),
        )
        const toast = await waitFor(() => {
          const found = modalShadowRoot()?.querySelector<HTMLElement>('[data-testid="latch-toast"]')
          if (!found) throw new Error('no toast yet')
          return found
        })
        expectShown(toast)
        await animationsSettled()
        expect(await axeViolations()).toEqual([])
      })
    }
    for (const view of ['ConnectingWalletConnectBasic', 'ConnectingExternal'] as const) {
      test(`behavior: ${view} for MetaMask on a phone in ${mode} has no axe violation of any impact`, async () => {
        await asPhone(async () => {
          const { client } = createScene(mode)
          await openModal(client, { view, params: { connectorId: 'io.metamask' } })
          const modal = await findModal(view)
          await waitFor(() => expectShown(modal.getAllByText(/MetaMask/)[0]!))
          await animationsSettled()
          expect(await axeViolations()).toEqual([])
        })
      })
    }
  }
})
