import type { CaipNetwork, ChainAdapter } from '@latch/core'
import { bitcoinDemo } from './namespaces/bitcoin'
import { cosmosDemo } from './namespaces/cosmos'
import { polkadotNamespace } from './namespaces/polkadot'
import { stacksNamespace } from './namespaces/stacks'
import { suiDemo } from './namespaces/sui'

/** A dev wallet a namespace installs on the demo page, as a visitor's browser extension would be. */
interface DemoWallet {
  /** The wallet declines its next request (the page's "wallets decline next request" switch). */
  rejectNext(): void
  stop(): void
}

/**
 * A namespace the demo adds beside EVM and Solana: its adapter, its networks (reached through the demo server's
 * `/svc/<name>/...` proxy, see `demoServiceUrl`) and its real-key dev wallet.
 */
export interface DemoNamespace {
  adapter(): ChainAdapter
  networks(origin: string): CaipNetwork[]
  /**
   * `storage` lets the wallet keep its grant across reloads, as an extension does per site. The wallet's code (its
   * chain SDK and keys) is a chunk of its own, loaded here: the page's main chunk carries none of it.
   */
  installWallet(
    origin: string,
    target: EventTarget,
    storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  ): Promise<DemoWallet>
}

/** The extra namespaces of the demo, one line each (their modules live in `src/namespaces/`). */
export const DEMO_NAMESPACES: readonly DemoNamespace[] = [
  bitcoinDemo,
  suiDemo,
  cosmosDemo,
  stacksNamespace,
  polkadotNamespace,
]
