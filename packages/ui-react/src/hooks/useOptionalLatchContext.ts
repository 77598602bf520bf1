import { useContext } from 'react'
import { LatchContext, type LatchContextValue } from '../context/LatchContext'

/** The provider's value, or undefined outside `<LatchProvider>` (a primitive that also renders without one). */
export function useOptionalLatchContext(): LatchContextValue | undefined {
  return useContext(LatchContext)
}
