import { useEffect, useState } from 'react'

/** Search wait (spec §9: at least 300 ms). */
const SEARCH_WAIT_MS = 300

/** `text` once it has not changed for `SEARCH_WAIT_MS`. */
export function useDebouncedText(text: string): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_WAIT_MS)
    return () => clearTimeout(timer)
  }, [text])
  return settled
}
