// Minimal AppKit host (docs quick start): wagmi adapter, Ethereum mainnet + Arbitrum, the <appkit-button> web component.
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'
import { arbitrum, mainnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { BENCH_APP_NAME, BENCH_PROJECT_ID } from '../shared/projectId'

const networks: [typeof mainnet, typeof arbitrum] = [mainnet, arbitrum]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: BENCH_PROJECT_ID })
createAppKit({
  adapters: [wagmiAdapter],
  networks,
  projectId: BENCH_PROJECT_ID,
  metadata: { name: BENCH_APP_NAME, description: 'bench', url: window.location.origin, icons: [] },
})
const queryClient = new QueryClient()

function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        {/* @ts-expect-error the web component is registered by createAppKit */}
        <appkit-button />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
