import { applyThemeMode, type ThemeMode } from '../latch/applyThemeMode'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setThemeMode}. */
export interface SetThemeModeParameters {
  /** 'system' follows the visitor's colour-scheme preference (and its changes, once mounted). */
  mode: ThemeMode
}

/** {@link setThemeMode} returns nothing; the theme is `state.theme` (`requestedMode`, `mode`). */
export type SetThemeModeReturnType = void

/** Sets the modal's theme mode. */
export function setThemeMode(latch: Latch, parameters: SetThemeModeParameters): SetThemeModeReturnType {
  applyThemeMode(clientCore(latch).store, parameters.mode)
}
