import { RequestAlreadyPendingError, UserRejectedError } from '@latch/core'
import { attemptSwitchNetwork } from '@latch/core/actions'
import { useCallback, useEffect } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'

/** Phase of the network switch the view asked the wallet for. */
export type SwitchPhase =
  | { type: 'pending' }
  | { type: 'declined' }
  | { type: 'alreadyPending' }
  | { type: 'error'; error: unknown }

/**
 * The network in the router params and core's switch attempt for it (`state.attempts.switchNetwork`): a visit
 * starts one, retry asks core again (nothing is sent while the wallet still holds the request). On success core's
 * switch flow leaves the network views (back to Account, or closed when the modal was opened at Networks).
 */
export function useSwitchNetwork() {
  const { client } = useLatchContext()
  const params = useRouterParams()
  const networkId = params.networkId
  const network = useLatchSelector((state) =>
    Object.values(state.networks)
      .flatMap((slice) => slice?.requestedCaipNetworks ?? [])
      .find((candidate) => candidate.id === networkId),
  )
  const attempt = useLatchSelector((state) =>
    state.attempts.switchNetwork?.networkId === networkId ? state.attempts.switchNetwork : undefined,
  )

  const retry = useCallback(() => {
    if (networkId) void attemptSwitchNetwork(client, { networkId })
  }, [client, networkId])

  const started = attempt !== undefined
  useEffect(() => {
    if (!started) retry()
  }, [started, retry])

  return { network, phase: toPhase(attempt?.phase === 'error' ? attempt.error : undefined), retry }
}

function toPhase(error: unknown): SwitchPhase {
  if (error === undefined) return { type: 'pending' }
  if (error instanceof UserRejectedError) return { type: 'declined' }
  if (error instanceof RequestAlreadyPendingError) return { type: 'alreadyPending' }
  return { type: 'error', error }
}
