// Starts the Latch server (apps/server) on PGlite with its demo project (apps/server/config/projects.json): the
// wallet explorer, allowed origins, the analytics sink and the on-ramp the demo page uses at `/svc/latch/`, and the
// embedded wallet (its frame on the server's own origin, a port of its own, so apart from the page's origin).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ANVIL_BUNDLER_KEY, ANVIL_PAYMASTER_SIGNER_KEY } from '@latch/fixture-evm'
import {
  embeddedOptionsFromEnv,
  fixedPriceSource,
  NATIVE_TOKEN_ADDRESS,
  PACKAGE_PATHS,
  parseProjectsFile,
  solanaQuoteMaker,
  sponsorOptionsFromEnv,
  startServer,
} from '@latch/server'
import { SOLANA_MAKER_SEED } from './demoAccounts.mjs'
import { DEMO_OIDC_CLIENT } from './startDemoOidc.mjs'

/**
 * The demo on-ramp provider's test secret: the demo project's signed provider signs with it
 * (`LATCH_ONRAMP_DEMO_SECRET`), and the server's demo provider page checks the signature with it. A test value,
 * public on purpose: nothing is bought.
 */
export const DEMO_ONRAMP_SECRET = 'latch-demo-onramp-test-secret'

/**
 * The embedded wallet's settings as a deployment passes them (environment variables), with fresh secrets per run
 * and the demo's SMTP sink; the public origin is the server's own URL (nothing sits in front of it).
 */
function embeddedEnv(mail, oidc) {
  return {
    LATCH_EMBEDDED_TOKEN_SECRET: randomBytes(32).toString('base64'),
    LATCH_EMBEDDED_SHARE_KEY: randomBytes(32).toString('base64'),
    LATCH_SMTP_URL: mail.smtpUrl,
    LATCH_MAIL_FROM: 'Latch demo <no-reply@latch.localhost>',
    // "Google" is the local OpenID provider (the `oidc` service), when it runs.
    ...(oidc
      ? {
          LATCH_SOCIAL_PROVIDERS: 'google',
          LATCH_SOCIAL_GOOGLE_ISSUER: oidc.url,
          LATCH_SOCIAL_GOOGLE_CLIENT_ID: DEMO_OIDC_CLIENT.clientId,
          LATCH_SOCIAL_GOOGLE_CLIENT_SECRET: DEMO_OIDC_CLIENT.clientSecret,
        }
      : {}),
    ...(process.env.LATCH_EMBEDDED_FRAME_SCRIPT
      ? { LATCH_EMBEDDED_FRAME_SCRIPT: process.env.LATCH_EMBEDDED_FRAME_SCRIPT }
      : {}),
  }
}

/** The demo's prices in USD (the page's fixed feed: runtimeConfig DEMO_PRICES). */
const DEMO_SWAP_PRICES = { ETH: 3000, LTT: 2, LUSD: 1, LPT: 1, LDT: 2, LDS: 1 }

/** The swap token images the server stores and serves at `/public/getTokenImage/{id}` (badges made for the demo). */
const DEMO_TOKEN_IMAGES = fileURLToPath(new URL('./token-images', import.meta.url))

/**
 * The swap routes on the first anvil chain: Uniswap V2 from the fixture (two funded pools, WETH/LTT and LTT/LPT, and
 * the thin WETH/LUSD one), the native currency and the three pool tokens.
 */
export function demoSwapOptions(evm) {
  const { contracts } = evm
  // Priced by the server's fixed feed (`demoSwap`), pictured by its token images.
  const token = (address, symbol, name, decimals, eip2612 = false) => ({
    address,
    symbol,
    name,
    decimals,
    eip2612,
    imageId: symbol.toLowerCase(),
  })
  return {
    networks: [
      {
        chainId: `eip155:${evm.chainId}`,
        rpcUrl: evm.rpcUrl,
        router: contracts.swapRouter,
        wrappedNative: contracts.weth,
        tokens: [
          token(NATIVE_TOKEN_ADDRESS, 'ETH', 'Ether', 18),
          token(contracts.token18, 'LTT', 'Latch Test Token', 18),
          token(contracts.token6, 'LUSD', 'Latch USD', 6),
          token(contracts.permitToken, 'LPT', 'Latch Permit Token', 18, true),
        ],
      },
    ],
  }
}

