import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { formatAddress } from '@latch/ui-react'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { dialog, EVM_DEV_WALLET, launchBrowser, openDemo, openView, waitForView } from './browser'

// The demo's Cosmos dev wallet (test-fixtures/cosmos, DEV_COSMOS_MNEMONIC, first account), funded with 42.5 STAKE
// on the local CometBFT RPC endpoint by server/startDemoCosmos.mjs.
const COSMOS_DEV_WALLET = /^Latch Dev Wallet \(Cosmos\)/
const ADDRESS = /^cosmos1[02-9ac-hj-np-z]{38}$/

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

// What useLatchAccount() shows for the active namespace.
const activeAccount = async (page: Page) =>
  JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}') as {
    namespace?: string
    address?: string
    status?: string
  }

const cosmosAccountButton = (page: Page) =>
  page.locator('header').getByRole('button', { name: /^Open account of cosmos1/ })

async function connectCosmos(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await dialog(page).getByRole('button', { name: COSMOS_DEV_WALLET }).click()
  await dialog(page).waitFor({ state: 'detached' })
  await expect.poll(async () => (await activeAccount(page)).status, { timeout: 15_000 }).toBe('connected')
  const { namespace, address = '' } = await activeAccount(page)
  expect(namespace).toBe('cosmos')
  expect(address).toMatch(ADDRESS)
  return address
}

describe('issue 12 in chromium: the Cosmos dev wallet (Keplr interface, real key, local CometBFT RPC)', () => {
  test('behavior: connect from the modal, see the bech32 address and the STAKE balance; a reload keeps it', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const address = await connectCosmos(page)
      const balanceAndAddress = `42.5 STAKE ${formatAddress(address)}`
      await expect
        .poll(() => cosmosAccountButton(page).textContent(), { timeout: 15_000 })
        .toBe(balanceAndAddress)
      expect(await page.getByTestId('hook-account').textContent()).toContain(
        `"caipAddress": "cosmos:latch-local-1:${address}"`,
      )

      await page.reload()
      await page.getByRole('heading', { name: 'Latch demo' }).waitFor()
      await expect
        .poll(() => cosmosAccountButton(page).textContent(), { timeout: 15_000 })
        .toBe(balanceAndAddress)
      expect(await activeAccount(page)).toMatchObject({ namespace: 'cosmos', status: 'connected', address })
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: "Sign message" returns an ADR-36 signature that @cosmjs verifies in Node; tampering is refused', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const address = await connectCosmos(page)
      const message = `Latch Cosmos check ${Date.now()}`
      await page.getByTestId('sign-input').fill(message)
      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = (await page.getByTestId('sign-signature').textContent()) ?? ''
      expect(await page.getByTestId('sign-address').textContent()).toBe(`cosmos:latch-local-1:${address}`)
      expect(await verifyCosmosSignature({ message, signature, address })).toBe(true)
      expect(await verifyCosmosSignature({ message: `${message}!`, signature, address })).toBe(false)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: EVM connected beside Cosmos; disconnecting EVM keeps Cosmos connected', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const address = await connectCosmos(page)
      await openView(page, 'Connect')
      await waitForView(page, 'Connect')
      await dialog(page).getByRole('button', { name: EVM_DEV_WALLET, exact: true }).click()
      await dialog(page).waitFor({ state: 'detached' })
      await expect.poll(async () => (await activeAccount(page)).namespace, { timeout: 15_000 }).toBe('eip155')
      expect((await activeAccount(page)).status).toBe('connected')

      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of 0xf39F/ })
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
      await dialog(page).waitFor({ state: 'detached' })
      // Cosmos stayed connected the whole time: it is the active account again, balance and all.
      await expect.poll(async () => (await activeAccount(page)).namespace, { timeout: 15_000 }).toBe('cosmos')
      expect(await activeAccount(page)).toMatchObject({ status: 'connected', address })
      await expect
        .poll(() => cosmosAccountButton(page).textContent())
        .toBe(`42.5 STAKE ${formatAddress(address)}`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: the dapp chooses the chain: Osmosis Localnet shows the osmo1… address of the same key and its OSMO', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    try {
      const address = await connectCosmos(page)
      await cosmosAccountButton(page).click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Cosmos Localnet' }).click()
      await waitForView(page, 'Networks')
      await dialog(page).getByRole('button', { name: 'Osmosis Localnet' }).click()
      await waitForView(page, 'Account')
      await expect
        .poll(async () => (await activeAccount(page)).address, { timeout: 15_000 })
        .toMatch(/^osmo1[02-9ac-hj-np-z]{38}$/)
      const osmo = (await activeAccount(page)).address ?? ''
      // The same 20 key-hash bytes: only the prefix and the checksum differ.
      expect(osmo.slice(5, -6)).toBe(address.slice(7, -6))
      expect(await page.getByTestId('hook-account').textContent()).toContain(
        `"caipAddress": "cosmos:latch-osmo-1:${osmo}"`,
      )
      await page.keyboard.press('Escape')
      const osmoButton = page.locator('header').getByRole('button', { name: /^Open account of osmo1/ })
      await expect
        .poll(() => osmoButton.textContent(), { timeout: 15_000 })
        .toBe(`1.25 OSMO ${formatAddress(osmo)}`)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })
})
