import type { ClientCore } from '../../latch/clientCore'
import { originNotAllowed, RATE_LIMITED, serverError } from '../../notices/catalogue'
import { isOriginAllowed } from '../../rules/isOriginAllowed'
import { fetchAllowedOrigins } from '../../services/explorer/fetchAllowedOrigins'
import { setAlert } from './notices'

/**
 * Checks the page's origin against the project's allowed origins (spec §6, §8) when the host configured the
 * explorer service. Shows the origin, rate-limit or server alert; never blocks connecting (RELIABILITY #25).
 */
export async function checkOrigin(
  context: ClientCore,
  origin: string,
  fetchImpl?: typeof fetch,
): Promise<void> {
  const baseUrl = context.options.services?.explorer
  const projectId = context.options.projectId
  if (!baseUrl || !projectId) return
  const result = await fetchAllowedOrigins({
    baseUrl,
    projectId,
    sdkType: 'latch',
    sdkVersion: context.options.sdkVersion ?? '0.0.0',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  })
  if (result.type === 'rateLimited') setAlert(context, RATE_LIMITED)
  else if (result.type === 'serverError') setAlert(context, serverError(result.message))
  else if (result.type === 'ok' && !isOriginAllowed(origin, result.allowedOrigins)) {
    setAlert(context, originNotAllowed(origin))
  }
}
