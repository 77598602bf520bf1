import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { MemoryStorage, silentLogger } from '@latch/fixture-walletconnect/wallet'
import SignClient from '@walletconnect/sign-client'

/** The official sign-client 2.21.8 as a dapp on `relayUrl`, with nothing that calls out. */
export function dappClient(relayUrl: string): Promise<SignClient> {
  return SignClient.init({
    projectId: 'latch-relay-test',
    relayUrl,
    storage: new MemoryStorage(),
    customStoragePrefix: `dapp-${Math.random().toString(36).slice(2)}`,
    telemetryEnabled: false,
    logger: silentLogger(),
    metadata: { name: 'Latch relay test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
}

export async function closeClient(client: SignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => undefined)
}

/** anvil's first dev account (funded on every fresh anvil). */
export const EVM_KEY = ANVIL_PRIVATE_KEYS[0]!
export const SOLANA_SEED = new Uint8Array(32).fill(7)
