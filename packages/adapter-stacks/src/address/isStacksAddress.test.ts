import { describe, expect, it } from 'vitest'
import { isStacksAddress } from './isStacksAddress'

// Boot addresses of mainnet and testnet, and a multi-sig (SM…) address.
const SP = 'SP000000000000000000002Q6VF78'
const ST = 'ST000000000000000000002AMW42H'
const SM = 'SM3VDXK3WZZSA84XXFKAFAF15NNZX32CTSG82JFQ4'

describe('isStacksAddress', () => {
  it('default: SP / SM are mainnet, ST testnet; either network without networkId', () => {
    expect(isStacksAddress(SP)).toBe(true)
    expect(isStacksAddress(ST)).toBe(true)
    expect(isStacksAddress(SM, 'stacks:1')).toBe(true)
    expect(isStacksAddress(SP, 'stacks:1')).toBe(true)
    expect(isStacksAddress(ST, 'stacks:2147483648')).toBe(true)
  })

  it('parameters: networkId checks the version', () => {
    expect(isStacksAddress(SP, 'stacks:2147483648')).toBe(false)
    expect(isStacksAddress(ST, 'stacks:1')).toBe(false)
    expect(isStacksAddress(SP, 'eip155:1')).toBe(false)
  })

  it('behavior: bad checksum, lower case, contract principal, wrong version, junk are refused', () => {
    expect(isStacksAddress(`${SP.slice(0, -1)}9`)).toBe(false)
    expect(isStacksAddress(SP.toLowerCase())).toBe(false)
    expect(isStacksAddress(`${SP}.pox-4`)).toBe(false)
    expect(isStacksAddress('SZ2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKQVX8X0G')).toBe(false)
    expect(isStacksAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isStacksAddress(42 as unknown as string)).toBe(false)
  })
})
