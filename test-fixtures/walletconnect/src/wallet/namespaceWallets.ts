import { createDevWallet as createBitcoinDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC, type DevChain } from '@latch/fixture-cosmos/devWallet'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { createStacksDevWallet } from '@latch/fixture-stacks/devWallet'
import { createDevWallet as createSuiDevWallet } from '@latch/fixture-sui/devWallet'
import { isHex, stringToU8a, u8aToHex } from '@polkadot/util'

/**
 * One namespace of the sign-client wallet: the account it approves on a chain, and its answer to a request, made
 * by that namespace's dev wallet (test-fixtures/<namespace>) with its real keys.
 */
export interface NamespaceWallet {
  /** The CAIP-2 namespace (`polkadot`, `cosmos`, `bip122`, `sui`, `stacks`). */
  readonly namespace: string
  /** The plain address it approves (the first account). */
  readonly address: string
  /** Every plain address it holds and can sign for, the approved one first. */
  readonly addresses: readonly string[]
  /** The CAIP-10 account it approves on `chainId`, or undefined when it holds none there. */
  accountFor(chainId: string): string | undefined
  /** Answers a session request; a method it does not know throws with code 4200. */
  answer(method: string, chainId: string, params: unknown): Promise<unknown>
}

const notSupported = (method: string) =>
  Object.assign(new Error(`Method not supported: ${method}`), { code: 4200 })
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** A sats-connect / wbip provider answer: the result, or its error thrown. */
function unwrap(response: unknown): unknown {
  const answer = response as { result?: unknown; error?: { code?: number; message?: string } }
  if (answer?.error)
    throw Object.assign(new Error(answer.error.message ?? 'wallet error'), { code: answer.error.code })
  return answer?.result
}

/**
 * polkadot: the injected sr25519 dev wallet. `polkadot_signMessage` ({ address, message }) signs the message
 * bytes wrapped in `<Bytes>…</Bytes>` through the extension's own `signRaw`, as Polkadot wallets do.
 */
export async function polkadotNamespaceWallet(): Promise<NamespaceWallet> {
  const wallet = createPolkadotDevWallet()
  const injected = await wallet.provider.enable!('walletconnect')
  const address = wallet.accounts[0]!.address
  return {
    namespace: 'polkadot',
    address,
    addresses: wallet.accounts.map((account) => account.address),
    accountFor: (chainId) => (chainId.startsWith('polkadot:') ? `${chainId}:${address}` : undefined),
    async answer(method, _chainId, params) {
      if (method !== 'polkadot_signMessage') throw notSupported(method)
      const { address: signer, message } = params as { address: string; message: string }
      const data = isHex(message) ? message : u8aToHex(stringToU8a(message))
      const { signature } = await injected.signer.signRaw!({ address: signer, data, type: 'bytes' })
      return { signature }
    },
  }
}

/**
 * cosmos: the Keplr-interface dev wallet (secp256k1 from the dev mnemonic), on Cosmos Hub or on the `chains` given
 * (id and account prefix), each enabled. `cosmos_getAccounts`, `cosmos_signAmino` ({ signerAddress, signDoc }) and
 * `cosmos_signDirect` go to the offline signer of the request's chain.
 */
export async function cosmosNamespaceWallet(
  chains: string | readonly DevChain[] = 'cosmoshub-4',
): Promise<NamespaceWallet> {
  const wallet = createCosmosDevWallet({
    mnemonic: DEV_COSMOS_MNEMONIC,
    ...(typeof chains === 'string' ? {} : { chains }),
  })
  const chainIds = typeof chains === 'string' ? [chains] : chains.map((chain) => chain.chainId)
  await wallet.provider.enable(chainIds)
  const addresses = new Map<string, string>()
  for (const chainId of chainIds) addresses.set(`cosmos:${chainId}`, await wallet.addressOn(chainId))
  const address = addresses.get(`cosmos:${chainIds[0]}`)!
  return {
    namespace: 'cosmos',
    address,
    addresses: [...new Set(addresses.values())],
    accountFor: (caip) => {
      const held = addresses.get(caip)
      return held ? `${caip}:${held}` : undefined
    },
    async answer(method, chainId, params) {
      const signer = wallet.provider.getOfflineSigner(chainId.slice('cosmos:'.length))
      switch (method) {
        case 'cosmos_getAccounts':
          return (await signer.getAccounts()).map((account) => ({
            algo: account.algo,
            address: account.address,
            pubkey: toBase64(account.pubkey),
          }))
        case 'cosmos_signAmino': {
          const { signerAddress, signDoc } = params as {
            signerAddress: string
            signDoc: Parameters<typeof signer.signAmino>[1]
          }
          return signer.signAmino(signerAddress, signDoc)
        }
        case 'cosmos_signDirect': {
          const { signerAddress, signDoc } = params as {
            signerAddress: string
            signDoc: { chainId: string; accountNumber: string; bodyBytes: string; authInfoBytes: string }
          }
          const signed = await signer.signDirect(signerAddress, {
            chainId: signDoc.chainId,
            accountNumber: BigInt(signDoc.accountNumber),
            bodyBytes: fromBase64(signDoc.bodyBytes),
            authInfoBytes: fromBase64(signDoc.authInfoBytes),
          })
          return { signature: signed.signature, signed: signDoc }
        }
        default:
          throw notSupported(method)
      }
    },
  }
}

