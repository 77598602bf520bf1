import { describe, expect, it } from 'vitest'
import { isUsdtStyleToken } from './usdtStyleTokens'

describe('isUsdtStyleToken (spec §5: USDT-type tokens use their own ABI)', () => {
  it('knows Tether on Ethereum mainnet, whatever the address case', () => {
    expect(isUsdtStyleToken('eip155:1:0xdac17f958d2ee523a2206206994597c13d831ec7', [])).toBe(true)
  })

  it('adds the host-listed tokens, per chain', () => {
    const listed = ['eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3']
    expect(isUsdtStyleToken('eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3', listed)).toBe(true)
    expect(isUsdtStyleToken('eip155:31338:0x5fbdb2315678afecb367f032d93f642f64180aa3', listed)).toBe(false)
    expect(isUsdtStyleToken('eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', listed)).toBe(false)
  })
})
