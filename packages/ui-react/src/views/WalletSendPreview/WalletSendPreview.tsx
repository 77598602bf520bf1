import { type Balance, toDisplayText } from '@latch/core'
import { back, estimateSendFee, send, showToast } from '@latch/core/actions'
import { useEffect, useState } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { DisplayName } from '../../primitives/DisplayName'
import { formatUsd } from '../Account/formatUsd'

/** WalletSendPreview: what goes where, the network fee from the adapter's estimate, and Send. */
export default function WalletSendPreview() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const form = useLatchSelector((state) => state.send)
  const network = useLatchSelector((state) =>
    state.activeNamespace ? state.networks[state.activeNamespace]?.caipNetwork : undefined,
  )
  const [fee, setFee] = useState<Balance | undefined | 'loading'>('loading')
  const [failure, setFailure] = useState<string | undefined>()
  useEffect(() => {
    let current = true
    void estimateSendFee(client).then((estimate) => {
      if (current) setFee(estimate)
    })
    return () => {
      current = false
    }
  }, [client])
  const token = form.token
  const amount = form.sendTokenAmount ?? ''
  const usd =
    token?.price !== undefined && amount ? formatUsd(Number(amount) * token.price, locale) : undefined
  const submit = async () => {
    setFailure(undefined)
    try {
      await send(client)
      showToast(client, { id: 'SEND_SUCCESS', variant: 'success', message: t('send.success') })
    } catch (error) {
      setFailure(translateError(error, t))
    }
  }
  return (
    <div className="latch-stack" data-testid="latch-send-preview">
      <p className="latch-heading" dir="ltr" data-testid="latch-send-preview-amount">
        {formatAmount(amount, locale)} <DisplayName text={token?.symbol} />
      </p>
      {usd ? <p className="latch-muted">{usd}</p> : null}
      <p className="latch-muted latch-receive-address" data-testid="latch-send-preview-receiver">
        {t('send.to', {
          receiver: form.receiverProfileName
            ? `${toDisplayText(form.receiverProfileName)} (${form.receiverAddress ?? ''})`
            : (form.receiverAddress ?? ''),
        })}
      </p>
      <p className="latch-muted">{t('send.network', { network: network?.name ?? '' })}</p>
      <p className="latch-muted" data-testid="latch-send-preview-fee">
        {fee === 'loading'
          ? t('send.feeLoading')
          : fee
            ? t('send.fee', { fee: `${formatAmount(fee.formatted, locale, 8)} ${fee.symbol}` })
            : t('send.feeUnavailable')}
      </p>
      {failure ? (
        <p className="latch-error-text" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="latch-actions">
        <button type="button" className="latch-button" data-variant="secondary" onClick={() => back(client)}>
          {t('send.cancel')}
        </button>
        <button type="button" className="latch-button" disabled={form.loading} onClick={() => void submit()}>
          {form.loading ? t('send.sending') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
