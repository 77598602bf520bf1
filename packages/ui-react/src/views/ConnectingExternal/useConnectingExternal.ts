import { type Connector, RequestAlreadyPendingError, toDisplayText, UserRejectedError } from '@latch/core'
import { useCallback, useEffect } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import { useFindListing, useWalletImageUrl } from '../../wallets/catalogue/useCatalogue'
import type { WalletListing } from '../../wallets/types'
import { useWalletListing } from '../../wallets/useWalletListing'
import { loadConnectAction } from '../shared/loadConnectAction'

/** What the connecting view shows. */
type ConnectingPhase =
  | { type: 'pending' }
  | { type: 'rejected' }
  | { type: 'alreadyPending' }
  | { type: 'error'; error: unknown }
  | { type: 'notInstalled' }

/** State of the connecting view: the wallet, the phase of the current attempt, and retry. */
export interface ConnectingExternalState {
  name: string
  imageUrl: string | undefined
  connector: Connector | undefined
  listing: WalletListing | undefined
  phase: ConnectingPhase
  /** Whether core holds this visit's attempt: the wallet has been asked (or a request it holds was re-used). */
  started: boolean
  retry: () => void
}

/**
 * The wallet in the router params and core's connect attempt for it (`state.attempts.connect`). A visit starts one
 * attempt (core clears the record on navigation). React's strict-mode second effect can run before the first
 * start's record lands (the action chunk loads first), so it may start again (`start: true`): core then re-uses
 * the request in flight, or asks nothing once this visit's attempt settled (a wallet whose code is in can decline
 * before the second start arrives). Retry asks core again, which sends nothing while the wallet still holds the
 * request. Success is core's: it closes the modal or moves to sign-in.
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
  const attempt = useLatchSelector((state) => {
    const current = state.attempts.connect
    return current &&
      connector &&
      current.connectorId === connector.id &&
      current.namespace === connector.namespace
      ? current
      : undefined
  })
  const listing = useFindListing(walletListing, params.connectorId)
  const listingImageUrl = useWalletImageUrl(listing ?? {})

  const ask = useCallback(
    (start: boolean) => {
      if (!connector) return
      void loadConnectAction().then((attemptConnect) =>
        attemptConnect(client, {
          namespace: connector.namespace,
          connectorId: connector.id,
          ...(start ? { start } : {}),
        }),
      )
    },
    [client, connector],
  )
  const retry = useCallback(() => ask(false), [ask])

  const started = attempt !== undefined
  useEffect(() => {
    if (!started) ask(true)
  }, [started, ask])

  return {
    name: connector?.name ?? toDisplayText(listing?.name ?? params.connectorId ?? ''),
    imageUrl: connector?.imageUrl ?? listingImageUrl,
    connector,
    listing,
    phase: toPhase(connector, attempt?.phase === 'error' ? attempt.error : undefined),
    started,
    retry,
  }
}

function toPhase(connector: Connector | undefined, error: unknown): ConnectingPhase {
  if (!connector) return { type: 'notInstalled' }
  if (error === undefined) return { type: 'pending' }
  if (error instanceof UserRejectedError) return { type: 'rejected' }
  if (error instanceof RequestAlreadyPendingError) return { type: 'alreadyPending' }
  return { type: 'error', error }
}
