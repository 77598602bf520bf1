import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import SignClient from '@walletconnect/sign-client'
import type { ProposalTypes, SessionTypes, SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import nacl from 'tweetnacl'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { MemoryStorage } from './memoryStorage'
import type { NamespaceWallet } from './namespaceWallets'
import { silentLogger } from './silentLogger'

/** How to build a WalletConnect wallet on the official sign-client 2.21.8. */
export interface SignClientWalletOptions {
  relayUrl: string
  /** The EVM account's key (an anvil dev key). */
  evmPrivateKey: Hex
  /** The Solana account's 32-byte ed25519 seed. */
  solanaSeed: Uint8Array
  /** eth_sendTransaction goes to these RPCs, by CAIP-2 id (anvil). */
  evmRpcUrls?: Readonly<Record<string, string>>
  /** Distinct per client in one process. */
  storagePrefix?: string
  /** Keep state across `close()` and a new wallet (default: a fresh in-memory store). */
  storage?: MemoryStorage
  name?: string
  /**
   * Asked before each request is answered (a visitor looking at the wallet): true answers it with the keys, false
   * refuses it with the user-rejected error. Default: every request is answered.
   */
  decide?: (request: ReceivedRequest) => Promise<boolean>
  /**
   * More namespaces it approves and answers (polkadot, cosmos, bip122, sui, stacks), each with its dev wallet's
   * real keys (`@latch/fixture-walletconnect/namespaceWallets`).
   */
  namespaces?: readonly NamespaceWallet[]
  /** Proposed methods it leaves out of the session it approves (a wallet that cannot do them). */
  withholdMethods?: readonly string[]
  /** Proposed chains it leaves out of the session it approves (a wallet without them). */
  withholdChains?: readonly string[]
}

/** A request the wallet received from the dapp. */
export interface ReceivedRequest {
  topic: string
  chainId: string
  method: string
  params: unknown
}

/** A wallet a test drives: pair with a URI, approve, answer requests with real keys, or refuse them. */
export interface SignClientWallet {
  readonly client: SignClient
  readonly evmAddress: Hex
  readonly solanaAddress: string
  /** Requests answered or refused so far, oldest first. */
  readonly requests: readonly ReceivedRequest[]
  /** One-click authentications signed so far (sign-in during pairing). */
  readonly authentications: number
  /** Pairs with the dapp's `wc:` URI and approves the proposal with every proposed chain (or refuses it). */
  pair(uri: string, answer?: 'approve' | 'reject'): Promise<SessionTypes.Struct | undefined>
  /** The next request is refused with the user-rejected error (code 5000). */
  rejectNextRequest(): void
  /** Holds requests until `release()` answers them (a visitor who has not yet looked at the phone). */
  holdRequests(): { release(): void }
  /** Waits until `count` requests have arrived. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>
  /** Deletes the session from the wallet side (session_delete reaches the dapp). */
  disconnect(): Promise<void>
  /** Emits a session event (accountsChanged, chainChanged) to the dapp. */
  emit(input: { name: string; data: unknown; chainId: string }): Promise<void>
  sessions(): SessionTypes.Struct[]
  /** Closes the socket and stops timers (vitest hangs otherwise). */
  close(): Promise<void>
}

const USER_REJECTED = { code: 5000, message: 'User rejected.' }
const EVM_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']

/**
 * The wallet side of WalletConnect for tests and the demo: the official `@walletconnect/sign-client` 2.21.8 with an
 * EVM key (viem) and a Solana ed25519 key (tweetnacl). Signatures are real; eth_sendTransaction is signed and
 * sent to the chain's RPC (anvil). Works in Node and in a browser page.
 */
export async function createSignClientWallet(options: SignClientWalletOptions): Promise<SignClientWallet> {
  const evmAccount = privateKeyToAccount(options.evmPrivateKey)
  const solanaPair = nacl.sign.keyPair.fromSeed(options.solanaSeed)
  const solanaAddress = getBase58Decoder().decode(solanaPair.publicKey)
  const client = await SignClient.init({
    projectId: 'latch-dev-wallet',
    relayUrl: options.relayUrl,
    storage: options.storage ?? new MemoryStorage(),
    customStoragePrefix: options.storagePrefix ?? `wallet-${Math.random().toString(36).slice(2)}`,
    telemetryEnabled: false,
    logger: silentLogger(),
    metadata: {
      name: options.name ?? 'Latch Dev Wallet (WalletConnect)',
      description: 'A real-key wallet for tests and the demo',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  // The wallet side of the SDK checks every incoming message's attestation against the vendor's verify server; a
  // test wallet on a local relay must not call out, so it answers as the SDK's own dev mode does.
  const verify = client.core.verify as unknown as {
    isDevEnv: boolean
    register: () => Promise<string>
    resolve: () => Promise<string>
  }
  verify.isDevEnv = true
  verify.register = async () => ''
  verify.resolve = async () => ''
  const requests: ReceivedRequest[] = []
  const waiters = new Set<() => void>()
  let rejectNext = false
  let held: (() => void)[] | undefined

  const accountFor = (chainId: string): string | undefined => {
    if (options.withholdChains?.includes(chainId)) return undefined
    if (chainId.startsWith('eip155:')) return `${chainId}:${evmAccount.address}`
    if (chainId.startsWith('solana:')) return `${chainId}:${solanaAddress}`
    return namespaceWallet(chainId)?.accountFor(chainId)
  }
  const namespaceWallet = (chainId: string) =>
    options.namespaces?.find((wallet) => chainId.startsWith(`${wallet.namespace}:`))

  const answer = async (method: string, chainId: string, params: unknown): Promise<unknown> => {
    switch (method) {
      case 'personal_sign': {
        const [message] = params as [string]
        return evmAccount.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [, typed] = params as [string, string]
        return evmAccount.signTypedData(typeof typed === 'string' ? JSON.parse(typed) : typed)
      }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [evmAccount.address]
      case 'eth_chainId':
        return `0x${Number(chainId.split(':')[1]).toString(16)}`
      case 'eth_sendTransaction': {
        const rpcUrl = options.evmRpcUrls?.[chainId]
        if (!rpcUrl) throw new Error(`no RPC for ${chainId}`)
        const [tx] = params as [{ to?: Hex; value?: Hex; data?: Hex; gas?: Hex }]
        const wallet = createWalletClient({ account: evmAccount, transport: http(rpcUrl) })
        return wallet.sendTransaction({
          chain: null,
          ...(tx.to ? { to: tx.to } : {}),
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'solana_signMessage': {
        const { message } = params as { message: string }
        const bytes = getBase58Encoder().encode(message)
        const signature = nacl.sign.detached(new Uint8Array(bytes), solanaPair.secretKey)
        return { signature: getBase58Decoder().decode(signature) }
      }
      default: {
        const other = namespaceWallet(chainId)
        if (other) return other.answer(method, chainId, params)
        throw Object.assign(new Error(`Method not supported: ${method}`), { code: 4200 })
      }
    }
  }

  client.on('session_request', (event: SignClientTypes.EventArguments['session_request']) => {
    const { topic, id, params } = event
    const received = {
      topic,
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    requests.push(received)
    for (const wake of [...waiters]) wake()
    const respond = async () => {
      const approved = options.decide ? await options.decide(received).catch(() => false) : true
      if (rejectNext || !approved) {
        rejectNext = false
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: USER_REJECTED } })
        return
      }
      try {
        const result = await answer(received.method, received.chainId, received.params)
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
      } catch (error) {
        const code = (error as { code?: number }).code ?? 5000
        await client.respond({
          topic,
          response: { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } },
        })
      }
    }
    if (held) held.push(() => void respond())
    else void respond()
  })

  // One-click authentication: the wallet signs the sign-in message (EIP-4361, one CACAO per proposed eip155 chain,
  // as wallets do, so the session gets every chain) and approves the session in one step.
  let authentications = 0
  const authenticated: ((session: SessionTypes.Struct | undefined) => void)[] = []
  client.on('session_authenticate', (event) => {
    const { id, params } = event
    const chains = params.authPayload.chains.filter((chain) => chain.startsWith('eip155:'))
    const payload = populateAuthPayload({
      authPayload: params.authPayload,
      chains,
      methods: [...EVM_METHODS],
    })
    const respond = async () => {
      if (chains.length === 0 || rejectNext) {
        rejectNext = false
        await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
        return
      }
      const auths = []
      for (const chain of chains) {
        const iss = `did:pkh:${chain}:${evmAccount.address}`
        const message = client.formatAuthMessage({ request: payload, iss })
        const signature = await evmAccount.signMessage({ message })
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
      authentications += 1
      const { session } = await client.approveSessionAuthenticate({ id, auths })
      for (const done of authenticated.splice(0)) done(session)
    }
    void respond()
  })

  const proposals: ((proposal: SignClientTypes.EventArguments['session_proposal']) => void)[] = []
  client.on('session_proposal', (proposal) => {
    for (const take of proposals.splice(0)) take(proposal)
  })

  return {
    client,
    evmAddress: evmAccount.address,
    solanaAddress,
    requests,
    get authentications() {
      return authentications
    },
    async pair(uri, decision = 'approve') {
      const proposal = new Promise<SignClientTypes.EventArguments['session_proposal']>((resolve) =>
        proposals.push(resolve),
      )
      // A dapp that authenticates in the pairing gets its session from the sign-in (one step), not a proposal.
      const signedIn = new Promise<SessionTypes.Struct | undefined>((resolve) => authenticated.push(resolve))
      await client.core.pairing.pair({ uri })
      const first = await Promise.race([
        proposal.then((value) => ({ kind: 'proposal' as const, value })),
        signedIn.then((value) => ({ kind: 'signedIn' as const, value })),
      ])
      if (first.kind === 'signedIn') return first.value
      const { id, params } = first.value
      if (decision === 'reject') {
        await client.reject({ id, reason: getSdkError('USER_REJECTED') })
        return undefined
      }
      const { acknowledged } = await client.approve({
        id,
        namespaces: approvedNamespaces(params, accountFor, options.withholdMethods ?? []),
      })
      return acknowledged()
    },
    rejectNextRequest() {
      rejectNext = true
    },
    holdRequests() {
      held = []
      return {
        release() {
          const waiting = held ?? []
          held = undefined
          for (const run of waiting) run()
        },
      }
    },
    waitForRequests(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve([...requests])
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`only ${requests.length} of ${count} requests arrived`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    async disconnect() {
      for (const session of client.session.getAll())
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async emit({ name, data, chainId }) {
      for (const session of client.session.getAll())
        await client.emit({ topic: session.topic, event: { name, data }, chainId })
    },
    sessions: () => client.session.getAll(),
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => {})
    },
  }
}

/** Every proposed chain approved with the wallet's account on it, with the proposed methods and events. */
function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  accountFor: (chainId: string) => string | undefined,
  withheld: readonly string[],
): SessionTypes.Namespaces {
  const approved: SessionTypes.Namespaces = {}
  const proposed = [
    ...Object.entries(proposal.requiredNamespaces ?? {}),
    ...Object.entries(proposal.optionalNamespaces ?? {}),
  ]
  for (const [key, namespace] of proposed) {
    const chains = namespace.chains ?? (key.includes(':') ? [key] : [])
    const name = key.split(':')[0]!
    const current = approved[name] ?? { chains: [], methods: [], events: [], accounts: [] }
    for (const chain of chains) {
      const account = accountFor(chain)
      if (!account || current.chains?.includes(chain)) continue
      current.chains = [...(current.chains ?? []), chain]
      current.accounts = [...current.accounts, account]
    }
    const methods = namespace.methods.filter((method) => !withheld.includes(method))
    current.methods = [...new Set([...current.methods, ...methods])]
    current.events = [...new Set([...current.events, ...namespace.events])]
    if (current.accounts.length > 0) approved[name] = current
  }
  return approved
}
