import { type Address, type Hex, isAddress, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * The demo's single-tenant ERC-4337 v0.8 bundler and paymaster (`/sponsor/v1/rpc`): one network, one bundler key,
 * one paymaster signer. For the demo and the tests, not a production bundler (no mempool, no ERC-7562 simulation).
 */
export interface SponsorOptions {
  /** The one network it serves (EIP-155 number). */
  chainId: number
  /** That network's JSON-RPC endpoint, read and written by the server only. */
  rpcUrl: string
  /** The deployed verifying paymaster (the test bed's `SponsorPaymaster`) whose signer is `paymasterSignerKey`. */
  paymaster: Address
  /** Sends `handleOps` and receives the EntryPoint's refund (environment `LATCH_BUNDLER_KEY`). */
  bundlerKey: Hex
  /** Signs the sponsorship the paymaster checks on chain (environment `LATCH_PAYMASTER_SIGNER_KEY`). */
  paymasterSignerKey: Hex
  /** Default: EntryPoint v0.8's canonical address. */
  entryPoint?: Address | undefined
  /** How long a sponsorship signature holds; default 300 s. */
  validitySeconds?: number | undefined
  /** The most wei one sponsored operation may cost (its gas limits × its max fee); default 0.05 ETH. */
  maxCostWei?: bigint | undefined
  /** Each RPC call to the node is given up after this long; default 15 s. */
  rpcTimeoutMs?: number | undefined
}

const ENV_NAMES = {
  rpcUrl: 'LATCH_SPONSOR_RPC_URL',
  chainId: 'LATCH_SPONSOR_CHAIN_ID',
  paymaster: 'LATCH_SPONSOR_PAYMASTER',
  bundlerKey: 'LATCH_BUNDLER_KEY',
  paymasterSignerKey: 'LATCH_PAYMASTER_SIGNER_KEY',
} as const

const isPrivateKey = (value: string): value is Hex => isHex(value) && value.length === 66

/**
 * The sponsor route's options from the environment: undefined (route off) when none of its variables is set; an
 * error naming the variable when one is missing or malformed, so a half-configured server does not start.
 */
export function sponsorOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): SponsorOptions | undefined {
  const values = Object.fromEntries(
    Object.entries(ENV_NAMES).map(([key, name]) => [key, env[name]?.trim() || undefined]),
  ) as Record<keyof typeof ENV_NAMES, string | undefined>
  if (Object.values(values).every((value) => value === undefined)) return undefined
  const wrong = (key: keyof typeof ENV_NAMES, what: string) =>
    new Error(
      `${ENV_NAMES[key]} must be ${what} (the sponsor route needs all of ${Object.values(ENV_NAMES).join(', ')})`,
    )
  const { rpcUrl, chainId, paymaster, bundlerKey, paymasterSignerKey } = values
  if (!rpcUrl || !/^https?:\/\//.test(rpcUrl)) throw wrong('rpcUrl', 'an http(s) URL')
  if (!chainId || !/^\d{1,12}$/.test(chainId)) throw wrong('chainId', 'a chain id number')
  if (!paymaster || !isAddress(paymaster)) throw wrong('paymaster', 'an address')
  if (!bundlerKey || !isPrivateKey(bundlerKey)) throw wrong('bundlerKey', 'a 32-byte hex private key')
  if (!paymasterSignerKey || !isPrivateKey(paymasterSignerKey))
    throw wrong('paymasterSignerKey', 'a 32-byte hex private key')
  return { rpcUrl, chainId: Number(chainId), paymaster, bundlerKey, paymasterSignerKey }
}

/** Refuses, at the server's start, the keys the sponsor route could not sign with (its routes load later). */
export function checkSponsorKeys(options: SponsorOptions): void {
  privateKeyToAccount(options.paymasterSignerKey)
  privateKeyToAccount(options.bundlerKey)
}
