import type {
  WalletConnectAuthRequest,
  WalletConnectNamespace,
  WalletConnectPairing,
} from '../../adapter/walletConnect'
import type { ChainNamespace } from '../../caip/namespaces'
import type { ClientCore } from '../../latch/clientCore'
import { canAuthenticateInPairing } from '../../rules/canAuthenticateInPairing'
import { pageOrigin } from '../../services/siwx/pageOrigin'

/**
 * The sign-in message to sign while pairing, when one-click authentication applies (spec §5); the page's own
 * domain and URI, the host's nonce and times. Undefined when it does not apply or the host cannot make one.
 */
export async function authRequest(
  core: ClientCore,
  namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>>,
): Promise<WalletConnectAuthRequest | undefined> {
  const siwx = core.options.siwx
  const chains = namespaces.eip155?.chains ?? []
  const apply = canAuthenticateInPairing({
    signInConfigured: siwx !== undefined,
    namespaces: Object.keys(namespaces),
  })
  if (!siwx || !apply || chains.length === 0) return undefined
  try {
    const {
      accountAddress: _account,
      chainId: _chain,
      ...fields
    } = {
      ...(await siwx.createMessage({ accountAddress: '', chainId: chains[0]! })),
      ...pageOrigin(),
    }
    return { ...fields, chains }
  } catch (error) {
    core.logger.warn('one-click sign-in skipped: the sign-in message could not be made', error)
    return undefined
  }
}

/**
 * Keeps the sign-in the wallet signed while pairing, when it is the message asked for (the page's domain and URI,
 * the host's nonce) and its signature verifies; otherwise the usual sign-in flow asks after connecting.
 */
export async function keepSignIn(
  core: ClientCore,
  asked: WalletConnectAuthRequest,
  signIn: NonNullable<WalletConnectPairing['signIn']>,
): Promise<void> {
  const siwx = core.options.siwx
  const adapter = core.adapters.get('eip155')
  const { data } = signIn
  const same = data.domain === asked.domain && data.uri === asked.uri && data.nonce === asked.nonce
  try {
    if (!siwx || !adapter || !same) throw new Error('the signed message is not the one asked for')
    const address = `${data.chainId}:${data.accountAddress}` as const
    const verified = adapter.verifySignature
      ? await adapter.verifySignature({ message: signIn.message, signature: signIn.signature, address })
      : true
    if (!verified) throw new Error('the signature does not verify')
    await siwx.addSession(signIn)
  } catch (error) {
    core.logger.warn('one-click sign-in not kept', error)
  }
}
