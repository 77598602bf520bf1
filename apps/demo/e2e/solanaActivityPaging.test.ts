import { devKeypair } from '@latch/fixture-solana/devWallet'
import { airdrop, createTestMint, mintTokens, testRpc } from '@latch/fixture-solana/rpcServer'
import { address, generateKeyPairSigner } from '@solana/kit'
import { describe, expect, inject, test } from 'vitest'
import { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'
import { connectWallet, dialog, openDemo, SOLANA_DEV_WALLET, waitForView } from './browser'
import { sharedBrowser } from './testBed'

const WALLET = devKeypair({ seed: SOLANA_DEV_SEED }).address
const browser = sharedBrowser()

describe('demo: Solana Activity pages back as the visitor scrolls (issue 41, Deliver 6)', () => {
  test('behavior: with more than a page (20) of history on the SVM, Activity lists 20, then the older page once scrolled to its end', async () => {
    // 22 transactions that touch the dev wallet (a stranger's mint sends it 1, 2, … base units: each transaction differs), so the history holds
    // more than one page whatever the other demo tests left in it.
    const rpc = testRpc(inject('solanaRpcUrl'))
    const authority = await generateKeyPairSigner()
    await airdrop(rpc, authority.address, 1_000_000_000)
    const mint = await createTestMint(rpc, authority, 6)
    for (let index = 1; index <= 22; index++) await mintTokens(rpc, mint, WALLET, BigInt(index))
    const history = await rpc.getSignaturesForAddress(address(WALLET), { limit: 1000 }).send()
    expect(history.length).toBeGreaterThan(21)

    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, SOLANA_DEV_WALLET)
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of / })
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      const rows = dialog(page).getByTestId('latch-activity-row')
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(20)
      // Not scrolled to the end yet: still one page. The view reads the next page when its observer reports the
      // end of the list in view; an observer of the test's own on that end reports in the same rendering step.
      const endInView = await dialog(page)
        .getByTestId('latch-activity-more')
        .evaluate(
          (end) =>
            new Promise<boolean>((resolve) => {
              const observer = new IntersectionObserver((entries) => {
                observer.disconnect()
                resolve(entries.some((entry) => entry.isIntersecting))
              })
              observer.observe(end)
            }),
        )
      expect(endInView).toBe(false)
      expect(await rows.count()).toBe(20)
      await dialog(page).getByTestId('latch-activity-more').scrollIntoViewIfNeeded()
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(Math.min(history.length, 40))
    } finally {
      await close()
    }
  })
})
