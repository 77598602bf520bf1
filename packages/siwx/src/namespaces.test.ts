import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { anvilLocal, evmAdapter } from '@latch/adapter-evm'
import { verifyEvmSignature } from '@latch/adapter-evm/verify'
import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { formatSolanaSignInMessage, verifySolanaSignature } from '@latch/adapter-solana/verify'
import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { verifySuiSignature } from '@latch/adapter-sui/verify'
import { formatSignInMessage, type SignInMessage } from '@latch/core'
import { createDevWallet as createBitcoinDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import { ANVIL_PRIVATE_KEYS, createDevWallet as createEvmDevWallet } from '@latch/fixture-evm'
// Type only: brings vitest's `inject('evmTestBed')` type (the anvil global setup provides it).
import type {} from '@latch/fixture-evm/node'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { createDevWallet as createSolanaDevWallet } from '@latch/fixture-solana/devWallet'
import { createStacksDevWallet } from '@latch/fixture-stacks/devWallet'
import { createDevWallet as createSuiDevWallet } from '@latch/fixture-sui/devWallet'
import bs58 from 'bs58'
import {
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseAbi,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { createSiwxVerifier, type SignatureVerifier } from './createSiwxVerifier'
import { SignatureMismatchError } from './errors'

const bed = inject('evmTestBed')
const evmClient = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
const EVM_CHAIN = `eip155:${bed.chainA.chainId}`
const CHAINS = {
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  cosmos: 'cosmos:cosmoshub-4',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  stacks: 'stacks:1',
  sui: 'sui:mainnet',
} as const

/** The verifiers a host passes: each adapter's `./verify`, eip155 through a public client on its RPC. */
const verifiers: Record<string, SignatureVerifier> = {
  eip155: (input) => verifyEvmSignature({ ...input, client: evmClient }),
  solana: verifySolanaSignature,
  bip122: verifyBitcoinSignature,
  cosmos: verifyCosmosSignature,
  polkadot: verifyPolkadotSignature,
  stacks: verifyStacksSignature,
  sui: verifySuiSignature,
}

function newVerifier() {
  return createSiwxVerifier({
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    chains: [EVM_CHAIN, ...Object.values(CHAINS)],
    verifiers,
  })
}

function fieldsFor(chainId: string, accountAddress: string, nonce: string): SignInMessage {
  return {
    accountAddress,
    chainId: chainId as SignInMessage['chainId'],
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    statement: 'Sign in to Example',
  }
}

/** A dev wallet of a namespace: its account, its chain, the message as its adapter formats it, and a real signature. */
interface Signer {
  chainId: string
  address: string
  format(fields: SignInMessage): string
  sign(message: string): Promise<string>
}

async function evmSigner(): Promise<
  Signer & { owner: `0x${string}`; wallet: ReturnType<typeof createEvmDevWallet> }
> {
  const wallet = createEvmDevWallet({
    rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
    privateKeys: ANVIL_PRIVATE_KEYS,
    chainId: bed.chainA.chainId,
  })
  const [owner] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  // The EIP-4361 formatter is part of the adapter's runtime (sign-in follows a connection, which loads it).
  const adapter = evmAdapter()
  adapter.setup({
    networks: [anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId)],
    customRpcUrls: {},
    logger: console,
  })
  await adapter.loadWagmiConfig()
  return {
    chainId: EVM_CHAIN,
    address: owner!,
    owner: owner!,
    wallet,
    format: (fields) => adapter.formatSignInMessage!(fields),
    sign: async (message) =>
      (await wallet.provider.request({ method: 'personal_sign', params: [toHex(message), owner] })) as string,
  }
}

/** A second, different key of a namespace's dev wallet (for "a signature from another key"). */
const OTHER_COSMOS_MNEMONIC =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'

const SIGNERS: Record<keyof typeof CHAINS, (other?: boolean) => Promise<Signer>> = {
  async solana() {
    const wallet = createSolanaDevWallet({ rpcUrl: 'http://127.0.0.1:1' })
    const { accounts } = await wallet.features['standard:connect'].connect()
    const account = accounts[0]!
    return {
      chainId: CHAINS.solana,
      address: account.address,
      format: formatSolanaSignInMessage,
      async sign(message) {
        const [signed] = await wallet.features['solana:signMessage'].signMessage({
          account,
          message: new TextEncoder().encode(message),
        })
        return bs58.encode(signed!.signature)
      },
    }
  },
  async bitcoin(other) {
    const wallet = createBitcoinDevWallet({ seed: other ? 'siwx-other' : 'siwx', network: 'Mainnet' })
    const connected = (await wallet.provider.request('wallet_connect', { addresses: ['payment'] })) as {
      result: { addresses: { address: string; purpose: string }[] }
    }
    const address = connected.result.addresses.find((entry) => entry.purpose === 'payment')!.address
    return {
      chainId: CHAINS.bitcoin,
      address,
      format: formatSignInMessage,
      async sign(message) {
        const answer = (await wallet.provider.request('signMessage', {
          address,
          message,
          protocol: 'BIP322',
        })) as {
          result: { signature: string }
        }
        return answer.result.signature
      },
    }
  },
  async cosmos(other) {
    const wallet = createCosmosDevWallet({ mnemonic: other ? OTHER_COSMOS_MNEMONIC : DEV_COSMOS_MNEMONIC })
    await wallet.provider.enable('cosmoshub-4')
    const { bech32Address } = await wallet.provider.getKey('cosmoshub-4')
    return {
      chainId: CHAINS.cosmos,
      address: bech32Address,
      format: formatSignInMessage,
      sign: async (message) =>
        JSON.stringify(await wallet.provider.signArbitrary('cosmoshub-4', bech32Address, message)),
    }
  },
  async polkadot(other) {
    const wallet = createPolkadotDevWallet()
    const injected = await wallet.provider.enable?.('https://app.example.com')
    const address = wallet.accounts[other ? 1 : 0]!.address
    return {
      chainId: CHAINS.polkadot,
      address,
      format: formatSignInMessage,
      async sign(message) {
        const data = toHex(new TextEncoder().encode(message))
        const result = await injected!.signer.signRaw!({ address, data, type: 'bytes' })
        return result.signature
      },
    }
  },
  async stacks() {
    const wallet = createStacksDevWallet({ network: 'mainnet' })
    await wallet.provider.request('stx_getAddresses', {})
    const address = wallet.stxAddress('mainnet')
    return {
      chainId: CHAINS.stacks,
      address,
      format: formatSignInMessage,
      async sign(message) {
        const { result } = (await wallet.provider.request('stx_signMessage', { message })) as {
          result: { signature: string }
        }
        return result.signature
      },
    }
  },
  async sui() {
    const wallet = createSuiDevWallet()
    const { accounts } = await wallet.features['standard:connect'].connect()
    const account = accounts[0]!
    return {
      chainId: CHAINS.sui,
      address: account.address,
      format: formatSignInMessage,
      async sign(message) {
        const { signature } = await wallet.features['sui:signPersonalMessage'].signPersonalMessage({
          account,
          message: new TextEncoder().encode(message),
          chain: 'sui:mainnet',
        })
        return signature
      },
    }
  },
}

async function signIn(verifier: ReturnType<typeof newVerifier>, signer: Signer, address = signer.address) {
  const data = fieldsFor(signer.chainId, address, await verifier.issueNonce())
  const message = signer.format(data)
  return { data, message, signature: await signer.sign(message) }
}

describe('real signatures from every landed namespace dev wallet verify (RELIABILITY #19)', () => {
  it('behavior: eip155 EOA (the EVM dev wallet, EIP-4361 from adapter-evm)', async () => {
    const verifier = newVerifier()
    const signer = await evmSigner()
    const session = await verifier.verify(await signIn(verifier, signer))
    expect(session).toMatchObject({ chainId: EVM_CHAIN, address: signer.owner.toLowerCase() })
  })

  it('behavior: eip155 ERC-1271 contract account (anvil), signed by its owner; another key is refused', async () => {
    const verifier = newVerifier()
    const signer = await evmSigner()
    const contract = bed.chainA.contracts.ownerWallet
    const session = await verifier.verify(await signIn(verifier, signer, contract))
    expect(session.address).toBe(contract.toLowerCase())
    const [, second] = (await signer.wallet.provider.request({ method: 'eth_accounts' })) as `0x${string}`[]
    const byOther: Signer = {
      ...signer,
      sign: async (message) =>
        (await signer.wallet.provider.request({
          method: 'personal_sign',
          params: [toHex(message), second],
        })) as string,
    }
    await expect(verifier.verify(await signIn(verifier, byOther, contract))).rejects.toBeInstanceOf(
      SignatureMismatchError,
    )
  })

  it('behavior: eip155 ERC-6492 account not deployed yet (anvil factory)', async () => {
    const verifier = newVerifier()
    const signer = await evmSigner()
    const factoryAbi = parseAbi([
      'function deploy(address owner, bytes32 salt) returns (address)',
      'function predict(address owner, bytes32 salt) view returns (address)',
    ])
    const { walletFactory } = bed.chainA.contracts
    const salt = keccak256(toHex('latch-siwx'))
    const predicted = await evmClient.readContract({
      address: walletFactory,
      abi: factoryAbi,
      functionName: 'predict',
      args: [signer.owner, salt],
    })
    expect(await evmClient.getCode({ address: predicted })).toBeUndefined()
    const counterfactual: Signer = {
      ...signer,
      sign: async (message) =>
        serializeErc6492Signature({
          address: walletFactory,
          data: encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [signer.owner, salt] }),
          signature: (await signer.sign(message)) as Hex,
        }),
    }
    const session = await verifier.verify(await signIn(verifier, counterfactual, predicted))
    expect(session.address).toBe(predicted.toLowerCase())
  })

  for (const namespace of Object.keys(SIGNERS) as (keyof typeof SIGNERS)[]) {
    it(`behavior: ${namespace} (its dev wallet, CAIP-122); the same message signed by another key is refused`, async () => {
      const verifier = newVerifier()
      const signer = await SIGNERS[namespace]()
      const attempt = await signIn(verifier, signer)
      const session = await verifier.verify(attempt)
      expect(session.chainId).toBe(CHAINS[namespace])
      expect(session.fields.statement).toBe('Sign in to Example')

      const other = await SIGNERS[namespace](true)
      expect(other.address).not.toBe(signer.address)
      const forged = await signIn(verifier, { ...other, address: signer.address }, signer.address)
      await expect(verifier.verify(forged)).rejects.toBeInstanceOf(SignatureMismatchError)
    })
  }
})
