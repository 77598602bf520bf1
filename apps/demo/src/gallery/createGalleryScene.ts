import { anvilLocal, mainnet, optimism } from '@latch/adapter-evm/networks'
import { solanaLocalnet, solanaMainnet } from '@latch/adapter-solana/networks'
import {
  type Balance,
  type CaipNetworkId,
  createLatch,
  type Latch,
  type SignInMessage,
  type SiwxConfig,
  type SiwxSession,
  type WalletConnectIntegration,
} from '@latch/core'
import { createMemoryStorage, createTestAdapter, type TestAdapter, testSession } from '@latch/core/testing'
import { type AccountReads, answerAccountReads, GALLERY_USDC } from './accountReads'
import { GALLERY_SERVER, serveGalleryRequests } from './galleryServer'

/** The fixed account of the gallery's EVM wallet (anvil's first dev account, as the demo's dev wallet uses). */
const GALLERY_EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** The second account a wallet grants in the account-switch state (anvil's second dev account). */
const GALLERY_SECOND_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** The receiver the send states fill in (anvil's fourth dev account). */
export const GALLERY_RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOLANA_ADDRESS = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }

/** A client in a fixed state for one gallery state, and the switches its wallets are driven with. */
export interface GalleryScene {
  client: Latch
  evm: TestAdapter
  solana: TestAdapter
  /** Gives the page back as it was before the scene: `window.fetch` unpatched, the client destroyed. */
  dispose(): void
}

/** Options of one state's scene. */
export interface GallerySceneOptions {
  theme: 'light' | 'dark'
  /** Sign-in required (the SIWX view). */
  signIn?: boolean
  /** WalletConnect that never produces its pairing URI (the QR view's loading state). */
  pairingPending?: boolean
  /** A wallet server that never answers (AllWallets' loading state). */
  explorerPending?: boolean
  /** An EVM node that never answers a balance read (Account's loading state). */
  balancePending?: boolean
  /** The EVM wallet grants a second account (Account's "Switch account"). */
  secondAccount?: boolean
  /** The on-ramp and swap server: answering with fixed providers, tokens and quotes, or never answering. */
  tradeServer?: 'answering' | 'pending'
  /** A phone wallet that, scanning the QR code, approves the EVM account on these networks only. */
  walletConnectApproves?: CaipNetworkId[]
  /** How the EVM wallet's token and activity reads (the Account tabs) answer; unset: it has none. */
  accountReads?: AccountReads
}

/** The gallery's wallet server, which never answers: its requests are held, never sent. */
const PENDING_EXPLORER = 'https://explorer.gallery.invalid'

/**
 * Holds every request to {@link PENDING_EXPLORER} forever; any other request goes out as before. Returns the undo.
 */
function holdExplorerRequests(): () => void {
  const original = window.fetch
  const send = original.bind(window)
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    return url.startsWith(PENDING_EXPLORER) ? new Promise(() => {}) : send(input, init)
  }
  return () => {
    window.fetch = original
  }
}

/** Fixed hex, so a screenshot's QR code is the same on every run. */
const FIXED_TOPIC = 'a1'.repeat(32)
const FIXED_KEY = 'b2'.repeat(32)

/** WalletConnect as the QR view sees it: a pairing URI (v2 format, fixed), and no wallet that scans it. */
function unscannedPairing(pending: boolean): WalletConnectIntegration {
  return {
    connect: ({ onUri }) => {
      if (!pending)
        onUri(
          `wc:${FIXED_TOPIC}@2?relay-protocol=irn&symKey=${FIXED_KEY}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`,
        )
      return new Promise(() => {})
    },
    restore: async () => null,
    disconnect: async () => {},
    cancel: () => {},
  }
}

/** WalletConnect whose phone wallet approves the EVM account on `chains` only, as soon as it is asked. */
function approvingPairing(chains: CaipNetworkId[]): WalletConnectIntegration {
  return {
    ...unscannedPairing(true),
    connect: async () => ({
      sessions: {
        eip155: testSession(
          chains.map((chain) => `${chain}:${GALLERY_EVM_ADDRESS}`),
          chains,
        ),
      },
    }),
  }
}

