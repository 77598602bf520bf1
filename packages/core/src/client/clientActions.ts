import { back } from '../actions/back'
import { cancelWalletConnect } from '../actions/cancelWalletConnect'
import { close } from '../actions/close'
import type { ConnectParameters } from '../actions/connect'
import type { DisconnectParameters } from '../actions/disconnect'
import { dismissAlert } from '../actions/dismissAlert'
import { dismissToast } from '../actions/dismissToast'
import { getAdapter } from '../actions/getAdapter'
import { getRecentWallets } from '../actions/getRecentWallets'
import { isValidReceiver } from '../actions/isValidReceiver'
import { isWalletConnectAvailable } from '../actions/isWalletConnectAvailable'
import { navigate } from '../actions/navigate'
import { type OpenParameters, open } from '../actions/open'
import { prefetchWalletConnect } from '../actions/prefetchWalletConnect'
import { resetSend } from '../actions/resetSend'
import { setActiveNamespace } from '../actions/setActiveNamespace'
import { setCurrentTab } from '../actions/setCurrentTab'
import { setSendAmount } from '../actions/setSendAmount'
import { setSendReceiver } from '../actions/setSendReceiver'
import { type SetSendTokenParameters, setSendToken } from '../actions/setSendToken'
import { setStatus } from '../actions/setStatus'
import { setThemeMode } from '../actions/setThemeMode'
import { type SetThemeVariablesParameters, setThemeVariables } from '../actions/setThemeVariables'
import { showAlert } from '../actions/showAlert'
import { showToast } from '../actions/showToast'
import type { SignMessageParameters } from '../actions/signMessage'
import { watchConnections } from '../actions/watchConnections'
import { loadOnce } from '../adapter/loadOnce'
import type { Connection } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import type { ThemeMode } from '../latch/applyThemeMode'
import type { Latch } from '../latch/types'
import type { Notice, RouterParams, View } from '../state/types'

type LaterActions = typeof import('./laterActions')['laterActions']

// Code, not state: every client calls the same actions once they are in.
let loaded: LaterActions | undefined
const loadLaterActions = loadOnce(async () => {
  loaded = (await import('./laterActions')).laterActions
  return loaded
})

/**
 * A client member whose action is not in the host's first load: its first call imports the actions behind every
 * such member (one `import()`, `./laterActions`); once they are in, a call runs the action at once.
 */
function later<A extends unknown[], R>(
  call: (actions: LaterActions, latch: Latch, ...args: A) => Promise<R>,
): (latch: Latch) => (...args: A) => Promise<R> {
  return (latch) =>
    (...args) =>
      loaded
        ? call(loaded, latch, ...args)
        : loadLaterActions().then((actions) => call(actions, latch, ...args))
}

/**
 * The `client.connect(...)` style, kept for hosts and tests written before the actions: every member calls the
 * action of `@latch/core/actions` it names, with the client. The members that take a single value keep their
 * positional signature. This table is the only list: `LatchClient` is derived from it, and a test checks that it
 * holds every action of the entry (except `reconnect`, which `mount()` runs).
 */