/** LDT's logo in the swap token list: an inline SVG (the list takes https: and data:image URLs only). */
const DEMO_LDT_LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="10" fill="#7c3aed"/></svg>',
).toString('base64')}`

/**
 * The Solana swap routes on the demo's SVM (`solana:localnet`): the self-hosted quote maker, its inventory in LDT,
 * LDS and the all but empty LDX (the start script's `swapMints`).
 */
export async function demoSolanaSwapOptions(solana) {
  const token = (symbol, name, logoUri) => ({
    mint: solana.swapMints[symbol],
    symbol,
    name,
    decimals: 6,
    ...(logoUri ? { logoUri } : {}),
  })
  return {
    networks: [
      {
        chainId: 'solana:localnet',
        tokens: [
          token('LDT', 'Latch Demo Token', DEMO_LDT_LOGO),
          token('LDS', 'Latch Demo Stable'),
          token('LDX', 'Latch Demo Scarce'),
        ],
      },
    ],
    source: await solanaQuoteMaker({ rpcUrl: solana.rpcUrl, secretKey: SOLANA_MAKER_SEED }),
  }
}

/**
 * The demo bundler and paymaster (`/sponsor/v1/rpc`) on the demo's anvil, configured as a deployment would be
 * (environment variables), with anvil's dev keys 8 (bundler) and 9 (the signer the test bed's paymaster trusts).
 */
function demoSponsorOptions(evm) {
  return sponsorOptionsFromEnv({
    LATCH_SPONSOR_RPC_URL: evm.rpcUrl,
    LATCH_SPONSOR_CHAIN_ID: String(evm.chainId),
    LATCH_SPONSOR_PAYMASTER: evm.contracts.sponsorPaymaster,
    LATCH_BUNDLER_KEY: ANVIL_BUNDLER_KEY,
    LATCH_PAYMASTER_SIGNER_KEY: ANVIL_PAYMASTER_SIGNER_KEY,
  })
}

/** The swap routes for what the demo runs: Uniswap V2 on the first anvil chain, the quote maker on the SVM. */
async function demoSwap(chains) {
  const evm = chains?.evm?.contracts?.swapRouter ? demoSwapOptions(chains.evm) : undefined
  const solana = chains?.solana ? await demoSolanaSwapOptions(chains.solana) : undefined
  if (!evm && !solana) return {}
  return {
    swap: {
      networks: evm?.networks ?? [],
      ...(solana ? { solana } : {}),
      // The local fixed feed behind the PriceSource interface (a deployment plugs in its own).
      priceSource: fixedPriceSource(DEMO_SWAP_PRICES),
      tokenImagesDir: DEMO_TOKEN_IMAGES,
    },
  }
}

/**
 * Starts the server on a free 127.0.0.1 port with the built catalogue; PGlite in memory, nothing to install. With
 * the demo's mail service started before it (`started.mail`), the embedded wallet's routes and frame are on.
 */
export async function startDemoLatchServer(started = {}, chains = undefined) {
  // The frame's connect-src: the RPC endpoints it reads and sends through (the demo page's /rpc proxy), known only
  // once the demo server listens, so the list is filled then (`allowFrameConnect`); the policy reads it per request.
  const connectSources = []
  const embedded = started.mail ? embeddedOptionsFromEnv(embeddedEnv(started.mail, started.oidc)) : undefined
  // `LATCH_DEMO_FRAME_HOST=localhost` (set by `npm run demo`): the frame's origin is http://localhost:<port>, since
  // an IP address cannot be a WebAuthn RP ID (passkeys). The test bed keeps 127.0.0.1 (its pages are on it too).
  const frameHost = process.env.LATCH_DEMO_FRAME_HOST
  let publicOrigin
  const sponsor = chains?.evm?.contracts?.sponsorPaymaster ? demoSponsorOptions(chains.evm) : undefined
  const server = await startServer({
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')),
    env: { LATCH_ONRAMP_DEMO_SECRET: DEMO_ONRAMP_SECRET },
    embedded: embedded && {
      ...embedded,
      connectSources,
      ...(frameHost ? { publicOrigin: () => publicOrigin } : {}),
    },
    ...(await demoSwap(chains)),
    ...(sponsor ? { sponsor } : {}),
  })
  const ownOrigin = new URL(server.url)
  if (frameHost) ownOrigin.hostname = frameHost
  publicOrigin = ownOrigin.origin
  if (embedded && started.oidc) started.oidc.registerRedirect(`${publicOrigin}/embedded/social/callback`)
  return {
    url: server.url,
    ...(started.mail ? { frameOrigin: publicOrigin } : {}),
    // The e-mail wallet's bundler and paymaster for sponsored batches, on its frame's own origin (the route takes
    // the demo project's listed origins, 127.0.0.1 among them; the frame's CSP allows 'self').
    ...(started.mail && sponsor
      ? {
          sponsor: {
            chainId: `eip155:${sponsor.chainId}`,
            bundlerUrl: `${publicOrigin}/sponsor/v1/rpc?projectId=latch-demo&st=latch-demo&sv=0.1.0`,
          },
        }
      : {}),
    allowFrameConnect: (origin) => {
      if (!connectSources.includes(origin)) connectSources.push(origin)
    },
    close: () => server.close(),
  }
}
