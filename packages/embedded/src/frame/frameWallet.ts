import { FRAME_ERROR_CODES, FrameRequestError, USER_REJECTED_MESSAGE } from '../protocol/errors'
import type {
  EmbeddedAccounts,
  EmbeddedUser,
  FrameEvents,
  FrameNetwork,
  FrameRequests,
} from '../protocol/messages'
import {
  batchCapabilities,
  batchStatus,
  describeAccountSwitch,
  describeBatch,
  readAccountCode,
  readBatch,
  sendBatch,
  setAccountDelegation,
} from './rpc/evmBatch'
import { describeEvmRequest, evmChain, readEvm, runEvmSigning } from './rpc/evmRpc'
import {
  sendSponsoredBatch,
  sponsoredBatchStatus,
  sponsorFailed,
  sponsorRow,
  sponsorshipOf,
} from './rpc/evmSponsor'
import { decideRpc } from './rpc/rpcPolicy'
import { describeSolanaRequest, readSolana, runSolanaSigning } from './rpc/solanaRpc'
import type { ServerUser, WalletServer } from './server/walletServer'
import type { PasskeyCeremonies } from './server/webauthn'
import type { FrameViews } from './ui/views'
import { deriveWalletKeys, type WalletKeys, walletSecrets } from './wallet/deriveKeys'
import type { DeviceShareStore } from './wallet/deviceShareStore'
import { openShareWithPasskey, sealShareWithPasskey } from './wallet/passkeyShare'
import { decodeRecoveryKit, encodeRecoveryKit } from './wallet/recoveryKit'
import { combineShares, shareFromBase64, shareToBase64, splitEntropy } from './wallet/shares'

/** Where the frame keeps its session token (its own origin's storage; never posted to the host). */
export interface TokenStore {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

export interface FrameWalletDeps {
  server: WalletServer
  devices: DeviceShareStore
  tokens: TokenStore
  views: FrameViews
  /**
   * `ephemeral` when the browser gives this frame no storage (third-party storage blocked): token and device
   * share then live in memory for the page's life, and the visitor is told so when a wallet is made or opened.
   */
  storage?: 'persistent' | 'ephemeral'
  /**
   * Ephemeral mode where the browser has the Storage Access API: asks it, inside the visitor's click, for this
   * frame's storage and moves the token and device share there; true once kept.
   */
  rememberDevice?: () => Promise<boolean>
  /** WebAuthn in this frame (its origin is the relying party). */
  passkeys: PasskeyCeremonies
  emit<E extends keyof FrameEvents>(event: E, payload: FrameEvents[E]): void
}

type Handlers = {
  [T in keyof FrameRequests]: (payload: FrameRequests[T]['payload']) => Promise<FrameRequests[T]['result']>
}

const userRejected = () =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.userRejected, message: USER_REJECTED_MESSAGE })
const notSignedIn = () =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.unauthorized, message: 'Sign in with your e-mail first' })
/** The visitor closed the browser's passkey prompt, or no passkey of this wallet was on the device. */
const NO_PASSKEY_MESSAGE = 'No passkey was used'
/** What the visitor is told when a passkey ceremony fails: the browser's own text is not shown. */
function passkeyProblem(error: unknown): string {
  if (error instanceof FrameRequestError) return error.message
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'InvalidStateError') return 'This device already has a passkey for this wallet'
  if (name === 'NotAllowedError' || name === 'AbortError') return NO_PASSKEY_MESSAGE
  return 'The passkey could not be used'
}
const passkeyFailed = (error: unknown) =>
  new FrameRequestError({ code: FRAME_ERROR_CODES.passkeyFailed, message: passkeyProblem(error) })
const sameAccounts = (a: EmbeddedAccounts, b: EmbeddedAccounts) =>
  a.eip155.toLowerCase() === b.eip155.toLowerCase() && a.solana === b.solana
const accountsOf = (keys: WalletKeys): EmbeddedAccounts => ({
  eip155: keys.evm.address,
  solana: keys.solana.address,
})

/**
 * The wallet inside the frame: sign-in by e-mail code, the 2-of-3 key ceremony, and the RPC policy. The keys exist
 * in this object's memory only while the frame lives; nothing it returns holds a key, a share or the token.
 */
/** How often the frame asks for a social login's outcome, and for how long (the server keeps a login 10 minutes). */
const SOCIAL_POLL_MS = 1000
const SOCIAL_WAIT_MS = 10 * 60_000

/**
 * One social login the frame waits for. `stop()` (its popup closed) makes the wait take one last look at the
 * server and resolves whether the login is still under way: it is when the server has its outcome (the popup
 * closes itself after the callback) or the frame already took it (the visitor may be reading the recovery kit).
 */
