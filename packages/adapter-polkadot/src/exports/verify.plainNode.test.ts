import { join } from 'node:path'
import { verifyInPlainNode } from '@latch/fixture-bundle-split/verifyInPlainNode'
import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { westend } from '../networks/polkadotNetworks'

const keyring = new Keyring({ ss58Format: 42 })
const message = 'example.org wants you to sign in with your Polkadot account:\nNonce: 8f2a1c'

describe('@latch/adapter-polkadot/verify in plain Node', () => {
  it('behavior: ./verify, built for Node, runs in a plain Node process with no browser globals', async () => {
    const pair = keyring.addFromUri('//Verify//node')
    const signature = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message))))
    const input = { message, signature, address: `${westend.id}:${pair.address}` }
    const answer = await verifyInPlainNode({
      packageDir: join(import.meta.dirname, '../..'),
      verifier: 'verifyPolkadotSignature',
      inputs: [input, { ...input, message: `${message}!` }],
    })
    expect(answer).toEqual({ window: 'undefined', document: 'undefined', results: [true, false] })
  }, 60_000)
})
