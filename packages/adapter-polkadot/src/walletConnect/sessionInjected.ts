import {
  type CaipNetworkId,
  type Connector,
  WALLETCONNECT_CONNECTOR_ID,
  type WalletConnectSession,
} from '@latch/core'
import { hexToBytes } from '@noble/hashes/utils'
import type { Injected, InjectedAccount } from '../wallets/injectedTypes'

const HEX = /^0x(?:[0-9a-f]{2})*$/i

const toInjected = (addresses: readonly string[]): InjectedAccount[] =>
  [...new Set(addresses)].map((address) => ({ address, genesisHash: null }))

/** The session's polkadot accounts (`polkadot:<genesis>:<ss58>`) as an extension reports them. */
const accountsOf = (accounts: readonly string[]) =>
  toInjected(
    accounts
      .filter((account) => account.startsWith('polkadot:'))
      .map((account) => account.split(':')[2] ?? ''),
  )

const hexToText = (hex: string): string => new TextDecoder().decode(hexToBytes(hex.slice(2)))

/**
 * A WalletConnect session's polkadot part as an injected extension, so the adapter drives it like any other:
 * accounts from the session (`polkadot:<genesis>:<ss58>`), `signRaw` through `polkadot_signMessage` on the
 * connection's chain, and the session's end as an empty account list (the adapter then disconnects).
 */
function sessionInjected(
  session: WalletConnectSession,
  activeNetworkId: () => CaipNetworkId | undefined,
): Injected {
  const chainId = (): CaipNetworkId => activeNetworkId() ?? (session.chains[0] as CaipNetworkId)
  return {
    accounts: {
      get: async () => accountsOf(session.accounts),
      subscribe(callback) {
        return session.subscribe((event) => {
          if (event.type === 'ended') void callback([])
          else if (event.type === 'accounts') void callback(accountsOf(event.accounts))
          // A wallet's own accountsChanged: CAIP-10 or plain SS58 addresses.
          else if (event.name === 'accountsChanged' && Array.isArray(event.data))
            void callback(toInjected(event.data.map((value) => String(value).split(':').at(-1) ?? '')))
        })
      },
    },
    signer: {
      async signRaw({ address, data }) {
        // Wallets sign the message wrapped in <Bytes>…</Bytes>; they read a 0x string as bytes, so text that
        // looks like hex goes as its hex encoding and anything else as the readable text the wallet shows.
        const text = hexToText(data)
        const message = HEX.test(text) ? data : text
        const result = (await session.request({
          chainId: chainId(),
          method: 'polkadot_signMessage',
          params: { address, message },
        })) as { signature?: unknown }
        if (typeof result?.signature !== 'string' || !HEX.test(result.signature))
          throw new Error('polkadot_signMessage returned no signature')
        return { id: 0, signature: result.signature as `0x${string}` }
      },
    },
  }
}

/** The `walletConnect` connector of a session's polkadot part. */
function walletConnectConnector(peer: { name: string; icon?: string }): Connector {
  return {
    id: WALLETCONNECT_CONNECTOR_ID,
    name: peer.name,
    namespace: 'polkadot',
    type: 'walletConnect',
    installed: true,
    ...(peer.icon ? { imageUrl: peer.icon } : {}),
  }
}

/** What the adapter keeps of an attached session; `onEnded` runs once the session has ended. */
export function openSession(
  session: WalletConnectSession,
  activeNetworkId: () => CaipNetworkId | undefined,
  onEnded: () => void,
): { session: WalletConnectSession; injected: Injected; connector: Connector; stop: () => void } {
  return {
    session,
    injected: sessionInjected(session, activeNetworkId),
    connector: walletConnectConnector(session.peer),
    stop: session.subscribe((event) => {
      if (event.type === 'ended') onEnded()
    }),
  }
}