/** Sign-in required, sessions kept in memory (a host keeps them on its server). */
function memorySiwx(): SiwxConfig {
  const sessions: SiwxSession[] = []
  return {
    createMessage: async ({ accountAddress, chainId }): Promise<SignInMessage> => ({
      accountAddress,
      chainId: chainId as SignInMessage['chainId'],
      domain: 'gallery.latch.local',
      uri: 'https://gallery.latch.local/login',
      version: '1',
      nonce: 'gallery1234',
      issuedAt: '2026-01-01T00:00:00.000Z',
    }),
    addSession: async (session) => {
      sessions.push(session)
    },
    getSessions: async (chainId, address) =>
      sessions.filter(
        (session) => session.data.chainId === chainId && session.data.accountAddress === address,
      ),
    setSessions: async (next) => {
      sessions.splice(0, sessions.length, ...next)
    },
    getRequired: () => true,
  }
}

/**
 * A real Latch client over core's in-memory test adapters (no chain, no server): an EVM wallet with 1.5 ETH on the
 * demo's local anvil network and the common ones, a Solana wallet, USD prices, legal links and WalletConnect.
 */
export function createGalleryScene(options: GallerySceneOptions): GalleryScene {
  const undoFetch = [
    ...(options.explorerPending ? [holdExplorerRequests()] : []),
    ...(options.tradeServer ? [serveGalleryRequests(options.tradeServer)] : []),
  ]
  // The demo's local networks by their definitions; the in-memory wallets never call their RPC.
  const anvil = anvilLocal(`${window.location.origin}/rpc/31337`)
  const localSolana = solanaLocalnet(`${window.location.origin}/rpc/solana`)
  const evm = Object.assign(
    createTestAdapter({
      addresses: options.secondAccount
        ? [GALLERY_EVM_ADDRESS, GALLERY_SECOND_ADDRESS]
        : [GALLERY_EVM_ADDRESS],
      balance: 1_500_000_000_000_000_000n,
      connectors: [
        {
          id: 'test-wallet',
          name: 'Latch Dev Wallet',
          namespace: 'eip155',
          type: 'announced',
          installed: true,
        },
      ],
    }),
    {
      isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
      estimateTransferFee: async () => FEE,
      // What swaps need of a wallet (core's swapAccount); the gallery never presses Swap, so nothing is sent.
      sendTransaction: async () => `0x${'ab'.repeat(32)}`,
      walletConnect: {
        namespace: () => ({
          chains: [anvil.id, mainnet.id],
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
        }),
        attach: () => {},
      },
    },
  )
  // A balance read that is never answered: the account shows its loading placeholder for as long as it is open.
  if (options.balancePending) evm.getBalance = () => new Promise(() => {})
  if (options.accountReads) answerAccountReads(evm, options.accountReads)
  const solana = createTestAdapter({
    namespace: 'solana',
    addresses: [SOLANA_ADDRESS],
    balance: 2_000_000_000n,
    decimals: 9,
    symbol: 'SOL',
    connectors: [
      {
        id: 'test-solana-wallet',
        name: 'Latch Dev Wallet (Solana)',
        namespace: 'solana',
        type: 'announced',
        installed: true,
      },
    ],
  })
  const client = createLatch({
    projectId: 'latch-gallery',
    networks: [anvil, mainnet, optimism, localSolana, solanaMainnet],
    adapters: [evm, solana],
    storage: createMemoryStorage(),
    themeMode: options.theme,
    termsConditionsUrl: 'https://latch.local/terms',
    privacyPolicyUrl: 'https://latch.local/privacy',
    metadata: {
      name: 'Latch gallery',
      description: 'Every view state',
      url: window.location.origin,
      icons: [],
    },
    tokenPrices: async ({ tokens }) => tokens.map((token) => (token.address === GALLERY_USDC ? 1 : 2000)),
    tokens: { [anvil.id]: [{ address: GALLERY_USDC }] },
    walletConnect: options.walletConnectApproves
      ? approvingPairing(options.walletConnectApproves)
      : unscannedPairing(options.pairingPending === true),
    ...(options.explorerPending ? { services: { explorer: PENDING_EXPLORER } } : {}),
    ...(options.tradeServer ? { services: { onramp: GALLERY_SERVER, swap: GALLERY_SERVER } } : {}),
    ...(options.signIn ? { siwx: memorySiwx() } : {}),
  })
  const dispose = () => {
    client.destroy()
    for (const undo of undoFetch.reverse()) undo()
  }
  return { client, evm, solana, dispose }
}
