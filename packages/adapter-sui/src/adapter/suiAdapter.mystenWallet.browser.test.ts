import { publicKeyFromSuiBytes, verifyPersonalMessageSignature } from '@mysten/sui/verify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MystenBurnerResult } from '../../test/browser/mystenBurnerWallet'
import { type BrowserBed, startBrowserBed } from '../../test/browserPage'
import { rpcUrl } from '../../test/testContext'

let bed: BrowserBed

beforeAll(async () => {
  bed = await startBrowserBed('mystenBurnerWallet')
}, 60_000)

afterAll(() => bed?.close())

describe("suiAdapter in Chromium with Mysten's own wallet (@mysten/dapp-kit's Unsafe Burner Wallet)", () => {
  it('behavior: a flag-prefixed key connects, signs a personal message, and @mysten/sui/verify accepts it (RELIABILITY #7)', async () => {
    const tab = await bed.open('runMystenBurner')
    const message = `Sign in to Latch with Mysten's burner wallet ${Date.now()}`
    const result = (await tab.evaluate(
      (input) =>
        (window as unknown as { runMystenBurner: (i: typeof input) => Promise<unknown> }).runMystenBurner(
          input,
        ),
      { rpcUrl: rpcUrl(), message },
    )) as MystenBurnerResult
    await tab.context().close()

    const { walletAccount } = result
    expect(result.connectorIds).toEqual(['Unsafe Burner Wallet'])
    // The wallet's own account: the key is Mysten's flag-prefixed form (Ed25519 flag 0x00, then 32 bytes) and the
    // account declares only 'sui:unknown' and its transaction features.
    expect(walletAccount.publicKey).toHaveLength(33)
    expect(walletAccount.publicKey[0]).toBe(0x00)
    expect(walletAccount.chains).toEqual(['sui:unknown'])
    expect(walletAccount.features).not.toContain('sui:signPersonalMessage')
    const key = publicKeyFromSuiBytes(Uint8Array.from(walletAccount.publicKey))
    expect(key.toSuiAddress()).toBe(walletAccount.address)

    expect(result.accounts).toEqual([
      { address: `sui:localnet:${walletAccount.address}`, type: 'eoa', publicKey: key.toSuiPublicKey() },
    ])
    // Signed in the browser by Mysten's wallet, checked in Node by @mysten/sui's verifier, bound to the address.
    const signer = await verifyPersonalMessageSignature(new TextEncoder().encode(message), result.signature, {
      address: walletAccount.address,
    })
    expect(signer.toSuiAddress()).toBe(walletAccount.address)
    await expect(
      verifyPersonalMessageSignature(new TextEncoder().encode(`${message}!`), result.signature),
    ).rejects.toThrow('Signature is not valid for the provided message')
  }, 60_000)
})
