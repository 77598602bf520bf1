import { FrameRequestError } from '../../protocol/errors'
import type { EmbeddedAccounts, FrameNetwork, FrameRequests } from '../../protocol/messages'
import { networkNotConfigured, notSignedIn, notSupported, userRejected } from '../frameErrors'
import type { FrameHandlers, FrameSession } from '../frameSession'
import {
  batchCapabilities,
  batchStatus,
  describeAccountSwitch,
  describeBatch,
  readAccountCode,
  readBatch,
  sendBatch,
  setAccountDelegation,
} from '../rpc/evmBatch'
import { describeEvmRequest, evmChain, readEvm, runEvmSigning } from '../rpc/evmRpc'
import {
  sendSponsoredBatch,
  sponsoredBatchStatus,
  sponsorFailed,
  sponsorRow,
  sponsorshipOf,
} from '../rpc/evmSponsor'
import { decideRpc, type RpcDecision } from '../rpc/rpcPolicy'
import { describeSolanaRequest, readSolana, runSolanaSigning } from '../rpc/solanaRpc'

type RpcHandlers = Pick<FrameHandlers, 'RpcRequest' | 'SwitchNetwork' | 'SetAccountType' | 'SyncTheme'>

type RpcPayload = FrameRequests['RpcRequest']['payload']

const chainOf = (network: FrameNetwork) => evmChain(Number(network.chainId.split(':')[1]), network.rpcUrl)

/** The dapp's EIP-1193 and Solana requests (answered, read, or approved and signed), the network, the account type. */
export function rpcHandlers(session: FrameSession): RpcHandlers {
  async function evmRequest(
    { chainId, method, params }: RpcPayload,
    decision: RpcDecision,
    accounts: EmbeddedAccounts,
  ) {
    const evmId = session.evmChainId ?? chainId
    const active = session.networkOf(evmId) ?? session.networkOf(chainId)
    if (decision === 'answer') {
      if (method === 'eth_chainId') return `0x${Number(evmId.split(':')[1]).toString(16)}`
      if (method === 'net_version') return String(Number(evmId.split(':')[1]))
      if (method === 'web3_clientVersion') return 'Latch embedded wallet'
      if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') {
        if (!active) return {}
        const chain = chainOf(active)
        if (method === 'wallet_getCallsStatus') {
          const id = Array.isArray(params) ? params[0] : undefined
          // A sponsored batch's id is its userOpHash, which only the bundler knows; a plain one's is a tx hash.
          const sponsored = active.bundlerUrl
            ? await sponsoredBatchStatus(chain, active.bundlerUrl, id)
            : undefined
          return sponsored ?? batchStatus(chain, id)
        }
        return batchCapabilities(
          chain,
          accounts.eip155 as `0x${string}`,
          active.smartAccountDelegate,
          active.bundlerUrl,
        )
      }
      return [accounts.eip155]
    }
    if (decision === 'switch') {
      const requested = Number.parseInt(String((params as [{ chainId?: string }])?.[0]?.chainId), 16)
      const target = `eip155:${requested}`
      if (!session.networkOf(target)) throw networkNotConfigured(target, 4902)
      session.evmChainId = target
      return null
    }
    if (!active) throw networkNotConfigured(evmId)
    const chain = chainOf(active)
    if (decision === 'read') return readEvm(method, params, chain)
    const wallet = await session.unlock()
    if (method === 'wallet_sendCalls') {
      const delegate = active.smartAccountDelegate
      if (!delegate) throw notSupported()
      const calls = readBatch(params, chain, wallet.evm)
      const sponsorship = sponsorshipOf(params, active)
      const code = await readAccountCode(chain, wallet.evm.address)
      const upgrades = !(code.kind === 'delegated' && code.to.toLowerCase() === delegate.toLowerCase())
      const description = describeBatch(calls, chain, wallet.evm, upgrades)
      if (sponsorship) description.rows.push(sponsorRow(sponsorship))
      if (!(await session.approve(description))) throw userRejected()
      if (!sponsorship) return { id: await sendBatch({ calls, chain, account: wallet.evm, delegate }) }
      const id = await sendSponsoredBatch({
        calls,
        chain,
        account: wallet.evm,
        delegate,
        delegated: !upgrades,
        sponsorship,
      }).catch((error: unknown) => {
        throw sponsorFailed(error)
      })
      return { id }
    }
    const description = describeEvmRequest(method, params, chain, wallet.evm)
    if (!(await session.approve(description))) throw userRejected()
    return runEvmSigning(method, params, chain, wallet.evm)
  }

  async function solanaRequest(
    { chainId, method, params }: RpcPayload,
    decision: RpcDecision,
    accounts: EmbeddedAccounts,
  ) {
    const network = session.networkOf(chainId)
    if (decision === 'answer') return [{ pubkey: accounts.solana }]
    if (decision === 'switch') throw notSupported()
    if (decision === 'read') {
      if (!network) throw networkNotConfigured(chainId)
      return readSolana(method, params, network.rpcUrl)
    }
    const wallet = await session.unlock()
    const description = describeSolanaRequest(method, params, chainId, wallet.solana)
    if (!(await session.approve(description))) throw userRejected()
    return runSolanaSigning(method, params, network?.rpcUrl, wallet.solana)
  }

  return {
    async RpcRequest(payload) {
      const decision = decideRpc(payload.method)
      if (!session.current?.wallet) throw notSignedIn()
      const { accounts } = session.current.wallet
      const [namespace, reference] = payload.chainId.split(':') as [string, string]
      if (namespace === 'eip155') return evmRequest(payload, decision, accounts)
      if (namespace === 'solana') return solanaRequest(payload, decision, accounts)
      throw new FrameRequestError({
        code: 4901,
        message: `No ${namespace}:${reference} account in this wallet`,
      })
    },
    async SwitchNetwork({ chainId }) {
      if (!session.networkOf(chainId)) throw networkNotConfigured(chainId, 4902)
      if (chainId.startsWith('eip155:')) session.evmChainId = chainId
      return null
    },
    async SetAccountType({ chainId, type }) {
      if (!session.current?.wallet) throw notSignedIn()
      const network = session.networkOf(chainId)
      if (!network) throw networkNotConfigured(chainId)
      const delegate = network.smartAccountDelegate
      if (!delegate) throw notSupported()
      const chain = chainOf(network)
      const wallet = await session.unlock()
      const code = await readAccountCode(chain, wallet.evm.address)
      const deployed = code.kind === 'delegated' && code.to.toLowerCase() === delegate.toLowerCase()
      if (deployed === (type === 'smartAccount')) return { smartAccountDeployed: deployed }
      if (!(await session.approve(describeAccountSwitch(type, chain, wallet.evm)))) throw userRejected()
      await setAccountDelegation({
        chain,
        account: wallet.evm,
        delegate: type === 'smartAccount' ? delegate : undefined,
      })
      const after = await readAccountCode(chain, wallet.evm.address)
      return { smartAccountDeployed: after.kind === 'delegated' }
    },
    async SyncTheme() {
      // Applied by the frame's entry (it owns the theme the views read).
      return null
    },
  }
}
