'use client'

import { evmAdapter } from '@latch/adapter-evm'
import { createLatch, type LatchInitialState, syncConnectionCookie } from '@latch/core'
import { LatchProvider } from '@latch/ui-react'
import { type ReactNode, useEffect, useState } from 'react'
import { installDevWallet } from './devWallet'
import { exampleNetworks } from './networks'

interface ProvidersProps {
  rpcUrl: string
  initialState: LatchInitialState | undefined
  /** Installs the local dev wallet (an EIP-6963 wallet on the anvil node) for tests and local trials. */
  devWallet: boolean
  children: ReactNode
}

/** One Latch client per page load, created the same way on the server and in the browser. */
export function Providers({ rpcUrl, initialState, devWallet, children }: ProvidersProps) {
  // In the browser the dev wallet is there before the client, as an extension injects before the page's scripts:
  // the reconnect after a reload then finds it.
  useState(() => (devWallet && typeof window !== 'undefined' ? installDevWallet(rpcUrl) : undefined))
  const [client] = useState(() =>
    createLatch({
      projectId: 'latch-example-nextjs',
      metadata: {
        name: 'Latch on Next.js',
        description: 'Latch example',
        url: 'http://127.0.0.1',
        icons: [],
      },
      networks: exampleNetworks(rpcUrl),
      adapters: [evmAdapter()],
      ...(initialState ? { initialState } : {}),
    }),
  )
  useEffect(() => syncConnectionCookie(client), [client])
  return <LatchProvider client={client}>{children}</LatchProvider>
}
