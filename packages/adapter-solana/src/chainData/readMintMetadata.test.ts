import { freshAddress } from '@latch/fixture-solana/devWallet'
import {
  BONK_METADATA_ACCOUNT,
  createToken2022Mint,
  encodeTokenMetadata,
  setAccount,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@latch/fixture-solana/rpcServer'
import { address, getAddressEncoder } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { fundedSigner, rpcUrl, testRpc } from '../../test/testContext'
import { createRpcClient } from '../rpc/createRpcClient'
import { readMintMetadata } from './readMintMetadata'

const realBytes = () => new Uint8Array(Buffer.from(BONK_METADATA_ACCOUNT.dataBase64, 'base64'))

beforeAll(async () => {
  // BONK's Metadata account as mainnet holds it, at its mainnet address and owned by the Token Metadata program.
  await setAccount(rpcUrl(), BONK_METADATA_ACCOUNT.address, {
    data: realBytes(),
    owner: BONK_METADATA_ACCOUNT.owner,
  })
})

describe('readMintMetadata against a real mainnet Metadata account', () => {
  it("default: BONK's recorded Metadata account, found at the PDA derived from its mint, names it", async () => {
    const rpc = createRpcClient(rpcUrl(), { timeoutMs: 10_000 })
    const found = await readMintMetadata(rpc, [BONK_METADATA_ACCOUNT.mint])
    expect(found.get(BONK_METADATA_ACCOUNT.mint)).toEqual({ name: 'Bonk', symbol: 'Bonk' })
  })

  it("behavior: the test fixture's encoder writes the real account's layout (key, authority, mint, padded strings)", () => {
    const real = realBytes()
    const encoded = encodeTokenMetadata(BONK_METADATA_ACCOUNT.mint, {
      name: BONK_METADATA_ACCOUNT.name,
      symbol: BONK_METADATA_ACCOUNT.symbol,
      uri: BONK_METADATA_ACCOUNT.uri,
      updateAuthority: BONK_METADATA_ACCOUNT.updateAuthority,
    })
    // Up to the end of the uri (1 + 32 + 32 + 4+32 + 4+10 + 4+200 bytes), the fixture's bytes are mainnet's, so the
    // other tests' forged accounts are read as a real one would be. What follows (creators, edition nonce, …) differs.
    const head = 1 + 32 + 32 + 36 + 14 + 204
    expect(Buffer.from(encoded.subarray(0, head)).toString('hex')).toBe(
      Buffer.from(real.subarray(0, head)).toString('hex'),
    )
  })
})

/** `bytes` with every occurrence of the address `from` replaced by `to`. */
function replaceAddress(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const hex = (value: string) => Buffer.from(getAddressEncoder().encode(address(value))).toString('hex')
  return new Uint8Array(Buffer.from(Buffer.from(bytes).toString('hex').replaceAll(hex(from), hex(to)), 'hex'))
}

describe('readMintMetadata: Token-2022 TokenMetadata', () => {
  it('behavior: a copy of a named Token-2022 mint owned by another program names nothing', async () => {
    const authority = await fundedSigner(1_000_000_000)
    const real = await createToken2022Mint(testRpc(), authority, 6, {
      metadata: { name: 'Real Name', symbol: 'REAL' },
    })
    const { value } = await testRpc().getAccountInfo(address(real.mint), { encoding: 'base64' }).send()
    const bytes = new Uint8Array(Buffer.from(value?.data[0] ?? '', 'base64'))
    const rpc = createRpcClient(rpcUrl(), { timeoutMs: 10_000 })
    // The same bytes, rewritten for another mint address: owned by Token-2022 they name it (so the copy is sound)…
    const copied = freshAddress()
    await setAccount(rpcUrl(), copied, {
      data: replaceAddress(bytes, real.mint, copied),
      owner: TOKEN_2022_PROGRAM_ADDRESS,
    })
    expect((await readMintMetadata(rpc, [copied])).get(copied)).toEqual({ name: 'Real Name', symbol: 'REAL' })
    // …owned by any other program, they name nothing.
    const forged = freshAddress()
    await setAccount(rpcUrl(), forged, {
      data: replaceAddress(bytes, real.mint, forged),
      owner: '11111111111111111111111111111111',
    })
    expect((await readMintMetadata(rpc, [forged])).has(forged)).toBe(false)
  })
})
