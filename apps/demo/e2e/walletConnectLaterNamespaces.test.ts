import { verifyBitcoinSignature } from '@latch/adapter-bitcoin/verify'
import { verifyCosmosSignature } from '@latch/adapter-cosmos/verify'
import { verifyPolkadotSignature } from '@latch/adapter-polkadot/verify'
import { verifyStacksSignature } from '@latch/adapter-stacks/verify'
import { verifySuiSignature } from '@latch/adapter-sui/verify'
import { createDevWallet as createBitcoinDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC } from '@latch/fixture-cosmos/devWallet'
import { stxAddressFromPrivateKey } from '@latch/fixture-stacks/apiServer'
import { formatAddress } from '@latch/ui-react'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { Keyring } from '@polkadot/keyring'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { BITCOIN_DEV_SEED } from '../server/bitcoinDemoAccount.mjs'
import { POLKADOT_DEV_ACCOUNT_URI } from '../server/demoAccounts.mjs'
import { STACKS_DEV_PRIVATE_KEY } from '../server/stacksDemoAccount.mjs'
import { SUI_DEV_SECRET_KEY } from '../server/suiDemoAccount.mjs'
import { dialog, launchBrowser, openDemo, screenshot, waitForView } from './browser'
import { openQr, openWalletPage, watchOutside } from './walletConnectPages'

// Issue 41 end to end: the demo dapp in Chromium pairs through the demo's local relay with the demo's wallet page
// (sign-client 2.21.8 in a second tab), which approves polkadot, cosmos, bip122, sui and stacks beside eip155 and
// solana with the dev keys. Each namespace's account is what the dapp shows, and each signature the wallet page
// made (after the visitor approved it there) verifies with the adapter's own verifier, as the sign-in server runs.

interface LaterNamespace {
  namespace: string
  /** The network's name in the modal's Networks view. */
  networkName: string
  /** The account the dev keys give, derived here with the ecosystem's library. */
  account: string
  /** The request the wallet page shows for a signMessage. */
  signMethod: string
  verify: (input: { message: string; signature: string; address: string }) => boolean | Promise<boolean>
}

const cosmosAddress = await createCosmosDevWallet({
  mnemonic: DEV_COSMOS_MNEMONIC,
  chains: [{ chainId: 'latch-local-1', bech32Prefix: 'cosmos' }],
}).addressOn('latch-local-1')
const bitcoinPayment = createBitcoinDevWallet({ seed: BITCOIN_DEV_SEED }).addresses.find(
  (entry) => entry.purpose === 'payment',
)!.address

