// `@latch/core/actions`: Latch's use cases, one module each, `(latch, parameters) => result`. A view or host imports
// only the actions it calls, so a bundler puts each in the chunk that needs it. Names are listed explicitly; a test
// snapshots them.

export { type AddPasskeyReturnType, addPasskey } from '../actions/addPasskey'
export {
  type AttemptConnectParameters,
  type AttemptConnectReturnType,
  attemptConnect,
} from '../actions/attemptConnect'
export {
  type AttemptSwitchNetworkParameters,
  type AttemptSwitchNetworkReturnType,
  attemptSwitchNetwork,
} from '../actions/attemptSwitchNetwork'
export { type BackReturnType, back } from '../actions/back'
export { type CancelSignInReturnType, cancelSignIn } from '../actions/cancelSignIn'
export { type CancelWalletConnectReturnType, cancelWalletConnect } from '../actions/cancelWalletConnect'
export {
  type CaptureEmailParameters,
  type CaptureEmailReturnType,
  captureEmail,
} from '../actions/captureEmail'
export { type CloseReturnType, close } from '../actions/close'
export { type ConnectParameters, type ConnectReturnType, connect } from '../actions/connect'
export {
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../actions/connectEmail'
export {
  type ConnectFarcasterParameters,
  type ConnectFarcasterReturnType,
  connectFarcaster,
} from '../actions/connectFarcaster'
export { type ConnectPasskeyReturnType, connectPasskey } from '../actions/connectPasskey'
export { type ConnectPickedWalletParameters, connectPickedWallet } from '../actions/connectPickedWallet'
export {
  type ConnectSocialParameters,
  type ConnectSocialReturnType,
  connectSocial,
} from '../actions/connectSocial'
export { type ConnectWalletConnectReturnType, connectWalletConnect } from '../actions/connectWalletConnect'
export {
  type CreateOnrampUrlParameters,
  type CreateOnrampUrlReturnType,
  createOnrampUrl,
} from '../actions/createOnrampUrl'
export { type DeleteWalletReturnType, deleteWallet } from '../actions/deleteWallet'
export { type DisconnectParameters, type DisconnectReturnType, disconnect } from '../actions/disconnect'
export {
  type DisconnectConnectionParameters,
  type DisconnectConnectionReturnType,
  disconnectConnection,
} from '../actions/disconnectConnection'
export { type DismissAlertReturnType, dismissAlert } from '../actions/dismissAlert'
export {
  type DismissToastParameters,
  type DismissToastReturnType,
  dismissToast,
} from '../actions/dismissToast'
export { type EstimateSendFeeReturnType, estimateSendFee } from '../actions/estimateSendFee'
export { type ExportWalletReturnType, exportWallet } from '../actions/exportWallet'
export {
  type FetchAccountTypeParameters,
  type FetchAccountTypeReturnType,
  fetchAccountType,
} from '../actions/fetchAccountType'
export {
  type FetchActivityParameters,
  type FetchActivityReturnType,
  type FetchMoreActivityParameters,
  fetchActivity,
  fetchMoreActivity,
} from '../actions/fetchActivity'
export {
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance'
export {
  type FetchConnectionBalancesParameters,
  type FetchConnectionBalancesReturnType,
  fetchConnectionBalances,
} from '../actions/fetchConnectionBalances'
export {
  type FetchOnrampProvidersParameters,
  type FetchOnrampProvidersReturnType,
  fetchOnrampProviders,
} from '../actions/fetchOnrampProviders'
export {
  type FetchProfileParameters,
  type FetchProfileReturnType,
  fetchProfile,
} from '../actions/fetchProfile'
export {
  type FetchSwapQuoteParameters,
  type FetchSwapQuoteReturnType,
  fetchSwapQuote,
} from '../actions/fetchSwapQuote'
export {
  type FetchSwapTokensParameters,
  type FetchSwapTokensReturnType,
  fetchSwapTokens,
} from '../actions/fetchSwapTokens'
export { type FetchTokensParameters, type FetchTokensReturnType, fetchTokens } from '../actions/fetchTokens'
export { type GetAdapterParameters, type GetAdapterReturnType, getAdapter } from '../actions/getAdapter'
export {
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from '../actions/getCallsStatus'
export {
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '../actions/getCapabilities'
export { type GetRecentWalletsReturnType, getRecentWallets } from '../actions/getRecentWallets'
export {
  type IsValidReceiverParameters,
  type IsValidReceiverReturnType,
  isValidReceiver,
} from '../actions/isValidReceiver'
export {
  type IsWalletConnectAvailableReturnType,
  isWalletConnectAvailable,
} from '../actions/isWalletConnectAvailable'
export { type NavigateParameters, type NavigateReturnType, navigate } from '../actions/navigate'
export { type OpenParameters, type OpenReturnType, open } from '../actions/open'
export { type OpenOnrampReturnType, openOnramp } from '../actions/openOnramp'
export { type OpenSwapReturnType, openSwap } from '../actions/openSwap'
export { type PrefetchWalletConnectReturnType, prefetchWalletConnect } from '../actions/prefetchWalletConnect'
export { type PrefetchWalletsReturnType, prefetchWallets } from '../actions/prefetchWallets'
export { type ReconnectParameters, type ReconnectReturnType, reconnect } from '../actions/reconnect'
export { type RefreshAfterOnrampReturnType, refreshAfterOnramp } from '../actions/refreshAfterOnramp'
export { type ResetSendReturnType, resetSend } from '../actions/resetSend'
export {
  type ResolveSendReceiverParameters,
  type ResolveSendReceiverReturnType,
  resolveSendReceiver,
} from '../actions/resolveSendReceiver'
export { type ResumeSocialLoginReturnType, resumeSocialLogin } from '../actions/resumeSocialLogin'
export { type SendReturnType, send } from '../actions/send'
export { type SendCallsParameters, type SendCallsReturnType, sendCalls } from '../actions/sendCalls'
export {
  type SetActiveNamespaceParameters,
  type SetActiveNamespaceReturnType,
  setActiveNamespace,
} from '../actions/setActiveNamespace'
export {
  type SetAvailableViewsParameters,
  type SetAvailableViewsReturnType,
  setAvailableViews,
} from '../actions/setAvailableViews'
export {
  type SetCurrentTabParameters,
  type SetCurrentTabReturnType,
  setCurrentTab,
} from '../actions/setCurrentTab'
export {
  type SetPreferredAccountTypeParameters,
  type SetPreferredAccountTypeReturnType,
  setPreferredAccountType,
} from '../actions/setPreferredAccountType'
export {
  type SetSendAmountParameters,
  type SetSendAmountReturnType,
  setSendAmount,
} from '../actions/setSendAmount'
export {
  type SetSendReceiverParameters,
  type SetSendReceiverReturnType,
  setSendReceiver,
} from '../actions/setSendReceiver'
export {
  type SetSendTokenParameters,
  type SetSendTokenReturnType,
  setSendToken,
} from '../actions/setSendToken'
export { type SetStatusParameters, type SetStatusReturnType, setStatus } from '../actions/setStatus'
export {
  type SetThemeModeParameters,
  type SetThemeModeReturnType,
  setThemeMode,
} from '../actions/setThemeMode'
export {
  type SetThemeVariablesParameters,
  type SetThemeVariablesReturnType,
  setThemeVariables,
} from '../actions/setThemeVariables'
export { type ShowAlertParameters, type ShowAlertReturnType, showAlert } from '../actions/showAlert'
export { type ShowToastParameters, type ShowToastReturnType, showToast } from '../actions/showToast'
export { type SignInReturnType, signIn } from '../actions/signIn'
export { type SignMessageParameters, type SignMessageReturnType, signMessage } from '../actions/signMessage'
export {
  type SignTransactionParameters,
  type SignTransactionReturnType,
  signTransaction,
} from '../actions/signTransaction'
export {
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '../actions/signTypedData'
export {
  DEFAULT_SWAP_SLIPPAGE_PERCENT,
  type SwapParameters,
  type SwapReturnType,
  swap,
} from '../actions/swap'
export {
  type SwitchAccountParameters,
  type SwitchAccountReturnType,
  switchAccount,
} from '../actions/switchAccount'
export {
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from '../actions/switchConnection'
export {
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '../actions/switchNetwork'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../actions/updateEmail'
export {
  type VerifyEmailCaptureParameters,
  type VerifyEmailCaptureReturnType,
  verifyEmailCapture,
} from '../actions/verifyEmailCapture'
export {
  type VerifyEmailOtpParameters,
  type VerifyEmailOtpReturnType,
  verifyEmailOtp,
} from '../actions/verifyEmailOtp'
export {
  type VerifyEmailUpdateParameters,
  type VerifyEmailUpdateReturnType,
  verifyEmailUpdate,
} from '../actions/verifyEmailUpdate'
export {
  type WatchConnectionsParameters,
  type WatchConnectionsReturnType,
  watchConnections,
} from '../actions/watchConnections'
export { switchableAccounts } from '../rules/accountChoice'
