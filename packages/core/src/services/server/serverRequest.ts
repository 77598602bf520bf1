import type { ServiceUrls } from '../../options/types'
import { explorerUrl, type SdkParams } from '../explorer/explorerUrl'

/** A Latch server (apps/server or the host's own) and the sdk params every call to it carries (spec §7). */
export type LatchServer = SdkParams & { baseUrl: string }

/** The server at `baseUrl` for a client with these options. */
export function latchServer(
  baseUrl: string,
  options: { projectId?: string | undefined; sdkVersion?: string | undefined },
): LatchServer {
  return {
    baseUrl,
    projectId: options.projectId ?? '',
    sdkType: 'latch',
    sdkVersion: options.sdkVersion ?? '0.0.0',
  }
}

/** What a feature's client options say about its server. */
export interface ServerOptions {
  services?: ServiceUrls | undefined
  projectId?: string | undefined
  sdkVersion?: string | undefined
}

/** The server answered: its status and its JSON body (`undefined` when the body was not JSON). */
export interface ServerAnswer {
  ok: boolean
  status: number
  body: unknown
}

/**
 * Calls `path` on the server with the sdk params and `query`: a POST of `body` as JSON when one is given, else a
 * GET; aborted after `timeoutMs` (RELIABILITY #5) or by `signal`. Rejects only when the server cannot be reached;
 * each feature turns the answer into its own typed errors.
 */
export async function serverRequest(
  server: LatchServer,
  path: string,
  init: { query?: Record<string, string>; body?: unknown; signal?: AbortSignal | undefined },
  timeoutMs: number,
): Promise<ServerAnswer> {
  const url = explorerUrl(server.baseUrl, path, server, init.query)
  const timeout = AbortSignal.timeout(timeoutMs)
  const post =
    init.body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) }
  const response = await fetch(url, {
    ...post,
    signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
  })
  const body: unknown = await response.json().catch(() => undefined)
  return { ok: response.ok, status: response.status, body }
}
