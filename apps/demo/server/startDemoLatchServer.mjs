// Starts the Latch server (apps/server) on PGlite with its demo project (apps/server/config/projects.json): the
// wallet explorer, allowed origins, the analytics sink and the on-ramp the demo page uses at `/svc/latch/`, and the
// embedded wallet (its frame on the server's own origin, a port of its own, so apart from the page's origin).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { ANVIL_BUNDLER_KEY, ANVIL_PAYMASTER_SIGNER_KEY } from '@latch/fixture-evm'
import {
  embeddedOptionsFromEnv,
  NATIVE_TOKEN_ADDRESS,
  PACKAGE_PATHS,
  parseProjectsFile,
  sponsorOptionsFromEnv,
  startServer,
} from '@latch/server'
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
const DEMO_SWAP_PRICES = { ETH: 3000, LTT: 2, LUSD: 1, LPT: 1 }

/**
 * The swap routes on the first anvil chain: Uniswap V2 from the fixture (two funded pools, WETH/LTT and LTT/LPT, and
 * the thin WETH/LUSD one), the native currency and the three pool tokens.
 */
export function demoSwapOptions(evm) {
  const { contracts } = evm
  const token = (address, symbol, name, decimals, eip2612 = false) => ({
    address,
    symbol,
    name,
    decimals,
    eip2612,
    priceUsd: DEMO_SWAP_PRICES[symbol],
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
  const server = await startServer({
    catalogueFile: PACKAGE_PATHS.catalogue,
    projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')),
    env: { LATCH_ONRAMP_DEMO_SECRET: DEMO_ONRAMP_SECRET },
    embedded: embedded && {
      ...embedded,
      connectSources,
      ...(frameHost ? { publicOrigin: () => publicOrigin } : {}),
    },
    ...(chains?.evm?.contracts?.swapRouter ? { swap: demoSwapOptions(chains.evm) } : {}),
    ...(chains?.evm?.contracts?.sponsorPaymaster ? { sponsor: demoSponsorOptions(chains.evm) } : {}),
  })
  const ownOrigin = new URL(server.url)
  if (frameHost) ownOrigin.hostname = frameHost
  publicOrigin = ownOrigin.origin
  if (embedded && started.oidc) started.oidc.registerRedirect(`${publicOrigin}/embedded/social/callback`)
  return {
    url: server.url,
    ...(started.mail ? { frameOrigin: publicOrigin } : {}),
    allowFrameConnect: (origin) => {
      if (!connectSources.includes(origin)) connectSources.push(origin)
    },
    close: () => server.close(),
  }
}
