import { describe, expect, it } from 'vitest'
import { sponsorOptionsFromEnv } from './sponsorConfig'

const KEY_A = `0x${'1'.repeat(64)}`
const KEY_B = `0x${'2'.repeat(64)}`
const FULL = {
  LATCH_SPONSOR_RPC_URL: 'http://127.0.0.1:8545',
  LATCH_SPONSOR_CHAIN_ID: '31337',
  LATCH_SPONSOR_PAYMASTER: '0x59b670e9fA9D0A427751Af201D676719a970857b',
  LATCH_BUNDLER_KEY: KEY_A,
  LATCH_PAYMASTER_SIGNER_KEY: KEY_B,
}

describe('the demo bundler from the environment (issue 34)', () => {
  it('is off without its variables, and reads all five when set', () => {
    expect(sponsorOptionsFromEnv({})).toBeUndefined()
    expect(sponsorOptionsFromEnv(FULL)).toEqual({
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      paymaster: FULL.LATCH_SPONSOR_PAYMASTER,
      bundlerKey: KEY_A,
      paymasterSignerKey: KEY_B,
    })
  })

  it('a half-configured or malformed setting stops the start, naming the variable', () => {
    expect(() => sponsorOptionsFromEnv({ ...FULL, LATCH_PAYMASTER_SIGNER_KEY: undefined })).toThrow(
      /^LATCH_PAYMASTER_SIGNER_KEY must be a 32-byte hex private key/,
    )
    expect(() => sponsorOptionsFromEnv({ ...FULL, LATCH_BUNDLER_KEY: '0x1234' })).toThrow(
      /^LATCH_BUNDLER_KEY/,
    )
    expect(() => sponsorOptionsFromEnv({ ...FULL, LATCH_SPONSOR_RPC_URL: 'ftp://node' })).toThrow(
      /^LATCH_SPONSOR_RPC_URL must be an http\(s\) URL/,
    )
  })
})
