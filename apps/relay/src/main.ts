// `npm start -w @latch/relay` / `node dist/main.js`: the relay as a process, configured by environment variables
// (see README: PORT, HOST, RELAY_PATH, RELAY_PUBLIC_URL, DATABASE_URL, PGLITE_DIR).
import { startRelay } from './startRelay'

const env = process.env
const relay = await startRelay({
  databaseUrl: env.DATABASE_URL || undefined,
  pgliteDir: env.PGLITE_DIR || undefined,
  host: env.HOST || '127.0.0.1',
  port: Number(env.PORT ?? 8788),
  path: env.RELAY_PATH || '/',
  publicUrls: env.RELAY_PUBLIC_URL ? env.RELAY_PUBLIC_URL.split(',') : [],
  onError: (error) => console.error(JSON.stringify({ level: 'error', msg: String(error) })),
})
console.log(
  `Latch WalletConnect relay on ${relay.url} (${relay.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'})`,
)

const stop = async () => {
  await relay.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
