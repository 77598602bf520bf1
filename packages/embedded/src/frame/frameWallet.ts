import { createFrameSession, type FrameHandlers, type FrameWalletDeps } from './frameSession'
import { loginHandlers } from './handlers/loginHandlers'
import { rpcHandlers } from './handlers/rpcHandlers'
import { walletSettingsHandlers } from './handlers/walletSettingsHandlers'

/**
 * The wallet inside the frame: sign-in (e-mail code, social, Farcaster, passkey), the 2-of-3 key ceremony, the
 * wallet settings and the RPC policy, one handler per request the host sends. The keys exist in the session's
 * memory only while the frame lives; nothing a handler returns holds a key, a share or the token.
 */
export function createFrameWallet(deps: FrameWalletDeps): FrameHandlers {
  const session = createFrameSession(deps)
  return { ...loginHandlers(session), ...walletSettingsHandlers(session), ...rpcHandlers(session) }
}
