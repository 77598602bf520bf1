import { serializeSignDoc } from '@cosmjs/amino'
import { MethodNotSupportedError, NamespaceOrAddressNotFoundError, UserRejectedError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { installDevWallet, mainAddress, startAdapter, testWindow } from '../../test/testContext'
import { cosmosHub } from '../networks/cosmosNetworks'
import { makeAdr36SignDoc } from '../siwx/makeAdr36SignDoc'
import { verifyCosmosSignature } from '../siwx/verifyCosmosSignature'
import type { KeplrLike } from '../wallets/keplrInterface'

const MESSAGE = 'Sign in to app.example\nNonce: 8f3a <&> ü'

async function connected(accountIndex = 0) {
  const window = testWindow()
  const wallet = installDevWallet(window)
  if (accountIndex) wallet.switchAccount(accountIndex)
  const { adapter } = await startAdapter(window)
  const connection = await adapter.connect({ connectorId: 'latch-dev-cosmos', networkId: cosmosHub.id })
  return { adapter, wallet, address: mainAddress(connection) }
}

describe('cosmosAdapter: ADR-36 signatures', () => {
  it('default: signMessage returns the wallet’s StdSignature (JSON) and both verifiers accept it', async () => {
    const { adapter, address } = await connected()
    const signature = await adapter.signMessage({ address, message: MESSAGE })
    expect(JSON.parse(signature)).toEqual({
      pub_key: { type: 'tendermint/PubKeySecp256k1', value: expect.stringMatching(/^[A-Za-z0-9+/]{44}$/) },
      signature: expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/),
    })
    expect(await adapter.verifySignature?.({ message: MESSAGE, signature, address })).toBe(true)
    expect(
      await verifyCosmosSignature({ message: MESSAGE, signature, address: address.split(':')[2] ?? '' }),
    ).toBe(true)
  })

  it('behavior: a tampered message, another key’s signature or a swapped public key are refused', async () => {
    const { adapter, address } = await connected()
    const signature = await adapter.signMessage({ address, message: MESSAGE })
    expect(await verifyCosmosSignature({ message: `${MESSAGE}.`, signature, address })).toBe(false)
    const other = await connected(1)
    const otherSignature = await other.adapter.signMessage({ address: other.address, message: MESSAGE })
    // The other key's own signature, claimed for this address: its public key does not hash to it.
    expect(await verifyCosmosSignature({ message: MESSAGE, signature: otherSignature, address })).toBe(false)
    // This address's public key with the other key's signature bytes: the secp256k1 check fails.
    const mixed = JSON.stringify({
      pub_key: JSON.parse(signature).pub_key,
      signature: JSON.parse(otherSignature).signature,
    })
    expect(await verifyCosmosSignature({ message: MESSAGE, signature: mixed, address })).toBe(false)
    // The same key bytes under another prefix sign another document (the signer is in it).
    const osmo = address.replace(/^cosmos:cosmoshub-4:cosmos/, 'cosmos:osmosis-1:osmo')
    expect(await verifyCosmosSignature({ message: MESSAGE, signature, address: osmo })).toBe(false)
    expect(await verifyCosmosSignature({ message: MESSAGE, signature: 'not json', address })).toBe(false)
  })

  it('the sign doc is ADR-36’s: written out by hand, sorted keys, <>& escaped', () => {
    const signer = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    const data = btoa('a<b>&c')
    const expected =
      `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"",` +
      `"msgs":[{"type":"sign/MsgSignData","value":{"data":"${data}","signer":"${signer}"}}],"sequence":"0"}`
    expect(new TextDecoder().decode(serializeSignDoc(makeAdr36SignDoc(signer, 'a<b>&c')))).toBe(expected)
  })

  it('behavior: the visitor declines signing → UserRejectedError', async () => {
    const { adapter, wallet, address } = await connected()
    wallet.rejectNext()
    const error = await adapter.signMessage({ address, message: MESSAGE }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(error.message).toBe('User rejected the request')
  })

  it('behavior: a wallet without signArbitrary → MethodNotSupportedError; an unknown address → not found', async () => {
    const window = testWindow()
    const p = installDevWallet(window, { id: 'unused' }).provider
    const readOnly: KeplrLike = { enable: (ids) => p.enable(ids), getKey: (id) => p.getKey(id) }
    const { adapter } = await startAdapter(window, {
      wallets: [{ id: 'ro', name: 'Read only', provider: readOnly }],
    })
    const address = mainAddress(await adapter.connect({ connectorId: 'ro', networkId: cosmosHub.id }))
    const error = await adapter.signMessage({ address, message: MESSAGE }).catch((e) => e)
    expect(error).toBeInstanceOf(MethodNotSupportedError)
    expect(error.message).toBe('Not supported by this wallet')
    await expect(
      adapter.signMessage({
        address: 'cosmos:cosmoshub-4:cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
        message: 'x',
      }),
    ).rejects.toBeInstanceOf(NamespaceOrAddressNotFoundError)
  })

  it('formatSignInMessage: CAIP-122 for a Cosmos account', async () => {
    const { adapter } = await startAdapter(testWindow())
    const address = 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu'
    expect(
      adapter.formatSignInMessage?.({
        domain: 'app.example',
        accountAddress: address,
        uri: 'https://app.example/login',
        version: '1',
        chainId: 'cosmos:cosmoshub-4',
        nonce: 'n0nce1234',
        issuedAt: '2026-11-23T09:00:00.000Z',
        statement: 'Sign in to App',
      }),
    ).toBe(
      [
        'app.example wants you to sign in with your Cosmos account:',
        address,
        '',
        'Sign in to App',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: cosmos:cosmoshub-4',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-23T09:00:00.000Z',
      ].join('\n'),
    )
  })
})
