import {
  type ActivityItem,
  type Balance,
  type CaipAddress,
  InvalidAddressError,
  InvalidSignatureError,
  InvalidTransactionHashError,
  NetworkNotFoundError,
  type Profile,
  parseCaipAddress,
  type TokenHolding,
  type TransferRequest,
  toBalance,
  toLatchError,
} from '@latch/core'
import {
  type Config,
  getBalance,
  getEnsAddress,
  getEnsAvatar,
  getEnsName,
  getPublicClient,
  verifyMessage,
} from '@wagmi/core'
import { type Address, getAddress, isAddress, isHash, isHex } from 'viem'
import { normalize } from 'viem/ens'
import { createTtlCache } from '../cache/createTtlCache'
import { hasEns } from '../networks/toViemChain'
import { estimateEvmTransferFee } from './estimateEvmTransferFee'
import { readEvmActivity } from './readEvmActivity'
import { readEvmTokenBalances } from './readEvmTokenBalances'
import { BALANCE_TTL_MS, PROFILE_TTL_MS } from './readTtls'

/** The adapter's chain reads: balance, ENS profile and signature verification. */
export interface EvmReads {
  getBalance(input: { address: CaipAddress; fresh?: boolean }): Promise<Balance>
  getProfile(input: { address: CaipAddress }): Promise<Profile>
  verifySignature(input: { message: string; signature: string; address: CaipAddress }): Promise<boolean>
  getTokenBalances(input: { address: CaipAddress; tokens: readonly string[] }): Promise<TokenHolding[]>
  getActivity(input: { address: CaipAddress; before?: string }): Promise<ActivityItem[]>
  resolveName(input: { name: string; networkId: string }): Promise<string | null>
  estimateTransferFee(input: TransferRequest): Promise<Balance>
  /** The account has code: an EIP-7702 delegation designator (`0xef0100…`) or a contract (spec §3 smartAccountDeployed). */
  isSmartAccountDeployed(input: { address: CaipAddress }): Promise<boolean>
  /** Drops the cached balances of these accounts (after a transfer moved them). */
  forgetBalances(addresses: readonly CaipAddress[]): void
}

function readAccount(caipAddress: CaipAddress): { address: Address; chainId: number } {
  const { address, reference } = parseCaipAddress(caipAddress)
  if (!isAddress(address, { strict: true })) throw new InvalidAddressError({ details: address })
  return { address: getAddress(address), chainId: Number(reference) }
}

/** Creates the reads over a wagmi config, with the balance (30 s) and ENS (5 min) caches keyed by address + chain. */
export function createEvmReads(getConfig: () => Config, now: () => number = Date.now): EvmReads {
  const balances = createTtlCache<Balance>(BALANCE_TTL_MS, now)
  const profiles = createTtlCache<Profile>(PROFILE_TTL_MS, now)

  const configuredChain = (config: Config, chainId: number) => {
    const chain = config.chains.find((candidate) => candidate.id === chainId)
    if (!chain) throw new NetworkNotFoundError({ details: `eip155:${chainId}` })
    return chain
  }

  const publicClient = (config: Config, chainId: number) => {
    configuredChain(config, chainId)
    const client = getPublicClient(config, { chainId })
    if (!client) throw new NetworkNotFoundError({ details: `eip155:${chainId}` })
    return client
  }
  // The chain ENS names resolve on: the given one when it has a resolver, otherwise a configured mainnet.
  const ensChainOf = (config: Config, chainId: number) =>
    config.chains.find((chain) => chain.id === chainId && hasEns(chain)) ??
    config.chains.find((chain) => chain.id === 1 && hasEns(chain))

  return {
    async estimateTransferFee(request) {
      const { chainId } = readAccount(request.from)
      return estimateEvmTransferFee(publicClient(getConfig(), chainId) as never, request)
    },
    forgetBalances(addresses) {
      for (const caipAddress of addresses) {
        const { address, chainId } = readAccount(caipAddress)
        balances.delete(`eip155:${chainId}:${address}`)
      }
    },
    async getTokenBalances({ address: caipAddress, tokens }) {
      const { address, chainId } = readAccount(caipAddress)
      const client = publicClient(getConfig(), chainId)
      return readEvmTokenBalances(client as never, { owner: address, networkId: `eip155:${chainId}`, tokens })
    },
    async getActivity({ address: caipAddress, before }) {
      const { address, chainId } = readAccount(caipAddress)
      if (before !== undefined && !isHash(before)) throw new InvalidTransactionHashError({ details: before })
      const client = publicClient(getConfig(), chainId)
      return readEvmActivity(client as never, {
        owner: address,
        networkId: `eip155:${chainId}`,
        ...(before ? { before } : {}),
      })
    },
    async resolveName({ name, networkId }) {
      const config = getConfig()
      const ensChain = ensChainOf(config, Number(networkId.split(':')[1]))
      if (!ensChain) return null
      try {
        const resolved = await getEnsAddress(config, { name: normalize(name), chainId: ensChain.id })
        return resolved ? getAddress(resolved) : null
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async isSmartAccountDeployed({ address: caipAddress }) {
      const { address, chainId } = readAccount(caipAddress)
      const config = getConfig()
      configuredChain(config, chainId)
      try {
        const code = await getPublicClient(config, { chainId })?.getCode({ address })
        return code !== undefined && code !== '0x'
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async getBalance({ address: caipAddress, fresh }) {
      const { address, chainId } = readAccount(caipAddress)
      const key = `eip155:${chainId}:${address}`
      const cached = fresh ? undefined : balances.get(key)
      if (cached) return cached
      const config = getConfig()
      configuredChain(config, chainId)
      try {
        const { value, decimals, symbol } = await getBalance(config, { address, chainId })
        const balance = toBalance(value, { symbol, decimals })
        balances.set(key, balance)
        return balance
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async getProfile({ address: caipAddress }) {
      const { address, chainId } = readAccount(caipAddress)
      const config = getConfig()
      // ENS lives on the account's chain when it has a resolver, otherwise on a configured mainnet.
      const ensChain = ensChainOf(config, chainId)
      if (!ensChain) return {}
      const key = `eip155:${ensChain.id}:${address}`
      const cached = profiles.get(key)
      if (cached) return cached
      try {
        const name = await getEnsName(config, { address, chainId: ensChain.id })
        // A broken avatar record (unknown scheme, unreachable gateway) leaves the name usable.
        const imageUrl = name
          ? await getEnsAvatar(config, { name: normalize(name), chainId: ensChain.id }).catch(() => null)
          : null
        const profile: Profile = { ...(name ? { name } : {}), ...(imageUrl ? { imageUrl } : {}) }
        profiles.set(key, profile)
        return profile
      } catch (error) {
        throw toLatchError(error)
      }
    },
    async verifySignature({ message, signature, address: caipAddress }) {
      const { address, chainId } = readAccount(caipAddress)
      if (!isHex(signature) || signature.length < 64) throw new InvalidSignatureError({ details: signature })
      const config = getConfig()
      configuredChain(config, chainId)
      try {
        return await verifyMessage(config, { address, message, signature, chainId })
      } catch (error) {
        throw toLatchError(error)
      }
    },
  }
}