/**
 * bip122: the sats-connect dev wallet (payment P2WPKH and ordinals P2TR keys) on regtest. `signMessage`
 * ({ account, address, message, protocol }) signs ECDSA (BIP-137), or BIP-322 when asked; `getAccountAddresses`
 * lists the payment and ordinals addresses.
 */
export async function bitcoinNamespaceWallet(seed = 'latch-walletconnect'): Promise<NamespaceWallet> {
  const wallet = createBitcoinDevWallet({ seed, network: 'Regtest' })
  unwrap(await wallet.provider.request('getAddresses', { purposes: ['payment', 'ordinals'] }))
  const payment = wallet.addresses.find((entry) => entry.purpose === 'payment')!
  return {
    namespace: 'bip122',
    address: payment.address,
    addresses: [payment.address],
    accountFor: (chainId) =>
      chainId === 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' ? `${chainId}:${payment.address}` : undefined,
    async answer(method, _chainId, params) {
      switch (method) {
        case 'signMessage': {
          const { account, address, message, protocol } = params as {
            account: string
            address?: string
            message: string
            protocol?: string
          }
          const result = unwrap(
            await wallet.provider.request('signMessage', {
              address: address ?? account,
              message,
              // Reown's Bitcoin RPC: ECDSA (a BIP-137 signature) unless BIP-322 is asked for.
              protocol: protocol === 'bip322' ? 'BIP322' : 'ECDSA',
            }),
          ) as { signature: string; address: string; messageHash?: string }
          return { address: result.address, signature: result.signature, messageHash: result.messageHash }
        }
        case 'getAccountAddresses':
          return wallet.addresses.map((entry) => ({
            address: entry.address,
            publicKey: entry.publicKey,
            intention: entry.purpose === 'ordinals' ? 'ordinal' : 'payment',
          }))
        default:
          throw notSupported(method)
      }
    },
  }
}

/** sui: the Wallet Standard Ed25519 dev wallet. `sui_signPersonalMessage` ({ message (text), address }). */
export async function suiNamespaceWallet(
  secretKey: Uint8Array = new Uint8Array(32).fill(9),
): Promise<NamespaceWallet> {
  const wallet = createSuiDevWallet({ secretKey })
  const { accounts } = await wallet.features['standard:connect'].connect()
  const account = accounts[0]!
  return {
    namespace: 'sui',
    address: account.address,
    addresses: [account.address],
    accountFor: (chainId) => (chainId.startsWith('sui:') ? `${chainId}:${account.address}` : undefined),
    async answer(method, chainId, params) {
      if (method === 'sui_getAccounts')
        return [{ address: account.address, pubkey: toBase64(Uint8Array.from(account.publicKey)) }]
      if (method !== 'sui_signPersonalMessage') throw notSupported(method)
      const { message } = params as { message: string; address: string }
      const { signature } = await wallet.features['sui:signPersonalMessage'].signPersonalMessage({
        message: new TextEncoder().encode(message),
        account,
        chain: chainId as `${string}:${string}`,
      })
      return { signature }
    },
  }
}

/**
 * stacks: the wbip dev wallet (secp256k1; random keys unless `keys` gives them). `stx_signMessage`
 * ({ address, message }) signs with @stacks/encryption's message hash and answers the RSV signature and public key.
 */
export async function stacksNamespaceWallet(
  keys: { privateKey?: string; bitcoinPrivateKey?: string } = {},
): Promise<NamespaceWallet> {
  const wallet = createStacksDevWallet({ network: 'testnet', ...keys })
  unwrap(await wallet.provider.request('getAddresses', { network: 'testnet' }))
  const networkOf = (chainId: string) => (chainId === 'stacks:1' ? 'mainnet' : 'testnet')
  return {
    namespace: 'stacks',
    address: wallet.stxAddress('testnet'),
    addresses: [wallet.stxAddress('testnet')],
    accountFor: (chainId) =>
      chainId === 'stacks:1' || chainId === 'stacks:2147483648'
        ? `${chainId}:${wallet.stxAddress(networkOf(chainId))}`
        : undefined,
    async answer(method, chainId, params) {
      if (method !== 'stx_signMessage') throw notSupported(method)
      const { message } = params as { message: string; address?: string }
      return unwrap(
        await wallet.provider.request('stx_signMessage', { message, network: networkOf(chainId) }),
      )
    },
  }
}
