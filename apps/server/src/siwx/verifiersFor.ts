import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { verifyEvmSignature } from '@latch/adapter-evm/verify'
import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { verifySolanaSignature } from '@latch/adapter-solana/verify'
import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { verifySuiSignature } from '@latch/adapter-sui/verify'
import type { SignatureVerifier } from '@latch/siwx'
import { createPublicClient, http } from 'viem'
import type { ProjectSiwx } from '../db/schema'

/** Each namespace's check: every adapter's `./verify`; eip155 through the project's RPC for smart accounts. */
export function verifiersFor(settings: ProjectSiwx): Record<string, SignatureVerifier> {
  const clients = new Map(
    Object.entries(settings.rpcUrls ?? {}).map(([chainId, url]) => [
      chainId,
      createPublicClient({ transport: http(url, { timeout: 10_000 }) }),
    ]),
  )
  return {
    eip155: (input) => {
      const client = clients.get(input.chainId)
      return verifyEvmSignature({ ...input, ...(client ? { client } : {}) })
    },
    solana: verifySolanaSignature,
    bip122: verifyBitcoinSignature,
    cosmos: verifyCosmosSignature,
    polkadot: verifyPolkadotSignature,
    stacks: verifyStacksSignature,
    sui: verifySuiSignature,
  }
}
