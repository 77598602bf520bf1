import { ConnectButton, NetworkButton } from '@latch/ui-react'

/**
 * A server component: Latch's buttons are client components and render on the server with the cookie's state (the
 * Connect button shows the account once connected).
 */
export default function Home() {
  return (
    <main>
      <h1>Latch on Next.js</h1>
      <NetworkButton />
      <ConnectButton />
    </main>
  )
}
