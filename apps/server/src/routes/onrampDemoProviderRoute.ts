import { Hono } from 'hono'
import { html } from 'hono/html'
import { isMoonPaySignatureValid } from '../onramp/moonPaySignature'

/** The environment variable holding the demo provider's test secret; the route exists only when it is set. */
export const DEMO_PROVIDER_SECRET_ENV = 'LATCH_ONRAMP_DEMO_SECRET'

function signatureVerdict(url: string, secret: string): string {
  if (!new URL(url).searchParams.has('signature')) return 'not signed'
  return isMoonPaySignatureValid(url, secret) ? 'valid' : 'invalid'
}

/**
 * A stand-in provider page for the demo and its tests (issue 36): it lists the query parameters it received and
 * says whether MoonPay's signature over them is valid under the test secret, so the on-ramp path runs offline.
 * Every value is written as escaped text (hono's `html`), and the page runs and loads nothing.
 */
export function onrampDemoProviderRoute(secret: string) {
  const app = new Hono()
  app.get('/onramp/demo-provider', (c) => {
    const url = c.req.url
    const rows = [...new URL(url).searchParams].map(
      ([name, value]) => html`<tr><th scope="row">${name}</th><td data-param="${name}">${value}</td></tr>`,
    )
    c.header('Content-Security-Policy', "default-src 'none'; base-uri 'none'; form-action 'none'")
    c.header('Referrer-Policy', 'no-referrer')
    return c.html(html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Latch demo on-ramp provider</title></head>
<body>
<h1>Latch demo on-ramp provider</h1>
<p>A local stand-in for a provider's widget: nothing is bought.</p>
<p>Signature: <strong id="signature">${signatureVerdict(url, secret)}</strong></p>
<table id="params"><caption>Parameters received</caption><tbody>${rows}</tbody></table>
</body>
</html>`)
  })
  return app
}
