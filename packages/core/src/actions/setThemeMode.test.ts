import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { setThemeMode } from './setThemeMode'

afterEach(() => {
  vi.unstubAllGlobals()
})

const prefersDark = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }) as MediaQueryList)

describe('setThemeMode', () => {
  it('default: the mode the host asked for is the mode in effect', () => {
    const { client } = setupLatch({ themeMode: 'dark' })
    expect(client.getState().theme).toMatchObject({ mode: 'dark', requestedMode: 'dark' })
    setThemeMode(client, { mode: 'light' })
    expect(client.getState().theme).toMatchObject({ mode: 'light', requestedMode: 'light' })
  })

  it("parameters: mode 'system' follows the visitor's colour-scheme preference", () => {
    const { client } = setupLatch({ themeMode: 'light' })
    prefersDark(true)
    setThemeMode(client, { mode: 'system' })
    expect(client.getState().theme).toMatchObject({ mode: 'dark', requestedMode: 'system' })
    prefersDark(false)
    setThemeMode(client, { mode: 'system' })
    expect(client.getState().theme.mode).toBe('light')
  })

  it("behavior: 'system' outside the browser (no preference to read) is light", () => {
    const { client } = setupLatch({ themeMode: 'dark' })
    setThemeMode(client, { mode: 'system' })
    expect(client.getState().theme).toMatchObject({ mode: 'light', requestedMode: 'system' })
  })
})
