// Docker is not on the test machines: the compose file, the Dockerfile and nginx's configuration are checked as
// text here, not run (see the README's "Docker" section).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { parse } from 'yaml'
import { PACKAGE_PATHS } from '../src/packagePaths'

const SERVER_DIR = join(PACKAGE_PATHS.migrations, '..')
const DEPLOY_DIR = join(SERVER_DIR, 'deploy')

interface Service {
  build?: { context: string; dockerfile: string }
  image?: string
  environment?: Record<string, string>
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  stop_grace_period?: string
  ports?: string[]
  healthcheck?: { test: string[] }
}

const compose = parse(readFileSync(join(DEPLOY_DIR, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}
const nginx = readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8')
const dockerfile = readFileSync(join(SERVER_DIR, 'Dockerfile'), 'utf8')
const instances = ['server-a', 'server-b'].map((name) => {
  const service = compose.services[name]
  if (!service) throw new Error(`compose.yaml has no ${name}`)
  return service
})

describe('deploy/compose.yaml: two instances, PostgreSQL and a load balancer', () => {
  test('both instances run the server image on the same PostgreSQL database, once it is healthy', () => {
    const [a, b] = instances
    // Compose fills in the password (from the environment) where the URL names it.
    expect(a?.environment?.DATABASE_URL).toMatch(
      /^postgres:\/\/latch:\$\{POSTGRES_PASSWORD[^}]*\}@postgres:5432\/latch$/,
    )
    expect(b?.environment?.DATABASE_URL).toBe(a?.environment?.DATABASE_URL)
    const postgres = compose.services.postgres
    expect(postgres?.environment).toMatchObject({ POSTGRES_USER: 'latch', POSTGRES_DB: 'latch' })
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready')
    for (const instance of instances) {
      expect(instance.depends_on?.postgres?.condition).toBe('service_healthy')
      expect(instance.environment?.HOST).toBe('0.0.0.0')
      // The build context is the repository root, where the Dockerfile is named from.
      const context = join(DEPLOY_DIR, instance.build?.context ?? '')
      expect(existsSync(join(context, instance.build?.dockerfile ?? ''))).toBe(true)
      expect(existsSync(join(context, 'package-lock.json'))).toBe(true)
      // The projects file is mounted from apps/server/config.
      const [source, target] = (instance.volumes?.[0] ?? '').split(':')
      expect(existsSync(join(DEPLOY_DIR, source ?? '', 'projects.json'))).toBe(true)
      expect(`${target}/projects.json`).toBe(instance.environment?.LATCH_PROJECTS_FILE)
    }
  })

  test('SIGTERM has time to drain: the grace period is past the drain and the last write', () => {
    for (const instance of instances) {
      const graceSeconds = Number(/^(\d+)s$/.exec(instance.stop_grace_period ?? '')?.[1])
      const drainSeconds = Number(instance.environment?.LATCH_DRAIN_MS) / 1000
      // main.ts gives up 5 s after the drain.
      expect(graceSeconds).toBeGreaterThanOrEqual(drainSeconds + 5)
    }
  })

  test('the balancer sends to both instances on their port, waits for them to be ready, and hides /metrics', () => {
    const balancer = compose.services.balancer
    expect(balancer?.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro')
    expect(balancer?.depends_on).toEqual({
      'server-a': { condition: 'service_healthy' },
      'server-b': { condition: 'service_healthy' },
    })
    const upstream = /upstream latch \{([^}]*)\}/.exec(nginx)?.[1] ?? ''
    const servers = [...upstream.matchAll(/server ([\w-]+):(\d+)/g)].map((match) => `${match[1]}:${match[2]}`)
    expect(servers).toEqual(instances.map((instance, i) => `server-${'ab'[i]}:${instance.environment?.PORT}`))
    expect(nginx).toContain('proxy_pass http://latch;')
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/)
  })

  test('the image: the built server as PID 1 on 0.0.0.0, its health check on /readyz', () => {
    expect(dockerfile).toContain('CMD ["node", "apps/server/dist/main.js"]')
    expect(dockerfile).toContain('HOST=0.0.0.0')
    expect(dockerfile).toContain('/readyz')
    expect(dockerfile).toMatch(/turbo run build --filter=@latch\/server/)
  })
})
