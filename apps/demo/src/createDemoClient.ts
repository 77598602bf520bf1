import { anvilLocal, evmAdapter } from '@latch/adapter-evm'
import { solanaAdapter, solanaLocalnet } from '@latch/adapter-solana'
import { createLatch, type Latch } from '@latch/core'
import { createServerSiwx } from '@latch/siwx/client'
import { walletConnect } from '@latch/walletconnect'
import { createPromptControls, type PromptControls } from './createPromptControls'
import { createWalletActivity, type WalletActivity } from './createWalletActivity'
import { demoEmbeddedWallet } from './demoEmbeddedWallet'
import { DEMO_NAMESPACES } from './demoNamespaces'
import {
  DEMO_CHAIN_IDS,
  DEMO_ENS_RESOLVER,
  DEMO_EVM_TOKENS,
  DEMO_PRICES,
  DEMO_SOLANA_MINT,
  DEMO_SPL_TOKEN,
  demoRpcUrl,
  demoServiceUrl,
} from './runtimeConfig'

/**
 * The demo's client: the eip155 adapter on the local anvil chains and the solana adapter on the local SVM, with
 * real-key dev wallets announced as a visitor's browser extensions would be (EIP-6963, Wallet Standard). With
 * `storage`, the EVM dev wallet remembers its grant and chain across reloads and shares them with the site's
 * other tabs, as an extension does per site. The dev wallets (their chain SDKs and keys, most of the page's code)
 * load as chunks of their own, side by side; the client is made once they are installed, so that the reconnect at
 * mount finds them as it would find extensions.
 */
