import { setAvailableViews } from '@latch/core/actions'
import { useEffect } from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import { SHIPPED_VIEWS } from '../views/shippedViews'
import { ModalRoot } from './ModalRoot'

/**
 * ModalRoot as ModalLoader loads it, a chunk of its own (issue 39). It also tells the client which views this package ships,
 * so that `open({ view })` refuses any other rather than showing an empty modal: the list is modal code, not the
 * page's first load (issue 39). The buttons open the modal through this chunk, so the list is in before their
 * opening; a host's own `open` in the moment before the chunk is in is not checked.
 */
export function LoadedModalRoot() {
  const { client } = useLatchContext()
  useEffect(() => {
    setAvailableViews(client, { views: SHIPPED_VIEWS })
  }, [client])
  return <ModalRoot />
}
