// The kit's analytics batcher against the real Latch server (apps/server on PGlite): what the kit sends is stored
// per project and counted on the dashboard.
import { readFileSync } from 'node:fs'
import type { Logger } from '@latch/core'
import { createAnalytics } from '@latch/core/internal'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseProjectsFile } from '../../src/db/projectConfig'
import { PACKAGE_PATHS } from '../../src/packagePaths'
import { type RunningServer, startServer } from '../../src/startServer'

let latch: RunningServer
beforeAll(async () => {
  // No catalogue: the sink needs only the projects.
  latch = await startServer({ projects: parseProjectsFile(readFileSync(PACKAGE_PATHS.projects, 'utf8')) })
}, 60_000)
afterAll(() => latch?.close())

const warnings: string[] = []
const logger: Logger = {
  debug() {},
  info() {},
  warn: (message) => warnings.push(message),
  error: (message) => warnings.push(message),
}

test('events the kit batches reach the server once each and show on its dashboard counts', async () => {
  const analytics = createAnalytics({
    baseUrl: latch.url,
    projectId: 'latch-demo',
    sdkVersion: 'latch-0.1.0',
    enabled: true,
    getPageContext: () => ({ url: 'http://127.0.0.1:5180/', domain: '127.0.0.1' }),
    logger,
  })
  analytics.track({ event: 'INITIALIZE', props: { namespaces: ['eip155'] } })
  analytics.track({ event: 'CONNECT_SUCCESS', props: { namespace: 'eip155', name: 'MetaMask' } })
  analytics.track({ event: 'CONNECT_SUCCESS', props: { namespace: 'solana', name: 'Phantom' } })
  analytics.track({
    event: 'SEND_SUCCESS',
    props: { namespace: 'eip155', token: 'ETH', amount: '1', network: 'eip155:31337', hash: '0xabc' },
  })
  await analytics.flush()
  expect(analytics.pending()).toBe(0)
  expect(warnings).toEqual([])
  const stats = (await (await fetch(`${latch.url}/dashboard/latch-demo/stats.json?days=1`)).json()) as Record<
    string,
    unknown
  >
  expect(stats.total).toBe(4)
  expect(stats.connectionsByWallet).toEqual([
    { name: 'MetaMask', count: 1 },
    { name: 'Phantom', count: 1 },
  ])
  expect(stats.connectionsByNamespace).toEqual([
    { namespace: 'eip155', count: 1 },
    { namespace: 'solana', count: 1 },
  ])
  expect(stats.sendsByNetwork).toEqual([{ network: 'eip155:31337', count: 1 }])
})
