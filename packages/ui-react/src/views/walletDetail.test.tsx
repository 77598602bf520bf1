import type { WalletConnectIntegration } from '@latch/core'
import { createMemoryStorage, createTestAdapter } from '@latch/core/testing'
import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { asPhone } from '../test/asPhone'
import { expectShown } from '../test/expectShown'
import { createTestClient, findModal, openModal, renderLatch } from '../test/renderLatch'

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
}

/** A WalletConnect pairing in v2's URI format that no wallet has scanned yet. */
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

/** A client whose EVM adapter supports WalletConnect, as the EVM adapter does. */
function walletConnectClient(options: Parameters<typeof createTestClient>[0] = {}) {
  const adapter = Object.assign(createTestAdapter(), {
    walletConnect: {
      namespace: () => ({ chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] }),
      attach: () => {},
    },
  })
  return createTestClient({ adapter, walletConnect: unscannedPairing(), ...options })
}

/** The view's wallet logo: an image that has loaded (not initials), shown. */
async function loadedLogo(view: HTMLElement): Promise<HTMLImageElement> {
  return waitFor(() => {
    const image = view.querySelector<HTMLImageElement>(':scope > img.latch-image')
    if (!image) throw new Error(`no logo image: ${view.querySelector('.latch-initials')?.textContent ?? ''}`)
    expect(image.complete && image.naturalWidth > 0).toBe(true)
    expectShown(image)
    return image
  })
}

// A logo that loads without a network.
const LOGO =
  "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 4'%3E%3Crect width='4' height='4' fill='%23f60'/%3E%3C/svg%3E"

describe('Wallet detail views show the wallet (issue 40)', () => {
  test("behavior: 'not installed' shows MetaMask's bundled logo, with no server and no host listing", async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await openModal(client, { view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })
    const modal = await findModal('ConnectingExternal')
    expectShown(modal.getByText('MetaMask is not installed'))
    await loadedLogo(modal.getByTestId('latch-connecting-view'))
  })

  test("behavior: 'connecting' shows the wallet's logo while the request waits in it", async () => {
    const { client, adapter } = createTestClient()
    adapter.holdNext()
    renderLatch(client, null, {
      wallets: [{ id: 'test-wallet', name: 'Test Wallet', chains: ['eip155'], imageUrl: LOGO }],
    })
    await openModal(client, {
      view: 'ConnectingExternal',
      params: { connectorId: 'test-wallet', namespace: 'eip155' },
    })
    const modal = await findModal('ConnectingExternal')
    expect(modal.getByRole('status').textContent).toBe('Continue in Test Wallet')
    const logo = await loadedLogo(modal.getByTestId('latch-connecting-view'))
    expect(logo.getAttribute('src')).toBe(LOGO)
  })

  test("behavior: WalletConnect reached from a wallet shows that wallet's logo above the QR code", async () => {
    const { client } = walletConnectClient()
    renderLatch(client)
    await openModal(client, { view: 'ConnectingWalletConnectBasic', params: { connectorId: 'io.metamask' } })
    const modal = await findModal('ConnectingWalletConnectBasic')
    const qr = await waitFor(() => modal.getByRole('img', { name: 'WalletConnect QR code' }))
    expectShown(modal.getByText('Scan this QR code with your phone'))
    const logo = await loadedLogo(modal.getByTestId('latch-walletconnect-view'))
    expect(logo.getBoundingClientRect().bottom).toBeLessThanOrEqual(qr.getBoundingClientRect().top)
  })
})

