// Starts the Sui JSON-RPC test node and gives the demo's Sui dev wallet its SUI.
import { startSuiRpcServer } from '@latch/fixture-sui/rpcServer'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { SUI_DEV_MIST, SUI_DEV_SECRET_KEY } from './suiDemoAccount.mjs'

/** Starts the Sui node on a free 127.0.0.1 port (the page reaches it at `/svc/sui/`) and funds the dev wallet. */
export async function startDemoSui() {
  const server = await startSuiRpcServer()
  server.fund(Ed25519Keypair.fromSecretKey(SUI_DEV_SECRET_KEY).toSuiAddress(), SUI_DEV_MIST)
  return { url: server.url, close: () => server.close() }
}
