import type { ChainAdapter } from '@latch/core'
import type { DevWallet } from '@latch/fixture-solana/devWallet'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  partiallySignTransaction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { fundedDevWallet, fundedSigner, lamportsOf, setUpAdapter, testRpc } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

async function connected(
  wallet: DevWallet,
): Promise<{ adapter: ChainAdapter; from: `${string}:${string}:${string}` }> {
  const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
  const connection = await adapter.connect({ connectorId: wallet.name })
  const from = connection.accounts[0]?.address
  if (!from) throw new Error('no account')
  return { adapter, from }
}

/**
 * A server's transaction (as the swap server's quote maker builds one): the payer pays the fee, and a counterparty
 * that already signed sends `lamports` to `receiver`; base64 wire bytes.
 */
async function preparedByCounterparty(payer: string, receiver: string, lamports: bigint) {
  const counterparty = await fundedSigner(1_000_000_000)
  const { value: blockhash } = await testRpc().getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getTransferSolInstruction({
            source: counterparty,
            destination: address(receiver),
            amount: lamports,
          }),
          // The payer takes part too, so the transaction needs both signatures.
          getTransferSolInstruction({
            source: createNoopSigner(address(payer)),
            destination: counterparty.address,
            amount: 1n,
          }),
        ],
        m,
      ),
  )
  const signed = await partiallySignTransaction([counterparty.keyPair], compileTransaction(message))
  return getBase64EncodedWireTransaction(signed)
}

describe('solanaAdapter sendPreparedTransaction (issue 35: a swap server transaction)', () => {
  it("behavior: the wallet adds its signature to the counterparty's and the transaction lands", async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    const receiver = (await generateKeyPairSigner()).address
    const transaction = await preparedByCounterparty(wallet.address, receiver, 250_000_000n)
    const signature = await adapter.sendPreparedTransaction!({ from, transaction })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await lamportsOf(receiver)).toBe(250_000_000n)
  })

  it('behavior: a transaction the account does not sign is refused before any wallet prompt', async () => {
    const wallet = await fundedDevWallet(1)
    const { adapter, from } = await connected(wallet)
    const someoneElse = await fundedDevWallet(1)
    const receiver = (await generateKeyPairSigner()).address
    const transaction = await preparedByCounterparty(someoneElse.address, receiver, 250_000_000n)
    // A prompt would consume this rejection: the refusal must come first, and say why.
    wallet.rejectNext()
    await expect(adapter.sendPreparedTransaction!({ from, transaction })).rejects.toMatchObject({
      name: 'InvalidAddressError',
    })
    await expect(adapter.signMessage({ address: from, message: 'still pending' })).rejects.toThrow(
      'User rejected the request',
    )
    expect(await lamportsOf(receiver)).toBe(0n)
  })
})
