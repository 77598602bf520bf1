import { close, connect, open, setStatus, setThemeMode, showToast } from '@latch/core/actions'
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { beforeEach, describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton'
import { LatchProvider } from '../provider/LatchProvider'
import { createTestClient, findModal, modalShadowRoot, openModal, renderLatch } from '../test/renderLatch'
import { MODAL_WIDTH_PX } from '../theme/modalStyles'

describe('Modal shell', () => {
  // A desktop window: below 430 px the modal is a bottom sheet (walletDetail.test.tsx covers the phone).
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })

  test('default: a labelled modal dialog, 370 px wide, in a shadow root', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    expect(modal.dialog.getAttribute('aria-modal')).toBe('true')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Connect Wallet')
    expect(modal.dialog.getAttribute('aria-labelledby')).toBe(modal.getByRole('heading', { level: 2 }).id)
    expect(modal.dialog.getBoundingClientRect().width).toBe(MODAL_WIDTH_PX)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(modalShadowRoot()?.mode).toBe('open')
  })

  test('behavior: the page behind the open modal does not scroll, and keeps its place after close (issue 40)', async () => {
    const tall = document.createElement('div')
    tall.style.height = '4000px'
    document.body.append(tall)
    try {
      window.scrollTo(0, 200)
      const { client } = createTestClient()
      renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      await userEvent.wheel(modal.dialog, { delta: { y: 600 } })
      await new Promise(requestAnimationFrame)
      expect(window.scrollY).toBe(200)
      act(() => void close(client))
      await waitFor(() => expect(client.getState().modal.open).toBe(false))
      expect(window.scrollY).toBe(200)
      await userEvent.wheel(tall, { delta: { y: 600 } })
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(200))
    } finally {
      tall.remove()
      window.scrollTo(0, 0)
    }
  })

  test('behavior: a view this build does not ship is refused with a typed error, never an empty modal (issue 41)', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await waitFor(() => expect(modalShadowRoot()).toBeInstanceOf(ShadowRoot))
    await expect(open(client, { view: 'ApproveTransaction' })).rejects.toMatchObject({
      name: 'ViewNotAvailableError',
    })
    expect(client.getState().modal.open).toBe(false)
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
  })

  test('behavior: close button closes and focus returns to the opener', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    const opener = screen.getByRole('button', { name: 'Connect Wallet' })
    await userEvent.click(opener)
    const modal = await findModal('Connect')
    await waitFor(() => expect(modalShadowRoot()?.activeElement).toBe(modal.dialog))
    await userEvent.click(modal.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  test('behavior: Escape closes; back pops history, with one entry there is no back button', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    let modal = await openModal(client, {}, 'Connect')
    expect(modal.queryByRole('button', { name: 'Back' })).toBeNull()
    await userEvent.click(modal.getByRole('button', { name: /^All Wallets \d+$/ }))
    modal = await findModal('AllWallets')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('All Wallets')
    expect(modal.getByTestId('latch-view').getAttribute('data-direction')).toBe('next')
    await userEvent.click(modal.getByRole('button', { name: 'Back' }))
    modal = await findModal('Connect')
    expect(modal.getByTestId('latch-view').getAttribute('data-direction')).toBe('prev')
    fireEvent.keyDown(modal.dialog, { key: 'Escape' })
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
  })

  test('behavior: Tab is trapped inside the dialog', async () => {
    const { client } = createTestClient()
    renderLatch(client, <button type="button">outside</button>)
    const modal = await openModal(client, {}, 'Connect')
    const root = modalShadowRoot()!
    const seen = new Set<Element | null>()
    for (let step = 0; step < 12; step += 1) {
      await userEvent.keyboard('{Tab}')
      seen.add(root.activeElement)
      expect(document.activeElement?.hasAttribute('data-latch-modal')).toBe(true)
      expect(modal.dialog.contains(root.activeElement)).toBe(true)
    }
    expect(seen.size).toBeGreaterThan(2)
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    expect(modal.dialog.contains(root.activeElement)).toBe(true)
  })

  test('behavior: shake for 500 ms when a connect fails', async () => {
    const { client, adapter } = createTestClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    adapter.rejectNext()
    await act(async () => {
      await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' }).catch(() => {})
    })
    expect(modal.dialog.classList.contains('latch-shake')).toBe(true)
    await waitFor(() => expect(modal.dialog.classList.contains('latch-shake')).toBe(false))
  })

  test('behavior: alert with dismiss, status banner and toast', async () => {
    const { client } = createTestClient({ projectId: undefined })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    expect(modal.getByRole('alert').textContent).toContain('Project ID Not Configured')
    await userEvent.click(modal.getByRole('button', { name: 'Dismiss' }))
    expect(modal.queryByTestId('latch-alert')).toBeNull()
    act(() => setStatus(client, { notice: { id: 'X', variant: 'loading', message: 'Authenticating...' } }))
    expect(modal.getByTestId('latch-status').textContent).toBe('Authenticating...')
    act(() =>
      showToast(client, {
        id: 'TOKEN_BALANCE_UNAVAILABLE',
        variant: 'error',
        message: 'Token Balance Unavailable',
      }),
    )
    expect(modal.getByTestId('latch-toast').textContent).toBe('Token Balance Unavailable')
  })

  test('parameters: theme mode and variables become CSS variables; dark defaults', async () => {
    const { client } = createTestClient({
      themeMode: 'dark',
      themeVariables: { '--latch-accent': 'rgb(1, 2, 3)' },
    })
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const root = modal.dialog.closest('.latch-root') as HTMLElement
    expect(root.dataset.theme).toBe('dark')
    expect(getComputedStyle(root).getPropertyValue('--latch-accent').trim()).toBe('rgb(1, 2, 3)')
    expect(getComputedStyle(modal.dialog).backgroundColor).toBe('rgb(32, 32, 32)')
    act(() => setThemeMode(client, { mode: 'light' }))
    await waitFor(() => expect(getComputedStyle(modal.dialog).backgroundColor).toBe('rgb(255, 255, 255)'))
  })

  test('behavior: host CSS cannot restyle the modal', async () => {
    const style = document.createElement('style')
    style.textContent =
      '* { all: unset } button { color: red !important; font-size: 40px !important } div { display: none !important }'
    document.head.append(style)
    try {
      const { client } = createTestClient()
      renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      const close = modal.getByRole('button', { name: 'Close' })
      expect(getComputedStyle(close).color).not.toBe('rgb(255, 0, 0)')
      expect(getComputedStyle(close).fontSize).not.toBe('40px')
      expect(modal.dialog.getBoundingClientRect().width).toBe(MODAL_WIDTH_PX)
    } finally {
      style.remove()
    }
  })

  test('behavior: strict mode creates one shadow host, removed on unmount', async () => {
    const { client } = createTestClient()
    const view = render(
      <StrictMode>
        <LatchProvider client={client} />
      </StrictMode>,
    )
    await openModal(client, {}, 'Connect')
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(1)
    view.unmount()
    expect(document.querySelectorAll('[data-latch-modal]')).toHaveLength(0)
  })

  test('parameters: features.mobileFullScreen fills a phone-sized viewport; off by default (a bottom sheet)', async () => {
    await page.viewport(390, 760)
    try {
      const { client } = createTestClient({ features: { mobileFullScreen: true } })
      const first = renderLatch(client)
      const modal = await openModal(client, {}, 'Connect')
      expect(modal.dialog.getBoundingClientRect().width).toBe(390)
      expect(modal.dialog.getBoundingClientRect().height).toBe(760)
      first.unmount()
      const other = createTestClient()
      renderLatch(other.client)
      const plain = await openModal(other.client, {}, 'Connect')
      await waitFor(() => expect(plain.dialog.getBoundingClientRect().bottom).toBe(760))
      expect(plain.dialog.getBoundingClientRect().height).toBeLessThan(760)
    } finally {
      await page.viewport(1280, 800)
    }
  })
})
