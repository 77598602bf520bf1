import { cookieToInitialState } from '@latch/core'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { exampleNetworks } from './networks'
import { Providers } from './providers'

export const metadata = { title: 'Latch on Next.js' }

/** Where the app's local chain answers; a deployment points it at its own node. */
function rpcUrl(): string {
  return process.env.LATCH_EXAMPLE_RPC_URL ?? 'http://127.0.0.1:8545'
}

/**
 * Server component: reads the visitor's connection cookie so that the first HTML already shows their account, and
 * hands the same initial state to the browser's client (hydration then matches).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieHeader = (await cookies()).toString()
  const initialState = cookieToInitialState(cookieHeader, exampleNetworks(rpcUrl()))
  return (
    <html lang="en">
      <body>
        <Providers
          rpcUrl={rpcUrl()}
          initialState={initialState}
          devWallet={process.env.LATCH_EXAMPLE_DEV_WALLET === '1'}
        >
          {children}
        </Providers>
      </body>
    </html>
  )
}
