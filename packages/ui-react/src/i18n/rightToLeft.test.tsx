import type { Balance } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  modalShadowRoot,
  openModal,
  renderLatch,
} from '../test/renderLatch'
import { wholeCatalogue } from '../test/wholeCatalogue'
import type { Messages } from './en'
import type { Locale } from './localeList'

const RECEIVER = '0x3333333333333333333333333333333333333333'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }

/** A host in `locale` with an EVM wallet that can send (address check, fee estimate), legal links and USD prices. */
async function scene(locale: Locale) {
  const adapter = Object.assign(createTestAdapter({ balance: 1_234_500_000_000_000_000n }), {
    isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
    estimateTransferFee: async () => FEE,
    resolveName: async ({ name }: { name: string }) => (name === 'friend.eth' ? RECEIVER : null),
  })
  const { client } = createTestClient({
    adapter,
    termsConditionsUrl: 'https://host.example/terms',
    privacyPolicyUrl: 'https://host.example/privacy',
    tokenPrices: async ({ tokens }) => tokens.map(() => 2000),
  })
  renderLatch(client, null, { locale })
  const words = await wholeCatalogue(locale)
  return { client, words: (key: keyof Messages) => words[key] as string }
}

const rect = (element: Element) => element.getBoundingClientRect()
const centreX = (element: Element) => {
  const { left, width } = rect(element)
  return left + width / 2
}

/** The on-screen left edge of each character of `element`'s text at `indexes` (one text node: the whole text). */
function characterLefts(element: Element, indexes: number[]): number[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text)
  return indexes.map((index) => {
    let offset = index
    const node = nodes.find((candidate) => {
      if (offset < candidate.length) return true
      offset -= candidate.length
      return false
    })
    if (!node) throw new Error(`no character ${index} in ${JSON.stringify(element.textContent)}`)
    const range = document.createRange()
    range.setStart(node, offset)
    range.setEnd(node, offset + 1)
    return range.getBoundingClientRect().left
  })
}

/** The on-screen box of the character of `element`'s text at `index`. */
function characterBox(element: Element, index: number): DOMRect {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let offset = index
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).length
    if (offset < length) {
      const range = document.createRange()
      range.setStart(node, offset)
      range.setEnd(node, offset + 1)
      return range.getBoundingClientRect()
    }
    offset -= length
  }
  throw new Error(`no character ${index} in ${JSON.stringify(element.textContent)}`)
}

/** Left and right edges of the text inside `element` (a Range around its contents), not of its box. */
function textEdges(element: Element): { left: number; right: number } {
  const range = document.createRange()
  range.selectNodeContents(element)
  const { left, right } = range.getBoundingClientRect()
  return { left, right }
}

