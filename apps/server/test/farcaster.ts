import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { FidResolver } from '../src/farcaster/farcasterOptions'

// A Farcaster wallet app for the tests: it opens the Sign In With Farcaster link, builds the message with
// `@farcaster/auth-client`'s wallet client, signs it with a real key (a viem local account: the custody address) and
// answers the relay channel, as Farcaster's apps answer Farcaster's relay.

export const TEST_RELAY_KEY = 'latch-test-farcaster-relay-key'

/**
 * The fid → custody lookup of the tests: a table, in place of Farcaster's IdRegistry on OP Mainnet (the only
 * stand-in on the Farcaster path; see FidResolver).
 */
export function tableFidResolver(custodies: Map<string, bigint>): FidResolver {
  return { fidOf: async (custody) => custodies.get(custody.toLowerCase()) ?? 0n }
}

/** Signs in at `url` (the link the frame got) as `fid` with `custody`; the relay's answer. */
export async function signInWithFarcaster(options: {
  relay: string
  rpcUrl: string
  url: string
  fid: number
  custody: PrivateKeyAccount
  username?: string
  /** What the wallet puts in the message instead of the channel's (a hostile or confused wallet). */
  override?: { nonce?: string; domain?: string }
  relayKey?: string
}) {
  const wallet = createWalletClient({
    relay: options.relay,
    ethereum: viemConnector({ rpcUrl: options.rpcUrl }),
  })
  const { channelToken } = wallet.parseSignInURI({ uri: options.url })
  if (!channelToken) throw new Error('no channel token in the link')
  // The channel's own parameters, as a wallet app reads them before asking the visitor.
  const status = (await (
    await fetch(`${options.relay}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}` },
    })
  ).json()) as { nonce: string; signatureParams: { siweUri: string; domain: string } }
  const built = wallet.buildSignInMessage({
    address: options.custody.address,
    fid: options.fid,
    uri: status.signatureParams.siweUri,
    domain: options.override?.domain ?? status.signatureParams.domain,
    nonce: options.override?.nonce ?? status.nonce,
  })
  if (built.isError) throw built.error
  const signature = await options.custody.signMessage({ message: built.message })
  return wallet.authenticate({
    channelToken,
    authKey: options.relayKey ?? TEST_RELAY_KEY,
    message: built.message,
    signature,
    fid: options.fid,
    ...(options.username ? { username: options.username } : {}),
  })
}
