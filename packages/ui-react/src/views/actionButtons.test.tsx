import { waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { expectShown } from '../test/expectShown'
import { connectTestWallet, createTestClient, findModal, openModal, renderLatch } from '../test/renderLatch'

type Rgba = [number, number, number, number]

function parseColour(value: string): Rgba {
  const parts = value.match(/[\d.]+/g)?.map(Number)
  if (!parts || parts.length < 3) throw new Error(`unparsed colour ${value}`)
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
}

function over(top: Rgba, below: Rgba): Rgba {
  const alpha = top[3]
  return [0, 1, 2].map((index) => top[index]! * alpha + below[index]! * (1 - alpha)).concat(1) as Rgba
}

function luminance([red, green, blue]: Rgba): number {
  const [r, g, b] = [red, green, blue].map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

/** WCAG contrast of a button's text on its fill, as painted over the card (opacity included). */
function paintedContrast(button: HTMLElement, card: HTMLElement): number {
  const style = getComputedStyle(button)
  const page = parseColour(getComputedStyle(card).backgroundColor)
  const opacity = Number(style.opacity)
  const fill = over(parseColour(style.backgroundColor), page)
  const ink = over(parseColour(style.color), fill)
  const [paintedFill, paintedInk] = [fill, ink].map((colour) =>
    over([...colour.slice(0, 3), opacity] as Rgba, page),
  )
  const [light, dark] = [luminance(paintedFill!), luminance(paintedInk!)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

/** What makes a button look like the others of its kind. */
function look(button: HTMLElement) {
  const style = getComputedStyle(button)
  return {
    background: style.backgroundColor,
    color: style.color,
    radius: style.borderRadius,
    minHeight: style.minHeight,
    weight: style.fontWeight,
    size: style.fontSize,
  }
}

/** The view's enabled action buttons of a kind (a button inside a form field, like Max, takes the field's size). */
function buttons(dialog: HTMLElement, variant: 'primary' | 'secondary') {
  return [...dialog.querySelectorAll<HTMLElement>('.latch-button:not(:disabled)')]
    .filter((button) => !button.closest('.latch-field'))
    .filter((button) => (button.dataset.variant === 'secondary') === (variant === 'secondary'))
}

describe('Action buttons (issue 40)', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`behavior: primary and secondary buttons look alike across Account, Receive and Send, in ${mode}`, async () => {
      const { client } = createTestClient({ themeMode: mode })
      renderLatch(client)
      await connectTestWallet(client)
      const looks = { primary: new Set<string>(), secondary: new Set<string>() }
      const seen = { primary: 0, secondary: 0 }
      for (const view of ['Account', 'WalletReceive', 'WalletSend'] as const) {
        const modal = await openModal(client, { view }, view)
        for (const variant of ['primary', 'secondary'] as const) {
          for (const button of buttons(modal.dialog, variant)) {
            expectShown(button)
            looks[variant].add(JSON.stringify(look(button)))
            seen[variant]++
          }
        }
      }
      expect(seen.primary).toBeGreaterThanOrEqual(2)
      expect(seen.secondary).toBeGreaterThanOrEqual(2)
      expect([...looks.primary]).toHaveLength(1)
      expect([...looks.secondary]).toHaveLength(1)
      expect([...looks.primary]).not.toEqual([...looks.secondary])
    })

    test(`behavior: a disabled button (Review on an empty send form) keeps 4.5:1 text contrast, in ${mode}`, async () => {
      const { client } = createTestClient({ themeMode: mode })
      renderLatch(client)
      await connectTestWallet(client)
      await openModal(client, { view: 'WalletSend' }, 'WalletSend')
      const modal = await findModal('WalletSend')
      const review = modal.getByRole('button', { name: 'Review' })
      await waitFor(() => expect((review as HTMLButtonElement).disabled).toBe(true))
      expect(paintedContrast(review, modal.dialog)).toBeGreaterThanOrEqual(4.5)
      // Still told apart from an enabled primary button.
      const enabled = buttons(modal.dialog, 'primary')[0] ?? buttons(modal.dialog, 'secondary')[0]
      expect(getComputedStyle(review).backgroundColor).not.toBe(
        enabled ? getComputedStyle(enabled).backgroundColor : '',
      )
    })
  }
})
