// Minimal RainbowKit host (docs quick start): getDefaultConfig, Ethereum mainnet + Arbitrum, <ConnectButton />.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { arbitrum, mainnet } from 'wagmi/chains'
import { BENCH_APP_NAME, BENCH_PROJECT_ID } from '../shared/projectId'

const config = getDefaultConfig({ appName: BENCH_APP_NAME, projectId: BENCH_PROJECT_ID, chains: [mainnet, arbitrum] })
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <ConnectButton />
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
