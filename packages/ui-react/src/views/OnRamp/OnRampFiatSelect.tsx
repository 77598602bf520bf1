import { navigate } from '@latch/core/actions'
import { useMemo } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { CurrencyImage } from './CurrencyImage'
import { OnrampStatus } from './OnrampStatus'
import { fiatCurrenciesOn, useOnrampProviders } from './providerLists'
import { useActiveNetwork } from './useActiveNetwork'

/** OnRampFiatSelect (spec §2): the currencies the host's providers take for the active network, with images. */
export default function OnRampFiatSelect() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const network = useActiveNetwork()
  const { read, retry } = useOnrampProviders(client)
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'currency' })
    } catch {
      return undefined
    }
  }, [locale])
  const currencies = read.status === 'ready' ? fiatCurrenciesOn(read.providers, network?.id) : []
  return (
    <div className="latch-stack" data-testid="latch-onramp-fiat-view">
      <OnrampStatus read={read} retry={retry} />
      {read.status === 'ready' && currencies.length === 0 ? (
        <p className="latch-muted latch-center">
          {t('onramp.noProviders', { network: network?.name ?? '' })}
        </p>
      ) : null}
      {currencies.map((code) => (
        <button
          key={code}
          type="button"
          className="latch-row"
          data-testid="latch-onramp-fiat"
          data-fiat={code}
          onClick={() => navigate(client, { view: 'OnRampTokenSelect', params: { fiat: code } })}
        >
          <CurrencyImage code={code} />
          <span className="latch-row-name">{names?.of(code) ?? code}</span>
          <span className="latch-tag">{code}</span>
        </button>
      ))}
    </div>
  )
}
