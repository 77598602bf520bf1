const SUI_ADDRESS = /^0x[0-9a-fA-F]{64}$/

/**
 * True when `address` is a full Sui address: `0x` and 32 bytes of hex (either case). Light on purpose (it loads
 * with the page); it accepts a subset of what @mysten/sui's `isValidSuiAddress` accepts (which also takes the
 * hex without `0x`). Short forms such as `0x2` are not addresses here: wallets' accounts are normalised on connect.
 */
export function isSuiAddress(address: unknown): address is string {
  return typeof address === 'string' && SUI_ADDRESS.test(address)
}
