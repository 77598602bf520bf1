// Runs in Chromium: what the browser tests drive through `window.harness` (the adapter, networks, dev wallet).

import * as core from '@latch/core'
import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { createPolkadotDevWallet } from '@latch/fixture-polkadot/devWallet'
import { polkadotAdapter } from '../../src/adapter/polkadotAdapter'
import { kusama, polkadot, westend } from '../../src/networks/polkadotNetworks'

const harness = {
  core,
  createLatchClient,
  createMemoryStorage,
  polkadotAdapter,
  createPolkadotDevWallet,
  networks: { polkadot, kusama, westend },
}

/** What `window.harness` holds on the test page. */
export type Harness = typeof harness

;(window as unknown as { harness: Harness }).harness = harness
