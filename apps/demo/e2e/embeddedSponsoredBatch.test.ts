import { type Address, concat, encodeFunctionData, getAddress, type Hex, parseEther } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { openDemo } from './browser'
import { contracts, erc20, fundFromDevAccount, reader } from './devChain'
import { askProvider, decide, newEmailWallet } from './emailWallet'
import { revertChainAfterEach, sharedBrowser } from './testBed'

// Issue 34, item 4 in Chromium on the built demo: the e-mail wallet's EIP-5792 batch with the ERC-7677
// `paymasterService` capability becomes an ERC-4337 v0.8 user operation of its Simple7702 smart account, signed in the
// wallet frame and sent through the demo Latch server's bundler and paymaster route (`/sponsor/v1/rpc`): it lands,
// the account is upgraded on the way (EIP-7702), and the visitor's ETH balance is unchanged (the paymaster paid).

const browser = sharedBrowser()
revertChainAfterEach()
/** The demo Latch server's bundler and paymaster route, as the demo page gives it to the e-mail wallet. */
async function demoSponsorUrl(): Promise<string> {
  const config = (await (await fetch(`${inject('demoUrl')}demo/embedded.json`)).json()) as {
    sponsor: Record<string, { bundlerUrl: string }>
  }
  const url = config.sponsor['eip155:31337']?.bundlerUrl
  if (!url) throw new Error('the demo runs without its sponsor route')
  return url
}

describe('issue 34 in chromium: a sponsored batch of the e-mail wallet through the demo bundler', () => {
  test("wallet_sendCalls with paymasterService lands as a user operation through /sponsor/v1/rpc: receiver up by exactly the amount, the visitor's ETH unchanged", async () => {
    const email = `sam-${Date.now()}@example.com`
    const sponsorUrl = await demoSponsorUrl()
    const { page, close } = await openDemo(browser(), inject('demoUrl'))
    try {
      const account = await newEmailWallet(page, email)

      // 1 ETH (it could pay its gas, so an unchanged balance shows the paymaster paid) and 100 LTT.
      await fundFromDevAccount(account, { wei: parseEther('1'), tokens: 100n })

      const capabilities = (await askProvider(page, 'wallet_getCapabilities', [account])) as Record<
        string,
        Record<string, unknown>
      >
      expect(capabilities['0x7a69']).toEqual({
        atomic: { status: 'ready' },
        paymasterService: { supported: true },
      })

      const receiver: Address = '0x976EA74026E726554dB657fA54763abd0C3a0aa9'
      const balance = (owner: Address) =>
        reader.readContract({
          address: contracts.token18 as Address,
          abi: erc20,
          functionName: 'balanceOf',
          args: [owner],
        })
      const receiverBefore = await balance(receiver)
      const ethBefore = await reader.getBalance({ address: account })
      expect(ethBefore).toBe(parseEther('1'))

      const sent = askProvider(page, 'wallet_sendCalls', [
        {
          version: '2.0.0',
          from: account,
          chainId: '0x7a69',
          atomicRequired: true,
          calls: [
            {
              to: contracts.token18,
              data: encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [receiver, 25n] }),
            },
          ],
          capabilities: { paymasterService: { url: sponsorUrl } },
        },
      ])
      const shown = await decide(page)
      expect(shown).toContain('Paid by a sponsor')
      expect(shown).toContain('Becomes a smart account (EIP-7702)')
      const { id } = (await sent) as { id: Hex }

      // The wallet reports the batch once the bundler's transaction is mined (polled, as a dapp does).
      let status: { status: number; atomic: boolean; receipts: { transactionHash: Hex }[] } | undefined
      await expect
        .poll(
          async () => {
            status = (await askProvider(page, 'wallet_getCallsStatus', [id])) as typeof status
            return status?.status
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(200)
      expect(status?.atomic).toBe(true)
      const [landed] = status?.receipts ?? []
      const transaction = await reader.getTransaction({ hash: landed!.transactionHash })
      // The bundler sent it to the EntryPoint: not a transaction of the visitor's account.
      expect(getAddress(transaction.to!)).toBe(getAddress(contracts.entryPoint as Address))
      expect(getAddress(transaction.from)).not.toBe(account)

      await expect.poll(() => balance(receiver), { timeout: 20_000 }).toBe(receiverBefore + 25n)
      await expect.poll(() => balance(account), { timeout: 20_000 }).toBe(75n)
      expect(await reader.getBalance({ address: account })).toBe(ethBefore)
      // Upgraded on the way (the operation carried its EIP-7702 authorization), same address.
      expect(await reader.getCode({ address: account })).toBe(
        concat(['0xef0100', contracts.simple7702Account as Address]).toLowerCase(),
      )
      expect(
        getAddress(JSON.parse((await page.getByTestId('hook-account').textContent()) ?? '{}').address),
      ).toBe(account)
    } finally {
      await close()
    }
  }, 180_000)
})
