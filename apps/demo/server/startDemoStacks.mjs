// Starts the local Stacks API (Hiro API wire format) with a balance for the demo's Stacks dev wallet.
import { startStacksApiServer, stxAddressFromPrivateKey } from '@latch/fixture-stacks/apiServer'
import { STACKS_DEV_MICRO_STX, STACKS_DEV_PRIVATE_KEY } from './stacksDemoAccount.mjs'

/** Starts the API on a free 127.0.0.1 port; the dev wallet holds 1,000 STX on testnet and on mainnet. */
export async function startDemoStacks() {
  return startStacksApiServer({
    balances: {
      [stxAddressFromPrivateKey(STACKS_DEV_PRIVATE_KEY, 'testnet')]: STACKS_DEV_MICRO_STX,
      [stxAddressFromPrivateKey(STACKS_DEV_PRIVATE_KEY, 'mainnet')]: STACKS_DEV_MICRO_STX,
    },
  })
}
