import { type Connector, isUserRejection } from '@latch/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import type { WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'

/** What the connecting view shows. */
export type ConnectingPhase =
  | { type: 'pending' }
  | { type: 'rejected' }
  | { type: 'error'; error: unknown }
  | { type: 'notInstalled' }

/** State of the connecting view: the wallet, the phase of the current attempt, and retry. */
export interface ConnectingExternalState {
  name: string
  imageUrl: string | undefined
  connector: Connector | undefined
  listing: WalletListing | undefined
  phase: ConnectingPhase
  retry: () => void
}

/**
 * Runs one connection attempt per `attempt` number for the wallet in the router params (React's strict-mode
 * double effect does not start a second one). Success is core's: it closes the modal or moves to sign-in.
 */
export function useConnectingExternal(): ConnectingExternalState {
  const { client } = useLatchContext()
  const walletListing = useWalletListing()
  const params = useRouterParams()
  const connector = useLatchSelector((state) =>
    state.connectors.find(
      (candidate) =>
        candidate.id === params.connectorId &&
        (!params.namespace || candidate.namespace === params.namespace),
    ),
  )
  const listing = walletListing.find((wallet) => wallet.id === params.connectorId)
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ attempt: number; phase: ConnectingPhase } | undefined>(undefined)
  const started = useRef(-1)
  const alive = useRef(true)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  useEffect(() => {
    if (!connector || started.current === attempt) return
    started.current = attempt
    client.connect({ namespace: connector.namespace, connectorId: connector.id }).catch((error: unknown) => {
      if (!alive.current) return
      const phase: ConnectingPhase = isUserRejection(error) ? { type: 'rejected' } : { type: 'error', error }
      setFailure({ attempt, phase })
    })
  }, [attempt, connector, client])

  const retry = useCallback(() => setAttempt((value) => value + 1), [])
  const phase: ConnectingPhase = !connector
    ? { type: 'notInstalled' }
    : failure && failure.attempt === attempt
      ? failure.phase
      : { type: 'pending' }
  return {
    name: connector?.name ?? listing?.name ?? params.connectorId ?? '',
    imageUrl: connector?.imageUrl ?? listing?.imageUrl,
    connector,
    listing,
    phase,
    retry,
  }
}
