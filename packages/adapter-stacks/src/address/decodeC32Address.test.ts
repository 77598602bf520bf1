import { getAddressFromPublicKey, privateKeyToPublic, randomPrivateKey } from '@stacks/transactions'
import { c32address } from 'c32check'
import { describe, expect, it } from 'vitest'
import { decodeC32Address } from './decodeC32Address'
import { decodeWithC32check } from './decodeWithC32check'

describe('decodeC32Address (page-load decoder) agrees with c32check', () => {
  it('behavior: the same version and hash160 for real keys’ addresses, leading-zero hashes and every version', () => {
    const addresses = [
      ...Array.from({ length: 40 }, () => {
        const publicKey = privateKeyToPublic(randomPrivateKey()) as string
        return [getAddressFromPublicKey(publicKey, 'mainnet'), getAddressFromPublicKey(publicKey, 'testnet')]
      }).flat(),
      ...[20, 21, 22, 26].map((version) => c32address(version, '00'.repeat(20))),
      c32address(22, `0000${'ff'.repeat(18)}`),
    ]
    for (const address of addresses) {
      expect(decodeC32Address(address), address).toEqual(decodeWithC32check(address))
      expect(decodeC32Address(address), address).toBeDefined()
    }
  })

  it('behavior: every single-character change of an address is refused by both', () => {
    const address = getAddressFromPublicKey(privateKeyToPublic(randomPrivateKey()) as string, 'mainnet')
    for (let index = 2; index < address.length; index += 1) {
      const char = address[index] === 'A' ? 'B' : 'A'
      const changed = `${address.slice(0, index)}${char}${address.slice(index + 1)}`
      expect(decodeC32Address(changed), changed).toBeUndefined()
      expect(decodeWithC32check(changed), changed).toBeUndefined()
    }
    expect(decodeC32Address(`${address}0`)).toBeUndefined()
    expect(decodeC32Address(address.slice(0, -1))).toBeUndefined()
  })
})
