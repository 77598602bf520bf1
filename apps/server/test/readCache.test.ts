import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createReadCache } from '../src/cache/readCache'
import { createApp } from '../src/createApp'
import { apiUrl } from './api'
import { BACKENDS } from './backends'
import { openCountedDatabase } from './countedDatabase'

describe.each(BACKENDS)('reads from memory on $name', (backend) => {
  let database: Awaited<ReturnType<typeof openCountedDatabase>>
  // Migrating and loading the catalogue takes a while on a busy machine.
  beforeAll(async () => {
    database = await openCountedDatabase(backend)
  }, 180_000)
  afterAll(() => database?.close())

  test('within one version check, repeated pages, searches, settings and logos cost no statement', async () => {
    // A long interval, so that the only statements are the first loads.
    const app = createApp(database.db, { reads: createReadCache(database.db, { versionCheckMs: 60_000 }) })
    const get = (path: string, params: Record<string, string | number> = {}) =>
      app.request(apiUrl('http://in.process', path, params))
    const page = await (await get('/getWallets', { entries: 40, page: 2 })).json()
    const logo = page.data[0].image_id as string
    await get(`/getWalletImage/${logo}`)
    const loads = database.statements.length
    // The version check, the project, the catalogue and the logo: each read once.
    expect(loads).toBe(4)

    for (let i = 0; i < 20; i++) {
      expect((await get('/getWallets', { entries: 40, page: (i % 5) + 1 })).status).toBe(200)
      expect((await get('/getWallets', { entries: 100, search: `w${'a'.repeat(i % 3)}` })).status).toBe(200)
      expect((await get('/projects/v1/origins')).status).toBe(200)
      expect((await get(`/getWalletImage/${logo}`)).status).toBe(200)
    }
    expect(database.statements.slice(loads)).toEqual([])
  })
})
