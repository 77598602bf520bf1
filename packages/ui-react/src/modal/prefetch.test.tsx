import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { ConnectButton } from '../components/ConnectButton'
import { LatchContext } from '../context/LatchContext'
import { createTranslator } from '../i18n/createTranslator'
import { createTestClient, modalShadowRoot, renderLatch } from '../test/renderLatch'
import { isViewLoaded } from '../views/viewComponents'
import { loadedModal, loadModalFor } from './loadModal'

// Module-level chunk caches: this file runs in its own browser context, so the first test sees them empty.
describe('modal code loading', () => {
  test('behavior: pressing the connect button starts loading the modal and the Connect view before the click', async () => {
    const { client } = createTestClient()
    // The button alone (no provider, so no idle prefetch): only the press can start the load.
    const screen = render(
      <LatchContext.Provider value={{ client, translator: createTranslator('en') }}>
        <ConnectButton />
      </LatchContext.Provider>,
    )
    expect(loadedModal()).toBeUndefined()
    expect(isViewLoaded('Connect')).toBe(false)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => {
      expect(loadedModal()).toBeDefined()
      expect(isViewLoaded('Connect')).toBe(true)
    })
    expect(client.getState().modal.open).toBe(false)
  })

  test('behavior: once loaded, opening commits the dialog with its wallet rows at once, with no spinner and no entry transition', async () => {
    await loadModalFor('Connect')
    const { client } = createTestClient()
    renderLatch(client)
    act(() => {
      void client.open()
    })
    // No waiting: the same commit that opens the modal holds the view's rows.
    const root = modalShadowRoot()
    const view = root?.querySelector('[data-testid="latch-view"]')
    expect(root?.querySelector('[role="dialog"]')?.getAttribute('data-view')).toBe('Connect')
    expect(root?.querySelectorAll('[data-testid="latch-wallet-row"]').length).toBeGreaterThan(0)
    expect(root?.querySelector('[role="progressbar"]')).toBeNull()
    // The first view slides in without fading: fully opaque from its first frame.
    expect(view?.getAttribute('data-direction')).toBe('open')
    expect(getComputedStyle(view as Element).animationName).toBe('latch-in-open')
    expect(getComputedStyle(view as Element).opacity).toBe('1')
  })
})
