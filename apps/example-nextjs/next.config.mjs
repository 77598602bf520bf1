import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  // The monorepo's root holds the lockfile and the hoisted node_modules.
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // `npm run typecheck` (turbo) checks this app with the rest of the repository; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
}
