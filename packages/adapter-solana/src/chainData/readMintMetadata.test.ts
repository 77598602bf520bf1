import { BONK_METADATA_ACCOUNT, encodeTokenMetadata, setAccount } from '@latch/fixture-solana/rpcServer'
import { beforeAll, describe, expect, it } from 'vitest'
import { rpcUrl } from '../../test/testContext'
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
