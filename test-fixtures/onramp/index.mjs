// A local stand-in for Transak's partner API (docs.transak.com: "Refresh Access Token", "Create Widget URL"), so the
// Latch server's `session` mode is tested against the real wire format without the network.
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

const json = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}
const error = (response, status, message) =>
  json(response, status, { error: { statusCode: status, message } })
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function startFakeTransak({ apiKey, apiSecret }) {
  const sessions = []
  const requests = []
  const widgets = new Map()
  let accessToken
  let failure = 0
  const server = createServer(async (request, response) => {
    const chunks = []
    for await (const chunk of request) chunks.push(chunk)
    const body = Buffer.concat(chunks).toString('utf8')
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body })
    if (failure) return error(response, failure, 'Service unavailable')
    if (request.method === 'POST' && url.pathname === '/partners/api/v2/refresh-token') {
      if (request.headers['api-secret'] !== apiSecret) return error(response, 401, 'Invalid api-secret')
      let parsed
      try {
        parsed = JSON.parse(body)
      } catch {
        return error(response, 400, 'Invalid JSON')
      }
      if (parsed?.apiKey !== apiKey) return error(response, 401, 'Invalid apiKey')
      accessToken = randomBytes(24).toString('base64url')
      return json(response, 200, {
        data: { accessToken, expiresAt: Math.floor(Date.now() / 1000) + 7 * 86400 },
      })
    }
    if (request.method === 'POST' && url.pathname === '/api/v2/auth/session') {
      if (!accessToken || request.headers['access-token'] !== accessToken)
        return error(response, 401, 'Invalid access-token')
      let parsed
      try {
        parsed = JSON.parse(body)
      } catch {
        return error(response, 400, 'Invalid JSON')
      }
      const widgetParams = parsed?.widgetParams
      if (!widgetParams || widgetParams.apiKey !== apiKey || !widgetParams.referrerDomain)
        return error(response, 400, 'widgetParams.apiKey and widgetParams.referrerDomain are required')
      const sessionId = randomBytes(16).toString('hex')
      sessions.push({ sessionId, widgetParams })
      widgets.set(sessionId, widgetParams)
      const widgetUrl = `${address()}/widget?apiKey=${encodeURIComponent(apiKey)}&sessionId=${sessionId}`
      return json(response, 200, { data: { widgetUrl } })
    }
    if (request.method === 'GET' && url.pathname === '/widget') {
      const params = widgets.get(url.searchParams.get('sessionId') ?? '')
      if (!params) {
        response.writeHead(410, { 'content-type': 'text/plain' })
        return response.end('This widget URL was used or never existed')
      }
      widgets.delete(url.searchParams.get('sessionId'))
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'",
      })
      const rows = Object.entries(params)
        .map(
          ([name, value]) =>
            `<tr><th>${escapeHtml(name)}</th><td data-param="${escapeHtml(name)}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')
      return response.end(`<!doctype html><title>Fake Transak widget</title><table>${rows}</table>`)
    }
    return error(response, 404, 'Not found')
  })
  const address = () => `http://127.0.0.1:${server.address().port}`
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: address(),
        sessions,
        requests,
        failWith(status) {
          failure = status
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      }),
    ),
  )
}
