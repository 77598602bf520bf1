import { type Hex, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { describeEvmRequest, evmChain, runEvmSigning } from './evmRpc'

const account = privateKeyToAccount(generatePrivateKey())
const chain = evmChain(31337, 'http://127.0.0.1:8545')
const typedData = {
  domain: {
    name: 'Latch Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
    amount: '12345678901234567890',
  },
}
// What a dapp's provider sends: the JSON text (viem's serializeTypedData writes bigints as decimal strings).
const params = [account.address, JSON.stringify(typedData)]

describe('eth_signTypedData_v4 in the embedded wallet', () => {
  it('ApproveTransaction shows the domain, the primary type and each field by its path, not the raw JSON', () => {
    const { title, rows } = describeEvmRequest('eth_signTypedData_v4', params, chain, account)
    expect(title).toBe('Sign typed data')
    const shown = Object.fromEntries(rows.map((row) => [row.label, row.value]))
    expect(shown).toMatchObject({
      Domain: 'Latch Mail',
      'Domain version': '1',
      'Domain network': '31337',
      'Verifying contract': '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      'Primary type': 'Mail',
      'from.name': 'Ada',
      'from.wallet': '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826',
      'to[0].name': 'Bob',
      contents: 'Hello, Bob!',
      amount: '12345678901234567890',
      Account: account.address,
    })
    expect(rows.some((row) => row.value.includes('"primaryType"'))).toBe(false)
  })

  it('the approved request is signed with the frame key: viem verifyTypedData accepts it', async () => {
    const signature = (await runEvmSigning('eth_signTypedData_v4', params, chain, account)) as Hex
    expect(
      await verifyTypedData({
        ...(typedData as unknown as Parameters<typeof verifyTypedData>[0]),
        address: account.address,
        signature,
      }),
    ).toBe(true)
  })

  it('refused before any prompt: typed data for another account, for another network, or without its primary type', () => {
    const other = privateKeyToAccount(generatePrivateKey()).address
    expect(() => describeEvmRequest('eth_signTypedData_v4', [other, params[1]], chain, account)).toThrow(
      'The typed data is not for this wallet’s account',
    )
    const elsewhere = JSON.stringify({ ...typedData, domain: { ...typedData.domain, chainId: 1 } })
    expect(() =>
      describeEvmRequest('eth_signTypedData_v4', [account.address, elsewhere], chain, account),
    ).toThrow('The typed data is for another network')
    const headless = JSON.stringify({ ...typedData, primaryType: 'Letter' })
    expect(() =>
      describeEvmRequest('eth_signTypedData_v4', [account.address, headless], chain, account),
    ).toThrow('The typed data has no definition of its primary type')
  })

  it('a message with hundreds of fields is cut to 60 rows with a count of the rest', () => {
    const many = {
      domain: {},
      types: { Big: [{ name: 'values', type: 'uint8[]' }] },
      primaryType: 'Big',
      message: { values: Array.from({ length: 300 }, (_, index) => index % 256) },
    }
    const { rows } = describeEvmRequest(
      'eth_signTypedData_v4',
      [account.address, JSON.stringify(many)],
      chain,
      account,
    )
    expect(rows.find((row) => row.label === 'More fields')?.value).toBe('242 more not shown')
    // 60 rows (primary type, 58 fields, the count), then the account and the network.
    expect(rows.length).toBe(62)
  })
})
