/// <reference types="@vitest/browser-playwright" />
import { afterEach, describe, expect, test } from 'vitest'
import { cdp, page, userEvent } from 'vitest/browser'
import { createTestClient, findModal, modalShadowRoot, openModal, renderLatch } from '../test/renderLatch'

async function emulateReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : '' }],
  })
}

afterEach(async () => {
  await emulateReducedMotion(false)
})

/** The motion the modal's CSS gives a view reached by navigating (Connect → AllWallets) and its height. */
async function motionAfterNavigating() {
  await page.viewport(1280, 800)
  const { client } = createTestClient()
  renderLatch(client)
  const connect = await openModal(client, {}, 'Connect')
  await userEvent.click(connect.getByTestId('latch-all-wallets'))
  const modal = await findModal('AllWallets')
  const view = getComputedStyle(modal.getByTestId('latch-view'))
  const title = getComputedStyle(modal.getByRole('heading', { level: 2 }))
  return {
    view: `${view.animationName} ${view.animationDuration}`,
    title: `${title.animationName} ${title.animationDuration}`,
    height: getComputedStyle(modal.getByTestId('latch-view').parentElement as HTMLElement).transitionDuration,
    running: (modalShadowRoot()?.getAnimations() ?? []).map((animation) =>
      Number(animation.effect?.getComputedTiming().duration),
    ),
  }
}

describe('Motion (spec §2, issue 40)', () => {
  test('default: a view slides in over 150 ms, the header text fades over 120 ms, the height follows over 150 ms', async () => {
    const motion = await motionAfterNavigating()
    expect(motion.view).toBe('latch-in-next 0.15s')
    expect(motion.title).toBe('latch-fade 0.12s')
    expect(motion.height).toBe('0.15s')
  })

  test('behavior: with prefers-reduced-motion, nothing slides, fades or animates height (the spinner stands still)', async () => {
    await emulateReducedMotion(true)
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true)
    const motion = await motionAfterNavigating()
    expect(motion.view).toBe('latch-in-next 1e-05s')
    expect(motion.title).toBe('latch-fade 1e-05s')
    expect(motion.height).toBe('1e-05s')
    for (const duration of motion.running) expect(duration).toBeLessThanOrEqual(0.01)
  })

  test('behavior: the modal height moves through the sizes in between when the view changes, instead of jumping', async () => {
    await page.viewport(1280, 800)
    const { client } = createTestClient()
    renderLatch(client)
    const connect = await openModal(client, {}, 'Connect')
    await userEvent.click(connect.getByTestId('latch-all-wallets'))
    const allWallets = await findModal('AllWallets')
    const body = allWallets.getByTestId('latch-view').parentElement as HTMLElement
    // The move to All Wallets ends (its slide and height change) before the height it starts from is read.
    const running = body
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
    const from = body.getBoundingClientRect().height
    allWallets.getByRole('button', { name: 'Back' }).click()
    const heights: number[] = []
    await new Promise<void>((resolve) => {
      const started = performance.now()
      const sample = () => {
        heights.push(body.getBoundingClientRect().height)
        if (performance.now() - started < 400) requestAnimationFrame(sample)
        else resolve()
      }
      requestAnimationFrame(sample)
    })
    const to = heights.at(-1)!
    expect(Math.abs(to - from)).toBeGreaterThan(40)
    const between = heights.filter(
      (height) => height > Math.min(from, to) + 2 && height < Math.max(from, to) - 2,
    )
    expect(between.length).toBeGreaterThan(0)
  })
})
