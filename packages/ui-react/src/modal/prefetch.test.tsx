import { close, open } from '@latch/core/actions'
import { act, fireEvent, render, waitFor, within } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton'
import { LatchContext } from '../context/LatchContext'
import { createTranslator } from '../i18n/createTranslator'
import { LatchProvider } from '../provider/LatchProvider'
import { createTestClient, modalShadowRoot, renderLatch } from '../test/renderLatch'
import { isViewLoaded } from '../views/viewComponents'
import { loadedModal, loadModalFor } from './loadModal'

/** Seen, as the bench's probe judges it: in a painted box, not hidden by its visibility or an ancestor's opacity. */
const isSeen = (element: Element | null | undefined) =>
  element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? false

/** Waits for the first element matching `selector` in the modal's shadow root (rendered ahead of time or shown). */
const inModal = <E extends Element = HTMLElement>(selector: string) =>
  waitFor(() => {
    const element = modalShadowRoot()?.querySelector<E>(selector)
    if (!element) throw new Error(`no ${selector} in the modal yet`)
    return element
  })

// Module-level chunk caches: this file runs in its own browser context, so the first test sees them empty.
describe('modal code loading', () => {
  test('behavior: pressing the connect button starts loading the modal and the Connect view before the click', async () => {
    const { client } = createTestClient()
    // The button alone (no provider, so no idle prefetch): only the press can start the load.
    const screen = render(
      <LatchContext.Provider value={{ client, translator: createTranslator('en'), localeReady: true }}>
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

  test('behavior: pointing at the connect button starts wallet discovery after the pointer’s event, not in it (issue 39: a click that follows at once is not delayed)', async () => {
    const { client, adapter } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    await waitFor(() => expect(loadedModal()).toBeDefined())
    const starts = () => adapter.calls.filter((call) => call.method === 'start').length
    expect(starts()).toBe(0)
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(starts()).toBe(0)
    await waitFor(() => expect(starts()).toBe(1))
    expect(client.getState().modal.open).toBe(false)
  })

  test('behavior: the hidden pre-render loads the Connect view only; the other views load once the visitor opens the modal (issue 21)', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    await inModal('[data-testid="latch-wallet-row"]')
    expect(isViewLoaded('Connect')).toBe(true)
    expect(isViewLoaded('Account')).toBe(false)
    expect(isViewLoaded('WalletSend')).toBe(false)
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    // The views load on idle once the modal is shown: an awaited signal (setup.ts gives it room on a loaded machine).
    await waitFor(() => {
      expect(isViewLoaded('WalletSend')).toBe(true)
      expect(isViewLoaded('Account')).toBe(true)
    })
    screen.unmount()
  })

  test('behavior: once loaded, opening commits the dialog with its wallet rows at once, with no spinner and no entry transition', async () => {
    await loadModalFor('Connect')
    const { client } = createTestClient()
    renderLatch(client)
    act(() => {
      void open(client)
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

  test('behavior: once the browser is idle the modal is rendered ahead of time, hidden; opening reveals those same elements; closing hides them again (issue 21)', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    button.focus()
    const hiddenRow = await inModal('[data-testid="latch-wallet-row"]')
    const root = modalShadowRoot()?.querySelector<HTMLElement>('.latch-root')
    // Hidden: not a dialog yet, not seen, not reachable, and the page keeps its focus.
    expect(root?.inert).toBe(true)
    expect(isSeen(hiddenRow)).toBe(false)
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
    expect(hiddenRow.getBoundingClientRect().height).toBeGreaterThan(0)
    expect(document.activeElement).toBe(button)
    hiddenRow.focus()
    expect(document.activeElement).toBe(button)
    // Nor found by role, as assistive technology and a host's own tests look for buttons.
    expect(within(root as HTMLElement).queryAllByRole('button')).toEqual([])
    // Laid over the whole page, it takes no pointer: the page's button is still what a click there hits.
    const box = button.getBoundingClientRect()
    expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(button)

    act(() => {
      fireEvent.click(button)
    })
    // The click reveals the rows that were already there: same nodes, seen in its own frame.
    expect(modalShadowRoot()?.querySelector('[data-testid="latch-wallet-row"]')).toBe(hiddenRow)
    expect(isSeen(hiddenRow)).toBe(true)
    // Once that frame has painted, they are reachable, in a modal dialog, which takes the focus.
    const dialog = await inModal('[role="dialog"]')
    expect(root?.inert).toBe(false)
    expect(within(dialog).getAllByRole('button', { name: /Test Wallet/ }).length).toBeGreaterThan(0)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.closest('.latch-root')).toBe(root)
    await waitFor(() => expect(modalShadowRoot()?.activeElement).toBe(dialog))

    act(() => {
      void close(client)
    })
    await waitFor(() => expect(document.activeElement).toBe(button))
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
    expect(root?.isConnected).toBe(true)
    expect(isSeen(hiddenRow)).toBe(false)
    expect(root?.inert).toBe(true)
  })

  test('behavior: the click on a pre-rendered modal is one small React commit, which reveals the Connect view already there; the dialog renders shown after that frame has painted (issue 39)', async () => {
    const { client } = createTestClient()
    const rendered: string[] = []
    const screen = render(
      <Profiler id="page" onRender={(_id, phase) => rendered.push(phase)}>
        <LatchProvider client={client}>
          <ConnectButton />
        </LatchProvider>
      </Profiler>,
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    await inModal('[data-testid="latch-wallet-row"]')
    // Whatever the idle work still renders (discovery, recent wallets) has settled: two frames without a commit.
    await waitFor(async () => {
      const before = rendered.length
      await new Promise(requestAnimationFrame)
      await new Promise(requestAnimationFrame)
      if (rendered.length !== before) throw new Error('still rendering')
    })
    rendered.length = 0
    const connectView = modalShadowRoot()?.querySelector('[data-testid="latch-connect-view"]')
    act(() => {
      fireEvent.click(button)
    })
    // Everything the click's frame renders, before the browser paints it: one update, which reveals the same view
    // without rendering the dialog's shell again (its role, focus and scroll lock come after the paint).
    expect(rendered).toEqual(['update'])
    expect(modalShadowRoot()?.querySelector('[data-testid="latch-connect-view"]')).toBe(connectView)
    expect(isSeen(connectView)).toBe(true)
    // The reveal restyles the root alone (its opacity): `inert`, which restyles every element of the modal, comes off
    // with the shell's render after the paint.
    const root = modalShadowRoot()?.querySelector<HTMLElement>('.latch-root')
    expect(root?.inert).toBe(true)
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
    await inModal('[role="dialog"]')
    expect(root?.inert).toBe(false)
  })

  test('behavior: the dialog role comes with the focus in the dialog and its Escape handling, in one task (issue 39)', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    await inModal('[data-testid="latch-wallet-row"]')
    const shadow = modalShadowRoot() as ShadowRoot
    // A mutation observer's callback runs in the task of the change it reports, after the commit that made it.
    const seen = new Promise<{ focused: boolean; closedByEscape: boolean }>((resolve) => {
      const observer = new MutationObserver(() => {
        const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]')
        if (!dialog) return
        observer.disconnect()
        const focused = shadow.activeElement === dialog
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
        resolve({ focused, closedByEscape: !client.getState().modal.open })
      })
      observer.observe(shadow, { attributes: true, subtree: true, attributeFilter: ['role'] })
    })
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    expect(await seen).toEqual({ focused: true, closedByEscape: true })
  })

  test('behavior: a modal closed in the frame it was opened in is hidden again, and stays hidden once that frame has painted (issue 39)', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    await inModal('[data-testid="latch-wallet-row"]')
    const root = modalShadowRoot()?.querySelector<HTMLElement>('.latch-root')
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    expect(isSeen(root)).toBe(true)
    act(() => {
      void close(client)
    })
    expect(isSeen(root)).toBe(false)
    expect(root?.inert).toBe(true)
    await new Promise(requestAnimationFrame)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(isSeen(root)).toBe(false)
    expect(root?.inert).toBe(true)
    expect(modalShadowRoot()?.querySelector('[role="dialog"]')).toBeNull()
  })

  test('behavior: with the e-mail wallet, the hidden pre-render shows a stand-in of the e-mail form, no <form>, <label> or <input>; the opening paints it, then the form takes its place, its field at the stand-in’s size, labelled, and takes an address (issue 39)', async () => {
    const { client } = createTestClient({ embedded: { load: () => new Promise(() => {}) } })
    const screen = renderLatch(client, <ConnectButton />)
    const standIn = await inModal('[data-testid="latch-email-stand-in"]')
    // The page's first <input> costs ~17 KiB of JS heap, its first <form> and <label> ~5: none is made before the
    // visitor opens the modal.
    expect(modalShadowRoot()?.querySelector('input, form, label')).toBeNull()
    expect(standIn.textContent).toBe('you@example.com')
    expect(standIn.offsetHeight).toBeGreaterThan(30)

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    })
    // The opening's first frame paints the stand-in; the field follows, in the same place and of the same size.
    expect(modalShadowRoot()?.querySelector('[data-testid="latch-email-stand-in"]')).toBe(standIn)
    // Its box in the form (offsets: the opening's slide-in transform aside).
    const box = [standIn.offsetTop, standIn.offsetLeft, standIn.offsetWidth, standIn.offsetHeight]
    const input = await inModal<HTMLInputElement>('[data-testid="latch-email-input"]')
    expect(standIn.isConnected).toBe(false)
    expect(input.form?.getAttribute('data-testid')).toBe('latch-email-form')
    expect(input.labels?.[0]?.textContent).toBe('Email')
    expect([input.offsetTop, input.offsetLeft, input.offsetWidth, input.offsetHeight]).toEqual(box)
    expect(input.placeholder).toBe('you@example.com')
    await userEvent.type(input, 'ada@example.com')
    expect(input.value).toBe('ada@example.com')
  })
})
