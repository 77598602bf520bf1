import {
  type Connection,
  type Keypair,
  PublicKey,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'

/** Waits until the RPC reports the signature landed (polling getSignatureStatuses, no WebSocket); throws its error if it failed. */
export async function waitForSignature(
  connection: Connection,
  signature: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { value } = await connection.getSignatureStatuses([signature])
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Transaction ${signature} was not confirmed in ${timeoutMs} ms`)
}

/** Signs a transaction with the given keypairs (the first pays), sends it over RPC and waits for it. */
export async function sendAndConfirm(
  connection: Connection,
  instructions: TransactionInstruction[],
  signers: [Keypair, ...Keypair[]],
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ blockhash, lastValidBlockHeight, feePayer: signers[0].publicKey })
  transaction.add(...instructions)
  transaction.sign(...signers)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  await waitForSignature(connection, signature)
  return signature
}

/** Airdrops lamports over RPC (requestAirdrop) and waits for it to land. */
export async function airdrop(connection: Connection, address: string, lamports: number): Promise<void> {
  await waitForSignature(connection, await connection.requestAirdrop(new PublicKey(address), lamports))
}
