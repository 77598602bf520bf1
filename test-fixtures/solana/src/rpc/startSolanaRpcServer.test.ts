import { TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestMint, mintTokens, readTokenBalance } from '../spl/createTestMint'
import { airdrop, sendAndConfirm } from '../spl/sendAndConfirm'
import { type SolanaRpcServer, startSolanaRpcServer } from './startSolanaRpcServer'

let server: SolanaRpcServer
let connection: Connection

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
  connection = new Connection(server.url, 'confirmed')
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
    const owner = Keypair.generate().publicKey.toBase58()
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

  it('behavior: web3.js moves SOL and SPL through the real SVM over HTTP', async () => {
    const payer = Keypair.generate()
    const receiver = Keypair.generate().publicKey
    await airdrop(connection, payer.publicKey.toBase58(), 2 * LAMPORTS_PER_SOL)
    await sendAndConfirm(
      connection,
      [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 1_000_000 })],
      [payer],
    )
    expect(await connection.getBalance(receiver)).toBe(1_000_000)

    const mint = await createTestMint(connection, payer, 6)
    await mintTokens(connection, mint, receiver.toBase58(), 5_000_000n)
    expect(await readTokenBalance(connection, mint.mint, receiver.toBase58())).toBe(5_000_000n)
    expect(await readTokenBalance(connection, mint.mint, payer.publicKey.toBase58())).toBe(0n)

    // web3.js validates the jsonParsed shape against the real RPC's schema.
    const parsed = await connection.getParsedTokenAccountsByOwner(receiver, {
      mint: new PublicKey(mint.mint),
    })
    expect(parsed.value.map((entry) => entry.account.data.parsed.info)).toEqual([
      {
        isNative: false,
        mint: mint.mint,
        owner: receiver.toBase58(),
        state: 'initialized',
        tokenAmount: { amount: '5000000', decimals: 6, uiAmount: 5, uiAmountString: '5' },
      },
    ])
    const byProgram = await connection.getTokenAccountsByOwner(receiver, { programId: TOKEN_PROGRAM_ID })
    expect(byProgram.value).toHaveLength(1)
    expect(
      (await connection.getParsedTokenAccountsByOwner(payer.publicKey, { mint: new PublicKey(mint.mint) }))
        .value,
    ).toEqual([])
  })

  it('behavior: createTestMint with a given keypair creates the mint at that known address', async () => {
    const payer = Keypair.generate()
    await airdrop(connection, payer.publicKey.toBase58(), LAMPORTS_PER_SOL)
    const known = Keypair.fromSeed(new Uint8Array(32).fill(42))
    const mint = await createTestMint(connection, payer, 9, known)
    expect(mint.mint).toBe(known.publicKey.toBase58())
    const account = await connection.getAccountInfo(known.publicKey)
    expect(account?.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58())
  })

  it('behavior: a transaction the SVM refuses is a -32002 preflight error and does not land', async () => {
    const poor = Keypair.generate()
    await airdrop(connection, poor.publicKey.toBase58(), 1_000_000)
    const receiver = Keypair.generate().publicKey
    await expect(
      sendAndConfirm(
        connection,
        [SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: receiver, lamports: 5_000_000 })],
        [poor],
      ),
    ).rejects.toThrow(/Transaction simulation failed/)
    expect(await connection.getBalance(receiver)).toBe(0)
  })
})
