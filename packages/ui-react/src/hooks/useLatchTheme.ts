import { setThemeMode, setThemeVariables } from '@latch/core/actions'
import { useMemo } from 'react'
import { useLatchContext } from './useLatchContext'
import { useLatchSelector } from './useLatchSelector'

/** What {@link useLatchTheme} returns (AppKit: `useAppKitTheme`). */
export interface LatchTheme {
  /** What the host asked for: light, dark or system. */
  themeMode: 'light' | 'dark' | 'system'
  /** The mode in effect (system resolved). */
  resolvedMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
  setThemeMode: (mode: 'light' | 'dark' | 'system') => void
  setThemeVariables: (variables: Record<string, string | number>) => void
}

/** The theme and setters for it. */
export function useLatchTheme(): LatchTheme {
  const { client } = useLatchContext()
  const theme = useLatchSelector((state) => state.theme)
  const setters = useMemo(
    () => ({
      setThemeMode: (mode: 'light' | 'dark' | 'system') => setThemeMode(client, { mode }),
      setThemeVariables: (variables: Record<string, string | number>) => setThemeVariables(client, variables),
    }),
    [client],
  )
  return {
    themeMode: theme.requestedMode,
    resolvedMode: theme.mode,
    themeVariables: theme.variables,
    ...setters,
  }
}
