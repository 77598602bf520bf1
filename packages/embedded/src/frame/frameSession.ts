import { FRAME_ERROR_CODES, FrameRequestError } from '../protocol/errors'
import type {
  EmbeddedAccounts,
  EmbeddedUser,
  FrameEvents,
  FrameNetwork,
  FrameRequests,
} from '../protocol/messages'
import { notSignedIn } from './frameErrors'
import type { ServerUser, WalletServer } from './server/walletServer'
import type { PasskeyCeremonies } from './server/webauthn'
import type { FrameViews } from './ui/views'
import { deriveWalletKeys, type WalletKeys } from './wallet/deriveKeys'
import type { DeviceShareStore } from './wallet/deviceShareStore'
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

/** The frame's answer to each request the host sends (`FrameRequests`). */
export type FrameHandlers = {
  [T in keyof FrameRequests]: (payload: FrameRequests[T]['payload']) => Promise<FrameRequests[T]['result']>
}

export const sameAccounts = (a: EmbeddedAccounts, b: EmbeddedAccounts) =>
  a.eip155.toLowerCase() === b.eip155.toLowerCase() && a.solana === b.solana
export const accountsOf = (keys: WalletKeys): EmbeddedAccounts => ({
  eip155: keys.evm.address,
  solana: keys.solana.address,
})

/**
 * What the frame's request handlers share: the signed-in user, the wallet's keys (in this object's memory only
 * while the frame lives), the host's networks, and the steps every login and signing takes (unlock, approve).
 */
export type FrameSession = ReturnType<typeof createFrameSession>

export function createFrameSession(deps: FrameWalletDeps) {
  const { server, devices, tokens, views, emit } = deps
  const storage = deps.storage ?? 'persistent'
  /** One approval at a time: the next request waits until the visitor decided on this one. */
  let approvals: Promise<unknown> = Promise.resolve()

  const session = {
    deps,
    storage,
    networks: [] as FrameNetwork[],
    current: undefined as ServerUser | undefined,
    keys: undefined as WalletKeys | undefined,
    /** The active EIP-155 network (`wallet_switchEthereumChain`, `SwitchNetwork`). */
    evmChainId: undefined as string | undefined,

    publicUser(): EmbeddedUser | null {
      const { current } = session
      return current?.wallet
        ? { id: current.user.id, email: current.user.email, accounts: current.wallet.accounts }
        : null
    },

    networkOf: (chainId: string) => session.networks.find((network) => network.chainId === chainId),

    /** The session token; `notSignedIn` without one. */
    token() {
      const value = tokens.get()
      if (!value) throw notSignedIn()
      return value
    },

    /** Runs `work` with the frame shown over the host page (a view of the frame's own), hidden again after. */
    async withVisibleFrame<T>(reason: FrameEvents['ShowFrame']['reason'], work: () => Promise<T>) {
      emit('ShowFrame', { reason })
      try {
        return await work()
      } finally {
        emit('HideFrame', {})
      }
    },

    /** Asks the visitor to approve `description`, one prompt at a time. */
    approve(description: Parameters<FrameViews['approve']>[0]): Promise<boolean> {
      const next = approvals.then(() => session.withVisibleFrame('approve', () => views.approve(description)))
      approvals = next.catch(() => undefined)
      return next
    },

    /** The wallet's keys: in memory, else from this device's share (or the recovery kit) and the server's. */
    async unlock(): Promise<WalletKeys> {
      if (session.keys) return session.keys
      if (!session.current?.wallet) throw notSignedIn()
      const { user, wallet } = session.current
      const authShare = shareFromBase64(await server.getAuthShare(session.token()))
      const device = await devices.load(user.id)
      if (device) {
        const opened = await keysFrom(device, authShare, wallet.accounts)
        if (opened) {
          session.keys = opened
          return opened
        }
        await devices.forget(user.id)
      }
      // New device (or a lost cache): the recovery kit is the second share.
      const recovered = await session.withVisibleFrame('recover', () =>
        views.askRecoveryKit({
          email: user.email,
          readKit: async (text) => {
            const kit = decodeRecoveryKit(text)
            if (!kit) return 'This is not a recovery kit. Paste the whole text of the kit file.'
            const opened = await keysFrom(kit.share, authShare, wallet.accounts)
            if (!opened) return 'This recovery kit belongs to another wallet.'
            // The kit's share becomes this device's cached share; the kit itself stays valid.
            await devices.save(user.id, kit.share)
            session.keys = opened
            return undefined
          },
        }),
      )
      if (!recovered || !session.keys)
        throw new FrameRequestError({
          code: FRAME_ERROR_CODES.recoveryKitRequired,
          message:
            'This wallet was created on another device. Without its recovery kit it cannot be opened here: the wallet server holds only one of the two parts needed.',
        })
      return session.keys
    },

    /** A login's session kept: the wallet opened (or made, at the first login), and the host told. */
    async signIn(login: ServerUser & { token: string }): Promise<EmbeddedUser> {
      tokens.set(login.token)
      session.current = { user: login.user, wallet: login.wallet }
      session.keys = undefined
      try {
        if (login.wallet) await session.unlock()
        else await createWallet(login)
      } catch (error) {
        if (error instanceof FrameRequestError && error.code === FRAME_ERROR_CODES.walletDeleted) {
          await server.signOut(login.token).catch(() => undefined)
          tokens.clear()
          session.current = undefined
        }
        throw error
      }
      const user = session.publicUser()
      if (!user) throw notSignedIn()
      emit('AccountsChanged', { user })
      return user
    },

    /** Forgets the token, the user and the keys (signed out, or the wallet deleted). */
    forget() {
      tokens.clear()
      session.current = undefined
      session.keys = undefined
    },
  }

  async function createWallet(login: ServerUser): Promise<void> {
    const replacesDeleted = login.walletDeleted === true
    if (replacesDeleted) {
      const confirmed = await session.withVisibleFrame('delete', () =>
        views.confirmNewWallet({ email: login.user.email }),
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
    await server.createWallet(session.token(), {
      authShare: shareToBase64(shares.auth),
      accounts,
      ...(replacesDeleted ? { replacesDeleted: true as const } : {}),
    })
    await devices.save(login.user.id, shares.device)
    const kit = encodeRecoveryKit({ share: shares.recovery, email: login.user.email, accounts })
    await session.withVisibleFrame('recoveryKit', () =>
      views.showRecoveryKit({
        kit,
        email: login.user.email,
        ephemeral: storage === 'ephemeral',
        ...(deps.rememberDevice ? { rememberDevice: deps.rememberDevice } : {}),
      }),
    )
    session.keys = fresh
    session.current = { user: login.user, wallet: { accounts } }
  }

  return session
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
