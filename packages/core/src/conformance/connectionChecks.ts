import { expect, it } from 'vitest'
import { isCaipAddress, parseCaipAddress } from '../caip/parseCaipAddress'
import { ConnectorNotFoundError } from '../errors/classes/ConnectorNotFoundError'
import { UserRejectedError } from '../errors/classes/UserRejectedError'
import { connected, freshHarness, mainAccount, until } from './harness'
import type { AdapterConformanceOptions } from './types'

/** Connect, sign, decline, reconnect, follow the wallet, disconnect: the contract's rules (core's README). */
export function connectionChecks(options: AdapterConformanceOptions): void {
  it('connect: CAIP-10 accounts built by the adapter, the main one first and of its namespace, on a host network', async () => {
    const setUp = await freshHarness(options)
    const connection = await connected(setUp)
    expect(connection.connectorId).toBe(setUp.wallet.connectorId)
    expect(setUp.context.networks.map((network) => network.id)).toContain(connection.networkId)
    expect(connection.accounts.length).toBeGreaterThan(0)
    for (const account of connection.accounts) expect(isCaipAddress(account.address)).toBe(true)
    const main = parseCaipAddress(mainAccount(connection))
    expect(main.namespace).toBe(setUp.adapter.namespace)
    expect(main.networkId).toBe(connection.networkId)
  })

  it('connect: on the network asked for', async (test) => {
    const setUp = await freshHarness(options)
    const asked = setUp.context.networks[1]
    if (!asked) return test.skip()
    setUp.adapter.start?.()
    const connection = await setUp.adapter.connect({
      connectorId: setUp.wallet.connectorId,
      networkId: asked.id,
    })
    expect(connection.networkId).toBe(asked.id)
    expect(parseCaipAddress(mainAccount(connection)).networkId).toBe(asked.id)
  })

  it('signMessage: the main account signs; verifySignature accepts the signature and refuses a changed message', async () => {
    const setUp = await freshHarness(options)
    const address = mainAccount(await connected(setUp))
    const signature = await setUp.adapter.signMessage({ address, message: 'hello from the suite' })
    expect(signature).toEqual(expect.any(String))
    const verify = setUp.adapter.verifySignature
    if (!verify) return
    expect(await verify({ message: 'hello from the suite', signature, address })).toBe(true)
    expect(await verify({ message: 'hello from the suite!', signature, address })).toBe(false)
  })

  it('errors: a declined prompt is UserRejectedError with the spec sentence, and the next prompt works', async () => {
    const setUp = await freshHarness(options)
    const address = mainAccount(await connected(setUp))
    setUp.wallet.rejectNext()
    await expect(setUp.adapter.signMessage({ address, message: 'declined' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: new UserRejectedError().message }),
    )
    expect(await setUp.adapter.signMessage({ address, message: 'accepted' })).toEqual(expect.any(String))
  })

  it('errors: a wallet the page does not have is ConnectorNotFoundError', async () => {
    const setUp = await freshHarness(options)
    setUp.adapter.start?.()
    await expect(setUp.adapter.connect({ connectorId: 'no-such-wallet' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'ConnectorNotFoundError',
        message: new ConnectorNotFoundError().message,
      }),
    )
  })

  it('reconnect: a granted connection is restored without a prompt, with the same accounts', async () => {
    const setUp = await freshHarness(options)
    const connection = await connected(setUp)
    const restored = await setUp.adapter.reconnect({
      connectorId: connection.connectorId,
      namespace: setUp.adapter.namespace,
      networkId: connection.networkId,
    })
    expect(restored?.accounts).toEqual(connection.accounts)
  })

  it('events: an account change in the wallet becomes accountsChanged with the new CAIP-10 accounts', async (test) => {
    const setUp = await freshHarness(options)
    if (!setUp.wallet.switchAccount) return test.skip()
    const connection = await connected(setUp)
    await setUp.wallet.switchAccount()
    await until(() => setUp.events.some((event) => event.type === 'accountsChanged'), 'accountsChanged')
    const changed = setUp.events.find((event) => event.type === 'accountsChanged')
    expect(changed).toEqual({
      type: 'accountsChanged',
      connectorId: connection.connectorId,
      accounts: expect.any(Array),
    })
    const accounts = changed?.type === 'accountsChanged' ? changed.accounts : []
    for (const account of accounts) expect(isCaipAddress(account.address)).toBe(true)
    expect(accounts.map((account) => account.address)).not.toEqual(
      connection.accounts.map((account) => account.address),
    )
  })

  it('disconnect: resolves, and the wallet connects again afterwards', async () => {
    const setUp = await freshHarness(options)
    const connection = await connected(setUp)
    await expect(setUp.adapter.disconnect(connection.connectorId)).resolves.toBeUndefined()
    const again = await setUp.adapter.connect({ connectorId: connection.connectorId })
    expect(again.accounts.length).toBeGreaterThan(0)
  })
}
