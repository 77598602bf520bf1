import type { Page } from 'playwright-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { connectWallet, dialog, EVM_DEV_WALLET, openDemo, screenshot, waitForView } from './browser'
import { devAccountWallet } from './devChain'
import { openAccount, revertChainAfterEach, sharedBrowser } from './testBed'

// Issue 35 in Chromium: swaps through the modal on anvil, quoted by the demo's Latch server from Uniswap V2 (the
// published artifacts, test-fixtures/evm) and sent by the real-key dev wallet.
const VISITOR: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const reader = createPublicClient({ transport: http(inject('anvilRpcUrls')['31337']) })
const routerAbi = parseAbi(['function getAmountsOut(uint256, address[]) view returns (uint256[])'])

const browser = sharedBrowser()
revertChainAfterEach()

const contracts = () => {
  const all = inject('evmContracts')
  return {
    weth: getAddress(all.weth as string),
    router: getAddress(all.swapRouter as string),
    token18: getAddress(all.token18 as string),
    token6: getAddress(all.token6 as string),
    permitToken: getAddress(all.permitToken as string),
  }
}

const tokenBalance = (token: Address) =>
  reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [VISITOR] })
const allowance = (token: Address, spender: Address) =>
  reader.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [VISITOR, spender] })
const permitNonce = (token: Address) =>
  reader.readContract({
    address: token,
    abi: parseAbi(['function nonces(address) view returns (uint256)']),
    functionName: 'nonces',
    args: [VISITOR],
  })
async function amountOut(amountIn: bigint, path: Address[]): Promise<bigint> {
  const amounts = await reader.readContract({
    address: contracts().router,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  })
  return amounts[amounts.length - 1]!
}

/** Opens Swap from Account's Swap button and fills from, to and amount; the token list is in when it returns. */
async function fillSwap(page: Page, from: string, to: string, amount: string) {
  await openAccount(page)
  await dialog(page).getByTestId('latch-account-swap').click()
  await waitForView(page, 'Swap')
  const fromSelect = dialog(page).getByRole('combobox', { name: 'From' })
  await expect.poll(() => fromSelect.locator('option').count(), { timeout: 15_000 }).toBe(4)
  await fromSelect.selectOption(from)
  await dialog(page).getByRole('combobox', { name: 'To' }).selectOption(to)
  await dialog(page).getByRole('textbox', { name: 'Amount' }).fill(amount)
}

/** Review, then Swap in SwapPreview; the flow returns to Account. */
async function confirmSwap(page: Page) {
  await expect
    .poll(() => dialog(page).getByTestId('latch-swap-review').isEnabled(), { timeout: 15_000 })
    .toBe(true)
  await dialog(page).getByTestId('latch-swap-review').click()
  await waitForView(page, 'SwapPreview')
  await dialog(page).getByTestId('latch-swap-confirm').click()
  await waitForView(page, 'Account')
}

