import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserRunResult } from '../../test/browser/entry'
import { type BrowserBed, startBrowserBed } from '../../test/browserPage'
import { fund, rpcUrl } from '../../test/testContext'

let bed: BrowserBed

beforeAll(async () => {
  bed = await startBrowserBed('entry')
}, 60_000)

afterAll(() => bed?.close())

describe('suiAdapter in Chromium', () => {
  it('behavior: registerWallet → getWallets discovery (late wallet too), connect, cross-origin balance, sign-in, decline', async () => {
    const owner = Ed25519Keypair.generate()
    await fund(owner.toSuiAddress())
    const scripts: string[] = []
    const tab = await bed.open('runSuiSmoke', (page) =>
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      }),
    )
    const loadedBeforeConnect = [...scripts]
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runSuiSmoke: (i: typeof input) => Promise<unknown> }).runSuiSmoke(input),
      { rpcUrl: rpcUrl(), secretKey: owner.getSecretKey() },
    )) as BrowserRunResult
    await tab.context().close()

    expect(result).toEqual({
      connectorIdsBeforeStart: [],
      connectorIdsAfterStart: ['Latch Dev Wallet (Sui)'],
      connectorIdsAfterLateWallet: ['Latch Dev Wallet (Sui)', 'Late Sui Wallet'],
      address: `sui:localnet:${owner.toSuiAddress()}`,
      balance: '1.25',
      message: expect.stringContaining(
        `wants you to sign in with your Sui account:\n${owner.toSuiAddress()}\n`,
      ),
      signature: expect.any(String),
      signatureVerifies: true,
      rejection: 'UserRejectedError: User rejected the request',
      events: ['connectorsChanged'],
    })
    // The signature made in the browser verifies in Node with @mysten/sui's own verifier, for that address.
    const key = await verifyPersonalMessageSignature(
      new TextEncoder().encode(result.message),
      result.signature,
      {
        address: owner.toSuiAddress(),
      },
    )
    expect(key.toSuiAddress()).toBe(owner.toSuiAddress())
    // The adapter's runtime chunk was fetched on connect, not with the page (the dev wallet on this page brings
    // its own @mysten/sui keys, so the SDK itself is checked on the built package by runtimeSplit.test.ts).
    const runtimeChunk = /\/createSuiRuntime-\w+\.js$/
    expect(loadedBeforeConnect.filter((path) => runtimeChunk.test(path))).toEqual([])
    expect(scripts.filter((path) => runtimeChunk.test(path))).toHaveLength(1)
  }, 60_000)
})
