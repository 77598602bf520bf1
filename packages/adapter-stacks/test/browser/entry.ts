// Runs in Chromium: the dev wallet registers in window.wbip_providers, the adapter discovers it after start().

import type { AdapterEvent } from '@latch/core'
import { createStacksDevWallet } from '@latch/fixture-stacks/devWallet'
import { stacksAdapter } from '../../src/adapter/stacksAdapter'
import { stacksTestnet } from '../../src/networks/stacksNetworks'

/** What the page reports back to the Node test. */
export interface BrowserRunResult {
  connectorsBeforeStart: string[]
  connectorsAfterStart: { id: string; name: string; installed: boolean; hasIcon: boolean }[]
  connectorsAfterLateWallet: string[]
  accounts: { address: string; purpose?: string }[]
  balance: string
  signature: string
  signatureVerifies: boolean
  rejection: string
  reconnectedAddress: string
  eventsAfterRemoval: string[]
}

const waitFor = async (check: () => boolean) => {
  for (let turn = 0; turn < 1000 && !check(); turn += 1)
    await new Promise((resolve) => setTimeout(resolve, 10))
}

async function run(input: {
  apiUrl: string
  privateKey: string
  message: string
}): Promise<BrowserRunResult> {
  const wallet = createStacksDevWallet({ privateKey: input.privateKey, storage: localStorage })
  // Registered before the app starts, as an extension's content script does.
  const removeWallet = wallet.register(window)
  const adapter = stacksAdapter()
  const events: AdapterEvent[] = []
  adapter.setup({
    networks: [stacksTestnet],
    customRpcUrls: { [stacksTestnet.id]: [input.apiUrl] },
    logger: console,
  })
  adapter.subscribe((event) => events.push(event))
  const connectorsBeforeStart = adapter.connectors().map((connector) => connector.id)
  adapter.start?.()
  // start() imports the wallet side (issue 21); the list is reported with connectorsChanged once it is in.
  await waitFor(() => events.some((event) => event.type === 'connectorsChanged'))
  const connectorsAfterStart = adapter.connectors().map((connector) => ({
    id: connector.id,
    name: connector.name,
    installed: connector.installed,
    hasIcon: connector.imageUrl?.startsWith('data:image/') ?? false,
  }))
  // A wallet that injects after the app started is found by the next look.
  createStacksDevWallet({ id: 'LateStacksWallet', name: 'Late Wallet' }).register(window)
  await waitFor(() => adapter.connectors().length === 2)
  const connectorsAfterLateWallet = adapter.connectors().map((connector) => connector.id)

  const { accounts } = await adapter.connect({ connectorId: wallet.info.id })
  const address = accounts[0]?.address ?? 'stacks:2147483648:none'
  const balance = (await adapter.getBalance?.({ address }))?.formatted ?? ''
  const signature = await adapter.signMessage({ address, message: input.message })
  const signatureVerifies =
    (await adapter.verifySignature?.({ message: input.message, signature, address })) ?? false
  wallet.rejectNext()
  const rejection = await adapter.signMessage({ address, message: 'declined' }).then(
    () => 'resolved',
    (error: Error) => `${error.name}: ${error.message}`,
  )

  // A second adapter (a reload) restores the connection with no prompt.
  const reloaded = stacksAdapter()
  reloaded.setup({ networks: [stacksTestnet], customRpcUrls: {}, logger: console })
  reloaded.start?.()
  const restored = await reloaded.reconnect({ connectorId: wallet.info.id, namespace: 'stacks' })

  // The extension goes away while the visitor is in another tab; back on the page, the connection ends.
  events.length = 0
  removeWallet()
  window.dispatchEvent(new Event('focus'))
  await waitFor(() => events.some((event) => event.type === 'disconnected'))
  return {
    connectorsBeforeStart,
    connectorsAfterStart,
    connectorsAfterLateWallet,
    accounts: accounts.map((account) => ({ address: account.address, purpose: account.purpose })),
    balance,
    signature,
    signatureVerifies,
    rejection,
    reconnectedAddress: restored?.accounts[0]?.address ?? '',
    eventsAfterRemoval: events.map((event) => event.type),
  }
}

Object.assign(window, { runStacksSmoke: run })
