import type { SignatureVerifier } from '@latch/siwx'
import { createPublicClient, http } from 'viem'
import type { ProjectSiwx } from '../db/schema'

/**
 * Each namespace's check: every adapter's `./verify`, loaded on the first sign-in of its namespace (a server start
 * does not load seven chains' crypto libraries it may never use); eip155 through the project's RPC for smart
 * accounts.
 */
export function verifiersFor(settings: ProjectSiwx): Record<string, SignatureVerifier> {
  const clients = new Map(
    Object.entries(settings.rpcUrls ?? {}).map(([chainId, url]) => [
      chainId,
      createPublicClient({ transport: http(url, { timeout: 10_000 }) }),
    ]),
  )
  return {
    eip155: async (input) => {
      const { verifyEvmSignature } = await import('@latch/adapter-evm/verify')
      const client = clients.get(input.chainId)
      return verifyEvmSignature({ ...input, ...(client ? { client } : {}) })
    },
    solana: async (input) => (await import('@latch/adapter-solana/verify')).verifySolanaSignature(input),
    bip122: async (input) => (await import('@latch/adapter-bitcoin/verify')).verifyBitcoinSignature(input),
    cosmos: async (input) => (await import('@latch/adapter-cosmos/verify')).verifyCosmosSignature(input),
    polkadot: async (input) =>
      (await import('@latch/adapter-polkadot/verify')).verifyPolkadotSignature(input),
    stacks: async (input) => (await import('@latch/adapter-stacks/verify')).verifyStacksSignature(input),
    sui: async (input) => (await import('@latch/adapter-sui/verify')).verifySuiSignature(input),
  }
}
