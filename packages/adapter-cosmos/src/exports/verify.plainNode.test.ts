import { join } from 'node:path'
import { verifyInPlainNode } from '@latch/fixture-bundle-split/verifyInPlainNode'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import { expect, it } from 'vitest'

it('./verify imports in plain Node and checks a real Keplr-interface signature there; a tampered message is refused', async () => {
  const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
  await wallet.provider.enable('cosmoshub-4')
  const { bech32Address } = await wallet.provider.getKey('cosmoshub-4')
  const signature = JSON.stringify(
    await wallet.provider.signArbitrary('cosmoshub-4', bech32Address, 'Sign in'),
  )
  const valid = { message: 'Sign in', signature, address: `cosmos:cosmoshub-4:${bech32Address}` }
  const answer = await verifyInPlainNode({
    packageDir: join(import.meta.dirname, '../..'),
    verifier: 'verifyCosmosSignature',
    inputs: [valid, { ...valid, message: 'Sign in!' }],
  })
  expect(answer).toEqual({ window: 'undefined', document: 'undefined', results: [true, false] })
}, 60_000)
