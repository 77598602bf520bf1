/** Dev wallet seeds the global setup funds on the regtest chain, and with how much (sats). */
export const FUNDED = {
  seed: 'latch-adapter-bitcoin-balance',
  confirmedSats: 150_000_000n,
  unconfirmedSats: 2_500n,
} as const
