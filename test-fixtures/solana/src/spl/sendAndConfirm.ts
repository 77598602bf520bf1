import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  type KeyPairSigner,
  pipe,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
  lamports as toLamports,
} from '@solana/kit'

/** A @solana/kit RPC client to the test cluster. */
export type TestRpc = Rpc<SolanaRpcApi>

/** A kit RPC client for `url` (the SVM server's). */
export const testRpc = (url: string): TestRpc => createSolanaRpc(url)

/** Waits until the RPC reports the signature landed (polling getSignatureStatuses, no WebSocket); throws its error if it failed. */
export async function waitForSignature(rpc: TestRpc, signature: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { value } = await rpc.getSignatureStatuses([signature as Signature]).send()
    const status = value[0]
    if (status?.err) throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`)
    if (status) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Transaction ${signature} was not confirmed in ${timeoutMs} ms`)
}

/** Signs a transaction with the given key pairs (the first pays), sends it over RPC and waits for it. */
export async function sendAndConfirm(
  rpc: TestRpc,
  instructions: readonly Instruction[],
  signers: readonly [KeyPairSigner, ...KeyPairSigner[]],
): Promise<string> {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(signers[0], m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransaction(
    signers.map((signer) => signer.keyPair),
    compileTransaction(message),
  )
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
    .send()
  await waitForSignature(rpc, signature)
  return signature
}

/** Airdrops lamports over RPC (requestAirdrop) and waits for it to land. */
export async function airdrop(rpc: TestRpc, to: string, lamports: number | bigint): Promise<void> {
  const recipient: Address = address(to)
  await waitForSignature(rpc, await rpc.requestAirdrop(recipient, toLamports(BigInt(lamports))).send())
}
