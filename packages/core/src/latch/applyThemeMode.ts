import type { LatchState } from '../state/types'
import type { Store } from '../store/createStore'
import { colorSchemeQuery } from './browserEnvironment'

/** Theme modes a host can ask for; 'system' follows the visitor's colour-scheme preference. */
export type ThemeMode = 'light' | 'dark' | 'system'

/** Writes the requested theme mode and the mode it resolves to now ('system': the visitor's preference). */
export function applyThemeMode(store: Store<LatchState>, requestedMode: ThemeMode): void {
  const mode = requestedMode === 'system' ? (colorSchemeQuery()?.matches ? 'dark' : 'light') : requestedMode
  store.setState((state) => ({ ...state, theme: { ...state.theme, requestedMode, mode } }))
}

/** While the requested mode is 'system', follows the visitor's colour-scheme changes; returns stop. */
export function followColorScheme(store: Store<LatchState>): () => void {
  const query = colorSchemeQuery()
  if (!query) return () => {}
  const follow = () => {
    if (store.getState().theme.requestedMode === 'system') applyThemeMode(store, 'system')
  }
  query.addEventListener?.('change', follow)
  return () => query.removeEventListener?.('change', follow)
}
