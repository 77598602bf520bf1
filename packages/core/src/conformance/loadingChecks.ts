import { expect, it } from 'vitest'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { freshHarness, harness, isLazy, mainAccount, until } from './harness'
import { signInSample } from './signInSample'
import type { AdapterConformanceOptions } from './types'

const asksForLoad = expect.objectContaining({
  name: 'WalletRequestError',
  message: new WalletRequestError().message,
  details: expect.stringContaining('load()'),
})

/**
 * A shell whose code loads later (issue 21, ADAPTERS.md item 9): what its synchronous members do before and after
 * `load()`, and that every async member loads what it needs. Skipped for an adapter without `load()`.
 */
export function loadingChecks(options: AdapterConformanceOptions): void {
  it('loading: before load(), no wallet is listed or provided, and isAddress and formatSignInMessage throw WalletRequestError asking for load()', async (test) => {
    const setUp = await freshHarness(options)
    if (!isLazy(setUp.adapter)) return test.skip()
    const { adapter, context, wallet } = setUp
    expect(adapter.connectors()).toEqual([])
    expect(adapter.getProvider?.(wallet.connectorId)).toBeUndefined()
    const message = signInSample(options.address, context.networks[0]!.id)
    expect(() => adapter.isAddress?.(options.address)).toThrowError(asksForLoad)
    expect(() => adapter.formatSignInMessage?.(message)).toThrowError(asksForLoad)
  })

  it('loading: load() brings them: isAddress answers, formatSignInMessage formats; with discovery started the wallet is listed; a second load() resolves at once', async (test) => {
    const setUp = await freshHarness(options)
    if (!isLazy(setUp.adapter)) return test.skip()
    const { adapter, context, wallet } = setUp
    await adapter.load?.()
    expect(adapter.isAddress?.(options.address)).toBe(true)
    expect(adapter.isAddress?.('not an address')).toBe(false)
    const text = adapter.formatSignInMessage?.(signInSample(options.address, context.networks[0]!.id))
    expect(text?.split('\n').slice(0, 2)).toEqual([
      expect.stringMatching(/^app\.example wants you to sign in with your .+ account:$/),
      options.address,
    ])
    // A wallet the host passed is listed once the code is in; one on the page once discovery runs.
    adapter.start?.()
    const listed = () => adapter.connectors().map((connector) => connector.id)
    await until(() => listed().includes(wallet.connectorId), 'the wallet listed')
    const provider = adapter.getProvider?.(wallet.connectorId)
    if (wallet.provider === undefined) expect(provider).toBeDefined()
    else expect(provider).toBe(wallet.provider)
    await expect(adapter.load?.()).resolves.toBeUndefined()
  })

  it('loading: connect right after start(), before any code is in, waits for it; two at once get the same connection', async (test) => {
    const setUp = await freshHarness(options)
    if (!isLazy(setUp.adapter)) return test.skip()
    const { adapter, wallet } = setUp
    // As core does at the first need: start() (its import under way), then the visitor's pick.
    adapter.start?.()
    const [first, second] = await Promise.all([
      adapter.connect({ connectorId: wallet.connectorId }),
      adapter.connect({ connectorId: wallet.connectorId }),
    ])
    expect(second.accounts).toEqual(first.accounts)
    expect(await adapter.signMessage({ address: mainAccount(first), message: 'hello' })).toEqual(
      expect.any(String),
    )
  })

  it('loading: start() alone finds the wallet on the page (by announcement without code, or by loading discovery), listed with connectorsChanged; none emitted for an empty list', async (test) => {
    if (!options.discovery) return test.skip()
    const discovery = await options.discovery()
    const setUp = harness({ ...discovery, wallet: { connectorId: discovery.connectorId, rejectNext() {} } })
    setUp.adapter.start?.()
    if (isLazy(setUp.adapter) && !setUp.adapter.startsWithoutCode) {
      // The import is under way: nothing is listed yet, and no event was emitted for an empty list.
      expect(setUp.adapter.connectors()).toEqual([])
      expect(setUp.events).toEqual([])
    }
    await until(() => setUp.events.some((event) => event.type === 'connectorsChanged'), 'connectorsChanged')
    expect(setUp.adapter.connectors().map((connector) => connector.id)).toContain(discovery.connectorId)
  })
}
