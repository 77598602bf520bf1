import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { TEST_ENS_NAME } from '@latch/fixture-evm/node'
import { formatAddress } from '@latch/ui-react'
import type { Page } from 'playwright-core'
import { type Address, createPublicClient, erc20Abi, getAddress, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { DEMO_ENS_RESOLVER } from '../src/runtimeConfig'
import { connectWallet, dialog, EVM_DEV_WALLET, openDemo, screenshot, waitForView } from './browser'
import { openAccount, openSendForm, revertChainAfterEach, sharedBrowser } from './testBed'

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const reader = createPublicClient({ transport: http(inject('anvilRpcUrls')['31337']) })

const browser = sharedBrowser()
revertChainAfterEach()

const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function balanceOf(token: Address | undefined, owner: Address): Promise<bigint> {
  if (!token) return reader.getBalance({ address: owner })
  return reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
}

/** Opens Account from the header, then sends through WalletSend and WalletSendPreview, back to Account. */
async function sendThroughModal(page: Page, token: Address | 'native', amount: string, receiver: Address) {
  await openSendForm(page)
  const select = dialog(page).getByRole('combobox', { name: 'Token' })
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBe(4)
  await select.selectOption(token)
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill(amount)
  await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
  await dialog(page).getByRole('button', { name: 'Review' }).click()
  await waitForView(page, 'WalletSendPreview')
  await expect
    .poll(() => dialog(page).getByTestId('latch-send-preview-fee').textContent())
    .toMatch(/^Network fee: [\d.]+ ETH$/)
  await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'Account')
}

describe('issue 19 in chromium: send through the modal on anvil (real-key EVM dev wallet)', () => {
  test('behavior: native, 18-decimal, 6-decimal and USDT-type transfers; each receiver gets exactly the amount; Activity and Tokens follow', async () => {
    const contracts = inject('evmContracts')
    const token18 = getAddress(contracts.token18 as string)
    const token6 = getAddress(contracts.token6 as string)
    const usdt = getAddress(contracts.usdt as string)
    const cases = [
      {
        token: 'native' as const,
        address: undefined,
        amount: '0.5',
        base: 500_000_000_000_000_000n,
        shown: '−0.5 ETH',
      },
      {
        token: token18,
        address: token18,
        amount: '1.25',
        base: 1_250_000_000_000_000_000n,
        shown: '−1.25 LTT',
      },
      { token: token6, address: token6, amount: '2.5', base: 2_500_000n, shown: '−2.5 LUSD' },
      { token: usdt, address: usdt, amount: '3', base: 3_000_000n, shown: '−3 USDT' },
    ]
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      for (const sent of cases) {
        const receiver = freshAddress()
        const senderBefore = await balanceOf(sent.address, SENDER)
        await sendThroughModal(page, sent.token, sent.amount, receiver)
        expect(await balanceOf(sent.address, receiver)).toBe(sent.base)
        if (sent.address) expect(senderBefore - (await balanceOf(sent.address, SENDER))).toBe(sent.base)

        // The Activity tab lists it: sent, to the receiver, the amount.
        await dialog(page).getByRole('tab', { name: 'Activity' }).click()
        const row = dialog(page)
          .getByTestId('latch-activity-row')
          .filter({ hasText: `To ${formatAddress(receiver)}` })
        await row.waitFor({ timeout: 10_000 })
        expect(await row.getByTestId('latch-activity-kind').textContent()).toBe('Sent')
        expect(await row.getByTestId('latch-activity-amount').textContent()).toBe(sent.shown)
        await dialog(page).getByRole('tab', { name: 'Tokens' }).click()
        await page.keyboard.press('Escape')
        await dialog(page).waitFor({ state: 'detached' })
      }
      // The Tokens tab shows the balances the chain holds after the sends.
      await openAccount(page)
      const lusdHeld = await balanceOf(token6, SENDER)
      const lusdRow = dialog(page).getByTestId('latch-token-row').filter({ hasText: 'LUSD' })
      await expect
        .poll(() => lusdRow.getByTestId('latch-token-amount').textContent(), { timeout: 10_000 })
        .toBe(new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(Number(lusdHeld) / 1e6))
      await screenshot(page, 'Account-tokens-after-send')
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('behavior: an ENS name typed as the receiver resolves on the local chain; the named account gets exactly the amount', async () => {
    expect(getAddress(inject('evmContracts').ensResolver as string)).toBe(DEMO_ENS_RESOLVER)
    const named = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!).address
    const before = await balanceOf(undefined, named)
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await openSendForm(page)
      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.3')
      await dialog(page).getByRole('textbox', { name: 'To' }).fill(TEST_ENS_NAME)
      await expect
        .poll(() => dialog(page).getByTestId('latch-send-receiver-resolved').textContent())
        .toContain(named)
      await dialog(page).getByRole('button', { name: 'Review' }).click()
      await waitForView(page, 'WalletSendPreview')
      expect(await dialog(page).textContent()).toContain(`${TEST_ENS_NAME} (${named})`)
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await waitForView(page, 'Account')
      expect((await balanceOf(undefined, named)) - before).toBe(300_000_000_000_000_000n)
    } finally {
      await close()
    }
  })

  test('error: a declined signature leaves the preview with the message; nothing is sent', async () => {
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      const receiver = freshAddress()
      // Reading balances and estimating the fee go to the node; the wallet's next request is the transaction.
      await page.getByRole('button', { name: 'Wallets decline next request' }).click()
      await openSendForm(page)
      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('0.1')
      await dialog(page).getByRole('textbox', { name: 'To' }).fill(receiver)
      await dialog(page).getByRole('button', { name: 'Review' }).click()
      await waitForView(page, 'WalletSendPreview')
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await expect.poll(() => dialog(page).getByRole('alert').textContent()).toBe('User rejected the request')
      expect(await balanceOf(undefined, receiver)).toBe(0n)
      // The form is as it was: Send again goes through.
      await dialog(page).getByRole('button', { name: 'Send', exact: true }).click()
      await waitForView(page, 'Account')
      expect(await balanceOf(undefined, receiver)).toBe(100_000_000_000_000_000n)
    } finally {
      await close()
    }
  })
})
