// Runs in Chromium: dev wallets register through window events (registerWallet), the adapter discovers them with
// getWallets(), reads the balance cross-origin from the test node and has the wallet sign.

import type { AdapterEvent } from '@latch/core'
import { createDevWallet, registerDevWallet } from '@latch/fixture-sui/devWallet'
import { suiAdapter } from '../../src/adapter/suiAdapter'
import { suiLocalnet } from '../../src/networks/suiNetworks'

/** What the page reports back to the Node test. */
export interface BrowserRunResult {
  connectorIdsBeforeStart: string[]
  connectorIdsAfterStart: string[]
  connectorIdsAfterLateWallet: string[]
  address: string
  balance: string
  message: string
  signature: string
  signatureVerifies: boolean
  rejection: string
  events: string[]
}

async function run(input: { rpcUrl: string; secretKey: string }): Promise<BrowserRunResult> {
  const wallet = createDevWallet({ secretKey: input.secretKey, chains: ['sui:localnet'] })
  // Registered before the app starts: the wallet answers the app-ready event.
  registerDevWallet(wallet)
  const adapter = suiAdapter()
  const events: AdapterEvent[] = []
  adapter.setup({ networks: [suiLocalnet(input.rpcUrl)], customRpcUrls: {}, logger: console })
  adapter.subscribe((event) => events.push(event))
  const connectorIdsBeforeStart = adapter.connectors().map((connector) => connector.id)
  adapter.start?.()
  // start() imports the wallet code; discovery runs once it is in.
  await adapter.load?.()
  const connectorIdsAfterStart = adapter.connectors().map((connector) => connector.id)
  // Registered after the app started: the app hears the register-wallet event.
  registerDevWallet(createDevWallet({ name: 'Late Sui Wallet' }))
  const connectorIdsAfterLateWallet = adapter.connectors().map((connector) => connector.id)

  const { accounts } = await adapter.connect({ connectorId: wallet.name })
  const address = accounts[0]?.address ?? 'sui:localnet:none'
  const balance = (await adapter.getBalance?.({ address }))?.formatted ?? ''
  const message =
    adapter.formatSignInMessage?.({
      accountAddress: address,
      chainId: 'sui:localnet',
      domain: location.host,
      uri: location.href,
      version: '1',
      nonce: 'browser123',
      issuedAt: new Date().toISOString(),
    }) ?? ''
  const signature = await adapter.signMessage({ address, message })
  const signatureVerifies = (await adapter.verifySignature?.({ message, signature, address })) ?? false
  wallet.rejectNext()
  const rejection = await adapter.signMessage({ address, message }).then(
    () => 'resolved',
    (error: Error) => `${error.name}: ${error.message}`,
  )
  return {
    connectorIdsBeforeStart,
    connectorIdsAfterStart,
    connectorIdsAfterLateWallet,
    address,
    balance,
    message,
    signature,
    signatureVerifies,
    rejection,
    // Which kinds of event the page heard (how often the list changes depends on when the listener chunk is in).
    events: [...new Set(events.map((event) => event.type))],
  }
}

Object.assign(window, { runSuiSmoke: run })
