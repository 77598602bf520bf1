import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_VERSION_CHECK_MS } from '../src/cache/versionWatch'
import { seedCatalogue } from '../src/db/seedCatalogue'
import { seedProjects } from '../src/db/seedProjects'
import { PACKAGE_PATHS } from '../src/packagePaths'
import type { RunningServer } from '../src/startServer'
import type { Catalogue } from '../src/wallets/catalogueTypes'
import { apiUrl } from './api'
import { BACKENDS, startTestServer, TEST_PROJECTS } from './backends'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The built catalogue with one wallet renamed: a rebuild that changes what /getWallets answers. */
function rebuiltCatalogue(newName: string): string {
  const catalogue = JSON.parse(readFileSync(PACKAGE_PATHS.catalogue, 'utf8')) as Catalogue
  const metamask = catalogue.wallets.find((wallet) => wallet.id === 'io.metamask')
  if (!metamask) throw new Error('the catalogue has no MetaMask')
  metamask.name = newName
  return JSON.stringify(catalogue)
}

async function firstNames(server: RunningServer): Promise<string[]> {
  const response = await fetch(apiUrl(server.url, '/getWallets', { entries: 4 }))
  const body = (await response.json()) as { data: { name: string }[] }
  return body.data.map((wallet) => wallet.name)
}

async function origins(server: RunningServer): Promise<string[]> {
  const response = await fetch(apiUrl(server.url, '/projects/v1/origins'))
  return ((await response.json()) as { allowedOrigins: string[] }).allowedOrigins
}

describe(`two instances on one PostgreSQL database agree within one version check (${DEFAULT_VERSION_CHECK_MS} ms)`, () => {
  let a: RunningServer
  let b: RunningServer
  beforeAll(async () => {
    const databaseUrl = await BACKENDS[1].databaseUrl()
    const backend = { name: 'PostgreSQL', databaseUrl: async () => databaseUrl }
    ;[a, b] = await Promise.all([startTestServer(backend), startTestServer(backend)])
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  test('a catalogue rebuilt through one instance is served by both once the interval has passed', async () => {
    // Both instances have the catalogue cached.
    expect(await firstNames(a)).toEqual(['Rabby', 'MetaMask', expect.any(String), expect.any(String)])
    expect(await firstNames(b)).toEqual(await firstNames(a))
    const before = await fetch(apiUrl(b.url, '/getWallets', { entries: 4 }))
    const oldTag = before.headers.get('etag') ?? ''

    await seedCatalogue(a.database.db, rebuiltCatalogue('MetaMask Rebuilt'))
    await sleep(DEFAULT_VERSION_CHECK_MS + 20)

    expect((await firstNames(a))[1]).toBe('MetaMask Rebuilt')
    expect((await firstNames(b))[1]).toBe('MetaMask Rebuilt')
    // The page a client holds under the old tag is not confirmed: it gets the new page and a new tag.
    const revalidated = await fetch(apiUrl(b.url, '/getWallets', { entries: 4 }), {
      headers: { 'If-None-Match': oldTag },
    })
    expect(revalidated.status).toBe(200)
    expect(revalidated.headers.get('etag')).not.toBe(oldTag)
    expect(JSON.stringify(await revalidated.json())).toContain('MetaMask Rebuilt')
  })

  test('a project changed by seeding on one instance, or by hand in SQL, is served by the other once the interval has passed', async () => {
    expect(await origins(b)).toEqual(['https://app.example.com', '*.example.org'])
    const [project] = TEST_PROJECTS
    if (!project) throw new Error('no test project')
    await seedProjects(a.database.db, [{ ...project, allowedOrigins: ['https://moved.example.com'] }])
    await sleep(DEFAULT_VERSION_CHECK_MS + 20)
    expect(await origins(b)).toEqual(['https://moved.example.com'])

    // An operator's UPDATE bumps the version too (a trigger), through either instance's connection.
    expect(await origins(a)).toEqual(['https://moved.example.com'])
    await b.database.db.execute(
      sql`UPDATE projects SET allowed_origins = ARRAY['https://by-hand.example.com'] WHERE id = 'test-project'`,
    )
    await sleep(DEFAULT_VERSION_CHECK_MS + 20)
    expect(await origins(a)).toEqual(['https://by-hand.example.com'])
  })
})

describe.each(BACKENDS)('ETag and Cache-Control on $name', (backend) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(() => server?.close())

  test('a repeated wallet page with its ETag is a 304 with no body; another page has another tag', async () => {
    const url = apiUrl(server.url, '/getWallets', { entries: 40, page: 2 })
    const first = await fetch(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    expect(first.headers.get('content-type')).toBe('application/json')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^"[\w-]{22}"$/)
    const body = await first.json()

    const again = await fetch(url, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await again.text()).toBe('')
    // A weak form of the tag, or a list holding it, is a match too; a stale tag alone is not.
    expect((await fetch(url, { headers: { 'If-None-Match': `"stale", W/${etag}` } })).status).toBe(304)
    const stale = await fetch(url, { headers: { 'If-None-Match': '"stale"' } })
    expect(stale.status).toBe(200)
    expect(await stale.json()).toEqual(body)

    const other = await fetch(apiUrl(server.url, '/getWallets', { entries: 40, page: 3 }))
    expect(other.headers.get('etag')).not.toBe(etag)
  })

  test('project settings carry a tag and are revalidated on every use', async () => {
    for (const route of ['/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig']) {
      const first = await fetch(apiUrl(server.url, route))
      expect(first.headers.get('cache-control')).toBe('no-cache')
      const etag = first.headers.get('etag') ?? ''
      expect(etag).not.toBe('')
      const again = await fetch(apiUrl(server.url, route), { headers: { 'If-None-Match': etag } })
      expect(again.status).toBe(304)
      const otherProject = await fetch(apiUrl(server.url, route, { projectId: 'narrow-project' }), {
        headers: { 'If-None-Match': etag },
      })
      expect(otherProject.status).toBe(200)
    }
  })
})
