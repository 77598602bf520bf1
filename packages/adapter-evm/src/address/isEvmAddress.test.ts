import { getAddress as ethersGetAddress } from 'ethers'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isEvmAddress } from './isEvmAddress'

// Each form an EVM wallet or library writes an address in (issue 30 item 4, RELIABILITY #7), for accounts of keys
// made by viem (`generatePrivateKey`, `privateKeyToAccount`), with ethers' `getAddress` as a second opinion.

const accountAddress = () => privateKeyToAccount(generatePrivateKey()).address
/** Whether ethers takes the address as it is written (with its 0x prefix). */
const ethersAccepts = (address: string) => {
  try {
    ethersGetAddress(address)
    return true
  } catch {
    return false
  }
}

describe('isEvmAddress: the forms EVM wallets write (RELIABILITY #7)', () => {
  it('form: the EIP-55 checksummed address viem gives a private key', () => {
    const address = accountAddress()
    expect(address).not.toBe(address.toLowerCase())
    expect(isEvmAddress(address)).toBe(true)
    expect(ethersAccepts(address)).toBe(true)
  })

  it('form: all lower case (no checksum, what most JSON-RPC nodes and many wallets answer)', () => {
    const address = accountAddress().toLowerCase()
    expect(isEvmAddress(address)).toBe(true)
    expect(ethersAccepts(address)).toBe(true)
  })

  it('form: all upper case after 0x (no checksum, as QR codes carry it)', () => {
    const address = `0x${accountAddress().slice(2).toUpperCase()}`
    expect(isEvmAddress(address)).toBe(true)
    expect(ethersAccepts(address)).toBe(true)
  })

  it('behavior: a mixed-case address with one letter of the checksum flipped is refused, as ethers refuses it', () => {
    const address = accountAddress()
    const letter = address.slice(2).search(/[a-fA-F]/) + 2
    const char = address[letter] as string
    const flipped = `${address.slice(0, letter)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${address.slice(letter + 1)}`
    expect(flipped).not.toBe(address)
    expect(isEvmAddress(flipped)).toBe(false)
    expect(ethersAccepts(flipped)).toBe(false)
  })

  it.each([
    ['empty', ''],
    ['0x alone', '0x'],
    ['19 bytes', `0x${'ab'.repeat(19)}`],
    ['21 bytes', `0x${'ab'.repeat(21)}`],
    ['not hex', `0x${'g'.repeat(40)}`],
    ['no 0x prefix', 'ab'.repeat(20)],
    ['0X prefix', `0X${'ab'.repeat(20)}`],
    ['a leading space', ` 0x${'ab'.repeat(20)}`],
    ['a CAIP-10 id', `eip155:1:0x${'ab'.repeat(20)}`],
    ['not a string', 42],
  ])('behavior: %s is refused', (_, candidate) => {
    expect(isEvmAddress(candidate)).toBe(false)
  })
})
