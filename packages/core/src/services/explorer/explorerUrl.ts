/** The sdk params every explorer call carries (spec §7). */
export interface SdkParams {
  projectId: string
  sdkType: string
  sdkVersion: string
}

/**
 * `{baseUrl}{path}` with the sdk params and `query` (entries left undefined or empty are left out). Joined, not
 * resolved, so a base URL with a path (`https://host/latch`) keeps it. Throws on a base URL that is not http(s).
 */
export function explorerUrl(
  baseUrl: string,
  path: string,
  sdk: SdkParams,
  query: Record<string, string | number | undefined> = {},
): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`unsupported scheme ${url.protocol}`)
  url.searchParams.set('projectId', sdk.projectId)
  url.searchParams.set('st', sdk.sdkType)
  url.searchParams.set('sv', sdk.sdkVersion)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  }
  return url
}
