import { Keyring } from '@polkadot/keyring'
import { stringToU8a, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { recordingLogger } from '../../test/testContext'
import { kusama, polkadot, westend } from '../networks/polkadotNetworks'
import { polkadotAdapter } from './polkadotAdapter'

const keyring = new Keyring({ type: 'sr25519' })
const pair = keyring.addFromUri('//Capabilities')

function setUp() {
  const adapter = polkadotAdapter()
  adapter.setup({ networks: [polkadot, kusama, westend], customRpcUrls: {}, logger: recordingLogger() })
  return adapter
}

describe('polkadotAdapter capabilities (Node, no window)', () => {
  it('behavior: only what Polkadot extensions can do is offered: no send, no fee, no wallet-side switch', () => {
    const adapter = setUp()
    expect(adapter.namespace).toBe('polkadot')
    expect(adapter.sendTransfer).toBeUndefined()
    expect(adapter.estimateTransferFee).toBeUndefined()
    expect(adapter.switchNetwork).toBeUndefined()
    expect(typeof adapter.selectNetwork).toBe('function')
    // Server rendering: nothing is discovered and start() touches no window.
    adapter.start?.()
    expect(adapter.connectors()).toEqual([])
  })

  it('behavior: isAddress checks the SS58 prefix of the network it is asked about, once the wallet code is in', async () => {
    const adapter = setUp()
    await adapter.load?.()
    const onPolkadot = keyring.encodeAddress(pair.publicKey, 0)
    const onKusama = keyring.encodeAddress(pair.publicKey, 2)
    expect(adapter.isAddress?.(onPolkadot)).toBe(true)
    expect(adapter.isAddress?.(onPolkadot, polkadot.id)).toBe(true)
    expect(adapter.isAddress?.(onPolkadot, kusama.id)).toBe(false)
    expect(adapter.isAddress?.(onKusama, kusama.id)).toBe(true)
    expect(adapter.isAddress?.(pair.address, westend.id)).toBe(true)
    expect(adapter.isAddress?.('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  })

  it('behavior: the CAIP-122 sign-in message, signed as an extension signs it, verifies; a changed nonce does not', async () => {
    const adapter = setUp()
    // Sign-in follows a connection, which loaded the wallet code (the formatter comes with it).
    await adapter.load?.()
    const address = `${westend.id}:${pair.address}` as const
    const message = adapter.formatSignInMessage?.({
      accountAddress: pair.address,
      chainId: westend.id,
      domain: 'dapp.example',
      uri: 'https://dapp.example/login',
      version: '1',
      nonce: 'n0nce123',
      issuedAt: '2026-11-23T09:00:00.000Z',
      statement: 'Sign in to the dapp',
    })
    expect(message).toBe(
      [
        'dapp.example wants you to sign in with your Polkadot account:',
        pair.address,
        '',
        'Sign in to the dapp',
        '',
        'URI: https://dapp.example/login',
        'Version: 1',
        `Chain ID: ${westend.id}`,
        'Nonce: n0nce123',
        'Issued At: 2026-11-23T09:00:00.000Z',
      ].join('\n'),
    )
    const signature = u8aToHex(pair.sign(u8aWrapBytes(stringToU8a(message ?? ''))))
    expect(await adapter.verifySignature?.({ message: message ?? '', signature, address })).toBe(true)
    const changed = (message ?? '').replace('n0nce123', 'n0nce124')
    expect(await adapter.verifySignature?.({ message: changed, signature, address })).toBe(false)
  })
})
