// Starts the Solana JSON-RPC server over the real SVM and gives the demo's dev wallet SOL and demo tokens.
import {
  airdrop,
  createTestMint,
  mintTokens,
  startSolanaRpcServer,
  testRpc,
} from '@latch/fixture-solana/rpcServer'
import { createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner } from '@solana/kit'
import {
  DEMO_SPL_TOKEN,
  SOLANA_DEV_LAMPORTS,
  SOLANA_DEV_SEED,
  SOLANA_DEV_TOKENS,
  SOLANA_MAKER_INVENTORY,
  SOLANA_MAKER_SEED,
  SOLANA_MINT_SEED,
  SOLANA_SWAP_MINT_SEEDS,
} from './demoAccounts.mjs'

/**
 * Starts the SVM server on a free 127.0.0.1 port, airdrops 5 SOL to the dev wallet, creates the demo SPL mint
 * (6 decimals, at the address of `SOLANA_MINT_SEED`) and mints 1,000 tokens to the dev wallet. The Latch server's
 * quote maker (`SOLANA_MAKER_SEED`) gets its inventory: LDT, and the LDS and LDX mints it alone holds.
 */
export async function startDemoSolana() {
  const server = await startSolanaRpcServer()
  try {
    const connection = testRpc(server.url)
    const wallet = (await createKeyPairSignerFromPrivateKeyBytes(SOLANA_DEV_SEED)).address
    const authority = await generateKeyPairSigner()
    await airdrop(connection, authority.address, 1_000_000_000)
    await airdrop(connection, wallet, SOLANA_DEV_LAMPORTS)
    const mint = await createTestMint(
      connection,
      authority,
      DEMO_SPL_TOKEN.decimals,
      await createKeyPairSignerFromPrivateKeyBytes(SOLANA_MINT_SEED),
    )
    await mintTokens(connection, mint, wallet, SOLANA_DEV_TOKENS)
    const maker = (await createKeyPairSignerFromPrivateKeyBytes(SOLANA_MAKER_SEED)).address
    const swapMints = { LDT: mint.mint }
    await mintTokens(connection, mint, maker, SOLANA_MAKER_INVENTORY.LDT)
    for (const symbol of ['LDS', 'LDX']) {
      const seed = await createKeyPairSignerFromPrivateKeyBytes(SOLANA_SWAP_MINT_SEEDS[symbol])
      const created = await createTestMint(connection, authority, 6, seed)
      await mintTokens(connection, created, maker, SOLANA_MAKER_INVENTORY[symbol])
      swapMints[symbol] = created.mint
    }
    return { url: server.url, mint: mint.mint, swapMints, close: () => server.close() }
  } catch (error) {
    await server.close()
    throw error
  }
}
