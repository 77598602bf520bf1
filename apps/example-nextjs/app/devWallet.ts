import { ANVIL_PRIVATE_KEYS, createDevWallet } from '@latch/fixture-evm'

/**
 * Announces the dev wallet (anvil's first key) as a browser extension would, remembering its grant in localStorage
 * as an extension does per site, so that a reload reconnects without a prompt. Returns the function that stops it.
 */
export function installDevWallet(rpcUrl: string): () => void {
  const wallet = createDevWallet({
    rpcUrls: { 31337: rpcUrl },
    chainId: 31337,
    privateKeys: [ANVIL_PRIVATE_KEYS[0] as `0x${string}`],
    storage: window.localStorage,
  })
  return wallet.announce(window)
}
