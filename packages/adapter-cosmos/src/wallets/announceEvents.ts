/**
 * Latch's announcement convention for Keplr-interface wallets that have no global of their own that Latch knows:
 * the wallet dispatches `latch:cosmos:announceWallet` on `window` with `detail: { info: { id, name, icon },
 * provider, keystoreEvent }`, and again whenever a dapp dispatches `latch:cosmos:requestWallet`.
 */
export const ANNOUNCE_WALLET_EVENT = 'latch:cosmos:announceWallet'
/** Dispatched by the adapter on start so that wallets announced before it listened announce again. */
export const REQUEST_WALLET_EVENT = 'latch:cosmos:requestWallet'