describe('issue 35 in chromium: swap through the modal on anvil (Uniswap V2, real-key dev wallet)', () => {
  test("ETH → LTT: the quote, figures, 1% slippage, the server feed's USD values and token image show; the LTT balance moves by exactly the quoted amount", async () => {
    const { weth, token18 } = contracts()
    const { page, log, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      const quoted = await amountOut(parseEther('0.5'), [weth, token18])
      const before = await tokenBalance(token18)
      await fillSwap(page, NATIVE, token18, '0.5')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-quote').textContent(), { timeout: 15_000 })
        .toMatch(/^7\d\d(\.\d+)? LTT$/)
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-slippage').textContent())
        .toBe('Max. slippage (%)1%')
      expect(await dialog(page).getByTestId('latch-swap-rate').textContent()).toMatch(
        /^Rate1 ETH = 1,4\d\d(\.\d+)? LTT$/,
      )
      expect(await dialog(page).getByTestId('latch-swap-fee').textContent()).toMatch(
        /^Network fee[\d.]+ ETH$/,
      )
      expect(await dialog(page).getByTestId('latch-swap-from-balance').textContent()).toMatch(
        /^Balance: [\d,.]+ ETH · \$/,
      )
      // The server's fixed price feed (LTT at $2) gives the USD value of what the visitor holds of LTT, and its
      // token image (/public/getTokenImage/ltt) shows as a data: URL.
      const lttHeld = Number(formatEther(before))
      expect(await dialog(page).getByTestId('latch-swap-to-balance').textContent()).toBe(
        `Balance: ${lttHeld.toLocaleString('en', { maximumFractionDigits: 4 })} LTT · ${(lttHeld * 2).toLocaleString('en', { style: 'currency', currency: 'USD' })}`,
      )
      expect(
        await dialog(page).getByTestId('latch-swap-to-token').locator('img').getAttribute('src'),
      ).toMatch(/^data:image\/svg\+xml;base64,/)
      await screenshot(page, 'swap-eth-ltt')
      await confirmSwap(page)
      const received = (await tokenBalance(token18)) - before
      expect(received).toBe(quoted)
      // Within the slippage the server set as the minimum (1%).
      expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test('LTT → LPT with no allowance asks for approval first (exactly the amount), then swaps', async () => {
    const { token18, permitToken, router } = contracts()
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      expect(await allowance(token18, router)).toBe(0n)
      const quoted = await amountOut(parseEther('10'), [token18, permitToken])
      const nonceBefore = await reader.getTransactionCount({ address: VISITOR })
      const before = await tokenBalance(permitToken)
      await fillSwap(page, token18, permitToken, '10')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-review').isEnabled(), { timeout: 15_000 })
        .toBe(true)
      await dialog(page).getByTestId('latch-swap-review').click()
      await waitForView(page, 'SwapPreview')
      await dialog(page).getByTestId('latch-swap-confirm').click()
      await expect
        .poll(
          () =>
            dialog(page)
              .getByTestId('latch-swap-step')
              .textContent()
              .catch(() => ''),
          { timeout: 15_000 },
        )
        .toMatch(/^(Approve LTT in your wallet|Confirm the swap in your wallet)$/)
      await waitForView(page, 'Account')
      expect((await tokenBalance(permitToken)) - before).toBe(quoted)
      // Two transactions: the approval of exactly 10 LTT, then the swap that spent all of it.
      expect(await reader.getTransactionCount({ address: VISITOR })).toBe(nonceBefore + 2)
      expect(await allowance(token18, router)).toBe(0n)
    } finally {
      await close()
    }
  })

  test('LTT → LPT with an allowance already at the amount asks for no approval: one transaction, the swap', async () => {
    const { token18, permitToken, router } = contracts()
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      // The visitor approved exactly 10 LTT for the router earlier (the dev wallet's key is anvil's account 0).
      await reader.waitForTransactionReceipt({
        hash: await devAccountWallet().writeContract({
          address: token18,
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, parseEther('10')],
        }),
      })
      await connectWallet(page, EVM_DEV_WALLET)
      const quoted = await amountOut(parseEther('10'), [token18, permitToken])
      const nonceBefore = await reader.getTransactionCount({ address: VISITOR })
      const before = await tokenBalance(permitToken)
      await fillSwap(page, token18, permitToken, '10')
      await confirmSwap(page)
      expect((await tokenBalance(permitToken)) - before).toBe(quoted)
      expect(await reader.getTransactionCount({ address: VISITOR })).toBe(nonceBefore + 1)
      expect(await allowance(token18, router)).toBe(0n)
    } finally {
      await close()
    }
  })

  test('LPT (eip2612) → LTT with a wallet that batches (EIP-5792 via EIP-7702): the visitor signs a permit, and permit + swap land in ONE transaction moving exactly the quoted amounts', async () => {
    const { token18, permitToken, router } = contracts()
    // The dev wallet with atomic batches: its account delegates to the chain's Simple7702Account at the first batch.
    const { page, log, close } = await openDemo(browser(), `${inject('demoUrl')}?evmBatch=1`)
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      expect(await allowance(permitToken, router)).toBe(0n)
      expect(await permitNonce(permitToken)).toBe(0n)
      const amount = parseEther('10')
      const quoted = await amountOut(amount, [permitToken, token18])
      const [lttBefore, lptBefore] = await Promise.all([tokenBalance(token18), tokenBalance(permitToken)])
      const startBlock = await reader.getBlockNumber({ cacheTime: 0 })
      await fillSwap(page, permitToken, token18, '10')
      await confirmSwap(page)
      await expect.poll(() => tokenBalance(token18), { timeout: 30_000 }).not.toBe(lttBefore)
      expect((await tokenBalance(token18)) - lttBefore).toBe(quoted)
      expect(lptBefore - (await tokenBalance(permitToken))).toBe(amount)
      // Every transaction the visitor sent since the swap began: exactly one.
      const latest = await reader.getBlockNumber({ cacheTime: 0 })
      const sent: Hex[] = []
      for (let number = startBlock + 1n; number <= latest; number++) {
        const block = await reader.getBlock({ blockNumber: number, includeTransactions: true })
        for (const transaction of block.transactions)
          if (getAddress(transaction.from) === VISITOR) sent.push(transaction.hash)
      }
      expect(sent).toHaveLength(1)
      const receipt = await reader.waitForTransactionReceipt({ hash: sent[0]! })
      expect(receipt.status).toBe('success')
      const events = parseEventLogs({ abi: erc20Abi, logs: receipt.logs })
      // The permit's Approval (exactly the amount, for the router) and the swap's transfers, in that one receipt.
      expect(
        events.some(
          (event) =>
            event.eventName === 'Approval' &&
            getAddress(event.address) === permitToken &&
            getAddress(event.args.owner) === VISITOR &&
            getAddress(event.args.spender) === router &&
            event.args.value === amount,
        ),
      ).toBe(true)
      expect(
        events.some(
          (event) =>
            event.eventName === 'Transfer' &&
            getAddress(event.address) === permitToken &&
            getAddress(event.args.from) === VISITOR &&
            event.args.value === amount,
        ),
      ).toBe(true)
      expect(
        events.some(
          (event) =>
            event.eventName === 'Transfer' &&
            getAddress(event.address) === token18 &&
            getAddress(event.args.to) === VISITOR &&
            event.args.value === quoted,
        ),
      ).toBe(true)
      // It was the permit, not an approve call, that gave the allowance: the token used the visitor's permit nonce.
      expect(await permitNonce(permitToken)).toBe(1n)
      // No allowance left behind.
      expect(await allowance(permitToken, router)).toBe(0n)
      expect(log.errors).toEqual([])
    } finally {
      await close()
    }
  })

  test("the thin WETH/LUSD pool shows 'Insufficient liquidity' and nothing can be reviewed", async () => {
    const { token6 } = contracts()
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      await connectWallet(page, EVM_DEV_WALLET)
      const nonceBefore = await reader.getTransactionCount({ address: VISITOR })
      await fillSwap(page, NATIVE, token6, '0.1')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-error').textContent(), { timeout: 15_000 })
        .toBe('Insufficient liquidity')
      expect(await dialog(page).getByTestId('latch-swap-review').isDisabled()).toBe(true)
      // An amount above the balance is caught before any quote or wallet prompt.
      await dialog(page).getByRole('textbox', { name: 'Amount' }).fill('100000')
      await expect
        .poll(() => dialog(page).getByTestId('latch-swap-balance-error').textContent())
        .toBe('Insufficient balance')
      expect(await reader.getTransactionCount({ address: VISITOR })).toBe(nonceBefore)
    } finally {
      await close()
    }
  })
})