export async function createDemoClient(
  origin: string,
  target: EventTarget,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  /**
   * Sign-in with X: off by default; `required` or `optional` turns it on with Latch's local default sessions;
   * `server` requires it and signs in through the demo's Latch server (verified there, HTTP-only session cookie).
   */
  signIn?: 'required' | 'optional' | 'server',
  /** WalletConnect timings (the e2e shortens them to see an expired QR and an unreachable relay quickly). */
  walletConnectTimings: { pairingExpiryMs?: number; relayTimeoutMs?: number } = {},
  /**
   * The EVM dev wallet's EIP-5792 atomic batches (EIP-7702 through a Simple7702Account per chain id); off by
   * default, as in most extensions (`?evmBatch=1`).
   */
  batchDelegates?: Record<number, `0x${string}`>,
  /**
   * How many accounts the EVM dev wallet grants (anvil's dev accounts 0, 1, ...): one by default; two
   * (`?evmAccounts=2`) show Account's account switcher, as a wallet that grants several accounts does.
   */
  evmAccountCount = 1,
): Promise<{
  client: Latch
  activity: WalletActivity
  rejectNextRequest: () => void
  /** The EVM dev wallet's prompt-hold mode. */
  prompts: PromptControls
  stop: () => void
}> {
  const rpcUrls = Object.fromEntries(DEMO_CHAIN_IDS.map((id) => [id, demoRpcUrl(origin, id)]))
  const activity = createWalletActivity()
  const prompts = createPromptControls(() => wallet)
  const [{ ANVIL_PRIVATE_KEYS, createDevWallet }, { createSolanaDevWallet }, namespaceWallets] =
    await Promise.all([
      import('@latch/fixture-evm'),
      import('./createSolanaDevWallet'),
      Promise.all(DEMO_NAMESPACES.map((namespace) => namespace.installWallet(origin, target, storage))),
    ])
  const wallet = createDevWallet({
    rpcUrls,
    chainId: DEMO_CHAIN_IDS[0],
    privateKeys: ANVIL_PRIVATE_KEYS.slice(0, Math.max(1, evmAccountCount)),
    ...(batchDelegates ? { batchDelegates } : {}),
    // `target` is the window: with the origin's storage, the wallet's tabs act as one wallet (one grant, one chain).
    ...(storage ? { storage, tabs: target } : {}),
    onRequest: ({ method }) => {
      activity.record(method)
      prompts.refresh()
    },
  })
  const stopAnnouncing = wallet.announce(target)
  const solanaWallet = createSolanaDevWallet(origin, storage)
  const client = createLatch({
    projectId: 'latch-demo',
    // The self-hosted Latch server (apps/server) the demo starts: allowed origins, wallet explorer, analytics.
    services: { explorer: demoServiceUrl(origin, 'latch'), analytics: demoServiceUrl(origin, 'latch') },
    metadata: { name: 'Latch demo', description: 'Latch showcase', url: origin, icons: [] },
    adapters: [
      // Local nodes answer in milliseconds: a read that takes 3 s is a stuck node (RELIABILITY #22).
      evmAdapter({
        usdtStyleTokens: [`eip155:31337:${DEMO_EVM_TOKENS.usdt}`],
        rpcTimeoutMs: 3_000,
        ensUniversalResolvers: { 'eip155:31337': DEMO_ENS_RESOLVER },
      }),
      solanaAdapter(),
      ...DEMO_NAMESPACES.map((namespace) => namespace.adapter()),
    ],
    networks: [
      ...DEMO_CHAIN_IDS.map((id) => anvilLocal(demoRpcUrl(origin, id), id)),
      solanaLocalnet(demoRpcUrl(origin, 'solana')),
      ...DEMO_NAMESPACES.flatMap((namespace) => namespace.networks(origin)),
    ],
    termsConditionsUrl: 'https://latch.example/terms',
    privacyPolicyUrl: 'https://latch.example/privacy',
    featuredWalletIds: ['io.metamask', 'io.rabby'],
    // The dev wallets stay inline above the e-mail field (the kit's default order, e-mail first, folds them behind
    // "Continue with a wallet"); the demo's tests and visitors reach them in one click.
    features: { connectMethodsOrder: ['wallet', 'email', 'social'] },
    tokens: {
      'eip155:31337': Object.values(DEMO_EVM_TOKENS).map((address) => ({ address })),
      // A mint has no on-chain symbol: the host names its own token (shown in Tokens, Send and Activity).
      'solana:localnet': [
        { address: DEMO_SOLANA_MINT, symbol: DEMO_SPL_TOKEN.symbol, name: DEMO_SPL_TOKEN.name },
      ],
    },
    // A local fixed feed for the anvil chains; other networks are unpriced ("No price" in the Tokens tab).
    tokenPrices: async ({ networkId, tokens }) =>
      tokens.map((token) =>
        networkId.startsWith('eip155:') ? DEMO_PRICES[token.address?.toLowerCase() ?? 'native'] : undefined,
      ),
    themeMode: 'light',
    // WalletConnect through the demo's own relay (ws://<origin>/relay): the wallet page at /wallet.html pairs with
    // the URI copied from the modal, with no phone and nothing leaving the machine.
    // E-mail login (on by default): the wallet frame on the demo Latch server's origin; codes at /mailbox.
    embedded: demoEmbeddedWallet(origin),
    // Account types on eip155: the e-mail wallet's Account view offers the switch to its smart account (EIP-7702).
    defaultAccountTypes: { eip155: 'eoa' },
    // Social login: "Google" is the demo's local OpenID provider (test users listed on its sign-in page). The
    // host's remote features win over the project's remote config (spec §7), which the demo server answers with
    // e-mail and socials off and multi-wallet on: the demo shows e-mail and social login, one wallet per namespace.
    remoteFeatures: { email: true, socials: ['google'], multiWallet: false },
    walletConnect: walletConnect({
      relayUrl: `${origin.replace(/^http/, 'ws').replace(/\/$/, '')}/relay`,
      metadata: { name: 'Latch demo', description: 'Latch showcase', url: origin, icons: [] },
      ...walletConnectTimings,
    }),
    ...(signIn === 'server'
      ? {
          siwx: createServerSiwx({
            baseUrl: demoServiceUrl(origin, 'latch'),
            projectId: 'latch-demo',
            required: true,
            statement: 'Sign in to the Latch demo',
          }),
        }
      : signIn
        ? { siwx: { required: signIn === 'required' } }
        : {}),
  })
  return {
    client,
    activity,
    prompts,
    rejectNextRequest: () => {
      wallet.rejectNext()
      solanaWallet.rejectNext()
      for (const namespaceWallet of namespaceWallets) namespaceWallet.rejectNext()
    },
    stop: () => {
      stopAnnouncing()
      wallet.close()
      for (const namespaceWallet of namespaceWallets) namespaceWallet.stop()
      client.destroy()
    },
  }
}
