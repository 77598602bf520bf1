import { fileURLToPath } from 'node:url'
import { rolldown } from 'rolldown'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { evmNetwork } from '../networks/evmNetwork'
import * as networks from './networks'

const NETWORKS_ENTRY = fileURLToPath(new URL('./networks.ts', import.meta.url))
const { anvilLocal, ...named } = networks

describe('@latch/adapter-evm/networks', () => {
  it('offers at least the twenty most used EVM networks, each equal to the viem chain of the same name', () => {
    expect(Object.keys(named).length).toBeGreaterThanOrEqual(20)
    for (const [name, network] of Object.entries(named)) {
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: each export is compared with the viem chain of its name
      const chain = viemChains[name as keyof typeof viemChains]
      expect(chain, name).toBeDefined()
      expect(network, name).toEqual(evmNetwork(chain as Parameters<typeof evmNetwork>[0]))
    }
  })

  it('every network has a distinct CAIP-2 id, an https RPC and an https explorer', () => {
    const ids = Object.values(named).map((network) => network.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const network of Object.values(named)) {
      expect(network.id).toBe(`eip155:${network.reference}`)
      expect(network.rpcUrls[0]).toMatch(/^https:\/\//)
      expect(network.blockExplorerUrl).toMatch(/^https:\/\//)
    }
    expect(anvilLocal().id).toBe('eip155:31337')
  })

  it('tree-shakes: a host naming Arbitrum bundles Arbitrum alone, and no viem', async () => {
    const bundle = await rolldown({
      input: 'host-entry',
      external: ['@latch/core'],
      platform: 'browser',
      logLevel: 'silent',
      plugins: [
        {
          name: 'host-entry',
          resolveId: (id) => (id === 'host-entry' ? id : id === 'networks' ? NETWORKS_ENTRY : null),
          load: (id) =>
            id === 'host-entry' ? "import { arbitrum } from 'networks'\nconsole.log(arbitrum)\n" : null,
        },
      ],
    })
    const { output } = await bundle.generate({ format: 'esm', minify: true })
    await bundle.close()
    const code = output.map((item) => (item.type === 'chunk' ? item.code : '')).join('\n')
    const modules = output.flatMap((item) => (item.type === 'chunk' ? Object.keys(item.modules) : []))
    expect(code).toContain('eip155:42161')
    expect(code).not.toContain('eip155:137')
    expect(code).not.toContain('eip155:8453')
    expect(modules.filter((id) => id.includes('node_modules/viem'))).toEqual([])
  })
})
