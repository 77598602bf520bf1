// A browser wallet of the fictional "acme" chain, for the example adapter's tests: real ECDSA P-256 keys and
// signatures through WebCrypto (Node 20 and browsers), injected the way such a wallet would be (`window.acme`).

import type { AcmeProvider } from './acmeAdapter'

/** The test wallet and the switches tests drive it with. */
export interface AcmeTestWallet extends AcmeProvider {
  /** The account's public key, as raw hex, to verify its signatures. */
  publicKeyHex(): Promise<string>
  /** The next request fails as the visitor declining it (code 4001). */
  rejectNext(): void
  /** The wallet switches to a new account of its own. */
  switchAccount(): void
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** Creates an Acme wallet holding one fresh key with `balance` base units. */
export async function createAcmeWallet(balance = 2_500_000n): Promise<AcmeTestWallet> {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'sign',
    'verify',
  ])
  const publicKey = hex(await crypto.subtle.exportKey('raw', keys.publicKey))
  let address = `acme1${publicKey.slice(2, 42)}`
  const listeners = new Set<(accounts: string[]) => void>()
  let granted = false
  let reject = false
  const prompt = () => {
    if (!reject) return
    reject = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const request = async ({ method, params }: { method: string; params?: string[] }): Promise<unknown> => {
    switch (method) {
      case 'acme_requestAccounts':
        prompt()
        granted = true
        return [address]
      case 'acme_accounts':
        return granted ? [address] : []
      case 'acme_signMessage': {
        prompt()
        const signature = await crypto.subtle.sign(
          { name: 'ECDSA', hash: 'SHA-256' },
          keys.privateKey,
          new TextEncoder().encode(params?.[1] ?? ''),
        )
        return hex(signature)
      }
      case 'acme_getBalance':
        return balance.toString()
      default:
        throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 })
    }
  }
  return {
    name: 'Acme Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    request: request as AcmeProvider['request'],
    on(_event, listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    publicKeyHex: async () => publicKey,
    rejectNext() {
      reject = true
    },
    switchAccount() {
      address = `acme1${'0'.repeat(39)}1`
      for (const listener of [...listeners]) listener([address])
    },
  }
}
