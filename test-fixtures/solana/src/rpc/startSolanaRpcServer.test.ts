import { address, createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshAddress } from '../keys/devKeypair'
import { createTestMint, mintTokens, readTokenBalance } from '../spl/createTestMint'
import { airdrop, sendAndConfirm, type TestRpc, testRpc } from '../spl/sendAndConfirm'
import { type SolanaRpcServer, startSolanaRpcServer } from './startSolanaRpcServer'

let server: SolanaRpcServer
let connection: TestRpc
const LAMPORTS_PER_SOL = 1_000_000_000

async function rpc(body: unknown): Promise<unknown> {
  const response = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.json()
}

beforeAll(async () => {
  server = await startSolanaRpcServer()
  connection = testRpc(server.url)
})
afterAll(() => server.close())

describe('startSolanaRpcServer', () => {
  it('default: listens on a free 127.0.0.1 port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it('behavior: an unknown method answers JSON-RPC -32601', async () => {
    expect(await rpc({ jsonrpc: '2.0', id: 7, method: 'getProgramAccounts', params: [] })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('behavior: a body that is not JSON answers -32700', async () => {
    const response = await fetch(server.url, { method: 'POST', body: '{nope' })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  })

  it('behavior: results carry context.slot, and each landed transaction advances it', async () => {
    const owner = freshAddress()
    const before = (await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [owner] })) as {
      result: { context: { slot: number }; value: number }
    }
    expect(before.result.value).toBe(0)
    await airdrop(connection, owner, LAMPORTS_PER_SOL)
    const after = (await rpc({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: [owner] })) as {
      result: { context: { slot: number }; value: number }
    }
    expect(after.result).toEqual({
      context: { apiVersion: '2.2.0', slot: before.result.context.slot + 1 },
      value: LAMPORTS_PER_SOL,
    })
  })

  it('behavior: @solana/kit moves SOL and SPL through the real SVM over HTTP', async () => {
    const payer = await generateKeyPairSigner()
    const receiver = address(freshAddress())
    await airdrop(connection, payer.address, 2 * LAMPORTS_PER_SOL)
    await sendAndConfirm(
      connection,
      [getTransferSolInstruction({ source: payer, destination: receiver, amount: lamports(1_000_000n) })],
      [payer],
    )
    expect((await connection.getBalance(receiver).send()).value).toBe(1_000_000n)

    const mint = await createTestMint(connection, payer, 6)
    await mintTokens(connection, mint, receiver, 5_000_000n)
    expect(await readTokenBalance(connection, mint.mint, receiver)).toBe(5_000_000n)
    expect(await readTokenBalance(connection, mint.mint, payer.address)).toBe(0n)

    // The jsonParsed shape of the real RPC's spl-token parser.
    const parsed = await connection
      .getTokenAccountsByOwner(receiver, { mint: address(mint.mint) }, { encoding: 'jsonParsed' })
      .send()
    expect(parsed.value.map((entry) => entry.account.data.parsed.info)).toEqual([
      {
        isNative: false,
        mint: mint.mint,
        owner: receiver,
        state: 'initialized',
        tokenAmount: { amount: '5000000', decimals: 6, uiAmount: 5, uiAmountString: '5' },
      },
    ])
    const byProgram = await connection
      .getTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'base64' })
      .send()
    expect(byProgram.value).toHaveLength(1)
    expect(
      (
        await connection
          .getTokenAccountsByOwner(payer.address, { mint: address(mint.mint) }, { encoding: 'jsonParsed' })
          .send()
      ).value,
    ).toEqual([])
  })

  it('behavior: createTestMint with a given key pair creates the mint at that known address', async () => {
    const payer = await generateKeyPairSigner()
    await airdrop(connection, payer.address, LAMPORTS_PER_SOL)
    const known = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(42))
    const mint = await createTestMint(connection, payer, 9, known)
    expect(mint.mint).toBe(known.address)
    const account = await connection.getAccountInfo(known.address, { encoding: 'base64' }).send()
    expect(account.value?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
  })

  it('behavior: a transaction the SVM refuses is a -32002 preflight error and does not land', async () => {
    const poor = await generateKeyPairSigner()
    await airdrop(connection, poor.address, 1_000_000)
    const receiver = address(freshAddress())
    await expect(
      sendAndConfirm(
        connection,
        [getTransferSolInstruction({ source: poor, destination: receiver, amount: lamports(5_000_000n) })],
        [poor],
      ),
    ).rejects.toThrow(/Transaction simulation failed/)
    expect((await connection.getBalance(receiver).send()).value).toBe(0n)
  })
})
