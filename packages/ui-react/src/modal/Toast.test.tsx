import type { SiwxConfig, SiwxSession } from '@latch/core'
import { showToast } from '@latch/core/actions'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { expectShown } from '../test/expectShown'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  modalShadowRoot,
  openModal,
  renderLatch,
} from '../test/renderLatch'

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

function shownToast(): HTMLElement {
  const toast = modalShadowRoot()?.querySelector<HTMLElement>('[data-testid="latch-toast"]')
  if (!toast) throw new Error('no toast yet')
  expectShown(toast)
  return toast
}

/** Every control of the dialog the toast covers (by bounding box): none may be. */
function controlsUnder(toast: HTMLElement, dialog: HTMLElement): string[] {
  const box = toast.getBoundingClientRect()
  return [...dialog.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
    .filter(
      (control) => control.getClientRects().length > 0 && overlaps(box, control.getBoundingClientRect()),
    )
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName)
}

/** A required sign-in whose session store lives in memory. */
function requiredSignIn(): SiwxConfig {
  const sessions: SiwxSession[] = []
  return {
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId: chainId as `${string}:${string}`,
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: new Date().toISOString(),
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async () => sessions,
    setSessions: async (next) => {
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => true,
  }
}

describe('Toast placement and look (issue 40)', () => {
  test("behavior: 'Error signing message' does not cover the Sign button just pressed, and is an alert", async () => {
    const { client, adapter } = createTestClient({ siwx: requiredSignIn() })
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await findModal('SIWXSignMessage')
    adapter.failNext(new Error('wallet crashed'))
    await userEvent.click(modal.getByRole('button', { name: 'Sign' }))
    const toast = await waitFor(shownToast)
    expect(toast.textContent).toBe('Error signing message')
    expect(toast.getAttribute('role')).toBe('alert')
    const again = await findModal('SIWXSignMessage')
    const sign = again.getByRole('button', { name: 'Sign' })
    expect(overlaps(toast.getBoundingClientRect(), sign.getBoundingClientRect())).toBe(false)
    expect(controlsUnder(toast, again.dialog)).toEqual([])
  })

  test("behavior: 'Address copied' covers neither Copy address nor any other control, on desktop and at 390 px", async () => {
    for (const width of [1280, 390]) {
      await page.viewport(width, 800)
      try {
        const { client } = createTestClient()
        const view = renderLatch(client)
        await connectTestWallet(client)
        const modal = await openModal(client, { view: 'WalletReceive' }, 'WalletReceive')
        const copy = modal.getByRole('button', { name: 'Copy address' })
        await userEvent.click(copy)
        const toast = await waitFor(shownToast)
        expect(toast.textContent).toBe('Address copied')
        expect(toast.getAttribute('role')).toBe('status')
        expect(overlaps(toast.getBoundingClientRect(), copy.getBoundingClientRect())).toBe(false)
        expect(controlsUnder(toast, modal.dialog)).toEqual([])
        view.unmount()
      } finally {
        await page.viewport(1280, 800)
      }
    }
  })

  test('behavior: an error toast and a success toast differ in role, icon and colour', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await openModal(client, {}, 'Connect')
    const looks = async (variant: 'error' | 'success') => {
      act(() => showToast(client, { id: `T_${variant}`, variant, message: variant }))
      const toast = await waitFor(() => {
        const found = shownToast()
        if (found.dataset.variant !== variant) throw new Error('previous toast')
        return found
      })
      return {
        role: toast.getAttribute('role'),
        icon: toast.querySelector('svg')?.dataset.icon,
        background: getComputedStyle(toast).backgroundColor,
      }
    }
    const error = await looks('error')
    const success = await looks('success')
    expect(error.role).toBe('alert')
    expect(success.role).toBe('status')
    expect(error.icon).toBe('error')
    expect(success.icon).toBe('success')
    expect(error.background).not.toBe(success.background)
  })
})