/** Waits until the modal's entry animations have ended, so boxes are measured where they rest. */
async function settled() {
  const running = (modalShadowRoot()?.getAnimations() ?? []).filter(
    (animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
  )
  await act(() => Promise.all(running.map((animation) => animation.finished.catch(() => undefined))))
}

async function axeViolations(): Promise<string[]> {
  await settled()
  const host = document.querySelector('[data-latch-modal]') as HTMLElement
  const result = await axe.run(host, { resultTypes: ['violations'] })
  return result.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** From Account to a filled send form: 0.5 ETH to RECEIVER. */
async function fillSend(
  client: Awaited<ReturnType<typeof scene>>['client'],
  t: (key: keyof Messages) => string,
  receiver = RECEIVER,
) {
  const account = await findModal('Account')
  await userEvent.click(account.getByRole('button', { name: t('account.send') }))
  const send = await findModal('WalletSend')
  await waitFor(() =>
    expect((send.getByRole('combobox', { name: t('send.token') }) as HTMLSelectElement).value).toBe('native'),
  )
  await userEvent.type(send.getByRole('textbox', { name: t('send.amount') }), '0.5')
  // Pasted, as an address or a name usually is.
  await userEvent.fill(send.getByRole('textbox', { name: t('send.receiver') }), receiver)
  await waitFor(() =>
    expect(send.getByRole('button', { name: t('send.review') })).toHaveProperty('disabled', false),
  )
  expect(client.getState().send.receiverAddress).toBe(RECEIVER)
  return send
}

describe('right to left (issue 37): ar mirrors the modal, addresses keep their order', () => {
  test('behavior: Connect in ar: dir rtl on the modal and its shadow host, close on the left, wallet rows read from the right', async () => {
    const { client, words } = await scene('ar')
    const modal = await openModal(client, {}, 'Connect')
    await settled()
    const root = modal.dialog.closest('.latch-root') as HTMLElement
    expect(root.getAttribute('dir')).toBe('rtl')
    expect(root.getAttribute('lang')).toBe('ar')
    expect((document.querySelector('[data-latch-modal]') as HTMLElement).dir).toBe('rtl')
    const title = modal.getByRole('heading', { level: 2 })
    expect(title.textContent).toBe(words('title.Connect'))
    const close = modal.getByRole('button', { name: words('modal.close') })
    expect(centreX(close)).toBeLessThan(centreX(title))
    // A wallet row: its logo on the right, its name right-aligned next to it.
    const row = modal.getAllByTestId('latch-wallet-row')[0] as HTMLElement
    const logo = row.querySelector('.latch-image, .latch-initials') as HTMLElement
    const name = row.querySelector('.latch-row-name') as HTMLElement
    expect(centreX(logo)).toBeGreaterThan(centreX(name))
    expect(Math.abs(textEdges(name).right - rect(name).right)).toBeLessThan(2)
    expect(textEdges(name).left - rect(name).left).toBeGreaterThan(2)
  })

  test('behavior: Account in ar keeps the address 0x1111…1111 in its character order; Send puts back on the right', async () => {
    const { client, words } = await scene('ar')
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await settled()
    const address = account.getByTestId('latch-account-name')
    expect(address.textContent).toBe('0x1111…1111')
    const [zero, x, ellipsis, last] = characterLefts(address, [0, 1, 6, 10])
    expect(zero).toBeLessThan(x as number)
    expect(x).toBeLessThan(ellipsis as number)
    expect(ellipsis).toBeLessThan(last as number)

    const send = await fillSend(client, words)
    await settled()
    const back = send.getByRole('button', { name: words('modal.back') })
    const close = send.getByRole('button', { name: words('modal.close') })
    const title = send.getByRole('heading', { level: 2 })
    expect(centreX(back)).toBeGreaterThan(centreX(title))
    expect(centreX(close)).toBeLessThan(centreX(title))
    // The back chevron points right: mirrored.
    expect(getComputedStyle(back.querySelector('svg') as SVGElement).transform).toBe(
      'matrix(-1, 0, 0, 1, 0, 0)',
    )
    // Labels read from the right; the address field stays left to right.
    const amountLabel = send.getByText(words('send.amount'))
    const field = amountLabel.closest('label') as HTMLElement
    expect(Math.abs(textEdges(amountLabel).right - rect(field).right)).toBeLessThan(2)
    const receiver = send.getByRole('textbox', { name: words('send.receiver') })
    expect(getComputedStyle(receiver).direction).toBe('ltr')
  })

  test('behavior: the Send preview in ar writes "to 0x3333…" with the address in order inside the Arabic sentence', async () => {
    const { client, words } = await scene('ar')
    await connectTestWallet(client)
    await openModal(client, {}, 'Account')
    const send = await fillSend(client, words)
    await userEvent.click(send.getByRole('button', { name: words('send.review') }))
    const preview = await findModal('WalletSendPreview')
    await settled()
    const line = preview.getByTestId('latch-send-preview-receiver')
    const text = line.textContent ?? ''
    expect(text).toBe(`إلى \u2066${RECEIVER}\u2069`)
    const start = text.indexOf('0x')
    const lefts = characterLefts(line, [start, start + 1, start + 2, start + RECEIVER.length - 1])
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
    // The Arabic word sits to the right of the address.
    const [word] = characterLefts(line, [0])
    expect(word).toBeGreaterThan(lefts.at(-1) as number)
    const amount = preview.getByTestId('latch-send-preview-amount')
    expect(getComputedStyle(amount).direction).toBe('ltr')
  })
})

test('behavior: a resolved name and its address stay one left-to-right unit in the Arabic preview, closing parenthesis last', async () => {
  const { client, words } = await scene('ar')
  await connectTestWallet(client)
  await openModal(client, {}, 'Account')
  const send = await fillSend(client, words, 'friend.eth')
  await userEvent.click(send.getByRole('button', { name: words('send.review') }))
  const preview = await findModal('WalletSendPreview')
  await settled()
  const line = preview.getByTestId('latch-send-preview-receiver')
  const text = line.textContent ?? ''
  expect(text).toBe(`إلى \u2066friend.eth (${RECEIVER})\u2069`)
  const at = (index: number) => characterBox(line, index)
  const open = at(text.indexOf('('))
  const close = at(text.indexOf(')'))
  // Read left to right on its line: "(0x3333…3333)", the parentheses around the address, not mirrored away.
  expect(open.left).toBeLessThan(at(text.indexOf('0x')).left)
  expect(close.left).toBeGreaterThan(at(text.indexOf(')') - 1).left)
  expect(close.top).toBe(at(text.indexOf(')') - 1).top)
  // friend.eth in order, and the Arabic word to its right.
  expect(at(text.indexOf('f')).left).toBeLessThan(at(text.indexOf('.eth')).left)
  expect(at(0).left).toBeGreaterThan(at(text.indexOf('f')).left)
})

describe('axe in a right-to-left and a CJK locale (issue 37)', () => {
  for (const locale of ['ar', 'ja'] as const) {
    test(`behavior: Connect, Account, Send and its preview in ${locale} have no axe violation`, async () => {
      const { client, words } = await scene(locale)
      await openModal(client, {}, 'Connect')
      expect(await axeViolations()).toEqual([])
      await act(async () => client.getState())
      await connectTestWallet(client)
      await openModal(client, {}, 'Account')
      expect(await axeViolations()).toEqual([])
      const send = await fillSend(client, words)
      expect(await axeViolations()).toEqual([])
      await userEvent.click(send.getByRole('button', { name: words('send.review') }))
      const preview = await findModal('WalletSendPreview')
      await waitFor(() =>
        expect(preview.getByTestId('latch-send-preview-fee').textContent).toContain('0.000021'),
      )
      expect(await axeViolations()).toEqual([])
    })
  }
})
