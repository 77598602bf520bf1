/** The address the swap calls use for a network's native currency (as wallets and aggregators do). */
export const SWAP_NATIVE_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
