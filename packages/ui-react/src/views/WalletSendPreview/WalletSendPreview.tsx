import { type Balance, toDisplayText } from '@latch/core'
import { back, estimateSendFee, send, showToast } from '@latch/core/actions'
import { useEffect, useState } from 'react'
import { formatAddress } from '../../format/formatAddress'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { AddressAvatar } from '../../primitives/AddressAvatar'
import { DisplayName } from '../../primitives/DisplayName'
import { NetworkImage } from '../../primitives/NetworkImage'
import { WalletImage } from '../../primitives/WalletImage'
import { formatUsd } from '../Account/formatUsd'

/**
 * WalletSendPreview: a summary card of what goes where (amount with the token's icon and its USD value, from and to
 * with their avatars, the network with its icon, the fee from the adapter's estimate), then Cancel and Send.
 */
export default function WalletSendPreview() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const form = useLatchSelector((state) => state.send)
  const network = useLatchSelector((state) =>
    state.activeNamespace ? state.networks[state.activeNamespace]?.caipNetwork : undefined,
  )
  const sender = useLatchSelector((state) =>
    state.activeNamespace ? state.accounts[state.activeNamespace] : undefined,
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
  const tokenIcon = form.tokenBalances.find(
    (candidate) => candidate.symbol === token?.symbol && candidate.address === token?.address,
  )?.iconUrl
  const from = sender?.address ?? ''
  const to = form.receiverAddress ?? ''
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
      <section className="latch-review" aria-label={t('send.review')} data-testid="latch-send-preview-card">
        <div className="latch-review-amount">
          <WalletImage name={token?.symbol ?? ''} src={tokenIcon} size={40} />
          <div>
            <p className="latch-heading" dir="ltr" data-testid="latch-send-preview-amount">
              {formatAmount(amount, locale)} <DisplayName text={token?.symbol} />
            </p>
            {usd ? (
              <p className="latch-muted" data-testid="latch-send-preview-usd">
                {usd}
              </p>
            ) : null}
          </div>
        </div>
        <ul className="latch-review-rows">
          <li className="latch-review-row" data-testid="latch-send-preview-from">
            <AddressAvatar address={from} image={sender?.profileImage} />
            <span className="latch-muted" title={from}>
              {t('activity.from', { address: formatAddress(from) })}
            </span>
          </li>
          <li className="latch-review-party">
            <span className="latch-review-row" data-testid="latch-send-preview-to">
              <AddressAvatar address={to} image={form.receiverProfileImageUrl} />
              <DisplayName
                className="latch-review-name"
                text={form.receiverProfileName ? form.receiverProfileName : formatAddress(to)}
              />
            </span>
            {/* The whole address, to check against the one meant: a sentence on the card's full width. */}
            <p className="latch-muted latch-receive-address" data-testid="latch-send-preview-receiver">
              {t('send.to', {
                receiver: form.receiverProfileName
                  ? `${toDisplayText(form.receiverProfileName)} (${to})`
                  : to,
              })}
            </p>
          </li>
          <li className="latch-review-row" data-testid="latch-send-preview-network">
            <NetworkImage network={network} size={28} />
            <span className="latch-muted">{t('send.network', { network: network?.name ?? '' })}</span>
          </li>
          <li className="latch-review-row">
            <span className="latch-muted" data-testid="latch-send-preview-fee">
              {fee === 'loading'
                ? t('send.feeLoading')
                : fee
                  ? t('send.fee', { fee: `${formatAmount(fee.formatted, locale, 8)} ${fee.symbol}` })
                  : t('send.feeUnavailable')}
            </span>
          </li>
        </ul>
      </section>
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
