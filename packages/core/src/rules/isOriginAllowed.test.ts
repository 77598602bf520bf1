import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed'

describe('isOriginAllowed (spec §6)', () => {
  it('matches full origins and bare hosts', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com/'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com', ['app.example.com'])).toBe(true)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://evil.com', ['https://app.example.com'])).toBe(false)
  })

  it('wildcards allow subdomains only', () => {
    expect(isOriginAllowed('https://a.example.com', ['*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://example.com', ['*.example.com'])).toBe(false)
    expect(isOriginAllowed('https://badexample.com', ['*.example.com'])).toBe(false)
  })

  it('loopback is always allowed; garbage never is', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', [])).toBe(true)
    expect(isOriginAllowed('http://localhost:3000', [])).toBe(true)
    expect(isOriginAllowed('not a url', ['*'])).toBe(false)
  })
})
