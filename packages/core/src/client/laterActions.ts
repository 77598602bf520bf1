import { attemptConnect } from '../actions/attemptConnect'
import { attemptSwitchNetwork } from '../actions/attemptSwitchNetwork'
import { cancelSignIn } from '../actions/cancelSignIn'
import { captureEmail } from '../actions/captureEmail'
import { connect } from '../actions/connect'
import { connectEmail } from '../actions/connectEmail'
import { connectWalletConnect } from '../actions/connectWalletConnect'
import { disconnect } from '../actions/disconnect'
import { estimateSendFee } from '../actions/estimateSendFee'
import { fetchActivity, fetchMoreActivity } from '../actions/fetchActivity'
import { fetchBalance } from '../actions/fetchBalance'
import { fetchProfile } from '../actions/fetchProfile'
import { fetchTokens } from '../actions/fetchTokens'
import { resolveSendReceiver } from '../actions/resolveSendReceiver'
import { send } from '../actions/send'
import { signIn } from '../actions/signIn'
import { signMessage } from '../actions/signMessage'
import { switchNetwork } from '../actions/switchNetwork'
import { updateEmail } from '../actions/updateEmail'
import { verifyEmailCapture } from '../actions/verifyEmailCapture'
import { verifyEmailOtp } from '../actions/verifyEmailOtp'
import { verifyEmailUpdate } from '../actions/verifyEmailUpdate'

/**
 * The actions behind the client members that `CLIENT_ACTIONS` marks `later`: not in the host's first load, they
 * come with one `import()` at the first such call. (A view imports the action itself, into its own chunk.)
 */
export const laterActions = {
  attemptConnect,
  captureEmail,
  connectEmail,
  updateEmail,
  verifyEmailCapture,
  verifyEmailOtp,
  verifyEmailUpdate,
  attemptSwitchNetwork,
  cancelSignIn,
  connect,
  connectWalletConnect,
  disconnect,
  estimateSendFee,
  fetchActivity,
  fetchMoreActivity,
  fetchBalance,
  fetchProfile,
  fetchTokens,
  resolveSendReceiver,
  send,
  signIn,
  signMessage,
  switchNetwork,
}