const LATER: LaterNamespace[] = [
  {
    namespace: 'polkadot',
    networkName: 'Westend',
    account: `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${
      new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(POLKADOT_DEV_ACCOUNT_URI).address
    }`,
    signMethod: 'polkadot_signMessage',
    verify: verifyPolkadotSignature,
  },
  {
    namespace: 'cosmos',
    networkName: 'Cosmos Localnet',
    account: `cosmos:latch-local-1:${cosmosAddress}`,
    signMethod: 'cosmos_signAmino',
    verify: verifyCosmosSignature,
  },
  {
    namespace: 'bip122',
    networkName: 'Bitcoin Regtest',
    account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${bitcoinPayment}`,
    signMethod: 'signMessage',
    verify: verifyBitcoinSignature,
  },
  {
    namespace: 'sui',
    networkName: 'Sui Localnet',
    account: `sui:localnet:${Ed25519Keypair.fromSecretKey(SUI_DEV_SECRET_KEY).toSuiAddress()}`,
    signMethod: 'sui_signPersonalMessage',
    verify: verifySuiSignature,
  },
  {
    namespace: 'stacks',
    networkName: 'Stacks Testnet',
    account: `stacks:2147483648:${stxAddressFromPrivateKey(STACKS_DEV_PRIVATE_KEY, 'testnet')}`,
    signMethod: 'stx_signMessage',
    verify: verifyStacksSignature,
  },
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})

/** The QR view's pairing URI, pasted into the wallet page and approved there, as a visitor would. */
async function pairOnWalletPage(page: Page, walletPage: Page): Promise<void> {
  await walletPage.getByTestId('wallet-uri').fill(await openQr(page))
  await walletPage.getByRole('button', { name: 'Approve connection' }).click()
  await dialog(page).waitFor({ state: 'detached', timeout: 30_000 })
}

/** Picks the namespace's network in the modal's Networks view: its account becomes the one the page shows. */
async function switchTo(page: Page, entry: LaterNamespace): Promise<void> {
  await page
    .locator('header')
    .getByRole('button', { name: /^Network: / })
    .click()
  await waitForView(page, 'Networks')
  await dialog(page).getByRole('button', { name: entry.networkName, exact: true }).click()
  await expect
    .poll(() => page.getByTestId('hook-account').textContent(), { timeout: 15_000 })
    .toContain(`"caipAddress": "${entry.account}"`)
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

/**
 * Signs `message` with the namespace from the dapp's Sign message panel and returns the request as the wallet page
 * shows it (the only one waiting, with its method, chain and message), for the visitor to approve or reject.
 */
async function askToSign(page: Page, walletPage: Page, entry: LaterNamespace, message: string) {
  await page.getByTestId('sign-namespace').selectOption(entry.namespace)
  await page.getByTestId('sign-input').fill(message)
  await page.getByRole('button', { name: 'Sign message' }).click()
  const requests = walletPage.getByTestId('wallet-requests').locator('li')
  await requests.first().waitFor({ timeout: 15_000 })
  expect(await requests.count()).toBe(1)
  expect(await requests.first().textContent()).toContain(
    `${entry.signMethod} on ${entry.account.split(':').slice(0, 2).join(':')}: ${message}`,
  )
  return requests.first()
}

describe('issue 41 in chromium: the five later namespaces over WalletConnect, answered on the demo wallet page', () => {
  test('one session approves polkadot, cosmos, bip122, sui and stacks; each account shows on the page, and each message the visitor approves on the wallet page verifies with the namespace verifier; one refused there is the user-rejected error (RELIABILITY #10)', async () => {
    const { page, log, close } = await openDemo(browser, inject('demoUrl'))
    const outside = watchOutside(page)
    try {
      const wallet = await openWalletPage(page)
      const { walletPage } = wallet
      const listed = await walletPage.getByTestId('wallet-accounts').locator('li').allTextContents()
      for (const entry of LATER)
        expect(listed).toContain(`${entry.namespace}: ${entry.account.split(':').slice(2).join(':')}`)

      await pairOnWalletPage(page, walletPage)
      expect(await walletPage.getByTestId('wallet-sessions').textContent()).toBe('Latch demo')
      // Every namespace of the one session is a connection the dapp can sign with.
      const signers = page.getByTestId('sign-namespace').locator('option')
      await expect
        .poll(async () => (await signers.allTextContents()).slice(1).sort(), { timeout: 15_000 })
        .toEqual(['bip122', 'cosmos', 'eip155', 'polkadot', 'solana', 'stacks', 'sui'])

      for (const entry of LATER) {
        await switchTo(page, entry)
        const plain = entry.account.split(':').slice(2).join(':')
        expect(
          await page
            .locator('header')
            .getByRole('button', { name: `Open account of ${plain}` })
            .textContent(),
        ).toContain(formatAddress(plain))

        const message = `Latch over WalletConnect on ${entry.namespace} ${Date.now()}`
        const request = await askToSign(page, walletPage, entry, message)
        if (entry.namespace === 'polkadot') await screenshot(walletPage, 'WalletConnect-wallet-page-polkadot')
        await request.getByRole('button', { name: 'Approve' }).click()

        const signature = (await page.getByTestId('sign-signature').textContent({ timeout: 15_000 }))!
        expect(await page.getByTestId('sign-address').textContent()).toBe(entry.account)
        expect(await entry.verify({ message, signature, address: entry.account }), entry.namespace).toBe(true)
        expect(await entry.verify({ message: `${message}!`, signature, address: entry.account })).toBe(false)
      }
      // RELIABILITY #10: refused on the wallet page, the dapp says so, and the namespace stays connected.
      const refused = LATER[0]!
      await (await askToSign(page, walletPage, refused, 'refused on the wallet page'))
        .getByRole('button', { name: 'Reject' })
        .click()
      expect(await page.getByTestId('sign-error').textContent({ timeout: 15_000 })).toBe(
        'User rejected the request',
      )
      expect(await page.getByTestId('sign-namespace').locator('option').allTextContents()).toContain(
        refused.namespace,
      )
      expect(await walletPage.getByTestId('wallet-answered').locator('li').allTextContents()).toEqual([
        ...LATER.map((entry) => `${entry.signMethod}: approved`),
        `${refused.signMethod}: rejected`,
      ])
      expect(outside).toEqual([])
      expect(log.errors).toEqual([])
      expect(wallet.outside).toEqual([])
      expect(wallet.errors).toEqual([])
    } finally {
      await close()
    }
  }, 240_000)
})