export const CLIENT_ACTIONS = {
  /** Opens the modal (spec §2 opening rules). */
  open: (latch: Latch) => (input?: OpenParameters) => open(latch, input),
  /** Closes the modal, unless the sign-in close guard holds it. */
  close: (latch: Latch) => () => close(latch),
  /** Shows a view on top of the modal's history. */
  navigate: (latch: Latch) => (view: View, params?: RouterParams) =>
    navigate(latch, { view, ...(params ? { params } : {}) }),
  /** Returns to the previous view; from the first one the modal closes. */
  back: (latch: Latch) => () => back(latch),
  /** The host's adapter of a namespace. */
  getAdapter: (latch: Latch) => (namespace: ChainNamespace) => getAdapter(latch, { namespace }),
  /** Calls `listener` with a namespace's connections whenever they change (spec §8 alert without multi-wallet). */
  watchConnections:
    (latch: Latch) => (namespace: ChainNamespace, listener: (connections: readonly Connection[]) => void) =>
      watchConnections(latch, { namespace, onChange: listener }),

  /** E-mail login, step one: mails a code (30 s between requests). */
  connectEmail: later(({ connectEmail }, latch, email: string) => connectEmail(latch, { email })),
  /** E-mail login, step two: the code; the e-mail wallet's accounts connect. */
  verifyEmailOtp: later(({ verifyEmailOtp }, latch, code: string) => verifyEmailOtp(latch, { code })),
  /** Mails a code to a new address for the signed-in e-mail user. */
  updateEmail: later(({ updateEmail }, latch, email: string) => updateEmail(latch, { email })),
  /** Confirms the new address with its code. */
  verifyEmailUpdate: later(({ verifyEmailUpdate }, latch, code: string) =>
    verifyEmailUpdate(latch, { code }),
  ),
  /** DataCapture: mails a code to the e-mail a visitor with an external wallet gives. */
  captureEmail: later(({ captureEmail }, latch, email: string) => captureEmail(latch, { email })),
  /** DataCapture: the code; the server keeps the e-mail for the project. */
  verifyEmailCapture: later(({ verifyEmailCapture }, latch, input: { email: string; code: string }) =>
    verifyEmailCapture(latch, input),
  ),
  /** Connects a wallet. */
  connect: later(({ connect }, latch, input: ConnectParameters) => connect(latch, input)),
  /** Disconnects one namespace (default: the active one), or every namespace with `all`. */
  disconnect: later(({ disconnect }, latch, input?: DisconnectParameters) => disconnect(latch, input)),
  /** Switches to a configured network. */
  switchNetwork: later(({ switchNetwork }, latch, networkId: CaipNetworkId) =>
    switchNetwork(latch, { networkId }),
  ),
  /** `connect` as the modal's connecting view runs it, recorded in `state.attempts.connect`. */
  attemptConnect: later(
    ({ attemptConnect }, latch, input: { namespace: ChainNamespace; connectorId: string }) =>
      attemptConnect(latch, input),
  ),
  /** `switchNetwork` as the SwitchNetwork view runs it, recorded in `state.attempts.switchNetwork`. */
  attemptSwitchNetwork: later(({ attemptSwitchNetwork }, latch, networkId: CaipNetworkId) =>
    attemptSwitchNetwork(latch, { networkId }),
  ),
  /** Makes a namespace the active one. */
  setActiveNamespace: (latch: Latch) => (namespace: ChainNamespace) =>
    setActiveNamespace(latch, { namespace }),
  /** Asks the connected wallet of a namespace (default: the active one) to sign a message. */
  signMessage: later(({ signMessage }, latch, input: SignMessageParameters) => signMessage(latch, input)),
  /** Refreshes a namespace's native balance (default: the active one). */
  fetchBalance: later(({ fetchBalance }, latch, namespace?: ChainNamespace) =>
    fetchBalance(latch, namespace ? { namespace } : {}),
  ),
  /** Reads the name and avatar of a namespace's account (default: the active one), through the identity cache. */
  fetchProfile: later(({ fetchProfile }, latch, namespace?: ChainNamespace) =>
    fetchProfile(latch, namespace ? { namespace } : {}),
  ),
  /** Reads the Tokens tab of a namespace (default: the active one). */
  fetchTokens: later(({ fetchTokens }, latch, namespace?: ChainNamespace) =>
    fetchTokens(latch, namespace ? { namespace } : {}),
  ),
  /** Reads the Activity tab of a namespace (default: the active one). */
  fetchActivity: later(({ fetchActivity }, latch, namespace?: ChainNamespace) =>
    fetchActivity(latch, namespace ? { namespace } : {}),
  ),
  /** Reads the Activity page older than the last one listed (the visitor scrolled to the end). */
  fetchMoreActivity: later(({ fetchMoreActivity }, latch, namespace?: ChainNamespace) =>
    fetchMoreActivity(latch, namespace ? { namespace } : {}),
  ),
  /** Shows a tab of the Account view (spec §3 currentTab: 0 Tokens, 1 Activity). */
  setCurrentTab: (latch: Latch) => (tab: number) => setCurrentTab(latch, { tab }),

  /** WalletConnect is offered: the integration, a projectId and an adapter that can use it. */
  walletConnectAvailable: (latch: Latch) => () => isWalletConnectAvailable(latch),
  /** Pairs a wallet through WalletConnect; the URI, phase and error land in `state.walletConnect`. */
  connectWalletConnect: later(({ connectWalletConnect }, latch) => connectWalletConnect(latch)),
  /** Stops a WalletConnect pairing in progress. */
  cancelWalletConnect: (latch: Latch) => () => void cancelWalletConnect(latch),
  /** Starts loading the WalletConnect SDK (hover, idle). */
  prefetchWalletConnect: (latch: Latch) => () => prefetchWalletConnect(latch),

  /** Chooses the token of the send form. */
  setSendToken: (latch: Latch) => (token: SetSendTokenParameters) => setSendToken(latch, token),
  /** Sets the amount of the send form. */
  setSendAmount: (latch: Latch) => (amount: string | undefined) => setSendAmount(latch, { amount }),
  /** Sets the receiver of the send form as given. */
  setSendReceiver: (latch: Latch) => (address: string | undefined) => setSendReceiver(latch, { address }),
  /** Sets the receiver from typed text: an address as is; on eip155 a name resolves (ENS). */
  resolveSendReceiver: later(({ resolveSendReceiver }, latch, input: string) =>
    resolveSendReceiver(latch, { input }),
  ),
  /** True when the active namespace's adapter accepts `address` as a receiver. */
  isValidReceiver: (latch: Latch) => (address: string | undefined) => isValidReceiver(latch, { address }),
  /** The network fee of what the send form holds, or undefined when it cannot be told. */
  estimateSendFee: later(({ estimateSendFee }, latch) => estimateSendFee(latch)),
  /** Empties the send form (token, amount, receiver). */
  resetSend: (latch: Latch) => () => resetSend(latch),
  /** Sends what the send form holds; resolves with the transaction hash. */
  send: later(({ send }, latch) => send(latch)),

  /** Runs the sign-in flow for the active account (spec §4). */
  signIn: later(({ signIn }, latch) => signIn(latch)),
  /** Cancels sign-in (spec §4). */
  cancelSignIn: later(({ cancelSignIn }, latch) => cancelSignIn(latch)),

  /** Shows a toast, replacing any current one. */
  showToast: (latch: Latch) => (notice: Notice) => showToast(latch, notice),
  /** Hides the toast; with a notice, only when that one is still shown. */
  dismissToast: (latch: Latch) => (notice?: Notice) => dismissToast(latch, notice ? { notice } : {}),
  /** Shows an alert, replacing any current one. */
  showAlert: (latch: Latch) => (notice: Notice) => showAlert(latch, notice),
  /** Hides the alert. */
  dismissAlert: (latch: Latch) => () => dismissAlert(latch),
  /** Sets the status banner (undefined hides it). */
  setStatus: (latch: Latch) => (notice: Notice | undefined) => setStatus(latch, { notice }),
  /** Sets the modal's theme mode. */
  setThemeMode: (latch: Latch) => (mode: ThemeMode) => setThemeMode(latch, { mode }),
  /** Merges theme variables into the current ones. */
  setThemeVariables: (latch: Latch) => (variables: SetThemeVariablesParameters) =>
    setThemeVariables(latch, variables),
  /** The wallets this device connected most recently (at most 2). */
  getRecentWallets: (latch: Latch) => () => getRecentWallets(latch),
}

/** The client's action members, one per entry of {@link CLIENT_ACTIONS}. */
export type ClientActions = {
  [Name in keyof typeof CLIENT_ACTIONS]: ReturnType<(typeof CLIENT_ACTIONS)[Name]>
}

/** Binds every member of {@link CLIENT_ACTIONS} to `latch`. */
export function bindClientActions(latch: Latch): ClientActions {
  return Object.fromEntries(
    Object.entries(CLIENT_ACTIONS).map(([name, bind]) => [name, bind(latch)]),
  ) as ClientActions
}
