import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'

/** Parameters of {@link setThemeVariables}: theme variables by name (`--latch-accent`: `'#47a1ff'`). */
export type SetThemeVariablesParameters = Record<string, string | number>

/** {@link setThemeVariables} returns nothing; the variables are `state.theme.variables`. */
export type SetThemeVariablesReturnType = void

/** Merges theme variables into the current ones (the modal sanitises each value before use). */
export function setThemeVariables(
  latch: Latch,
  parameters: SetThemeVariablesParameters,
): SetThemeVariablesReturnType {
  clientCore(latch).store.setState((state) => ({
    ...state,
    theme: { ...state.theme, variables: { ...state.theme.variables, ...parameters } },
  }))
}
