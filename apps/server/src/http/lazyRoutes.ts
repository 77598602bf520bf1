import { type Context, type Env, Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'

/** The pattern each request matched inside a lazily loaded route family (for the request log's route label). */
const matchedPatterns = new WeakMap<Request, string>()
/** The requests a family has no route for: the app goes on to its own routes and its 404. */
const unserved = new WeakSet<Request>()

/** The route pattern `c`'s request matched inside a `lazyRoutes` family, if it went through one. */
export function lazyRoutePattern(c: Context): string | undefined {
  return matchedPatterns.get(c.req.raw)
}

/**
 * A route family (`name`, for errors) whose module is imported on its first request, not at every start: mounted
 * with `app.use(prefix, ...)` on each path prefix it serves. Inside, the family answers as if its routes were
 * mounted with `app.route('/', ...)`: its own guards and error handler run first; its errors and the paths it has no
 * route for go on to the app's `onError` and 404. A failed import is an error of each request (a 500, logged with
 * the family's name), tried again on the next one.
 */
export function lazyRoutes<E extends Env>(name: string, load: () => Promise<Hono<E>>): MiddlewareHandler {
  let loading: Promise<Hono> | undefined
  const family = () => {
    loading ??= load().then(
      (routes) => {
        const app = new Hono()
        app.use('*', async (c, next) => {
          try {
            await next()
          } finally {
            matchedPatterns.set(c.req.raw, routePath(c, -1))
          }
        })
        app.route('/', routes)
        app.notFound((c) => {
          unserved.add(c.req.raw)
          return c.body(null, 404)
        })
        app.onError((error) => {
          throw error
        })
        return app
      },
      (error: unknown) => {
        loading = undefined
        throw new Error(`The ${name} routes could not be loaded: ${(error as Error).message ?? error}`)
      },
    )
    return loading
  }
  return async (c, next) => {
    const response = await (await family()).fetch(c.req.raw, c.env)
    if (unserved.has(c.req.raw)) return next()
    return response
  }
}
