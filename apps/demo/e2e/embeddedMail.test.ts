import { describe, expect, inject, test } from 'vitest'

// Issue 32, item 7: the demo runs the embedded wallet's server on its own origin and catches its mail locally, so a
// visitor reads the code at /mailbox (or a test at /mailbox.json) and logs in offline.

describe('the demo mailbox and the embedded wallet frame origin', () => {
  test('a code the Latch server mails shows at /mailbox.json and /mailbox, the one 6-digit number in subject and text', async () => {
    const demoUrl = inject('demoUrl')
    const { frameOrigin, frameUrl } = (await (await fetch(`${demoUrl}demo/embedded.json`)).json()) as {
      frameOrigin: string
      frameUrl: string
    }
    expect(frameOrigin).toBe(new URL(inject('serviceUrls').latch ?? '').origin)
    expect(frameOrigin).not.toBe(new URL(demoUrl).origin)
    expect(frameUrl).toBe(`${frameOrigin}/embedded/frame?projectId=latch-demo`)

    const email = `visitor-${Date.now()}@example.com`
    const started = await fetch(`${frameOrigin}/embedded/email/start?projectId=latch-demo`, {
      method: 'POST',
      headers: { Origin: frameOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, purpose: 'login' }),
    })
    expect(started.status).toBe(200)
    const mailbox = (await (await fetch(`${demoUrl}mailbox.json`)).json()) as Record<string, string>[]
    const mail = mailbox.find((message) => message.to === email)
    const code = mail?.text?.match(/\d{6}/g) ?? []
    expect(code).toHaveLength(1)
    expect(mail?.subject?.match(/\d{6}/g)).toEqual(code)

    const page = await fetch(`${demoUrl}mailbox`)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await page.text()
    expect(html).toContain(email)
    expect(html).toContain(code[0])

    // The code logs in at the frame's origin.
    const verified = await fetch(`${frameOrigin}/embedded/email/verify?projectId=latch-demo`, {
      method: 'POST',
      headers: { Origin: frameOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, code: code[0] }),
    })
    expect(verified.status).toBe(200)
    expect(await verified.json()).toMatchObject({ user: { email }, wallet: null })
  })

  test("the demo page may frame the wallet's origin, and the frame may be framed by the demo page's host", async () => {
    const demoUrl = inject('demoUrl')
    const { frameOrigin, frameUrl } = (await (await fetch(`${demoUrl}demo/embedded.json`)).json()) as {
      frameOrigin: string
      frameUrl: string
    }
    const page = await fetch(demoUrl)
    expect(page.headers.get('content-security-policy')).toContain(`frame-src 'self' ${frameOrigin};`)
    const frame = await fetch(frameUrl)
    expect(frame.status).toBe(200)
    const ancestors = /frame-ancestors ([^;]+)/.exec(frame.headers.get('content-security-policy') ?? '')?.[1]
    expect(ancestors?.split(' ')).toContain('http://127.0.0.1:*')
  })
})
