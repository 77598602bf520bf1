import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { compileContracts } from '@latch/fixture-evm/node'
import { type Address, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, inject, test } from 'vitest'
import { connectWallet, dialog, EVM_DEV_WALLET, openDemo } from './browser'
import { anvil, erc20, reader } from './devChain'
import { openAccount, revertChainAfterEach, sharedBrowser } from './testBed'

// The EVM dev wallet's account (anvil's dev account 0) and a stranger (dev account 2) who airdrops it a token.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const STRANGER = privateKeyToAccount(ANVIL_PRIVATE_KEYS[2]!)

const browser = sharedBrowser()
revertChainAfterEach()

/**
 * Deploys an ERC20 the demo's host does not list (9 decimals, a name and symbol of its own) from the stranger's
 * account and sends `amount` base units of it to the dev wallet's account, each awaited to its receipt.
 */
async function airdropUnlistedToken(amount: bigint): Promise<Address> {
  const { TestToken } = await compileContracts()
  const stranger = createWalletClient({ account: STRANGER, chain: foundry, transport: http(anvil) })
  const deployed = await reader.waitForTransactionReceipt({
    hash: await stranger.deployContract({
      abi: TestToken.abi,
      bytecode: TestToken.bytecode,
      args: ['Airdrop Coin', 'ADC', 9, 1_000_000n * 10n ** 9n],
    }),
  })
  const token = deployed.contractAddress
  if (!token) throw new Error('the unlisted token was not deployed')
  await reader.waitForTransactionReceipt({
    hash: await stranger.writeContract({
      address: token,
      abi: erc20,
      functionName: 'transfer',
      args: [ACCOUNT, amount],
    }),
  })
  await expect
    .poll(() =>
      reader.readContract({ address: token, abi: erc20, functionName: 'balanceOf', args: [ACCOUNT] }),
    )
    .toBe(amount)
  return token
}

describe('demo: a token the host does not list (issue 41, Deliver 6)', () => {
  test('behavior: an ERC20 airdropped to the account on anvil shows in Tokens with its on-chain symbol, name and decimals, marked Unverified there and in Activity', async () => {
    await airdropUnlistedToken(1_234_500_000_000n)
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      await openAccount(page)
      const row = dialog(page).getByTestId('latch-token-row').filter({ hasText: 'ADC' })
      await row.waitFor({ timeout: 20_000 })
      // 1,234.5: the amount read with the token's own 9 decimals.
      expect(await row.getByTestId('latch-token-amount').textContent()).toBe('1,234.5')
      expect(await row.locator('.latch-row-name').getAttribute('title')).toBe('Airdrop Coin')
      expect(await row.getAttribute('data-unverified')).toBe('true')
      expect(await row.getByTestId('latch-token-unverified').textContent()).toBe(' Unverified')
      // The host's own tokens carry no mark, and are listed before it.
      const rows = dialog(page).getByTestId('latch-token-row')
      const symbols = await rows.evaluateAll((items) =>
        items.map((item) => `${item.textContent}|${item.getAttribute('data-unverified') ?? ''}`),
      )
      const adcIndex = symbols.findIndex((entry) => entry.includes('ADC'))
      const lttIndex = symbols.findIndex((entry) => entry.includes('LTT'))
      expect(lttIndex).toBeGreaterThanOrEqual(0)
      expect(symbols[lttIndex]?.endsWith('|')).toBe(true)
      expect(adcIndex).toBeGreaterThan(lttIndex)

      await dialog(page).getByRole('tab', { name: 'Activity' }).click()
      const received = dialog(page).getByTestId('latch-activity-row').filter({ hasText: 'ADC' })
      await received.waitFor({ timeout: 20_000 })
      expect(await received.getByTestId('latch-activity-kind').textContent()).toBe('Received')
      expect(await received.getByTestId('latch-activity-amount').textContent()).toBe(
        '+1,234.5 ADC Unverified',
      )
      expect(await received.getByTestId('latch-activity-unverified').textContent()).toBe(' Unverified')
    } finally {
      await close()
    }
  })
})
