import type { ChainAdapter } from '../adapter/types'
import type { CaipNetwork } from '../caip/types'
import { ConflictingSignInOptionsError } from '../errors/classes/ConflictingSignInOptionsError'
import type { ConnectMethod, Features, LatchOptions, RemoteFeatures, SiwxConfig } from './types'

/** Features with every spec default applied (spec §1). */
export type ResolvedFeatures = Required<Omit<Features, 'connectMethodsOrder'>> & {
  connectMethodsOrder: ConnectMethod[]
}

/** The remote features in force: the host's `remoteFeatures`, over the remote config's, over the defaults. */
export type ResolvedRemoteFeatures = Required<
  Pick<RemoteFeatures, 'email' | 'multiWallet' | 'emailCapture'>
> & {
  socials: NonNullable<RemoteFeatures['socials']>
}

/** Options after defaults and validation. */
export interface ResolvedOptions
  extends Omit<LatchOptions, 'features' | 'remoteFeatures' | 'adapters' | 'siwx' | 'siweConfig'> {
  adapters: ChainAdapter[]
  features: ResolvedFeatures
  /**
   * The host's remote features over the defaults. What is in force once the remote config is read (it fills what
   * the host left unset) is the state's `remote.features`; read that one.
   */
  remoteFeatures: ResolvedRemoteFeatures
  networks: CaipNetwork[]
  themeMode: 'light' | 'dark' | 'system'
  /** Sign-in with every hook present (the host's, its legacy `siweConfig`, or the local default); set by `createLatch`. */
  siwx?: SiwxConfig
  /** False when no projectId was given: the app keeps working and the alert is shown. */
  projectIdConfigured: boolean
}

/** The default connect method order (spec §1). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

/**
 * Validates host options and applies the spec's defaults: debug, wallet guide, wallets, EIP-6963, network switch
 * and reconnect are on unless set to false; mobile full screen is off; wallet preference is all; the pay feature
 * disables e-mail and socials. Throws when both `siweConfig` and `siwx` are set.
 */
export function resolveOptions(options: LatchOptions): ResolvedOptions {
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    throw new ConflictingSignInOptionsError()
  const features = options.features ?? {}
  const remote = options.remoteFeatures ?? {}
  const pay = features.pay === true
  const resolvedFeatures: ResolvedFeatures = {
    debug: features.debug !== false,
    walletGuide: features.walletGuide !== false,
    wallets: features.wallets !== false,
    eip6963: features.eip6963 !== false,
    networkSwitch: features.networkSwitch !== false,
    reconnect: features.reconnect !== false,
    mobileFullScreen: features.mobileFullScreen === true,
    walletPreference: features.walletPreference ?? 'all',
    connectMethodsOrder: features.connectMethodsOrder?.length
      ? [...features.connectMethodsOrder]
      : [...DEFAULT_CONNECT_METHODS_ORDER],
    pay,
    swaps: features.swaps !== false,
    send: features.send !== false,
    onramp: features.onramp !== false,
    allowUnsupportedChain: features.allowUnsupportedChain === true,
    manualWCControl: features.manualWCControl === true,
    basicWalletConnect: features.basicWalletConnect === true,
  }
  const { siwx: _siwx, siweConfig: _siweConfig, ...rest } = options
  return {
    ...rest,
    adapters: [...(options.adapters ?? [])],
    networks: [...options.networks],
    features: resolvedFeatures,
    remoteFeatures: {
      email: pay ? false : remote.email !== false,
      socials: pay ? false : (remote.socials ?? [...DEFAULT_SOCIALS]),
      multiWallet: remote.multiWallet === true,
      emailCapture: remote.emailCapture ?? false,
    },
    themeMode: options.themeMode ?? 'system',
    projectIdConfigured: typeof options.projectId === 'string' && options.projectId.trim().length > 0,
  }
}
