import {
  type CaipNetworkId,
  MethodNotSupportedError,
  type WalletConnectSession,
  walletConnectConnector,
} from '@latch/core'
import bs58 from 'bs58'
import type { WalletAccountInfo } from '../address/toConnectedAccount'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

function accountsOf(accounts: readonly string[]): WalletAccountInfo[] {
  const plain = accounts
    .filter((account) => account.startsWith('solana:'))
    .map((account) => account.split(':')[2] ?? '')
  return [...new Set(plain)].map((address) => ({ address }))
}

/**
 * A WalletConnect session's solana part as a wallet the adapter drives (connector `walletConnect`): accounts from
 * the session, `solana_signMessage`, and sending through `solana_signAndSendTransaction` or, when the wallet only
 * signs, `solana_signTransaction` and the adapter's own RPC.
 */
export function fromWalletConnectSession(
  session: WalletConnectSession,
  activeNetworkId: () => CaipNetworkId | undefined,
): SolanaWalletHandle {
  const chainId = (): CaipNetworkId => {
    const active = activeNetworkId()
    return active && session.chains.includes(active)
      ? active
      : (session.chains[0] ?? (active as CaipNetworkId))
  }
  return {
    connector: walletConnectConnector(session, 'solana'),
    raw: session,
    connect: async () => accountsOf(session.accounts),
    // The session is core's to end (one session across namespaces).
    disconnect: async () => {},
    async signMessage(address, message) {
      const result = (await session.request({
        chainId: chainId(),
        method: 'solana_signMessage',
        params: { message: bs58.encode(message), pubkey: address },
      })) as { signature?: string }
      if (typeof result?.signature !== 'string')
        throw new MethodNotSupportedError({ details: 'solana_signMessage returned no signature' })
      return bs58.decode(result.signature)
    },
    async sendTransaction(transaction, context) {
      const params = { transaction: toBase64(transaction) }
      if (session.methods.includes('solana_signAndSendTransaction')) {
        const result = (await session.request({
          chainId: chainId(),
          method: 'solana_signAndSendTransaction',
          params,
        })) as { signature: string }
        return result.signature
      }
      const signed = (await session.request({
        chainId: chainId(),
        method: 'solana_signTransaction',
        params,
      })) as {
        transaction?: string
      }
      if (!signed?.transaction)
        throw new MethodNotSupportedError({ details: 'solana_signTransaction returned no transaction' })
      return context.sendSigned(fromBase64(signed.transaction))
    },
    watchAccounts(onChange) {
      return session.subscribe((event) => {
        if (event.type === 'ended') onChange([])
        else if (event.type === 'accounts') onChange(accountsOf(event.accounts))
        else if (event.name === 'accountsChanged' && Array.isArray(event.data))
          onChange(event.data.map((value) => ({ address: String(value).split(':').at(-1) ?? String(value) })))
      })
    },
  }
}
