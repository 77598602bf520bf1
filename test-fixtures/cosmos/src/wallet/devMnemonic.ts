/**
 * A throwaway BIP-39 mnemonic for tests and the demo (generated for Latch; it holds nothing on any real chain).
 * Its first Cosmos Hub account signs in the adapter tests and the demo.
 */
export const DEV_COSMOS_MNEMONIC =
  'weekend copper suggest loan trust year exit length nothing device relief crime doctor jar eyebrow half blouse elbow spell cool know among screen fame'
