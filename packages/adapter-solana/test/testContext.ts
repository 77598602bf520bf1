import type { AdapterContext, AdapterEvent, ChainAdapter, Logger } from '@latch/core'
import { createDevWallet, type DevWallet, type DevWalletOptions } from '@latch/fixture-solana/devWallet'
import {
  airdrop,
  associatedTokenAddress,
  testRpc as createTestRpc,
  sendAndConfirm,
  type TestMint,
  type TestRpc,
} from '@latch/fixture-solana/rpcServer'
import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { getTransferCheckedInstruction } from '@solana-program/token'
import type { Wallet } from '@wallet-standard/base'
import { inject } from 'vitest'
import { solanaDevnet, solanaLocalnet } from '../src/networks/solanaNetworks'

/** The SVM JSON-RPC server started by the global setup. */
export const rpcUrl = (): string => inject('solanaRpcUrl')

/** The local cluster the tests run on (`solana:localnet`). */
export const localnet = () => solanaLocalnet(rpcUrl())

/** A @solana/kit RPC client to the test cluster, for setting state up and reading what landed. */
export const testRpc = (): TestRpc => createTestRpc(rpcUrl())

/** The lamports an address holds on the test cluster. */
export const lamportsOf = async (account: string): Promise<bigint> =>
  (await testRpc().getBalance(address(account)).send()).value

/** A fresh key pair signer holding `lamports` on the test cluster. */
export async function fundedSigner(lamports: number): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner()
  await airdrop(testRpc(), signer.address, lamports)
  return signer
}

/**
 * `from` moves `amount` base units of `mint` from its token account into `to`'s (which must exist), through the
 * mint's own token program, awaited until it landed.
 */
export async function transferTokens(mint: TestMint, from: KeyPairSigner, to: string, amount: bigint) {
  const program = mint.tokenProgram
  await sendAndConfirm(
    testRpc(),
    [
      getTransferCheckedInstruction(
        {
          source: await associatedTokenAddress(mint.mint, from.address, program),
          mint: address(mint.mint),
          decimals: mint.decimals,
          destination: await associatedTokenAddress(mint.mint, to, program),
          authority: from,
          amount,
        },
        program ? { programAddress: program } : {},
      ),
    ],
    [from],
  )
}

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & {
  entries: { level: string; message: string; data?: unknown }[]
} {
  const entries: { level: string; message: string; data?: unknown }[] = []
  const log = (level: string) => (message: string, data?: unknown) => {
    entries.push({ level, message, data })
  }
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** What core hands the adapter: the local cluster first, devnet second. */
export function adapterContext(logger: Logger = recordingLogger()): AdapterContext {
  return { networks: [localnet(), solanaDevnet], customRpcUrls: {}, logger }
}

/** Sets the adapter up and records every event it emits. */
export function setUpAdapter(adapter: ChainAdapter, context: AdapterContext = adapterContext()) {
  adapter.setup(context)
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { adapter, events, context }
}

let walletCount = 0

/** A dev wallet with a unique name (its connector id), funded with `sol` SOL over RPC. */
export async function fundedDevWallet(sol = 10, options: Partial<DevWalletOptions> = {}): Promise<DevWallet> {
  walletCount += 1
  const wallet = createDevWallet({ rpcUrl: rpcUrl(), name: `Dev Wallet ${walletCount}`, ...options })
  if (sol > 0) await airdrop(testRpc(), wallet.address, sol * 1_000_000_000)
  return wallet
}

/** Another wallet object over the same dev wallet (same keys, live accounts), with some members replaced. */
export function deriveWallet<T extends Wallet & { address: string }>(
  wallet: T,
  overrides: { name: string; features?: Wallet['features']; chains?: Wallet['chains'] },
): Wallet & { address: string } {
  return {
    version: wallet.version,
    icon: wallet.icon,
    name: overrides.name,
    chains: overrides.chains ?? wallet.chains,
    features: overrides.features ?? wallet.features,
    get accounts() {
      return wallet.accounts
    },
    get address() {
      return wallet.address
    },
  }
}
