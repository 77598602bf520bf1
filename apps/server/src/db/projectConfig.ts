import * as v from 'valibot'
import { OnrampConfig } from '../onramp/onrampConfig'

const walletIds = v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w.:-]{1,128}$/))), [])

/** One remote feature `/appkit/v1/config` reports (e.g. `{ id: 'email', isEnabled: true }`). */
const RemoteFeature = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  isEnabled: v.boolean(),
  config: v.optional(v.unknown()),
})

/** A project as the projects file (LATCH_PROJECTS_FILE) declares it. */
export const ProjectConfig = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,128}$/)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /**
   * Origins (`https://app.example.com`), hosts, or `*.example.com`. The kit always allows loopback; the sign-in
   * routes answer only what is listed here.
   */
  allowedOrigins: v.optional(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(300))), []),
  /** Listed first, in this order. */
  featuredWalletIds: walletIds,
  /** When set, only these wallets are listed. */
  includeWalletIds: walletIds,
  /** Never listed. */
  excludeWalletIds: walletIds,
  features: v.optional(v.array(RemoteFeature), []),
  analyticsEnabled: v.optional(v.boolean(), true),
  /** Requests per minute, all instances together, before the explorer routes answer 429; absent: no limit. */
  rateLimitPerMinute: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000_000))),
  /** Sign-in with X through this server: the CAIP-2 chains a sign-in may be for, and eip155 RPCs by chain id. */
  siwx: v.optional(
    v.object({
      chains: v.array(v.pipe(v.string(), v.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/))),
      rpcUrls: v.optional(v.record(v.string(), v.pipe(v.string(), v.url()))),
    }),
  ),
  /** On-ramp providers (`/onramp/v1/*`); secrets are named by environment variable, never written here. */
  onramp: v.optional(OnrampConfig),
})

export type ProjectConfig = v.InferOutput<typeof ProjectConfig>

/** The projects file: `{ "projects": [...] }`. */
const ProjectsFile = v.object({ projects: v.array(ProjectConfig) })

/** Parses a projects file's text; throws a readable error naming the bad field. */
export function parseProjectsFile(text: string): ProjectConfig[] {
  const result = v.safeParse(ProjectsFile, JSON.parse(text))
  if (!result.success) {
    const issue = result.issues[0]
    throw new Error(`projects file: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  return result.output.projects
}
