import { isUserRejection } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'

/** Phase of the network switch the view asked the wallet for. */
export type SwitchPhase = { type: 'pending' } | { type: 'declined' } | { type: 'error'; error: unknown }

/**
 * Asks the wallet to switch to the network in the router params, once per attempt. On success core's switch flow
 * leaves the network views (back to Account, or closed when the modal was opened at Networks).
 */
export function useSwitchNetwork() {
  const { client } = useLatchContext()
  const params = useRouterParams()
  const network = useLatchSelector((state) =>
    Object.values(state.networks)
      .flatMap((slice) => slice?.requestedCaipNetworks ?? [])
      .find((candidate) => candidate.id === params.networkId),
  )
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ attempt: number; phase: SwitchPhase } | undefined>(undefined)
  const started = useRef(-1)

  useEffect(() => {
    const networkId = params.networkId
    if (!networkId || started.current === attempt) return
    started.current = attempt
    // On success core leaves the network views itself (back to Account, or closed); only failures stay here.
    client.switchNetwork(networkId).catch((error: unknown) => {
      const phase: SwitchPhase = isUserRejection(error) ? { type: 'declined' } : { type: 'error', error }
      setFailure({ attempt, phase })
    })
  }, [attempt, params.networkId, client])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const phase: SwitchPhase = failure && failure.attempt === attempt ? failure.phase : { type: 'pending' }
  return { network, phase, retry }
}
