import { type TokenBalance, toDisplayText } from '@latch/core'
import {
  estimateSendFee,
  fetchTokens,
  isValidReceiver,
  navigate,
  resolveSendReceiver,
  setSendAmount,
  setSendToken,
} from '@latch/core/actions'
import { useEffect, useId, useState } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { Icon } from '../../primitives/Icon'
import { isSafeImageUrl } from '../../primitives/isSafeImageUrl'
import { WalletImage } from '../../primitives/WalletImage'
import { formatUsd } from '../Account/formatUsd'
import { maxSendAmount } from './maxSendAmount'

const EMPTY: TokenBalance[] = []
const tokenKey = (token: { address?: string }) => token.address ?? 'native'
const isAmount = (value: string | undefined) =>
  value !== undefined && /^\d+(\.\d+)?$/.test(value.trim()) && Number(value) > 0

/** WalletSend: token, amount (Max keeps the fee back, USD value), receiver validated per namespace (ENS on EVM). */
export default function WalletSend() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const form = useLatchSelector((state) => state.send)
  // The send form's own token list (spec §3), filled from the active account's tokens.
  const tokens = form.tokenBalances.length > 0 ? form.tokenBalances : EMPTY
  const amountId = useId()
  // The raw text of the receiver field: what the visitor typed, before it is an address.
  const [receiverText, setReceiverText] = useState(form.receiverProfileName ?? form.receiverAddress ?? '')
  useEffect(() => {
    if (namespace) void fetchTokens(client, { namespace })
  }, [client, namespace])
  const choose = (token: TokenBalance) =>
    setSendToken(client, {
      ...(token.address ? { address: token.address } : {}),
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      quantity: token.quantity,
      ...(token.price !== undefined ? { price: token.price } : {}),
    })
  const first = tokens[0]
  useEffect(() => {
    if (!form.token && first) choose(first)
  })
  const selected = form.token
  const selectedIcon = selected
    ? tokens.find((token) => tokenKey(token) === tokenKey(selected))?.iconUrl
    : undefined
  const amountValid = isAmount(form.sendTokenAmount)
  const overBalance =
    amountValid &&
    selected?.quantity !== undefined &&
    Number(form.sendTokenAmount) > Number(selected.quantity)
  const receiverValid = isValidReceiver(client, { address: form.receiverAddress })
  const usd =
    amountValid && selected?.price !== undefined
      ? formatUsd(Number(form.sendTokenAmount) * selected.price, locale)
      : undefined
  const fillMax = async () => {
    if (!selected?.quantity) return
    const fee = selected.address ? undefined : await estimateSendFee(client)
    setSendAmount(client, {
      amount: maxSendAmount({
        quantity: selected.quantity,
        decimals: selected.decimals,
        native: !selected.address,
        ...(fee ? { fee: BigInt(fee.value) } : {}),
      }),
    })
  }
  return (
    <div className="latch-stack" data-testid="latch-send-view">
      <label className="latch-field">
        <span>{t('send.token')}</span>
        {/* The chosen token's icon (the host list's, else its letters) and a chevron: reads as a picker. */}
        <span className="latch-token-select" data-testid="latch-send-token">
          <WalletImage name={selected?.symbol ?? ''} src={selectedIcon} size={24} />
          <select
            className="latch-search"
            value={selected ? tokenKey(selected) : ''}
            onChange={(event) => {
              const token = tokens.find((candidate) => tokenKey(candidate) === event.target.value)
              if (token) choose(token)
            }}
          >
            {tokens.map((token) => (
              <option key={tokenKey(token)} value={tokenKey(token)}>
                {`${toDisplayText(token.symbol)} · ${formatAmount(token.quantity, locale)}`}
              </option>
            ))}
          </select>
          <Icon name="chevron" />
        </span>
      </label>
      <div className="latch-field">
        <label htmlFor={amountId}>{t('send.amount')}</label>
        <span className="latch-actions">
          <input
            id={amountId}
            className="latch-search"
            dir="ltr"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.sendTokenAmount ?? ''}
            aria-invalid={
              overBalance ||
              (form.sendTokenAmount !== undefined && form.sendTokenAmount !== '' && !amountValid)
            }
            onChange={(event) => setSendAmount(client, { amount: event.target.value.replace(',', '.') })}
          />
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            onClick={() => void fillMax()}
          >
            {t('send.max')}
          </button>
        </span>
      </div>
      {usd ? (
        <p className="latch-muted" data-testid="latch-send-usd">
          {usd}
        </p>
      ) : null}
      {overBalance ? (
        <p className="latch-error-text" role="alert">
          {t('error.INSUFFICIENT_BALANCE')}
        </p>
      ) : null}
      <label className="latch-field">
        <span>{t('send.receiver')}</span>
        <input
          className="latch-search"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={receiverText}
          placeholder={
            namespace === 'eip155' ? t('send.receiverPlaceholderEvm') : t('send.receiverPlaceholder')
          }
          aria-invalid={receiverText.trim() !== '' && !receiverValid}
          onChange={(event) => {
            setReceiverText(event.target.value)
            void resolveSendReceiver(client, { input: event.target.value })
          }}
        />
      </label>
      {receiverValid && form.receiverProfileName ? (
        <p className="latch-muted latch-receive-address" data-testid="latch-send-receiver-resolved">
          {isSafeImageUrl(form.receiverProfileImageUrl) ? (
            <img
              className="latch-image"
              src={form.receiverProfileImageUrl}
              alt=""
              width={20}
              height={20}
              referrerPolicy="no-referrer"
            />
          ) : null}{' '}
          {form.receiverAddress}
        </p>
      ) : null}
      {receiverText.trim() !== '' && !receiverValid ? (
        <p className="latch-error-text" data-testid="latch-send-receiver-invalid">
          {t('send.receiverInvalid')}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button"
        disabled={!selected || !amountValid || overBalance || !receiverValid}
        onClick={() => navigate(client, { view: 'WalletSendPreview' })}
      >
        {t('send.review')}
      </button>
    </div>
  )
}
