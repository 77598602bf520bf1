import type { Logger } from '../../adapter/logger'

/**
 * `${baseUrl}/batch?projectId=…&st=…&sv=…` (spec §7), or undefined (with a warning) when `baseUrl` is missing or
 * not an http(s) URL: analytics is then off.
 */
export function batchEndpoint(options: {
  baseUrl?: string
  projectId?: string
  sdkType?: string
  sdkVersion: string
  logger: Logger
}): string | undefined {
  if (!options.baseUrl) return undefined
  try {
    const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/batch`)
    const scheme = url.protocol
    if (scheme !== 'https:' && scheme !== 'http:') throw new Error(`unsupported scheme ${scheme}`)
    if (options.projectId) url.searchParams.set('projectId', options.projectId)
    url.searchParams.set('st', options.sdkType ?? 'latch')
    url.searchParams.set('sv', options.sdkVersion)
    return url.toString()
  } catch (error) {
    options.logger.warn('Analytics baseUrl is not a valid http(s) URL; analytics is off', { error })
    return undefined
  }
}
