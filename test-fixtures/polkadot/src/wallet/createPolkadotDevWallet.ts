import type { Injected, InjectedAccount, InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { decodeAddress } from '@polkadot/util-crypto'
import { POLKADOT_DEV_WALLET_ICON } from './devWalletIcon'

/** A key type an extension account can have. */
export type DevKeyType = 'sr25519' | 'ed25519' | 'ecdsa'

/** One account of the dev wallet: a secret URI (mnemonic, `//Alice`, `mnemonic//derivation`) and its key type. */
export interface DevAccountSpec {
  uri: string
  name?: string
  type?: DevKeyType
}

/** Options of `createPolkadotDevWallet`. */
export interface PolkadotDevWalletOptions {
  /** The accounts it holds, first one first; default two sr25519 accounts of the dev seed (`//Latch//0`, `//Latch//1`). */
  accounts?: readonly DevAccountSpec[]
  /** Its key under `window.injectedWeb3`; default `latch-dev-polkadot`. */
  id?: string
  /** Display name it offers besides the standard `version` and `enable`; default `Latch Dev Wallet (Polkadot)`. */
  name?: string
  /**
   * Where it keeps the origins it has authorised (as an extension does per site), e.g. `window.localStorage`;
   * without it, every new wallet starts with no grant.
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

/** The real-key Polkadot dev wallet: an injected extension (`window.injectedWeb3[id]`) over @polkadot/keyring. */
export interface PolkadotDevWallet {
  readonly id: string
  readonly name: string
  /** What it injects: `{ version, enable, name, icon }`. */
  readonly provider: InjectedWindowProvider & { version: string; name: string; icon: string }
  /** Its current accounts, as `accounts.get()` returns them (generic SS58 format 42). */
  readonly accounts: InjectedAccount[]
  /** The keyring pairs, to check signatures in tests. */
  readonly pairs: KeyringPair[]
  /** How many times it asked its user (an authorisation for a new origin, a signature). */
  readonly prompts: number
  /** Puts it under `target.injectedWeb3[id]`, as an extension's content script does. */
  inject(target?: { injectedWeb3?: Record<string, InjectedWindowProvider> }): void
  /** Declines the next prompt (authorisation or signature) with `Cancelled`, as the extensions do. */
  rejectNext(): void
  /** Makes the account at `index` the first one and tells the subscribed pages. */
  selectAccount(index: number): void
  /** Adds an account (a new key in the extension) and tells the subscribed pages. */
  addAccount(spec: DevAccountSpec): InjectedAccount
  /** Revokes every site's access: subscribed pages get an empty account list. */
  revokeAccess(): void
}

/** The `storage` key under which the dev wallet keeps the origins it authorised. */
export const POLKADOT_DEV_WALLET_STORAGE_KEY = 'latch-dev-polkadot:authorized'

const DEFAULT_ACCOUNTS: readonly DevAccountSpec[] = [
  { uri: '//Latch//0', name: 'Latch 0' },
  { uri: '//Latch//1', name: 'Latch 1' },
]

function readOrigins(storage: PolkadotDevWalletOptions['storage']): Set<string> {
  try {
    const saved = JSON.parse(storage?.getItem(POLKADOT_DEV_WALLET_STORAGE_KEY) ?? '[]') as unknown
    return new Set(Array.isArray(saved) ? saved.filter((item) => typeof item === 'string') : [])
  } catch {
    return new Set()
  }
}

/** Creates the dev wallet; `inject()` puts it on the page. Signs with real sr25519 / ed25519 / ecdsa keys. */
export function createPolkadotDevWallet(options: PolkadotDevWalletOptions = {}): PolkadotDevWallet {
  const id = options.id ?? 'latch-dev-polkadot'
  const name = options.name ?? 'Latch Dev Wallet (Polkadot)'
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
  const pairs: KeyringPair[] = []
  const listeners = new Set<(accounts: InjectedAccount[]) => void>()
  const origins = readOrigins(options.storage)
  let rejectNext = false
  let prompts = 0

  const toAccount = (pair: KeyringPair): InjectedAccount => ({
    address: pair.address,
    name: typeof pair.meta.name === 'string' ? pair.meta.name : undefined,
    type: pair.type,
    genesisHash: null,
  })
  const current = () => pairs.map(toAccount)
  const notify = () => {
    const accounts = origins.size > 0 ? current() : []
    for (const listener of listeners) listener(accounts)
  }
  const saveOrigins = () => {
    if (origins.size > 0)
      options.storage?.setItem(POLKADOT_DEV_WALLET_STORAGE_KEY, JSON.stringify([...origins]))
    else options.storage?.removeItem(POLKADOT_DEV_WALLET_STORAGE_KEY)
  }
  const addPair = (spec: DevAccountSpec) => {
    const pair = keyring.addFromUri(spec.uri, { name: spec.name }, spec.type ?? 'sr25519')
    pairs.push(pair)
    return pair
  }
  for (const spec of options.accounts ?? DEFAULT_ACCOUNTS) addPair(spec)

  // The user's answer to a prompt: declined once after rejectNext(), approved otherwise.
  const ask = async (): Promise<void> => {
    prompts += 1
    if (rejectNext) {
      rejectNext = false
      throw new Error('Cancelled')
    }
  }

  const injectedFor = (origin: string): Injected => {
    const granted = () => {
      if (!origins.has(origin)) throw new Error(`${origin} is not allowed to interact with this extension`)
    }
    return {
      accounts: {
        get: async () => {
          granted()
          return current()
        },
        subscribe: (callback) => {
          const listener = (accounts: InjectedAccount[]) => {
            void callback(origins.has(origin) ? accounts : [])
          }
          listeners.add(listener)
          listener(current())
          return () => {
            listeners.delete(listener)
          }
        },
      },
      metadata: { get: async () => [], provide: async () => false },
      signer: {
        signRaw: async ({ address, data, type }) => {
          granted()
          if (type !== 'bytes' || !isHex(data)) throw new Error('Unsupported signRaw payload')
          const publicKey = decodeAddress(address)
          const pair = pairs.find((item) => u8aToHex(item.publicKey) === u8aToHex(publicKey))
          if (!pair) throw new Error(`Unable to find a keypair for ${address}`)
          await ask()
          // As the extensions do: the bytes are signed wrapped in <Bytes>…</Bytes>.
          const signature: HexString = u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(data)), { withType: false }))
          return { id: prompts, signature }
        },
      },
    }
  }

  const provider = {
    version: '0.1.0',
    name,
    icon: POLKADOT_DEV_WALLET_ICON,
    enable: async (origin: string): Promise<Injected> => {
      if (typeof origin !== 'string' || origin.length === 0) throw new Error('An origin name is required')
      if (!origins.has(origin)) {
        await ask()
        origins.add(origin)
        saveOrigins()
      }
      return injectedFor(origin)
    },
  }

  return {
    id,
    name,
    provider,
    get accounts() {
      return current()
    },
    pairs,
    get prompts() {
      return prompts
    },
    inject: (target) => {
      const host =
        target ?? (globalThis as unknown as { injectedWeb3?: Record<string, InjectedWindowProvider> })
      host.injectedWeb3 = host.injectedWeb3 ?? {}
      host.injectedWeb3[id] = provider
    },
    rejectNext: () => {
      rejectNext = true
    },
    selectAccount: (index) => {
      const [pair] = pairs.splice(index, 1)
      if (!pair) throw new Error(`no account at ${index}`)
      pairs.unshift(pair)
      notify()
    },
    addAccount: (spec) => {
      const account = toAccount(addPair(spec))
      notify()
      return account
    },
    revokeAccess: () => {
      origins.clear()
      saveOrigins()
      notify()
    },
  }
}
