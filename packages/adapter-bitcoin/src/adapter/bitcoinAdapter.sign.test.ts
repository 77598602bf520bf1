import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { describe, expect, it } from 'vitest'
import { walletAndAdapter } from '../../test/testContext'
import { bitcoinMainnet, bitcoinRegtest } from '../networks/bitcoinNetworks'
import { verifyBitcoinSignature } from '../siwx/verifyBitcoinSignature'

const REGTEST = bitcoinRegtest.id

describe('bitcoinAdapter: sign and verify (bip322-js)', () => {
  it('signs with the payment (P2WPKH) and ordinals (P2TR) accounts; a tampered message or another signer is refused', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'sign' })
    const { accounts } = await adapter.connect({ connectorId, networkId: REGTEST })
    const other = createDevWallet({ seed: 'sign-other' }).addresses
    for (const [index, { address }] of accounts.entries()) {
      const signature = await adapter.signMessage({ address, message: 'Hello from Latch' })
      expect(await verifyBitcoinSignature({ address, message: 'Hello from Latch', signature })).toBe(true)
      expect(await verifyBitcoinSignature({ address, message: 'Hello from Latch.', signature })).toBe(false)
      const otherAddress = `${REGTEST}:${other[index]?.address}` as const
      expect(
        await verifyBitcoinSignature({ address: otherAddress, message: 'Hello from Latch', signature }),
      ).toBe(false)
    }
  })

  it('a CAIP-122 sign-in message with the bip122 chain id, signed and verified', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'sign-in' })
    const { accounts } = await adapter.connect({ connectorId, networkId: REGTEST })
    const payment = accounts[0]?.address ?? 'bip122:x:x'
    const message = adapter.formatSignInMessage?.({
      accountAddress: payment.split(':')[2] ?? '',
      chainId: REGTEST,
      domain: 'app.example',
      uri: 'https://app.example/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: '2026-11-23T08:00:00.000Z',
    })
    expect(message).toBe(
      [
        'app.example wants you to sign in with your Bitcoin account:',
        payment.split(':')[2],
        '',
        'URI: https://app.example/login',
        'Version: 1',
        `Chain ID: ${REGTEST}`,
        'Nonce: n0nce1234',
        'Issued At: 2026-11-23T08:00:00.000Z',
      ].join('\n'),
    )
    const signature = await adapter.signMessage({ address: payment, message: message ?? '' })
    expect(await verifyBitcoinSignature({ address: payment, message: message ?? '', signature })).toBe(true)
  })

  it('a wallet that only signs ECDSA: its BIP-137 signature verifies, a tampered message does not', async () => {
    const { adapter, connectorId } = walletAndAdapter({ seed: 'sign-legacy', signingProtocols: ['ECDSA'] })
    const { accounts } = await adapter.connect({ connectorId, networkId: REGTEST })
    const payment = accounts[0]?.address ?? 'bip122:x:x'
    const signature = await adapter.signMessage({ address: payment, message: 'legacy' })
    expect(atob(signature)).toHaveLength(65)
    expect(await verifyBitcoinSignature({ address: payment, message: 'legacy', signature })).toBe(true)
    expect(await verifyBitcoinSignature({ address: payment, message: 'legacY', signature })).toBe(false)
  })

  it('a P2SH-P2WPKH payment address (3… / 2…): BIP-322 and, from an ECDSA-only wallet, BIP-137 verify', async () => {
    for (const signingProtocols of [['BIP322'], ['ECDSA']] as const) {
      const { adapter, connectorId } = walletAndAdapter({
        seed: 'sign-nested',
        paymentType: 'p2sh-p2wpkh',
        signingProtocols,
      })
      const { accounts } = await adapter.connect({ connectorId, networkId: REGTEST })
      const payment = accounts[0]?.address ?? 'bip122:x:x'
      expect(payment).toMatch(/^bip122:0f9188f13cb7b2c71f2a335e3a4fc328:2/)
      expect(accounts[0]?.purpose).toBe('payment')
      const signature = await adapter.signMessage({ address: payment, message: 'nested' })
      expect(await verifyBitcoinSignature({ address: payment, message: 'nested', signature })).toBe(true)
      expect(await verifyBitcoinSignature({ address: payment, message: 'nested!', signature })).toBe(false)
    }
  })

  it('after selectNetwork the wallet signs with its own address and the signature verifies for the re-encoded one', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({
      seed: 'sign-selected',
      canChangeNetwork: false,
    })
    await adapter.connect({ connectorId, networkId: REGTEST })
    const selected = await adapter.selectNetwork?.({ connectorId, networkId: bitcoinMainnet.id })
    const payment = selected?.accounts[0]?.address ?? 'bip122:x:x'
    const signature = await adapter.signMessage({ address: payment, message: 'mainnet' })
    const asked = wallet.requests.at(-1)?.params as { address: string }
    expect(asked.address).toBe(wallet.addresses[0]?.address)
    expect(await verifyBitcoinSignature({ address: payment, message: 'mainnet', signature })).toBe(true)
  })

  it('a declined signature is UserRejectedError', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'sign-declined' })
    const { accounts } = await adapter.connect({ connectorId, networkId: REGTEST })
    wallet.rejectNext()
    await expect(
      adapter.signMessage({ address: accounts[0]?.address ?? 'bip122:x:x', message: 'no' }),
    ).rejects.toMatchObject({ name: 'UserRejectedError', message: 'User rejected the request' })
  })

  it('a malformed signature is refused, not thrown', async () => {
    const [payment] = createDevWallet({ seed: 'sign' }).addresses
    expect(
      await verifyBitcoinSignature({ address: payment?.address ?? '', message: 'x', signature: 'AAAA' }),
    ).toBe(false)
  })
})
