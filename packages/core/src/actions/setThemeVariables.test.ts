import { describe, expect, it } from 'vitest'
import { setupLatch } from '../testing/testLatch.fixture'
import { setThemeVariables } from './setThemeVariables'

describe('setThemeVariables', () => {
  it('default: merged into the host’s variables; a name given again takes the new value', () => {
    const { client } = setupLatch({ themeMode: 'dark', themeVariables: { '--latch-accent': 'red' } })
    setThemeVariables(client, { '--latch-radius': 8 })
    expect(client.getState().theme).toEqual({
      mode: 'dark',
      requestedMode: 'dark',
      variables: { '--latch-accent': 'red', '--latch-radius': 8 },
    })
    setThemeVariables(client, { '--latch-accent': '#47a1ff' })
    expect(client.getState().theme.variables).toEqual({ '--latch-accent': '#47a1ff', '--latch-radius': 8 })
  })
})
