import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { projects } from '../db/schema'
import type { EmbeddedContext } from '../embedded/embeddedContext'
import { framePolicy } from '../embedded/frameCsp'
import { safeToken } from '../http/boundary'

const ProjectId = safeToken(/^[\w-]{1,128}$/)

// The page loads exactly one script, from this origin (the frame reads its projectId from its own URL), and the
// bundle's stylesheet when it has one (the policy allows no inline style).
const framePage = (withStylesheet: boolean) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Latch wallet</title>
${withStylesheet ? '<link rel="stylesheet" href="/embedded/frame.css">\n' : ''}<script type="module" src="/embedded/frame.js"></script>
</head>
<body></body>
</html>
`

/** The stylesheet beside the frame script (`frame.css` next to `frame.js`), if any. */
const stylesheetPath = (scriptPath: string | undefined) =>
  scriptPath?.endsWith('.js') ? `${scriptPath.slice(0, -'.js'.length)}.css` : undefined

const readAsset = async (path: string | undefined) =>
  path ? await readFile(path).catch(() => undefined) : undefined

/**
 * The wallet frame: its page, under a policy whose `frame-ancestors` are the project's allowed origins (an unknown
 * project gets no page), and its script (the built `@latch/embedded` frame bundle).
 */
export function embeddedFrameRoutes(context: EmbeddedContext) {
  const app = new Hono()

  app.get('/embedded/frame', async (c) => {
    const projectId = v.safeParse(ProjectId, c.req.query('projectId'))
    const [project] = projectId.success
      ? await context.db.select().from(projects).where(eq(projects.id, projectId.output))
      : []
    c.header('Cache-Control', 'no-store')
    if (!project) return c.json({ error: 'Unknown projectId' }, 404)
    c.header('Content-Security-Policy', framePolicy(project.allowedOrigins, context.options.connectSources))
    c.header('Referrer-Policy', 'no-referrer')
    const stylesheet = stylesheetPath(context.options.frameScriptPath)
    return c.html(framePage(stylesheet !== undefined && existsSync(stylesheet)))
  })

  app.get('/embedded/frame.js', async (c) => {
    const script = await readAsset(context.options.frameScriptPath)
    if (!script) return c.json({ error: 'The frame script is not built' }, 404)
    c.header('Cache-Control', 'no-cache')
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' })
  })

  app.get('/embedded/frame.css', async (c) => {
    const stylesheet = await readAsset(stylesheetPath(context.options.frameScriptPath))
    if (!stylesheet) return c.json({ error: 'Not found' }, 404)
    c.header('Cache-Control', 'no-cache')
    return c.body(stylesheet, 200, { 'Content-Type': 'text/css; charset=utf-8' })
  })

  return app
}
