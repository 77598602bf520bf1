import { useEffect } from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import { loadedModal } from './loadModal'
import { ModalRoot } from './ModalRoot'

/**
 * ModalRoot as ModalLoader loads it, a chunk of its own, once the modal's chunk is in too (issue 39). It also gives
 * the client the list of shipped views (`setShippedViews`, from the modal's chunk). The buttons open the modal
 * through that chunk, so the list is in before their opening; a host's own `open` in the moment before the chunk is
 * in is not checked.
 */
export function LoadedModalRoot() {
  const { client } = useLatchContext()
  useEffect(() => {
    loadedModal()?.setShippedViews(client)
  }, [client])
  return <ModalRoot />
}
