// Runs in Chromium: @mysten/dapp-kit's own WalletProvider registers Mysten's "Unsafe Burner Wallet" (a Wallet
// Standard wallet whose account gives its key flag-prefixed, `toSuiBytes()`), and Latch's adapter connects it
// through Wallet Standard discovery and has it sign a personal message. No Latch dev wallet is on this page.

import { SuiClientProvider, WalletProvider } from '@mysten/dapp-kit'
import type { WalletAccount } from '@mysten/wallet-standard'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { suiAdapter } from '../../src/adapter/suiAdapter'
import { suiLocalnet } from '../../src/networks/suiNetworks'

const BURNER = 'Unsafe Burner Wallet'

/** What the page reports back to the Node test. */
export interface MystenBurnerResult {
  connectorIds: string[]
  /** The account exactly as Mysten's wallet hands it to any dapp. */
  walletAccount: { address: string; publicKey: number[]; chains: string[]; features: string[] }
  accounts: { address: string; type: string; publicKey?: string }[]
  signature: string
}

function mountDappKit(rpcUrl: string): void {
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  // The providers' prop types list `children`, which React takes as createElement's third argument.
  const walletProps = { enableUnsafeBurner: true, autoConnect: false, theme: null }
  const wallets = createElement(WalletProvider, walletProps as Parameters<typeof WalletProvider>[0])
  const clientProps = { networks: { localnet: { url: rpcUrl } }, defaultNetwork: 'localnet' as const }
  const client = createElement(
    SuiClientProvider,
    clientProps as unknown as Parameters<typeof SuiClientProvider>[0],
    wallets,
  )
  root.render(createElement(QueryClientProvider, { client: new QueryClient() }, client))
}

async function run(input: { rpcUrl: string; message: string }): Promise<MystenBurnerResult> {
  const adapter = suiAdapter()
  adapter.setup({ networks: [suiLocalnet(input.rpcUrl)], customRpcUrls: {}, logger: console })
  const listed = new Promise<void>((resolve) => {
    adapter.subscribe((event) => {
      if (event.type === 'connectorsChanged' && adapter.connectors().some((c) => c.id === BURNER)) resolve()
    })
  })
  adapter.start?.()
  await adapter.load?.()
  // Mounted after the adapter started: the burner wallet registers from dapp-kit's effect, as on a real page.
  mountDappKit(input.rpcUrl)
  await listed

  const { accounts } = await adapter.connect({ connectorId: BURNER })
  const wallet = adapter.getProvider?.(BURNER) as { accounts: readonly WalletAccount[] }
  const [account] = wallet.accounts
  if (!account || !accounts[0]) throw new Error('the burner wallet granted no account')
  const signature = await adapter.signMessage({ address: accounts[0].address, message: input.message })
  return {
    connectorIds: adapter.connectors().map((connector) => connector.id),
    walletAccount: {
      address: account.address,
      publicKey: [...account.publicKey],
      chains: [...account.chains],
      features: [...account.features],
    },
    accounts: accounts.map(({ address, type, publicKey }) => ({
      address,
      type,
      ...(publicKey ? { publicKey } : {}),
    })),
    signature,
  }
}

Object.assign(window, { runMystenBurner: run })