interface SocialWait {
  claimed: boolean
  stop(): Promise<boolean>
}

/** Waits for the popup's (or the full page's) login to reach the server's callback, then takes its session. */
async function waitForSocialLogin(look: WalletServer['socialResult'], attempt: string, wait: SocialWait) {
  const deadline = Date.now() + SOCIAL_WAIT_MS
  let stopping: ((underWay: boolean) => void) | undefined
  let wake: (() => void) | undefined
  const stopped = new Promise<boolean>((resolve) => {
    wait.stop = () => {
      if (wait.claimed) return Promise.resolve(true)
      stopping = resolve
      wake?.()
      return stopped
    }
  })
  while (Date.now() < deadline) {
    const lastLook = stopping !== undefined
    let session: Awaited<ReturnType<WalletServer['socialResult']>>
    try {
      session = await look(attempt)
    } catch (error) {
      stopping?.(false)
      const message = error instanceof Error ? error.message : 'The social login failed'
      throw new FrameRequestError({ code: FRAME_ERROR_CODES.socialLoginFailed, message })
    }
    if (session) {
      wait.claimed = true
      stopping?.(true)
      return session
    }
    if (lastLook) {
      stopping?.(false)
      throw new FrameRequestError({
        code: FRAME_ERROR_CODES.userRejected,
        message: 'The login was cancelled',
      })
    }
    // Asked to stop while this look was on its way: one more look, at once, is the last.
    if (stopping) continue
    await new Promise<void>((resolve) => {
      wake = resolve
      setTimeout(resolve, SOCIAL_POLL_MS)
    })
    wake = undefined
  }
  stopping?.(false)
  throw new FrameRequestError({
    code: FRAME_ERROR_CODES.socialLoginFailed,
    message: 'This login expired: start again',
  })
}

/**
 * The wallet settings (export, add a passkey) ask the visitor to log in again when the server refuses the auth share
 * to a session whose login is too old; a dapp's RPC request keeps EIP-1193's 4100 for the same refusal.
 */
function freshLoginRequired(error: unknown): never {
  if (
    error instanceof FrameRequestError &&
    error.code === FRAME_ERROR_CODES.unauthorized &&
    error.message.startsWith('Session too old')
  )
    throw new FrameRequestError({ code: FRAME_ERROR_CODES.freshLoginRequired, message: error.message })
  throw error
}

