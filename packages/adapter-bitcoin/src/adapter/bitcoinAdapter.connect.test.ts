import { InvalidAddressError, UserRejectedError } from '@latch/core'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { describe, expect, it } from 'vitest'
import { memoryStorage, setUpAdapter, walletAndAdapter } from '../../test/testContext'
import { bitcoinRegtest } from '../networks/bitcoinNetworks'
import { bitcoinAdapter } from './bitcoinAdapter'

const REGTEST = bitcoinRegtest.id

describe('bitcoinAdapter: connect', () => {
  it('offers the sats-connect wallet with its own name and icon, installed, once the wallet code is in', async () => {
    const { adapter, wallet } = walletAndAdapter()
    await adapter.load?.()
    expect(adapter.connectors()).toEqual([
      {
        id: wallet.info.id,
        name: 'Latch Bitcoin Dev Wallet',
        namespace: 'bip122',
        type: 'announced',
        installed: true,
        imageUrl: wallet.info.icon,
      },
    ])
  })

  it('connects with the payment account first and the ordinals account, each with its role', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter()
    const connection = await adapter.connect({ connectorId, networkId: REGTEST })
    const [payment, ordinals] = wallet.addresses
    expect(connection).toEqual({
      connectorId,
      networkId: REGTEST,
      accounts: [
        {
          address: `${REGTEST}:${payment?.address}`,
          type: 'eoa',
          purpose: 'payment',
          publicKey: payment?.publicKey,
        },
        {
          address: `${REGTEST}:${ordinals?.address}`,
          type: 'eoa',
          purpose: 'ordinals',
          publicKey: ordinals?.publicKey,
        },
      ],
    })
    expect(payment?.address).toMatch(/^bcrt1q/)
    expect(ordinals?.address).toMatch(/^bcrt1p/)
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_connect'])
  })

  it('a declined connect is UserRejectedError, and the next try connects', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter()
    wallet.rejectNext()
    const declined = adapter.connect({ connectorId, networkId: REGTEST })
    await expect(declined).rejects.toThrowError(UserRejectedError)
    await expect(declined).rejects.toThrowError('User rejected the request')
    await expect(adapter.connect({ connectorId, networkId: REGTEST })).resolves.toMatchObject({ connectorId })
  })

  it('reconnects after a reload without a prompt, and returns null once the grant is gone', async () => {
    const storage = memoryStorage()
    const first = walletAndAdapter({ storage })
    await first.adapter.connect({ connectorId: first.connectorId, networkId: REGTEST })

    // A reload: a new page, the same extension storage.
    const reloaded = walletAndAdapter({ storage })
    const restored = await reloaded.adapter.reconnect({
      connectorId: reloaded.connectorId,
      namespace: 'bip122',
      networkId: REGTEST,
    })
    expect(restored?.accounts.map((account) => account.purpose)).toEqual(['payment', 'ordinals'])
    expect(reloaded.wallet.requests.map((request) => request.method)).toEqual(['wallet_getAccount'])

    await reloaded.adapter.disconnect(reloaded.connectorId)
    const again = walletAndAdapter({ storage })
    await expect(
      again.adapter.reconnect({ connectorId: again.connectorId, namespace: 'bip122', networkId: REGTEST }),
    ).resolves.toBeNull()
  })

  it('refuses a malformed account with InvalidAddressError', async () => {
    const wallet = createDevWallet({ seed: 'malformed' })
    const [payment] = wallet.addresses
    const broken = `${payment?.address.slice(0, -1)}${payment?.address.endsWith('q') ? 'p' : 'q'}`
    const provider = {
      request: async (method: string, params?: unknown) => {
        const answer = (await wallet.provider.request(method, params)) as {
          result?: { addresses?: unknown[] }
        }
        const addresses = answer.result?.addresses as { address: string }[] | undefined
        if (addresses?.[0]) addresses[0].address = broken
        return answer
      },
    }
    const { adapter } = setUpAdapter(
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider }] }),
    )
    const failed = adapter.connect({ connectorId: wallet.info.id, networkId: REGTEST })
    await expect(failed).rejects.toThrowError(InvalidAddressError)
  })
})
