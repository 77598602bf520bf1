import { useEffect } from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import { ModalRoot } from './ModalRoot'
import { setShippedViews } from './setShippedViews'

/**
 * ModalRoot as ModalLoader loads it, with the modal's chunk (issue 39). It also gives the client the list of shipped
 * views (`setShippedViews`). The buttons open the modal through that chunk, so the list is in before their opening; a
 * host's own `open` in the moment before the chunk is in is not checked.
 */
export function LoadedModalRoot() {
  const { client } = useLatchContext()
  useEffect(() => {
    setShippedViews(client)
  }, [client])
  return <ModalRoot />
}
