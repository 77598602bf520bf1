import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { observeRequests } from '../ops/observeRequests'
import { createServerMetrics } from '../ops/serverMetrics'
import { lazyRoutes } from './lazyRoutes'

/** A family on `/family/*` behind the app's request log, 404 and error handler, as `createApp` mounts one. */
function appWith(load: () => Promise<Hono>) {
  const routes: string[] = []
  const errors: string[] = []
  const app = new Hono()
  app.use(
    '*',
    observeRequests(createServerMetrics(), (entry) => {
      if (entry.msg === 'request') routes.push(String(entry.route))
    }),
  )
  app.get('/health', (c) => c.text('ok'))
  app.use('/family/*', lazyRoutes('test family', load))
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((error, c) => {
    errors.push(error.message)
    return c.json({ error: 'Internal error' }, 500)
  })
  return { app, routes, errors }
}

function family() {
  const routes = new Hono()
  routes.get('/family/items/:id', (c) => c.json({ id: c.req.param('id') }))
  routes.get('/family/broken', () => {
    throw new Error('the family failed')
  })
  return routes
}

describe('lazyRoutes', () => {
  it('loads the family on its first request only, once for concurrent requests', async () => {
    let loads = 0
    const { app } = appWith(async () => {
      loads++
      return family()
    })
    expect((await app.request('/health')).status).toBe(200)
    expect(loads).toBe(0)
    const answers = await Promise.all([app.request('/family/items/1'), app.request('/family/items/2')])
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([{ id: '1' }, { id: '2' }])
    expect(loads).toBe(1)
  })

  it("labels the request log with the family's route pattern", async () => {
    const { app, routes } = appWith(async () => family())
    await app.request('/family/items/7')
    await app.request('/family/missing')
    expect(routes).toEqual(['/family/items/:id', 'unmatched'])
  })

  it("answers a path the family does not serve with the app's 404, and its errors with the app's 500", async () => {
    const { app, errors } = appWith(async () => family())
    const missing = await app.request('/family/missing')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
    const broken = await app.request('/family/broken')
    expect(broken.status).toBe(500)
    expect(await broken.json()).toEqual({ error: 'Internal error' })
    expect(errors).toEqual(['the family failed'])
  })

  it('answers a failed import with a 500 naming the family, and tries the import again on the next request', async () => {
    let loads = 0
    const { app, errors } = appWith(async () => {
      loads++
      if (loads === 1) throw new Error("Cannot find package 'sdk'")
      return family()
    })
    expect((await app.request('/family/items/1')).status).toBe(500)
    expect(errors).toEqual(["The test family routes could not be loaded: Cannot find package 'sdk'"])
    expect(await (await app.request('/family/items/1')).json()).toEqual({ id: '1' })
  })
})
