import { describe, expect, it } from 'vitest'
import type { CaipNetwork, CaipNetworkId } from '../caip/types'
import { UserRejectedError } from '../errors/classes/UserRejectedError'
import { connectMembers } from './connectMembers'
import { createNetworkResolver } from './createNetworkResolver'
import type { Connection } from './types'

const network = (reference: string): CaipNetwork => ({
  id: `acme:${reference}`,
  namespace: 'acme',
  reference,
  name: `Acme ${reference}`,
  nativeCurrency: { name: 'Acme', symbol: 'ACM', decimals: 6 },
  rpcUrls: [],
})

function setUp(
  answer: (connectorId: string, networkId: CaipNetworkId, silent: boolean) => Connection | null,
) {
  const page = new Set(['w'])
  const warnings: { message: string; data: unknown }[] = []
  const logger = {
    debug() {},
    info() {},
    error() {},
    warn: (message: string, data?: unknown) => warnings.push({ message, data }),
  }
  const context = () => ({ networks: [network('main'), network('test')], customRpcUrls: {}, logger })
  const networks = createNetworkResolver(context)
  const calls: [string, CaipNetworkId, boolean][] = []
  const members = connectMembers({
    shell: { namespace: 'acme', context },
    networks,
    find: (connectorId) => (page.has(connectorId) ? connectorId : undefined),
    open: async (connectorId: string, networkId, silent) => {
      calls.push([connectorId, networkId, silent])
      return answer(connectorId, networkId, silent)
    },
  })
  return { members, networks, calls, warnings }
}

const connection = (connectorId: string, networkId: CaipNetworkId): Connection => ({
  connectorId,
  networkId,
  accounts: [{ address: `${networkId}:acme1`, type: 'eoa' }],
})

describe('connectMembers', () => {
  it('default: connect opens with a prompt on the asked network, else the current one', async () => {
    const { members, networks, calls } = setUp((id, networkId) => connection(id, networkId))
    expect((await members.connect({ connectorId: 'w', networkId: 'acme:test' })).networkId).toBe('acme:test')
    networks.select('acme:test')
    await members.connect({ connectorId: 'w' })
    expect(calls).toEqual([
      ['w', 'acme:test', false],
      ['w', 'acme:test', false],
    ])
  })

  it('error: a network the host did not configure, or a wallet granting nothing, is a typed error; a wallet error leaves as a Latch error', async () => {
    const { members, calls } = setUp(() => null)
    await expect(members.connect({ connectorId: 'w', networkId: 'acme:nope' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', details: 'acme:nope' }),
    )
    expect(calls).toEqual([])
    await expect(members.connect({ connectorId: 'w' })).rejects.toThrowError(
      expect.objectContaining({ name: 'WalletRequestError', details: 'the wallet granted no acme account' }),
    )
    const declining = setUp(() => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    await expect(declining.members.connect({ connectorId: 'w' })).rejects.toThrowError(UserRejectedError)
  })

  it('error: a wallet the page does not have: connect is ConnectorNotFoundError, reconnect null, without opening', async () => {
    const { members, calls, warnings } = setUp((id, networkId) => connection(id, networkId))
    await expect(members.connect({ connectorId: 'gone' })).rejects.toThrowError(
      expect.objectContaining({ name: 'ConnectorNotFoundError', details: 'gone' }),
    )
    expect(await members.reconnect({ connectorId: 'gone', namespace: 'acme' })).toBeNull()
    expect(calls).toEqual([])
    expect(warnings).toEqual([])
  })

  it('behavior: reconnect resumes silently on the saved network while the host offers it, else on the current one', async () => {
    const { members, calls } = setUp((id, networkId) => connection(id, networkId))
    await members.reconnect({ connectorId: 'w', namespace: 'acme', networkId: 'acme:test' })
    await members.reconnect({ connectorId: 'w', namespace: 'acme', networkId: 'acme:gone' })
    expect(calls).toEqual([
      ['w', 'acme:test', true],
      ['w', 'acme:main', true],
    ])
  })

  it('error: a failed restore is logged and counts as null (no grant any more)', async () => {
    const { members, warnings } = setUp(() => {
      throw new Error('extension locked')
    })
    expect(await members.reconnect({ connectorId: 'w', namespace: 'acme' })).toBeNull()
    expect(warnings).toEqual([
      {
        message: 'acme: could not restore the wallet connection',
        data: expect.objectContaining({ name: 'WalletRequestError', details: 'extension locked' }),
      },
    ])
  })
})
