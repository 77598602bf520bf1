import { describe, expect, it } from 'vitest'
import { isListedOrigin } from './credentialedCors'

const LISTED = ['https://app.example.com', '*.example.org', 'localhost']

describe('isListedOrigin (RELIABILITY #26)', () => {
  it('default: an exact origin, a subdomain of a *. pattern, and a listed host on any port', () => {
    expect(isListedOrigin('https://app.example.com', LISTED)).toBe(true)
    expect(isListedOrigin('https://shop.example.org', LISTED)).toBe(true)
    expect(isListedOrigin('http://localhost:5173', LISTED)).toBe(true)
  })

  it('behavior: lookalikes, another scheme or port of an exact origin, the bare *. domain and unlisted loopback are not listed', () => {
    for (const origin of [
      'https://app.example.com.evil.net',
      'https://evilapp.example.com',
      'http://app.example.com',
      'https://app.example.com:8443',
      'https://example.org',
      'https://example.org.evil.net',
      'http://127.0.0.1:5173',
    ])
      expect(isListedOrigin(origin, LISTED), origin).toBe(false)
  })

  it('behavior: what is no serialised origin (null, a path, user info, not a URL) is never listed', () => {
    for (const origin of [
      'null',
      'https://app.example.com/',
      'https://user@app.example.com',
      'app.example.com',
      '',
    ])
      expect(isListedOrigin(origin, LISTED), origin).toBe(false)
  })
})