export function createFrameWallet(deps: FrameWalletDeps): Handlers {
  const { server, devices, tokens, views, passkeys, emit } = deps
  const storage = deps.storage ?? 'persistent'
  let networks: FrameNetwork[] = []
  let current: ServerUser | undefined
  let keys: WalletKeys | undefined
  let loginEmail: string | undefined
  let updateEmail: string | undefined
  let captureEmail: string | undefined
  let evmChainId: string | undefined
  /** The social logins this frame waits for, by attempt. */
  const socialWaits = new Map<string, SocialWait>()
  /** One approval at a time: the next request waits until the visitor decided on this one. */
  let approvals: Promise<unknown> = Promise.resolve()

  const publicUser = (): EmbeddedUser | null =>
    current?.wallet
      ? { id: current.user.id, email: current.user.email, accounts: current.wallet.accounts }
      : null

  const withVisibleFrame = async <T>(reason: FrameEvents['ShowFrame']['reason'], work: () => Promise<T>) => {
    emit('ShowFrame', { reason })
    try {
      return await work()
    } finally {
      emit('HideFrame', {})
    }
  }

  const token = () => {
    const value = tokens.get()
    if (!value) throw notSignedIn()
    return value
  }

  async function createWallet(session: ServerUser): Promise<void> {
    const replacesDeleted = session.walletDeleted === true
    if (replacesDeleted) {
      const confirmed = await withVisibleFrame('delete', () =>
        views.confirmNewWallet({ email: session.user.email }),
      )
      if (!confirmed)
        throw new FrameRequestError({
          code: FRAME_ERROR_CODES.walletDeleted,
          message: 'You deleted the wallet of this e-mail. No new wallet was made.',
        })
    }
    const entropy = crypto.getRandomValues(new Uint8Array(16))
    const fresh = deriveWalletKeys(entropy)
    const accounts = accountsOf(fresh)
    const shares = await splitEntropy(entropy)
    entropy.fill(0)
    await server.createWallet(token(), {
      authShare: shareToBase64(shares.auth),
      accounts,
      ...(replacesDeleted ? { replacesDeleted: true as const } : {}),
    })
    await devices.save(session.user.id, shares.device)
    const kit = encodeRecoveryKit({ share: shares.recovery, email: session.user.email, accounts })
    await withVisibleFrame('recoveryKit', () =>
      views.showRecoveryKit({
        kit,
        email: session.user.email,
        ephemeral: storage === 'ephemeral',
        ...(deps.rememberDevice ? { rememberDevice: deps.rememberDevice } : {}),
      }),
    )
    keys = fresh
    current = { user: session.user, wallet: { accounts } }
  }

  /** The keys from two shares, checked against the addresses the server recorded (a wrong share gives others). */
  async function keysFrom(first: Uint8Array, second: Uint8Array, expected: EmbeddedAccounts) {
    try {
      const entropy = await combineShares(first, second)
      const rebuilt = deriveWalletKeys(entropy)
      entropy.fill(0)
      return sameAccounts(accountsOf(rebuilt), expected) ? rebuilt : undefined
    } catch {
      return undefined
    }
  }

  async function unlock(): Promise<WalletKeys> {
    if (keys) return keys
    if (!current?.wallet) throw notSignedIn()
    const { user, wallet } = current
    const authShare = shareFromBase64(await server.getAuthShare(token()))
    const device = await devices.load(user.id)
    if (device) {
      const opened = await keysFrom(device, authShare, wallet.accounts)
      if (opened) {
        keys = opened
        return opened
      }
      await devices.forget(user.id)
    }
    // New device (or a lost cache): the recovery kit is the second share.
    const recovered = await withVisibleFrame('recover', () =>
      views.askRecoveryKit({
        email: user.email,
        readKit: async (text) => {
          const kit = decodeRecoveryKit(text)
          if (!kit) return 'This is not a recovery kit. Paste the whole text of the kit file.'
          const opened = await keysFrom(kit.share, authShare, wallet.accounts)
          if (!opened) return 'This recovery kit belongs to another wallet.'
          // The kit's share becomes this device's cached share; the kit itself stays valid.
          await devices.save(user.id, kit.share)
          keys = opened
          return undefined
        },
      }),
    )
    if (!recovered || !keys)
      throw new FrameRequestError({
        code: FRAME_ERROR_CODES.recoveryKitRequired,
        message:
          'This wallet was created on another device. Without its recovery kit it cannot be opened here: the wallet server holds only one of the two parts needed.',
      })
    return keys
  }

  const networkOf = (chainId: string) => networks.find((network) => network.chainId === chainId)

  async function rpc({ chainId, method, params }: FrameRequests['RpcRequest']['payload']): Promise<unknown> {
    const decision = decideRpc(method)
    if (!current?.wallet) throw notSignedIn()
    const accounts = current.wallet.accounts
    const [namespace, reference] = chainId.split(':') as [string, string]
    const network = networkOf(chainId)
    if (namespace === 'eip155') {
      const evmId = evmChainId ?? chainId
      const active = networkOf(evmId) ?? network
      if (decision === 'answer') {
        if (method === 'eth_chainId') return `0x${Number(evmId.split(':')[1]).toString(16)}`
        if (method === 'net_version') return String(Number(evmId.split(':')[1]))
        if (method === 'web3_clientVersion') return 'Latch embedded wallet'
        if (method === 'wallet_getCapabilities' || method === 'wallet_getCallsStatus') {
          if (!active) return {}
          const chain = evmChain(Number(active.chainId.split(':')[1]), active.rpcUrl)
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
        if (!networkOf(target))
          throw new FrameRequestError({ code: 4902, message: `Network ${target} is not configured` })
        evmChainId = target
        return null
      }
      if (!active) throw new FrameRequestError({ code: 4901, message: `Network ${evmId} is not configured` })
      const chain = evmChain(Number(active.chainId.split(':')[1]), active.rpcUrl)
      if (decision === 'read') return readEvm(method, params, chain)
      const wallet = await unlock()
      if (method === 'wallet_sendCalls') {
        const delegate = active.smartAccountDelegate
        if (!delegate) throw new FrameRequestError({ code: 4200, message: 'Not supported by this wallet' })
        const calls = readBatch(params, chain, wallet.evm)
        const sponsorship = sponsorshipOf(params, active)
        const code = await readAccountCode(chain, wallet.evm.address)
        const upgrades = !(code.kind === 'delegated' && code.to.toLowerCase() === delegate.toLowerCase())
        const description = describeBatch(calls, chain, wallet.evm, upgrades)
        if (sponsorship) description.rows.push(sponsorRow(sponsorship))
        if (!(await approve(description))) throw userRejected()
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
      const approved = await approve(description)
      if (!approved) throw userRejected()
      return runEvmSigning(method, params, chain, wallet.evm)
    }
    if (namespace === 'solana') {
      if (decision === 'answer') return [{ pubkey: accounts.solana }]
      if (decision === 'switch')
        throw new FrameRequestError({ code: 4200, message: 'Not supported by this wallet' })
      if (decision === 'read') {
        if (!network)
          throw new FrameRequestError({ code: 4901, message: `Network ${chainId} is not configured` })
        return readSolana(method, params, network.rpcUrl)
      }
      const wallet = await unlock()
      const description = describeSolanaRequest(method, params, chainId, wallet.solana)
      if (!(await approve(description))) throw userRejected()
      return runSolanaSigning(method, params, network?.rpcUrl, wallet.solana)
    }
    throw new FrameRequestError({
      code: 4901,
      message: `No ${namespace}:${reference} account in this wallet`,
    })
  }

  function approve(description: Parameters<FrameViews['approve']>[0]): Promise<boolean> {
    const next = approvals.then(() => withVisibleFrame('approve', () => views.approve(description)))
    approvals = next.catch(() => undefined)
    return next
  }

  async function signIn(session: ServerUser & { token: string }): Promise<EmbeddedUser> {
    tokens.set(session.token)
    current = { user: session.user, wallet: session.wallet }
    keys = undefined
    try {
      if (session.wallet) await unlock()
      else await createWallet(session)
    } catch (error) {
      if (error instanceof FrameRequestError && error.code === FRAME_ERROR_CODES.walletDeleted) {
        await server.signOut(session.token).catch(() => undefined)
        tokens.clear()
        current = undefined
      }
      throw error
    }
    const user = publicUser()
    if (!user) throw notSignedIn()
    emit('AccountsChanged', { user })
    return user
  }

  return {
    async Init({ networks: configured }) {
      networks = configured
      const saved = tokens.get()
      if (!saved) return { user: null, storage }
      try {
        current = await server.getUser(saved)
        return { user: publicUser(), storage }
      } catch {
        tokens.clear()
        current = undefined
        return { user: null, storage }
      }
    },
    async ConnectEmail({ email }) {
      const result = await server.startEmail({ email, purpose: 'login' })
      loginEmail = email
      return result
    },
    async ConnectOtp({ code }) {
      if (!loginEmail)
        throw new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message: 'Ask for a code first' })
      const session = await server.verifyEmail({ email: loginEmail, code })
      return { user: await signIn(session) }
    },
    async ConnectSocial({ attempt }) {
      const wait: SocialWait = { claimed: false, stop: async () => false }
      socialWaits.set(attempt, wait)
      try {
        const session = await waitForSocialLogin(server.socialResult, attempt, wait)
        return { user: await signIn(session), socialProvider: session.socialProvider }
      } finally {
        socialWaits.delete(attempt)
      }
    },
    async StartFarcaster({ attempt }) {
      try {
        return await server.farcasterStart(attempt)
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The Farcaster login failed'
        throw new FrameRequestError({ code: FRAME_ERROR_CODES.socialLoginFailed, message })
      }
    },
    async ConnectFarcaster({ attempt }) {
      const wait: SocialWait = { claimed: false, stop: async () => false }
      socialWaits.set(attempt, wait)
      try {
        const session = await waitForSocialLogin(server.farcasterResult, attempt, wait)
        const username = (session as { farcaster?: { username?: string } }).farcaster?.username
        return {
          user: await signIn(session),
          socialProvider: session.socialProvider,
          ...(username ? { username } : {}),
        }
      } finally {
        socialWaits.delete(attempt)
      }
    },
    async CancelSocialLogin({ attempt }) {
      const wait = socialWaits.get(attempt)
      return { underWay: wait ? await wait.stop() : false }
    },
    async AddPasskey() {
      if (!current?.wallet) throw notSignedIn()
      const { user } = current
      await unlock().catch(freshLoginRequired)
      // The share this device holds (its own, or the kit's it recovered with): with the auth share it opens the wallet.
      const share = await devices.load(user.id)
      let prf = false
      const added = await withVisibleFrame('passkey', () =>
        views.offerPasskey({
          email: user.email,
          add: async () => {
            try {
              const options = await server.passkeyRegisterOptions(token())
              const created = await passkeys.create(options)
              const wrappedShare =
                created.prf && share
                  ? shareToBase64(await sealShareWithPasskey(share, created.prf, user.id))
                  : undefined
              await server.registerPasskey(token(), {
                response: created.response,
                ...(wrappedShare ? { wrappedShare } : {}),
              })
              prf = wrappedShare !== undefined
              return undefined
            } catch (error) {
              return passkeyProblem(error)
            }
          },
        }),
      )
      if (!added) throw userRejected()
      return { prf }
    },
    async ConnectPasskey() {
      let session: Awaited<ReturnType<WalletServer['passkeyLogin']>>
      let prf: Uint8Array | undefined
      try {
        const asserted = await passkeys.get(await server.passkeyLoginOptions())
        prf = asserted.prf
        session = await server.passkeyLogin({ response: asserted.response })
      } catch (error) {
        throw passkeyFailed(error)
      }
      if (session.wrappedShare && prf) {
        // The share sealed under this passkey becomes this device's share; unlock checks it against the addresses.
        const share = await openShareWithPasskey(shareFromBase64(session.wrappedShare), prf, session.user.id)
        if (share) await devices.save(session.user.id, share)
      }
      return { user: await signIn(session) }
    },
    async ExportWallet() {
      if (!current?.wallet) throw notSignedIn()
      const { user, wallet } = current
      // A fresh release (the server checks the session's code is recent), not the keys already in memory.
      const authShare = shareFromBase64(await server.getAuthShare(token()).catch(freshLoginRequired))
      const device = await devices.load(user.id)
      if (!device) throw notSignedIn()
      const entropy = await combineShares(device, authShare)
      try {
        if (!sameAccounts(accountsOf(deriveWalletKeys(entropy)), wallet.accounts)) throw notSignedIn()
        const secrets = walletSecrets(entropy)
        await withVisibleFrame('export', () => views.showExport({ email: user.email, secrets }))
      } finally {
        entropy.fill(0)
      }
      return null
    },
    async DeleteWallet() {
      if (!current?.wallet) throw notSignedIn()
      const { user } = current
      if (!(await withVisibleFrame('delete', () => views.confirmDelete({ email: user.email }))))
        throw userRejected()
      await server.deleteWallet(token())
      tokens.clear()
      current = undefined
      keys = undefined
      await devices.forget(user.id)
      emit('AccountsChanged', { user: null })
      return null
    },
    async GetUser() {
      return { user: publicUser() }
    },
    async SignOut({ forgetDevice }) {
      const saved = tokens.get()
      const userId = current?.user.id
      tokens.clear()
      current = undefined
      keys = undefined
      if (saved) await server.signOut(saved).catch(() => undefined)
      if (forgetDevice && userId) await devices.forget(userId)
      emit('AccountsChanged', { user: null })
      return null
    },
    RpcRequest: rpc,
    async UpdateEmail({ email }) {
      token()
      const result = await server.startEmail({ email, purpose: 'update' })
      updateEmail = email
      return result
    },
    async UpdateEmailOtp({ code }) {
      if (!updateEmail)
        throw new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message: 'Ask for a code first' })
      current = await server.updateEmail(token(), { newEmail: updateEmail, code })
      const user = publicUser()
      if (!user) throw notSignedIn()
      emit('AccountsChanged', { user })
      return { user }
    },
    async CaptureEmail({ email }) {
      const result = await server.startEmail({ email, purpose: 'capture' })
      captureEmail = email
      return result
    },
    async CaptureEmailOtp({ email, code, address }) {
      if (email !== captureEmail)
        throw new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message: 'Ask for a code first' })
      await server.capture({ email, code, address })
      return null
    },
    async SwitchNetwork({ chainId }) {
      if (!networkOf(chainId))
        throw new FrameRequestError({ code: 4902, message: `Network ${chainId} is not configured` })
      if (chainId.startsWith('eip155:')) evmChainId = chainId
      return null
    },
    async SetAccountType({ chainId, type }) {
      if (!current?.wallet) throw notSignedIn()
      const network = networkOf(chainId)
      if (!network)
        throw new FrameRequestError({ code: 4901, message: `Network ${chainId} is not configured` })
      const delegate = network.smartAccountDelegate
      if (!delegate) throw new FrameRequestError({ code: 4200, message: 'Not supported by this wallet' })
      const chain = evmChain(Number(chainId.split(':')[1]), network.rpcUrl)
      const wallet = await unlock()
      const code = await readAccountCode(chain, wallet.evm.address)
      const deployed = code.kind === 'delegated' && code.to.toLowerCase() === delegate.toLowerCase()
      if (deployed === (type === 'smartAccount')) return { smartAccountDeployed: deployed }
      if (!(await approve(describeAccountSwitch(type, chain, wallet.evm)))) throw userRejected()
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
