import type { AccountData, AminoSignResponse, StdSignDoc } from '@cosmjs/amino'
import { fromBech32 } from '@cosmjs/encoding'
import type { DirectSignResponse } from '@cosmjs/proto-signing'
import type { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { makeAdr36SignDoc } from './adr36'
import { BECH32_LIMIT } from './bech32Limit'
import { createKeyring } from './createKeyring'
import { DEV_WALLET_ICON } from './devWalletIcon'
import type { KeplrChainInfo, KeplrKey, StdSignature } from './keplrTypes'
import { DEV_WALLET_CHAINS, type DevChain, toDevChain } from './knownChains'
import { type GrantStorage, readGrant, writeGrant } from './rememberGrant'
import { requestRejected } from './walletRejection'

/** The cosmjs offline signer `getOfflineSigner` answers (amino and direct, like Keplr's). */
export interface DevOfflineSigner {
  getAccounts(): Promise<readonly AccountData[]>
  signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>
  signDirect(signerAddress: string, signDoc: SignDoc): Promise<DirectSignResponse>
}

/** The Keplr-interface object the dev wallet injects. */
export interface CosmosDevProvider {
  readonly version: string
  readonly mode: 'extension'
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  experimentalSuggestChain(chainInfo: KeplrChainInfo): Promise<void>
  getChainInfosWithoutEndpoints(): Promise<
    { chainId: string; bech32Config: { bech32PrefixAccAddr: string } }[]
  >
  getOfflineSigner(chainId: string): DevOfflineSigner
  getOfflineSignerAuto(chainId: string): Promise<DevOfflineSigner>
}

/** Options of `createCosmosDevWallet`. */
export interface CosmosDevWalletOptions {
  /** BIP-39 mnemonic of the wallet's keys (Cosmos Hub path m/44'/118'/0'/0/<index>). */
  mnemonic: string
  /** Shown name; default `Latch Dev Wallet (Cosmos)`. */
  name?: string
  /** Connector id the wallet announces; default `latch-dev-cosmos`. */
  id?: string
  /** Chains it knows without a suggestion; default Cosmos Hub, Osmosis and their testnets. */
  chains?: readonly DevChain[]
  /** Where it remembers the site's grant across page loads, as an extension does (e.g. `localStorage`). */
  storage?: GrantStorage
  /** Called with every method a dapp calls, as it arrives (a demo's log of wallet requests). */
  onRequest?: (method: string) => void
}

/** A Keplr-interface wallet over real secp256k1 keys, with switches for tests and the demo. */
export interface CosmosDevWallet {
  readonly provider: CosmosDevProvider
  readonly info: { readonly id: string; readonly name: string; readonly icon: string }
  /** The window event it fires when its key changes, as Keplr fires `keplr_keystorechange`. */
  readonly keystoreEvent: string
  /** Every method a dapp called, in order. */
  readonly requests: readonly string[]
  /** The calls that showed the visitor a prompt (enabling new chains, a suggestion, a signature). */
  readonly prompts: readonly string[]
  /** The chains the site may use now. */
  readonly enabledChains: readonly string[]
  /** The next prompt fails with Keplr's `Request rejected`, as if the visitor declined. */
  rejectNext(): void
  /** The visitor picks another account (HD index) in the wallet: the keystore-change event fires. */
  switchAccount(accountIndex: number): void
  /** The visitor removes the site's permission in the wallet: the keystore-change event fires. */
  revoke(): void
  /** The wallet's bech32 address on a chain it knows (no prompt, for tests). */
  addressOn(chainId: string): Promise<string>
  /**
   * Injects the provider under `target[global]` (default `latchDevCosmos`) and announces it with the
   * `latch:cosmos:announceWallet` event, again whenever `latch:cosmos:requestWallet` is dispatched on the target.
   * Returns the function that removes it.
   */
  install(target: EventTarget, options?: { global?: string }): () => void
}

/** Event a Keplr-interface wallet dispatches on `window` to announce itself (Latch's discovery convention). */
export const ANNOUNCE_WALLET_EVENT = 'latch:cosmos:announceWallet'
/** Event a dapp dispatches on `window` to ask Keplr-interface wallets to announce themselves again. */
export const REQUEST_WALLET_EVENT = 'latch:cosmos:requestWallet'

/** Creates a Keplr-interface dev wallet. Browser-safe: no Node-only imports. */
export function createCosmosDevWallet(options: CosmosDevWalletOptions): CosmosDevWallet {
  const info = {
    id: options.id ?? 'latch-dev-cosmos',
    name: options.name ?? 'Latch Dev Wallet (Cosmos)',
    icon: DEV_WALLET_ICON,
  }
  const keystoreEvent = `${info.id.replace(/\W/g, '_')}_keystorechange`
  const keyring = createKeyring(options.mnemonic)
  const remembered = readGrant(options.storage)
  const chains = new Map<string, DevChain>(
    [...(options.chains ?? DEV_WALLET_CHAINS), ...(remembered?.suggested ?? [])].map((chain) => [
      chain.chainId,
      chain,
    ]),
  )
  const suggested: DevChain[] = [...(remembered?.suggested ?? [])]
  const enabled = new Set<string>(remembered?.enabled ?? [])
  let accountIndex = remembered?.accountIndex ?? 0
  let rejectPending = false
  const requests: string[] = []
  const prompts: string[] = []
  const targets = new Set<EventTarget>()

  const save = () =>
    writeGrant(options.storage, { enabled: [...enabled], suggested: [...suggested], accountIndex })
  const record = (method: string) => {
    requests.push(method)
    options.onRequest?.(method)
  }
  // Every prompt passes through here: a pending rejectNext() makes it fail like a declining visitor.
  const prompt = (method: string) => {
    prompts.push(method)
    if (!rejectPending) return
    rejectPending = false
    throw requestRejected()
  }
  const chainOf = (chainId: string): DevChain => {
    const chain = chains.get(chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }
  const grantedChain = (chainId: string): DevChain => {
    const chain = chainOf(chainId)
    if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled for this site`)
    return chain
  }
  const account = async (chain: DevChain) => {
    const signers = await keyring.signers(accountIndex, chain.bech32Prefix)
    const [first] = await signers.amino.getAccounts()
    if (!first) throw new Error('The wallet has no account')
    return { signers, account: first }
  }
  const fireKeystoreChange = () => {
    for (const target of targets) target.dispatchEvent(new Event(keystoreEvent))
  }
  const offlineSigner = (chainId: string): DevOfflineSigner => {
    const chain = grantedChain(chainId)
    return {
      getAccounts: async () => [(await account(chain)).account],
      signAmino: async (signerAddress, signDoc) => {
        prompt('signAmino')
        return (await account(chain)).signers.amino.signAmino(signerAddress, signDoc)
      },
      signDirect: async (signerAddress, signDoc) => {
        prompt('signDirect')
        return (await account(chain)).signers.direct.signDirect(signerAddress, signDoc)
      },
    }
  }

  const provider: CosmosDevProvider = {
    version: '0.0.0-dev',
    mode: 'extension',
    enable: async (chainIds) => {
      record('enable')
      const ids = typeof chainIds === 'string' ? [chainIds] : [...chainIds]
      for (const id of ids) chainOf(id)
      if (ids.every((id) => enabled.has(id))) return
      prompt('enable')
      for (const id of ids) enabled.add(id)
      save()
    },
    disable: async (chainIds) => {
      record('disable')
      const ids = chainIds === undefined ? [...enabled] : typeof chainIds === 'string' ? [chainIds] : chainIds
      for (const id of ids) enabled.delete(id)
      save()
    },
    getKey: async (chainId) => {
      record('getKey')
      const { account: data } = await account(grantedChain(chainId))
      return {
        name: `Dev account ${accountIndex}`,
        algo: data.algo,
        pubKey: data.pubkey,
        address: fromBech32(data.address, BECH32_LIMIT).data,
        bech32Address: data.address,
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    signArbitrary: async (chainId, signer, data) => {
      record('signArbitrary')
      const { signers, account: current } = await account(grantedChain(chainId))
      if (signer !== current.address) throw new Error('Unmatched signer')
      prompt('signArbitrary')
      return (await signers.amino.signAmino(signer, makeAdr36SignDoc(signer, data))).signature
    },
    experimentalSuggestChain: async (chainInfo) => {
      record('experimentalSuggestChain')
      const chain = toDevChain(chainInfo)
      if (chains.has(chain.chainId)) return
      prompt('experimentalSuggestChain')
      chains.set(chain.chainId, chain)
      suggested.push(chain)
      save()
    },
    getChainInfosWithoutEndpoints: async () => {
      record('getChainInfosWithoutEndpoints')
      return [...chains.values()].map((chain) => ({
        chainId: chain.chainId,
        bech32Config: { bech32PrefixAccAddr: chain.bech32Prefix },
      }))
    },
    getOfflineSigner: (chainId) => {
      record('getOfflineSigner')
      return offlineSigner(chainId)
    },
    getOfflineSignerAuto: async (chainId) => {
      record('getOfflineSignerAuto')
      return offlineSigner(chainId)
    },
  }

  return {
    provider,
    info,
    keystoreEvent,
    requests,
    prompts,
    get enabledChains() {
      return [...enabled]
    },
    rejectNext: () => {
      rejectPending = true
    },
    switchAccount: (index) => {
      accountIndex = index
      save()
      fireKeystoreChange()
    },
    revoke: () => {
      enabled.clear()
      save()
      fireKeystoreChange()
    },
    addressOn: async (chainId) => (await account(chainOf(chainId))).account.address,
    install: (target, installOptions = {}) => {
      const global = installOptions.global ?? 'latchDevCosmos'
      const slot = target as unknown as Record<string, unknown>
      slot[global] = provider
      targets.add(target)
      const announce = () =>
        target.dispatchEvent(
          new CustomEvent(ANNOUNCE_WALLET_EVENT, { detail: { info, provider, keystoreEvent } }),
        )
      target.addEventListener(REQUEST_WALLET_EVENT, announce)
      announce()
      return () => {
        target.removeEventListener(REQUEST_WALLET_EVENT, announce)
        targets.delete(target)
        if (slot[global] === provider) delete slot[global]
      }
    },
  }
}
