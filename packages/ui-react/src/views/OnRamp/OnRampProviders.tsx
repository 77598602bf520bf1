import type { OnrampProvider } from '@latch/core'
import { createOnrampUrl } from '@latch/core/actions'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { DisplayName } from '../../primitives/DisplayName'
import { WalletImage } from '../../primitives/WalletImage'
import { LegalFooter } from '../shared/LegalFooter'
import { OnrampStatus } from './OnrampStatus'
import { providersFor, useOnrampProviders } from './providerLists'
import { watchReturn } from './watchReturn'

type Opening =
  | { phase: 'idle' }
  | { phase: 'building'; provider: OnrampProvider }
  | { phase: 'opened'; provider: OnrampProvider }
  | { phase: 'blocked'; provider: OnrampProvider; url: string }
  | { phase: 'failed'; error: unknown }

/**
 * OnRampProviders (spec §2): the providers selling the chosen asset for the chosen currency, with their fees, and
 * the legal footer. A click opens the provider's page in a popup (a link when the browser blocks it).
 */
export default function OnRampProviders() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const params = useLatchSelector((state) => state.modal.history.at(-1)?.params)
  const { fiat = '', asset = '', amount = '' } = params ?? {}
  const { read, retry } = useOnrampProviders(client)
  const [opening, setOpening] = useState<Opening>({ phase: 'idle' })
  const providers = read.status === 'ready' ? providersFor(read.providers, fiat, asset) : []

  const choose = async (provider: OnrampProvider) => {
    // Opened within the click, so no popup blocker stops it; its address comes from the server after.
    const popup = window.open('', '_blank')
    // The provider's page gets no handle on this page (no reverse tabnabbing).
    if (popup) popup.opener = null
    setOpening({ phase: 'building', provider })
    try {
      const url = await createOnrampUrl(client, { provider, fiat, asset, amount })
      if (popup && !popup.closed) {
        popup.location.href = url
        watchReturn(client, popup)
        setOpening({ phase: 'opened', provider })
      } else {
        watchReturn(client)
        setOpening({ phase: 'blocked', provider, url })
      }
    } catch (error) {
      popup?.close()
      setOpening({ phase: 'failed', error })
    }
  }

  return (
    <div className="latch-stack" data-testid="latch-onramp-providers-view">
      <OnrampStatus read={read} retry={retry} />
      {providers.map((provider) => (
        <button
          key={provider.id}
          type="button"
          className="latch-row"
          data-testid="latch-onramp-provider"
          data-provider={provider.id}
          aria-busy={opening.phase === 'building' && opening.provider.id === provider.id ? 'true' : undefined}
          onClick={() => void choose(provider)}
        >
          <WalletImage name={provider.name} src={provider.logo} size={32} />
          <DisplayName className="latch-row-name" text={provider.name} />
          {provider.feeLabel ? (
            <span className="latch-tag" data-testid="latch-onramp-fee">
              <bdi>{provider.feeLabel}</bdi>
            </span>
          ) : null}
        </button>
      ))}
      <div aria-live="polite">
        {opening.phase === 'opened' ? (
          <p className="latch-muted latch-center" data-testid="latch-onramp-opened">
            {t('onramp.opened', { name: opening.provider.name })}
          </p>
        ) : null}
        {opening.phase === 'blocked' ? (
          <p className="latch-center">
            <a
              className="latch-link"
              href={opening.url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="latch-onramp-link"
            >
              {t('onramp.openLink', { name: opening.provider.name })}
            </a>
          </p>
        ) : null}
        {opening.phase === 'failed' ? (
          <p className="latch-error-text latch-center" role="alert">
            {translateError(opening.error, t)}
          </p>
        ) : null}
      </div>
      <LegalFooter prefix="onramp.legalPrefix" />
    </div>
  )
}
