import type { ChainNamespace } from '../caip/namespaces'
import { ViewNotAvailableError } from '../errors/classes/ViewNotAvailableError'
import { afterNextPaint } from '../latch/afterNextPaint'
import { clientCore } from '../latch/clientCore'
import { isMobileBrowser } from '../latch/isMobileBrowser'
import type { Latch } from '../latch/types'
import { clearAttempts } from '../rules/clearAttempts'
import { openedModal } from '../rules/navigation'
import { missingViewParameter } from '../rules/requiredViewParameter'
import { resolveOpenView } from '../rules/resolveOpenView'
import { activeAccount } from '../state/activeAccount'
import type { RouterParams, View } from '../state/types'
import { getFlowContext } from './internal/flowContext'
import { isWalletConnectOffered } from './internal/walletConnectAdapters'

/** Parameters of {@link open} (spec §2 opening rules). */
export interface OpenParameters {
  view?: View
  namespace?: ChainNamespace
  params?: RouterParams
}

/** {@link open} resolves once wallet discovery has started, in the task after the modal's first frame. */
export type OpenReturnType = void

/**
 * Opens the modal (spec §2): at the view asked for, else Account when connected (SwitchActiveChain when opened for
 * another namespace), else Connect (AllWallets or the WalletConnect QR when there are no adapters or the host
 * controls WalletConnect). It shows at once (state only); once the frame that shows it has painted, it starts
 * wallet discovery and loading the client's services, which are in long before the visitor picks a wallet, and
 * resolves. A new opening clears the attempts. A view
 * the UI does not ship (`setAvailableViews`), or one asked for without the parameter it shows (ConnectingExternal's
 * `connectorId`, SwitchNetwork's `networkId`, SwitchActiveChain's `namespace` (or `open`'s), EmailVerifyOtp's
 * `email`), is refused with `ViewNotAvailableError`, and the modal stays as it was.
 */
export async function open(latch: Latch, parameters: OpenParameters = {}): Promise<OpenReturnType> {
  const core = clientCore(latch)
  const { store, options } = core
  const available = core.availableViews.current
  if (parameters.view && available && !available.has(parameters.view))
    throw new ViewNotAvailableError({ details: parameters.view })
  // Opened for a namespace, SwitchActiveChain switches to that one.
  const params =
    parameters.view === 'SwitchActiveChain' && parameters.namespace && !parameters.params?.namespace
      ? { ...parameters.params, namespace: parameters.namespace }
      : parameters.params
  const missing = parameters.view ? missingViewParameter(parameters.view, params) : undefined
  if (parameters.view && missing)
    throw new ViewNotAvailableError({ details: `${parameters.view} needs params.${missing}` })
  const state = store.getState()
  const entry = resolveOpenView({
    ...(parameters.view ? { requestedView: parameters.view } : {}),
    ...(parameters.namespace ? { requestedNamespace: parameters.namespace } : {}),
    ...(params ? { params } : {}),
    ...(state.activeNamespace ? { activeNamespace: state.activeNamespace } : {}),
    hasAddress: activeAccount(state)?.status === 'connected',
    adapterCount: core.adapters.size,
    manualWalletConnectControl: options.features.manualWCControl,
    walletConnectAvailable: isWalletConnectOffered(core),
    isMobile: isMobileBrowser(),
  })
  store.setState((current) => ({
    ...clearAttempts(current),
    modal: openedModal(entry, parameters.namespace),
  }))
  core.emit({ type: 'MODAL_OPEN', view: entry.view })
  // An open modal is about to need wallet discovery and the services. Both start after the frame that shows it:
  // their imports (and a bundler's preload of their chunks, one <link> each) would otherwise run in the click.
  await new Promise<void>((started) =>
    afterNextPaint(() => {
      core.requestAdapters()
      void getFlowContext(latch).catch(() => {})
      started()
    }),
  )
}
