import { open } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { createTestClient, findModal, modalShadowRoot, openModal, renderLatch } from '../test/renderLatch'

// RELIABILITY: text from a wallet is hostile everywhere it is shown (issue 10). The name below mixes a right-to-left
// override ("gnp.exe" would show as "exe.png"), isolates, zero-width and blank-looking characters, a line break,
// right-to-left letters and 4,000 more characters.
const HOSTILE_NAME = `\u202Egnp.exe\u200B\u2066\u3164\nمحفظة\u2069\u200F${'W'.repeat(4000)}\u0000`
const UNSAFE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]/u

function hostileClient() {
  const adapter = createTestAdapter({
    connectors: [
      { id: 'hostile', name: HOSTILE_NAME, namespace: 'eip155', type: 'announced', installed: true },
    ],
  })
  return createTestClient({ adapter })
}

/** Every text node and tooltip inside the modal. */
function shownText(root: ShadowRoot): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of root.querySelectorAll('[title], [aria-label]'))
    texts.push(element.getAttribute('title') ?? '', element.getAttribute('aria-label') ?? '')
  return texts
}

/** The name is clean, starts as written (not reordered) and every name element stays inside its row or tile. */
function expectNameShownSafely(root: ShadowRoot) {
  for (const text of shownText(root)) expect(text).not.toMatch(UNSAFE)
  const names = [...root.querySelectorAll<HTMLElement>('[data-testid="latch-display-name"]')]
  const hostile = names.filter((name) => name.textContent?.startsWith('gnp.exe'))
  expect(hostile.length).toBeGreaterThan(0)
  for (const name of hostile) {
    // Isolated: its right-to-left letters cannot reorder the text after it (the row's tag, the title's words).
    expect(getComputedStyle(name).unicodeBidi).toBe('isolate')
    const box = (name.closest('button, .latch-row') ?? name.parentElement) as HTMLElement
    const nameRect = name.getBoundingClientRect()
    const boxRect = box.getBoundingClientRect()
    expect(nameRect.right).toBeLessThanOrEqual(boxRect.right + 0.5)
    expect(nameRect.bottom).toBeLessThanOrEqual(boxRect.bottom + 0.5)
    expect(name.scrollHeight).toBeLessThan(60)
  }
}

describe('a wallet announcing a hostile name (issue 10, RELIABILITY: hostile wallet text)', () => {
  test('behavior: the Connect row and its tooltip show it cleaned, inside the row', async () => {
    const { client } = hostileClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    const row = modal.getAllByTestId('latch-wallet-row')[0]!
    expect(row.getAttribute('title')).toMatch(/^gnp\.exe محفظةW+…$/)
    expectNameShownSafely(modalShadowRoot()!)
  })

  test('behavior: the All Wallets grid tile shows it cleaned, inside the tile', async () => {
    const { client } = hostileClient()
    renderLatch(client)
    await openModal(client, { view: 'AllWallets' }, 'AllWallets')
    const root = modalShadowRoot()!
    await waitFor(() => expect(root.querySelector('[data-testid="latch-wallet-grid-item"]')).not.toBeNull())
    expectNameShownSafely(root)
  })

  test('behavior: the connecting view title and the Account view show it cleaned; the hook value is clean', async () => {
    const { client, adapter } = hostileClient()
    renderLatch(client)
    const modal = await openModal(client, {}, 'Connect')
    adapter.rejectNext()
    await act(async () => fireEvent.click(modal.getAllByTestId('latch-wallet-row')[0]!))
    const connecting = await findModal('ConnectingExternal')
    const title = modalShadowRoot()!.querySelector('.latch-title')?.textContent ?? ''
    expect(title).toContain('gnp.exe')
    expect(title).not.toMatch(UNSAFE)
    for (const text of shownText(modalShadowRoot()!)) expect(text).not.toMatch(UNSAFE)
    // The view's chunk loads after the click when the visitor is quicker than the views' preload after opening.
    const tryAgain = await connecting.findByRole('button', { name: 'Try again' })
    await act(async () => fireEvent.click(tryAgain))
    await waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('connected'))
    await act(() => open(client, { view: 'Account' }))
    await findModal('Account')
    expectNameShownSafely(modalShadowRoot()!)
    expect(client.getState().accounts.eip155?.connectedWalletInfo?.name).not.toMatch(UNSAFE)
  })

  test('behavior: a listed wallet that is not installed shows its hostile listing name cleaned in the connecting view', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, {
      wallets: [
        { id: 'listed-hostile', name: HOSTILE_NAME, chains: ['eip155'], homepage: 'https://wallet.example' },
      ],
    })
    const modal = await openModal(
      client,
      { view: 'ConnectingExternal', params: { connectorId: 'listed-hostile' } },
      'ConnectingExternal',
    )
    const heading = modal.getByRole('link').textContent ?? ''
    expect(heading).toContain('gnp.exe')
    for (const text of shownText(modalShadowRoot()!)) expect(text).not.toMatch(UNSAFE)
  })
})
