import { useContext } from 'react'
import { LatchContext, type LatchContextValue } from '../context/LatchContext'

/** The message thrown when a Latch hook or component is used outside `<LatchProvider>`. */
export const MISSING_PROVIDER_MESSAGE =
  'Latch hooks and components must be used inside <LatchProvider client={createLatch(...)}>.'

/** The provider's value; throws a clear error outside `<LatchProvider>`. */
export function useLatchContext(): LatchContextValue {
  const value = useContext(LatchContext)
  if (!value) throw new Error(MISSING_PROVIDER_MESSAGE)
  return value
}
