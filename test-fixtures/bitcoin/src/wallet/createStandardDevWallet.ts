import { toBitcoinjsNetwork } from '../keys/bitcoinNetworks'
import { type DevAddress, type DevKeys, deriveDevKeys, devAddresses } from '../keys/deriveDevKeys'
import { BITCOIN_DEV_WALLET_ICON } from './devWalletIcon'
import { signBip322 } from './signBip322'

/** A Wallet Standard account (the shape of `@wallet-standard/base`'s `WalletAccount`). */
export interface StandardAccount {
  address: string
  publicKey: Uint8Array
  chains: readonly `${string}:${string}`[]
  features: readonly `${string}:${string}`[]
}

/** A Wallet Standard Bitcoin wallet (ExodusMovement/bitcoin-wallet-standard features) over the dev keys. */
export interface StandardDevWallet {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `${string}:${string}`[]
  readonly accounts: readonly StandardAccount[]
  readonly features: Record<string, unknown>
  /** The next prompt (connect, sign) fails as a declining visitor's does. */
  rejectNext(): void
  /** New keys; `standard:events` `change` fires when connected. */
  switchAccount(seed: string): readonly DevAddress[]
}

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
const decode = (witness: string) => Uint8Array.from(atob(witness), (char) => char.charCodeAt(0))

/**
 * The same real keys behind the Bitcoin Wallet Standard instead of sats-connect: `bitcoin:connect` (accounts in the
 * order of the purposes asked for), `bitcoin:signMessage` (BIP-322 simple signature bytes), `standard:events`,
 * `standard:disconnect`. Regtest only (`bitcoin:regtest`).
 */
export function createStandardDevWallet(options: { seed: string; name?: string }): StandardDevWallet {
  let keys: DevKeys = deriveDevKeys(options.seed)
  let authorized = false
  let rejectPending = false
  const listeners = new Set<(properties: { accounts?: readonly StandardAccount[] }) => void>()
  const chains = ['bitcoin:regtest'] as const
  const account = (entry: DevAddress): StandardAccount => ({
    address: entry.address,
    publicKey: fromHex(entry.publicKey),
    chains,
    features: ['bitcoin:signMessage'],
  })
  const all = () => devAddresses(keys, 'Regtest')
  const accounts = () => (authorized ? all().map(account) : [])
  const prompt = () => {
    if (!rejectPending) return
    rejectPending = false
    throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  return {
    version: '1.0.0',
    name: options.name ?? 'Latch Bitcoin Standard Wallet',
    icon: BITCOIN_DEV_WALLET_ICON,
    chains,
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async ({ purposes }: { purposes: ('payment' | 'ordinals')[] }) => {
          prompt()
          authorized = true
          return {
            accounts: purposes
              .flatMap((purpose) => all().filter((entry) => entry.purpose === purpose))
              .map(account),
          }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: StandardAccount; message: Uint8Array }[]) => {
          prompt()
          return inputs.map((input) => {
            const own = all().find((entry) => entry.address === input.account.address)
            if (!authorized || !own) throw new Error('The account is not connected to this wallet.')
            const signature = signBip322({
              key: own.purpose === 'payment' ? keys.payment : keys.ordinals,
              kind: own.addressType,
              network: toBitcoinjsNetwork('Regtest'),
              message: new TextDecoder().decode(input.message),
            })
            return { signedMessage: input.message, signature: decode(signature) }
          })
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          authorized = false
        },
      },
    },
    rejectNext() {
      rejectPending = true
    },
    switchAccount(seed) {
      keys = deriveDevKeys(seed)
      if (authorized) for (const listener of listeners) listener({ accounts: accounts() })
      return all()
    },
  }
}