describe('On a phone (390 px, phone browser) (issue 40)', () => {
  test('behavior: the modal is a bottom sheet: full width on the bottom edge, not full screen', async () => {
    await asPhone(async () => {
      const { client } = createTestClient()
      renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      await waitFor(() => {
        const box = modal.dialog.getBoundingClientRect()
        expect(box.width).toBe(window.innerWidth)
        expect(Math.round(box.bottom)).toBe(window.innerHeight)
        expect(box.top).toBeGreaterThan(0)
      })
      const close = modal.getByRole('button', { name: 'Close' }).getBoundingClientRect()
      expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44)
    })
  })

  test('behavior: with mobileFullScreen the phone modal fills the screen instead', async () => {
    await asPhone(async () => {
      const { client } = createTestClient({ features: { mobileFullScreen: true } })
      renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      await waitFor(() => {
        const box = modal.dialog.getBoundingClientRect()
        expect([box.top, box.width, box.height]).toEqual([0, window.innerWidth, window.innerHeight])
      })
    })
  })

  test("behavior: WalletConnect leads with 'Open in MetaMask' as a full-width button, the QR code second, and no 'Scan this QR code with your phone'", async () => {
    await asPhone(async () => {
      const { client } = walletConnectClient()
      renderLatch(client)
      await openModal(client, {
        view: 'ConnectingWalletConnectBasic',
        params: { connectorId: 'io.metamask' },
      })
      const modal = await findModal('ConnectingWalletConnectBasic')
      const qr = await waitFor(() => modal.getByRole('img', { name: 'WalletConnect QR code' }))
      const open = modal.getByRole('link', { name: 'Open in MetaMask' })
      expectShown(open)
      expect(open.getAttribute('href')).toMatch(/^metamask:\/\/wc\?uri=wc%3A/)
      const view = modal.getByTestId('latch-walletconnect-view').getBoundingClientRect()
      const button = open.getBoundingClientRect()
      expect(button.width).toBeGreaterThanOrEqual(view.width - 1)
      expect(button.height).toBeGreaterThanOrEqual(44)
      expect(button.bottom).toBeLessThanOrEqual(qr.getBoundingClientRect().top)
      expect(modal.dialog.textContent).not.toContain('Scan this QR code with your phone')
      expect(modal.dialog.textContent).not.toContain('Open your wallet app and scan')
    })
  })

  test("behavior: WalletConnect on a phone is headed 'Open your wallet app' over the links, the recently used wallet leads them, and 'Wallet on another device?' introduces the QR code", async () => {
    await asPhone(async () => {
      const recent = { v: 1, value: [{ id: 'me.rainbow', name: 'Rainbow' }] }
      const { client } = walletConnectClient({
        storage: createMemoryStorage({ 'latch:recentWallets': JSON.stringify(recent) }),
      })
      renderLatch(client)
      const connect = await openModal(client, {}, 'Connect')
      await userEvent.click(connect.getByTestId('latch-walletconnect-entry'))
      const modal = await findModal('ConnectingWalletConnectBasic')
      const qr = await waitFor(() => modal.getByRole('img', { name: 'WalletConnect QR code' }))
      const heading = modal.getByText('Open your wallet app')
      expectShown(heading)
      await waitFor(() =>
        expect(modal.getAllByRole('link', { name: /^Open in / })[0]).toBe(
          modal.getByRole('link', { name: 'Open in Rainbow' }),
        ),
      )
      const links = modal.getAllByTestId('latch-walletconnect-link')
      expect(links.length).toBeGreaterThan(1)
      const other = modal.getByText('Wallet on another device? Scan the QR code or copy the link.')
      expectShown(other)
      // Top to bottom: heading, the links, the other-device words, then the QR code.
      expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        links[0]!.getBoundingClientRect().top,
      )
      expect(links.at(-1)!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        other.getBoundingClientRect().top,
      )
      expect(other.getBoundingClientRect().bottom).toBeLessThanOrEqual(qr.getBoundingClientRect().top)
    })
  })

  test('behavior: not installed offers the wallet app and says nothing of installing an extension or reloading', async () => {
    await asPhone(async () => {
      const { client } = walletConnectClient()
      renderLatch(client)
      await openModal(client, { view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })
      const modal = await findModal('ConnectingExternal')
      const view = modal.getByTestId('latch-connecting-view')
      expectShown(modal.getByText('MetaMask is not installed'))
      expect(view.textContent).not.toContain('Install the wallet, then reload this page to connect.')
      expect(view.textContent).not.toMatch(/extension|reload/i)
      expectShown(modal.getByRole('button', { name: 'Open in MetaMask' }))
      expectShown(modal.getByRole('link', { name: 'Get MetaMask' }))
      await loadedLogo(view)
    })
  })
})
