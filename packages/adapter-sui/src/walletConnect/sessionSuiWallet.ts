import { type CaipNetworkId, type WalletConnectSession, WalletRequestError } from '@latch/core'
import { toBase64 } from '@mysten/sui/utils'
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@mysten/wallet-standard'

// Wallet Standard wants an icon; a session's wallet may have none (the connector shows the peer's own).
const BLANK_ICON: WalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** The session's sui accounts, one per address with the chains it was approved on. */
function accountsOf(accounts: readonly unknown[]): WalletAccount[] {
  const chains = new Map<string, IdentifierString[]>()
  for (const account of accounts.map(String)) {
    const [namespace, reference, address] = account.split(':')
    if (namespace !== 'sui' || !reference || !address) continue
    chains.set(address, [...(chains.get(address) ?? []), `sui:${reference}`])
  }
  return [...chains].map(([address, on]) => ({
    address,
    publicKey: new Uint8Array(),
    chains: on,
    features: ['sui:signPersonalMessage'],
  }))
}

/**
 * A WalletConnect session's sui part as a Wallet Standard wallet, so the adapter drives it like any other:
 * `standard:connect` gives the session's accounts (each declaring the chains it was approved on, so a network the
 * session lacks has no account: RELIABILITY #12), `sui:signPersonalMessage` goes through `sui_signPersonalMessage`
 * on the request's chain, and the session's end is a change to no account.
 */
export function sessionSuiWallet(
  session: WalletConnectSession,
  activeNetworkId: () => CaipNetworkId | undefined,
): Wallet {
  return {
    version: '1.0.0',
    name: session.peer.name,
    icon: BLANK_ICON,
    chains: session.chains as IdentifierString[],
    get accounts() {
      return accountsOf(session.accounts)
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: accountsOf(session.accounts) }),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) =>
          session.subscribe((event) => {
            if (event.type === 'ended') listener({ accounts: [] })
            else if (event.type === 'accounts') listener({ accounts: accountsOf(event.accounts) })
          }),
      },
      'sui:signPersonalMessage': {
        version: '1.1.0',
        async signPersonalMessage(input: {
          message: Uint8Array
          account: WalletAccount
          chain?: IdentifierString
        }) {
          const chainId = (input.chain ?? activeNetworkId() ?? session.chains[0]) as CaipNetworkId
          const result = (await session.request({
            chainId,
            method: 'sui_signPersonalMessage',
            // Sui wallets read the message as text (they sign its UTF-8 bytes), as Reown's reference wallet does.
            params: { message: new TextDecoder().decode(input.message), address: input.account.address },
          })) as { signature?: unknown }
          if (typeof result?.signature !== 'string')
            throw new WalletRequestError({ details: 'sui_signPersonalMessage returned no signature' })
          return { bytes: toBase64(input.message), signature: result.signature }
        },
      },
    },
  }
}
