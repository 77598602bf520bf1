import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { createWalletClient, erc20Abi, getAddress, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { describe, expect, test } from 'vitest'
import { BACKENDS } from './backends'
import {
  anvil,
  balanceOf,
  CHAIN,
  contracts,
  get,
  type PermitAnswer,
  post,
  reader,
  send,
  useSwapChain,
  useSwapServer,
  visitor,
} from './swapTestBed'

// Issue 35: approving a token for the router (allowance, approve transaction) and EIP-2612 permits, on PGlite and
// on a real PostgreSQL, sent by the visitor's real key on anvil.
useSwapChain()

/** Sends the visitor `amount` of `token` from dev account 0, which holds the supply. */
async function fundVisitor(token: Hex, amount: bigint) {
  const funder = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  await reader().waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [visitor.address, amount],
    }),
  })
}

describe.each(BACKENDS)('swap approvals and permits on $name (issue 35)', (backend) => {
  const api = useSwapServer(backend)

  test('LTT → LPT: the allowance is below the amount until the approve transaction it builds is sent (exact amount)', async () => {
    const amount = 10n ** 18n
    await send({
      to: contracts.token18,
      data: (
        await post(api.server, '/swap/v1/approve-transaction', {
          chainId: CHAIN,
          tokenAddress: contracts.token18,
          amount: '1',
        })
      ).body.transaction.data,
      value: '0',
    })
    // The visitor needs LTT first: dev account 0 holds the supply.
    await fundVisitor(contracts.token18, amount)
    const allowance = () =>
      get(api.server, '/swap/v1/allowance', {
        chainId: CHAIN,
        tokenAddress: contracts.token18,
        userAddress: visitor.address,
      })
    expect((await allowance()).body).toEqual({ allowance: '1', spender: getAddress(contracts.swapRouter) })
    const approve = await post(api.server, '/swap/v1/approve-transaction', {
      chainId: CHAIN,
      tokenAddress: contracts.token18,
      amount: amount.toString(),
    })
    expect((await send(approve.body.transaction)).status).toBe('success')
    expect((await allowance()).body.allowance).toBe(amount.toString())
    const quote = await post(api.server, '/swap/v1/quote', {
      chainId: CHAIN,
      from: contracts.token18,
      to: contracts.permitToken,
      amount: amount.toString(),
    })
    const built = await post(api.server, '/swap/v1/swap-transaction', {
      quoteId: quote.body.quote.quoteId,
      userAddress: visitor.address,
      slippagePercent: 1,
    })
    expect((await send(built.body.transaction)).status).toBe('success')
    expect(await balanceOf(contracts.permitToken)).toBe(BigInt(quote.body.quote.amountOut))
    expect(await balanceOf(contracts.token18)).toBe(0n)
  })

  test('LPT (eip2612): the permit it hands out, signed by the visitor, becomes a permit call that sets exactly the amount; a wrong signer and a token without permit are refused', async () => {
    const amount = 3n * 10n ** 18n
    await fundVisitor(contracts.permitToken, amount)
    const asked = await post(api.server, '/swap/v1/permit-typed-data', {
      chainId: CHAIN,
      tokenAddress: contracts.permitToken,
      userAddress: visitor.address,
      amount: amount.toString(),
    })
    expect(asked.status).toBe(200)
    const typedData = (asked.body as unknown as { typedData: PermitAnswer }).typedData
    expect(typedData.domain).toEqual({
      name: 'Latch Permit Token',
      version: '1',
      chainId: 31337,
      verifyingContract: getAddress(contracts.permitToken),
    })
    expect(typedData.message).toMatchObject({
      owner: visitor.address,
      spender: getAddress(contracts.swapRouter),
      value: amount.toString(),
      nonce: '0',
    })
    const signed = (signer: typeof visitor) => signer.signTypedData(typedData as never)
    const permit = (signature: Hex) =>
      post(api.server, '/swap/v1/permit-transaction', {
        chainId: CHAIN,
        tokenAddress: contracts.permitToken,
        userAddress: visitor.address,
        amount: amount.toString(),
        deadline: typedData.message.deadline,
        signature,
      })
    const stranger = await permit(await signed(privateKeyToAccount(ANVIL_PRIVATE_KEYS[3]!)))
    expect(stranger.status).toBe(400)
    expect(stranger.body.reasons).toEqual([
      { code: 'INVALID_PERMIT', description: 'The permit signature does not match. Sign again.' },
    ])
    const built = await permit(await signed(visitor))
    expect(built.status).toBe(200)
    expect(built.body.transaction.to).toBe(getAddress(contracts.permitToken))
    expect((await send(built.body.transaction)).status).toBe('success')
    const allowance = await get(api.server, '/swap/v1/allowance', {
      chainId: CHAIN,
      tokenAddress: contracts.permitToken,
      userAddress: visitor.address,
    })
    expect(allowance.body.allowance).toBe(amount.toString())
    // The permit is spent: the same signature no longer matches the next nonce.
    expect((await permit(await signed(visitor))).body.reasons[0]?.code).toBe('INVALID_PERMIT')
    const plain = await post(api.server, '/swap/v1/permit-typed-data', {
      chainId: CHAIN,
      tokenAddress: contracts.token18,
      userAddress: visitor.address,
      amount: '1',
    })
    expect(plain.status).toBe(409)
    expect(plain.body.reasons[0]?.code).toBe('PERMIT_UNSUPPORTED')
  })
})
