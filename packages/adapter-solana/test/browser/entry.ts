// Runs in Chromium: the dev wallet registers through window events, the adapter discovers it with getWallets().

import type { AdapterEvent } from '@latch/core'
import { createDevWallet, registerDevWallet } from '@latch/fixture-solana/devWallet'
import { solanaAdapter } from '../../src/adapter/solanaAdapter'
import { solanaLocalnet } from '../../src/networks/solanaNetworks'

/** What the page reports back to the Node test. */
export interface BrowserRunResult {
  connectorIdsBeforeStart: string[]
  connectorIdsAfterStart: string[]
  connectorIdsAfterLateWallet: string[]
  address: string
  balance: string
  signatureVerifies: boolean
  rejection: string
  transferSignature: string
  events: string[]
}

async function run(input: {
  rpcUrl: string
  secretKey: number[]
  receiver: string
}): Promise<BrowserRunResult> {
  const wallet = createDevWallet({ rpcUrl: input.rpcUrl, secretKey: Uint8Array.from(input.secretKey) })
  // Registered before the app starts: the wallet answers the app-ready event.
  registerDevWallet(wallet)
  const adapter = solanaAdapter()
  const events: AdapterEvent[] = []
  adapter.setup({ networks: [solanaLocalnet(input.rpcUrl)], customRpcUrls: {}, logger: console })
  adapter.subscribe((event) => events.push(event))
  const connectorIdsBeforeStart = adapter.connectors().map((connector) => connector.id)
  adapter.start?.()
  // start() imports the discovery code; load() resolves once it is in.
  await adapter.load?.()
  const connectorIdsAfterStart = adapter.connectors().map((connector) => connector.id)
  // Registered after the app started: the app hears the register-wallet event.
  registerDevWallet(createDevWallet({ rpcUrl: input.rpcUrl, name: 'Late Wallet' }))
  const connectorIdsAfterLateWallet = adapter.connectors().map((connector) => connector.id)

  const { accounts } = await adapter.connect({ connectorId: wallet.name })
  const address = accounts[0]?.address ?? 'solana:localnet:none'
  const balance = (await adapter.getBalance?.({ address }))?.formatted ?? ''
  const message = adapter.formatSignInMessage?.({
    accountAddress: address,
    chainId: 'solana:localnet',
    domain: location.host,
    uri: location.href,
    version: '1',
    nonce: 'browser123',
    issuedAt: new Date().toISOString(),
  })
  const signature = await adapter.signMessage({ address, message: message ?? '' })
  const signatureVerifies =
    (await adapter.verifySignature?.({ message: message ?? '', signature, address })) ?? false
  wallet.rejectNext()
  const rejection = await adapter
    .sendTransfer?.({ from: address, to: input.receiver, token: { symbol: 'SOL', decimals: 9 }, value: 1n })
    .then(
      () => 'resolved',
      (error: Error) => `${error.name}: ${error.message}`,
    )
  const transferSignature =
    (await adapter.sendTransfer?.({
      from: address,
      to: input.receiver,
      token: { symbol: 'SOL', decimals: 9 },
      value: 250_000_000n,
    })) ?? ''
  return {
    connectorIdsBeforeStart,
    connectorIdsAfterStart,
    connectorIdsAfterLateWallet,
    address,
    balance,
    signatureVerifies,
    rejection: rejection ?? '',
    transferSignature,
    // Which kinds of event the page heard (how often the list changes depends on when the listener chunk is in).
    events: [...new Set(events.map((event) => event.type))],
  }
}

/** What the page reports back after an SPL send. */
export interface BrowserSplResult {
  bufferGlobalAfterSend: string
  signature: string
}

/** Sends `value` base units of an SPL mint from the dev wallet, in a page that has no global `Buffer`. */
async function runSplSend(input: {
  rpcUrl: string
  secretKey: number[]
  receiver: string
  mint: string
  decimals: number
  value: string
}): Promise<BrowserSplResult> {
  const wallet = createDevWallet({
    rpcUrl: input.rpcUrl,
    secretKey: Uint8Array.from(input.secretKey),
    name: 'SPL Wallet',
  })
  const adapter = solanaAdapter({ wallets: [wallet], discover: false })
  adapter.setup({ networks: [solanaLocalnet(input.rpcUrl)], customRpcUrls: {}, logger: console })
  const { accounts } = await adapter.connect({ connectorId: wallet.name })
  const from = accounts[0]?.address ?? 'solana:localnet:none'
  const signature =
    (await adapter
      .sendTransfer?.({
        from,
        to: input.receiver,
        token: { address: input.mint, symbol: 'TKN', decimals: input.decimals },
        value: BigInt(input.value),
      })
      .catch((error: Error & { details?: string }) => {
        // Keep the cause in the test's failure message (e.g. "Buffer is not defined").
        throw new Error(`${error.name}: ${error.message} (${error.details})`)
      })) ?? ''
  return { bufferGlobalAfterSend: typeof (globalThis as { Buffer?: unknown }).Buffer, signature }
}

Object.assign(window, { runSolanaSmoke: run, runSolanaSplSend: runSplSend })
