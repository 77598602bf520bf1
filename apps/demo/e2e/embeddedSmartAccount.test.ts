import { type Address, concat, encodeFunctionData, getAddress } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { dialog, openDemo, waitForView } from './browser'
import { contracts, erc20, fundFromDevAccount, reader } from './devChain'
import { askProvider, decide, newEmailWallet } from './emailWallet'
import { revertChainAfterEach, sharedBrowser } from './testBed'

// Issue 34 in Chromium on the built demo: the e-mail wallet's account becomes a smart account through EIP-7702
// (Simple7702Account from @account-abstraction/contracts, on anvil's Prague), keeps its address, and a batch of two
// ERC20 transfers (EIP-5792 wallet_sendCalls through its EIP-1193 provider) lands in one transaction.

const browser = sharedBrowser()
revertChainAfterEach()
describe('issue 34 in chromium: the e-mail wallet as a smart account (EIP-7702, EIP-5792)', () => {
  test('switch to smartAccount in Account: same address, delegation on chain; a batch of two ERC20 transfers in one transaction, reported by wallet_getCallsStatus', async () => {
    const email = `eve-${Date.now()}@example.com`
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      const account = await newEmailWallet(page, email)

      // Gas and 100 LTT for the new account, from dev account 0.
      await fundFromDevAccount(account, { wei: 10n ** 18n, tokens: 100n })

      // Account view: 'Use smart account', approved in the frame; the button then offers the way back.
      await page
        .locator('header')
        .getByRole('button', { name: /^Open account of/ })
        .first()
        .click()
      await waitForView(page, 'Account')
      await dialog(page).getByRole('button', { name: 'Use smart account' }).click()
      expect(await decide(page)).toContain('Smart account (EIP-7702)')
      await dialog(page).getByRole('button', { name: 'Use standard account' }).waitFor({ timeout: 20_000 })
      expect(await reader.getCode({ address: account })).toBe(
        concat(['0xef0100', contracts.simple7702Account as Address]).toLowerCase(),
      )
      // The account state says so too (read from the chain: the delegation designator), for the same address.
      await expect
        .poll(async () => JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}'), {
          timeout: 20_000,
        })
        .toMatchObject({ accountType: 'smartAccount', isSmartAccountDeployed: true })
      expect(
        getAddress(JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}').address),
      ).toBe(account)

      // A batch of two ERC20 transfers: one transaction, each receiver up by exactly its amount.
      const [r1, r2] = [
        '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
        '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
      ] as const
      const balance = (owner: Address) =>
        reader.readContract({
          address: contracts.token18 as Address,
          abi: erc20,
          functionName: 'balanceOf',
          args: [owner],
        })
      const [before1, before2] = await Promise.all([balance(r1), balance(r2)])
      const transfer = (to: Address, amount: bigint) => ({
        to: contracts.token18,
        data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [to, amount] }),
      })
      const sent = askProvider(page, 'wallet_sendCalls', [
        {
          version: '2.0.0',
          from: account,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [transfer(r1, 30n), transfer(r2, 12n)],
        },
      ])
      const shown = await decide(page)
      expect(shown).toContain('2, in one transaction: all or none')
      const { id } = (await sent) as { id: `0x${string}` }
      const receipt = await reader.waitForTransactionReceipt({ hash: id })
      expect(receipt.status).toBe('success')
      expect(await balance(r1)).toBe(before1 + 30n)
      expect(await balance(r2)).toBe(before2 + 12n)
      expect(await balance(account)).toBe(100n - 42n)
      const status = (await askProvider(page, 'wallet_getCallsStatus', [id])) as {
        status: number
        atomic: boolean
        receipts: { transactionHash: string }[]
      }
      expect(status).toMatchObject({ status: 200, atomic: true })
      expect(status.receipts.map((r) => r.transactionHash)).toEqual([id])
    } finally {
      await close()
    }
  }, 150_000)
})
