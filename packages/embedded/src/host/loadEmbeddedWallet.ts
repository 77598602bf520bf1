import type { CaipNetwork, EmbeddedWallet, EmbeddedWalletUser } from '@latch/core'
import type { EmbeddedUser, FrameChainId, FrameNetwork } from '../protocol/messages'
import { announceEip6963 } from './announceEip6963'
import { createEip1193Provider } from './eip1193Provider'
import type { EmbeddedSponsorOptions } from './embeddedWallet'
import { createFrameClient } from './frameClient'
import { createSolanaStandardWallet, registerStandardWallet } from './solanaStandardWallet'
import { frameErrorToLatch } from './toLatchError'

/** What {@link loadEmbeddedWallet} needs: the wallet server and the host's options. */
export interface LoadEmbeddedWalletInput {
  serverUrl: string
  projectId: string
  networks: readonly CaipNetwork[]
  customRpcUrls?: Record<string, string[]>
  /** `Simple7702Account` per eip155 network, for batches (see `EmbeddedWalletOptions`). */
  smartAccountDelegates?: Readonly<Record<string, `0x${string}`>>
  /** Bundler and default paymaster per eip155 network, for sponsored batches (see `EmbeddedWalletOptions`). */
  sponsor?: Readonly<Record<string, EmbeddedSponsorOptions>>
}

const SUPPORTED = new Set(['eip155', 'solana'])

/** The frame's networks: the host's eip155 and solana networks with the RPC the host reads them from. */
function frameNetworks(input: LoadEmbeddedWalletInput): FrameNetwork[] {
  return input.networks.flatMap((network) => {
    const rpcUrl = input.customRpcUrls?.[network.id]?.[0] ?? network.rpcUrls[0]
    const smartAccountDelegate = input.smartAccountDelegates?.[network.id]
    // Sponsored batches are user operations of the smart account: a bundler without a delegate has nothing to send.
    const sponsor = smartAccountDelegate ? input.sponsor?.[network.id] : undefined
    return SUPPORTED.has(network.namespace) && rpcUrl
      ? [
          {
            chainId: network.id as FrameChainId,
            rpcUrl,
            ...(smartAccountDelegate ? { smartAccountDelegate } : {}),
            ...(sponsor ? { bundlerUrl: new URL(sponsor.bundlerUrl).href } : {}),
            ...(sponsor?.paymasterUrl ? { paymasterUrl: new URL(sponsor.paymasterUrl).href } : {}),
          },
        ]
      : []
  })
}

const toUser = (user: EmbeddedUser): EmbeddedWalletUser => ({
  id: user.id,
  email: user.email,
  accounts: { ...user.accounts },
})

/**
 * Inserts the wallet frame, tells it the networks, and announces its EIP-1193 provider (eip155) and its Wallet
 * Standard wallet (solana) so the adapters list them. Every failure is a Latch error.
 */
export async function loadEmbeddedWallet(input: LoadEmbeddedWalletInput): Promise<EmbeddedWallet> {
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw frameErrorToLatch(error)
    }
  }
  // A malformed sponsor URL stops the load before a frame is inserted.
  const networks = await call(async () => frameNetworks(input))
  const frame = createFrameClient({ serverUrl: input.serverUrl, projectId: input.projectId })
  await call(() => frame.request('Init', { networks }))

  const firstEvm = networks.find((network) => network.chainId.startsWith('eip155:'))
  if (firstEvm) announceEip6963(createEip1193Provider(frame, Number(firstEvm.chainId.split(':')[1])))
  const solanaNetworks = networks.filter((network) => network.chainId.startsWith('solana:'))
  if (solanaNetworks.length > 0)
    registerStandardWallet(
      createSolanaStandardWallet(
        frame,
        solanaNetworks.map((network) => network.chainId),
      ),
    )

  return {
    getUser: () =>
      call(async () => {
        const { user } = await frame.request('GetUser', {})
        return user ? toUser(user) : null
      }),
    startEmailLogin: (email) => call(() => frame.request('ConnectEmail', { email })),
    verifyEmailLogin: (code) => call(async () => toUser((await frame.request('ConnectOtp', { code })).user)),
    completeSocialLogin: (login) =>
      call(async () => {
        const { user, socialProvider } = await frame.request('ConnectSocial', login)
        return { ...toUser(user), socialProvider }
      }),
    cancelSocialLogin: (login) => call(() => frame.request('CancelSocialLogin', login)),
    startFarcasterLogin: (login) => call(() => frame.request('StartFarcaster', login)),
    completeFarcasterLogin: (login) =>
      call(async () => {
        const { user, socialProvider, username } = await frame.request('ConnectFarcaster', login)
        return { ...toUser(user), socialProvider, ...(username ? { username } : {}) }
      }),
    addPasskey: () => call(() => frame.request('AddPasskey', {})),
    connectPasskey: () => call(async () => toUser((await frame.request('ConnectPasskey', {})).user)),
    exportWallet: () =>
      call(async () => {
        await frame.request('ExportWallet', {})
      }),
    deleteWallet: () =>
      call(async () => {
        await frame.request('DeleteWallet', {})
      }),
    startEmailUpdate: (email) => call(() => frame.request('UpdateEmail', { email })),
    verifyEmailUpdate: (code) =>
      call(async () => toUser((await frame.request('UpdateEmailOtp', { code })).user)),
    startEmailCapture: (email) => call(() => frame.request('CaptureEmail', { email })),
    setAccountType: ({ chainId, type }) =>
      call(() => frame.request('SetAccountType', { chainId: chainId as FrameChainId, type })),
    verifyEmailCapture: (capture) =>
      call(async () => {
        await frame.request('CaptureEmailOtp', capture)
      }),
    signOut: (options) =>
      call(async () => {
        await frame.request('SignOut', options?.forgetDevice ? { forgetDevice: true } : {})
      }),
  }
}
