/** The widget parameters a session was created with, as the fake received them. */
export type WidgetParams = Record<string, unknown>

/** A running fake of Transak's partner API. */
export interface FakeTransak {
  /** `http://127.0.0.1:<port>`: both the API (`apiUrl`) and the gateway (`gatewayUrl`), and its widget page. */
  url: string
  /** Every session created, in order. */
  sessions: { sessionId: string; widgetParams: WidgetParams }[]
  /** Every request's method, path and headers (to check what the server sent). */
  requests: {
    method: string
    path: string
    headers: Record<string, string | string[] | undefined>
    body: string
  }[]
  /** Makes the next calls fail with this status (0: back to normal). */
  failWith(status: number): void
  close(): Promise<void>
}

/**
 * Starts the fake on a free 127.0.0.1 port. `POST /partners/api/v2/refresh-token` needs `api-secret: <apiSecret>`
 * and `{ apiKey }` and answers `{ data: { accessToken, expiresAt } }` (a new token invalidates the previous one);
 * `POST /api/v2/auth/session` needs `access-token` and `{ widgetParams: { apiKey, referrerDomain, ... } }` and
 * answers `{ data: { widgetUrl } }`, a single-use `<url>/widget?apiKey=...&sessionId=...` page listing the session's
 * parameters (a second visit: 410).
 */
export function startFakeTransak(options: { apiKey: string; apiSecret: string }): Promise<FakeTransak>
