import type { AdapterEvent, ChainAdapter } from '../../adapter/types'
import type { ChainNamespace } from '../../caip/namespaces'
import { clientCore } from '../../latch/clientCore'
import type { Latch } from '../../latch/types'
import type { LatchOptions } from '../../options/types'
import type { StorageKey } from '../../services/storage/keys'
import { reconnect } from '../reconnect'
import { resumeSocialLogin } from '../resumeSocialLogin'
import { checkOrigin } from './checkOrigin'
import { withFlowContext } from './flowContext'
import { handleAdapterEvent } from './handleAdapterEvent'
import { reconcileExternalChange } from './reconcileExternalChange'
import { applyRemoteConfig } from './remoteConfig'
import { recheckSession } from './signInSession'
import { recordWorkSignal } from './workSignals'

// The work a client does on its own, not at a visitor's call: `createLatch` loads this module with one `import()`
// at the first need (a stored connection to restore, a wallet event of the connected wallet, another tab's change,
// the page's focus with a sign-in session, analytics or the origin check configured), so a page whose visitor
// only reads it never downloads it (issue 21).

/** Turns what the connected wallet reported on its own into state (accounts, network, a dropped connection). */
export function followWallet(latch: Latch, adapter: ChainAdapter, event: AdapterEvent): Promise<void> {
  return withFlowContext(latch, async (context) => handleAdapterEvent(context, adapter, event))
}

/** Follows a change another tab made to Latch's storage (a connect, a disconnect, the network, the namespace). */
export function followOtherTab(latch: Latch, key: StorageKey): Promise<void> {
  return withFlowContext(latch, async (context) => reconcileExternalChange(context, key))
}

/** Restores the stored connections of `namespaces` on page load (their status already shows connecting). */
export async function restoreConnections(latch: Latch, namespaces: readonly ChainNamespace[]): Promise<void> {
  await reconnect(latch, { namespaces })
}

/** Finishes the full-page social login this page came back from (its popup was blocked). */
export async function finishSocialLogin(latch: Latch): Promise<void> {
  await resumeSocialLogin(latch)
}

/** The page got focus back with a sign-in session: an expired session signs the visitor out (RELIABILITY #20). */
export async function recheckSessionOnFocus(latch: Latch): Promise<void> {
  await recheckSession(clientCore(latch))
}

/** Checks the page's origin against the project's allowed origins (spec §6, §8). */
export function checkPageOrigin(latch: Latch, origin: string): Promise<void> {
  return checkOrigin(clientCore(latch), origin)
}

// Each client's read of its remote config, so that analytics starts only once it has said whether it may send.
const remoteConfigReads = new WeakMap<Latch, Promise<void>>()

/**
 * Reads the project's remote config into state (its features under the host's, analytics on or off) and, on a
 * page, checks its origin against the allowed origins (spec §6, §7, §8).
 */
export async function readProjectConfig(
  latch: Latch,
  origin: string | undefined,
  hostOptions: Pick<LatchOptions, 'remoteFeatures'> = {},
): Promise<void> {
  // The host's own remoteFeatures (what it left unset is undefined there): what the remote config may not change.
  const read = applyRemoteConfig(clientCore(latch), hostOptions.remoteFeatures ?? {})
  remoteConfigReads.set(
    latch,
    read.catch(() => {}),
  )
  const both = Promise.all([read, origin ? checkOrigin(clientCore(latch), origin) : undefined])
  recordWorkSignal(latch, 'projectConfigRead', both)
  await both
}

/**
 * Starts analytics (when configured) and records INITIALIZE, unless the client was unmounted while its services
 * loaded; resolves with the function that stops it.
 */
export function startAnalytics(
  latch: Latch,
  environment: typeof globalThis,
  stillMounted: () => boolean,
): Promise<() => void> {
  return withFlowContext(latch, async ({ analytics, adapters, options }) => {
    // `isAnalyticsEnabled: false` must be known before INITIALIZE is recorded and the first flush is scheduled.
    await remoteConfigReads.get(latch)
    if (!stillMounted()) return () => {}
    const stop = options.services?.analytics ? analytics.start(environment) : () => {}
    analytics.track({ event: 'INITIALIZE', props: { namespaces: [...adapters.keys()] } })
    return stop
  })
}
