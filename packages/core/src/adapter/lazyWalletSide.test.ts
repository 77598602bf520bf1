import { describe, expect, it } from 'vitest'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { createLogger } from '../services/logger/createLogger'
import { testNetworks } from '../testing/networks'
import { lazyWalletSide, type WalletSide, type WalletSideShell } from './lazyWalletSide'
import type { AdapterEvent, Connector } from './types'

const silent = { debug() {}, info() {}, warn() {}, error() {} }
const wallet: Connector = { id: 'dev', name: 'Dev', namespace: 'eip155', type: 'announced', installed: true }

/** A wallet side as an adapter's chunk builds it; `failNext` makes the next import fail as an offline fetch does. */
function setUp(options: { hostWallets?: Connector[]; reportWalletsOnArrival?: boolean } = {}) {
  const built: { shell: WalletSideShell; started: number }[] = []
  const control = { failNext: false }
  const side = lazyWalletSide({
    name: 'testAdapter',
    namespace: 'eip155',
    ...(options.reportWalletsOnArrival ? { reportWalletsOnArrival: true } : {}),
    create: async (shell): Promise<WalletSide & { isAddress: (address: string) => boolean }> => {
      if (control.failNext) {
        control.failNext = false
        throw new TypeError('Failed to fetch dynamically imported module')
      }
      const record = { shell, started: 0 }
      built.push(record)
      const found: Connector[] = [...(options.hostWallets ?? [])]
      return {
        start() {
          record.started += 1
          found.push(wallet)
          shell.emit({ type: 'connectorsChanged' })
        },
        connectors: () => found,
        getProvider: (id) => (found.some((connector) => connector.id === id) ? { id } : undefined),
        isAddress: (address) => address.startsWith('0x'),
      }
    },
  })
  const logger = createLogger({ debug: false, sink: silent })
  side.members.setup({ networks: [testNetworks.mainnet], customRpcUrls: {}, logger })
  const events: AdapterEvent[] = []
  side.members.subscribe((event) => events.push(event))
  return { side, built, control, events, logger }
}

describe('lazyWalletSide: the wallet side of an adapter shell (issue 21)', () => {
  it('default: before it is in, no connectors, no provider, and synchronous members ask for load()', () => {
    const { side, built } = setUp()
    expect(side.members.connectors()).toEqual([])
    expect(side.members.getProvider('dev')).toBeUndefined()
    expect(() => side.require('isAddress')).toThrowError(WalletRequestError)
    expect(() => side.require('isAddress')).toThrowError(
      expect.objectContaining({
        details: 'testAdapter: isAddress needs the wallet code: await adapter.load() first',
      }),
    )
    expect(built).toHaveLength(0)
  })

  it('behavior: start() loads it once and starts discovery, which reports the wallets found', async () => {
    const { side, built, events } = setUp()
    side.members.start()
    await Promise.all([side.load(), side.members.load(), side.load()])
    expect(built).toHaveLength(1)
    expect(built[0]?.started).toBe(1)
    expect(side.members.connectors()).toEqual([wallet])
    expect(side.members.getProvider('dev')).toEqual({ id: 'dev' })
    expect(side.require('isAddress').isAddress('0x1')).toBe(true)
    expect(events).toEqual([{ type: 'connectorsChanged' }])
  })

  it("behavior: load() alone does not start discovery; the host's own wallets are listed, and reported when asked to", async () => {
    const quiet = setUp({ hostWallets: [{ ...wallet, id: 'host' }] })
    await quiet.side.members.load()
    expect(quiet.built[0]?.started).toBe(0)
    expect(quiet.side.members.connectors().map((connector) => connector.id)).toEqual(['host'])
    expect(quiet.events).toEqual([])
    const reporting = setUp({ hostWallets: [{ ...wallet, id: 'host' }], reportWalletsOnArrival: true })
    await reporting.side.members.load()
    expect(reporting.events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('error: a failed import is a WalletRequestError with its message, logged by start(); the next call imports again and discovery starts', async () => {
    const { side, control, logger, built } = setUp()
    control.failNext = true
    side.members.start()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(logger.entries()).toEqual([
      expect.objectContaining({ level: 'warn', message: 'eip155: could not load wallet discovery' }),
    ])
    control.failNext = true
    const failed = side.load()
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({ details: 'Failed to fetch dynamically imported module' }),
    )
    expect(built).toHaveLength(0)
    await side.load()
    expect(built).toHaveLength(1)
    expect(built[0]?.started).toBe(1)
    expect(side.members.connectors()).toEqual([wallet])
  })

  it('error: the wallet side asks for the context before setup() as a WalletRequestError', async () => {
    const side = lazyWalletSide({
      name: 'testAdapter',
      namespace: 'eip155',
      create: async (shell) => {
        shell.context()
        return { start() {}, connectors: () => [], getProvider: () => undefined }
      },
    })
    await expect(side.load()).rejects.toThrowError(WalletRequestError)
  })
})
