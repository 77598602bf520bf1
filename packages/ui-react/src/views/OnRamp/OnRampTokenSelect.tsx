import { navigate } from '@latch/core/actions'
import { useId, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { DisplayName } from '../../primitives/DisplayName'
import { OnrampStatus } from './OnrampStatus'
import { assetsFor, useOnrampProviders } from './providerLists'
import { useActiveNetwork } from './useActiveNetwork'

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** OnRampTokenSelect (spec §2): the amount of the chosen currency, and the assets on the active network to buy. */
export default function OnRampTokenSelect() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const fiat = useLatchSelector((state) => state.modal.history.at(-1)?.params.fiat) ?? ''
  const network = useActiveNetwork()
  const { read, retry } = useOnrampProviders(client)
  const [amount, setAmount] = useState('100')
  const amountId = useId()
  const valid = AMOUNT.test(amount.trim()) && Number(amount) > 0
  const assets = read.status === 'ready' ? assetsFor(read.providers, network?.id, fiat) : []
  return (
    <div className="latch-stack" data-testid="latch-onramp-token-view">
      <div className="latch-field">
        <label htmlFor={amountId}>{t('onramp.amount', { fiat })}</label>
        <input
          id={amountId}
          className="latch-search"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          aria-invalid={valid ? undefined : 'true'}
          onChange={(event) => setAmount(event.target.value)}
        />
        {valid ? null : <span className="latch-error-text">{t('onramp.amountInvalid')}</span>}
      </div>
      <OnrampStatus read={read} retry={retry} />
      {assets.map((asset) => (
        <button
          key={asset.asset}
          type="button"
          className="latch-row"
          data-testid="latch-onramp-asset"
          data-asset={asset.asset}
          aria-disabled={valid ? undefined : 'true'}
          onClick={() => {
            if (valid)
              navigate(client, {
                view: 'OnRampProviders',
                params: { fiat, asset: asset.asset, amount: amount.trim() },
              })
          }}
        >
          <DisplayName className="latch-row-name" text={asset.name} />
          <span className="latch-tag">
            <bdi>{asset.symbol}</bdi>
          </span>
        </button>
      ))}
    </div>
  )
}
