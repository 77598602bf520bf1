// Minimal ConnectKit host (docs quick start): getDefaultConfig, Ethereum mainnet + Arbitrum, <ConnectKitButton />.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit'
import { createRoot } from 'react-dom/client'
import { createConfig, WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'
import { BENCH_APP_NAME, BENCH_PROJECT_ID } from '../shared/projectId'

const config = createConfig(
  getDefaultConfig({ appName: BENCH_APP_NAME, walletConnectProjectId: BENCH_PROJECT_ID, chains: [mainnet, arbitrum] }),
)
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <ConnectKitProvider>
          <ConnectKitButton />
        </ConnectKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
