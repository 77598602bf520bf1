import { formatUnits, type SwapQuote, type SwapToken, toDisplayText } from '@latch/core'
import { DEFAULT_SWAP_SLIPPAGE_PERCENT, fetchSwapQuote, fetchSwapTokens, navigate } from '@latch/core/actions'
import { useEffect, useId, useState } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'
import { Skeleton } from '../../primitives/Skeleton'
import { WalletImage } from '../../primitives/WalletImage'
import { formatUsd } from '../Account/formatUsd'
import { SwapFigures } from './SwapFigures'
import { readSwapDraft, saveSwapDraft } from './swapDraft'
import { exceedsBalance } from './swapMath'

const isAmount = (value: string) => /^\d+(\.\d+)?$/.test(value.trim()) && Number(value) > 0
/** A quote is asked once typing pauses this long. */
const QUOTE_DELAY_MS = 300

type Quoted =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; quote: SwapQuote }
  | { state: 'failed'; message: string; retry: boolean }

/** Swap: from / to token with logos and balances, amount, maximum slippage, and the quote's figures; Review opens SwapPreview. */
export default function Swap() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const draft = readSwapDraft(client)
  const [tokens, setTokens] = useState<SwapToken[] | undefined>()
  const [listFailure, setListFailure] = useState<string | undefined>()
  const [fromKey, setFromKey] = useState(draft?.from.address ?? '')
  const [toKey, setToKey] = useState(draft?.to.address ?? '')
  const [amount, setAmount] = useState(draft?.amount ?? '')
  const [slippage, setSlippage] = useState(String(draft?.slippagePercent ?? DEFAULT_SWAP_SLIPPAGE_PERCENT))
  const [quoted, setQuoted] = useState<Quoted>({ state: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const ids = { from: useId(), to: useId(), amount: useId(), slippage: useId() }

  useEffect(() => {
    let current = true
    fetchSwapTokens(client).then(
      (list) => {
        if (!current) return
        setTokens(list)
        setFromKey((key) => key || list[0]?.address || '')
        setToKey((key) => key || list[1]?.address || '')
      },
      (error: unknown) => current && setListFailure(translateError(error, t)),
    )
    return () => {
      current = false
    }
  }, [client, t])

  const from = tokens?.find((token) => token.address === fromKey)
  const to = tokens?.find((token) => token.address === toKey)
  const amountValid = isAmount(amount)
  const overBalance = amountValid && from !== undefined && exceedsBalance(amount, from)
  const slippagePercent = Number(slippage)
  const slippageValid = slippage.trim() !== '' && slippagePercent >= 0 && slippagePercent <= 50

  useEffect(() => {
    if (!from || !to || from.address === to.address || !amountValid || overBalance) {
      setQuoted({ state: 'idle' })
      return
    }
    // A retry (`attempt` moved) asks again for the same amount.
    void attempt
    const controller = new AbortController()
    setQuoted({ state: 'loading' })
    const timer = setTimeout(() => {
      fetchSwapQuote(client, { from, to, amount, signal: controller.signal }).then(
        (quote) => setQuoted({ state: 'ready', quote }),
        (error: unknown) => {
          if (controller.signal.aborted) return
          const name = (error as { name?: string }).name
          const details = (error as { details?: string }).details
          const message = translateError(error, t)
          setQuoted({
            state: 'failed',
            message: name === 'SwapUnavailableError' && details ? `${message}: ${details}` : message,
            retry: name !== 'InsufficientLiquidityError',
          })
        },
      )
    }, QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, from, to, amount, amountValid, overBalance, t, attempt])

  const tokenOption = (token: SwapToken) => (
    <option key={token.address} value={token.address}>
      {`${toDisplayText(token.symbol)} · ${formatAmount(token.quantity, locale)}`}
    </option>
  )
  const review = () => {
    if (quoted.state !== 'ready' || !from || !to) return
    saveSwapDraft(client, { from, to, amount, quote: quoted.quote, slippagePercent })
    navigate(client, { view: 'SwapPreview' })
  }
  if (listFailure)
    return (
      <p className="latch-error-text" role="alert">
        {listFailure}
      </p>
    )
  if (!tokens) return <Skeleton label={t('tokens.loading')} rows={2} />
  return (
    <div className="latch-stack" data-testid="latch-swap-view">
      <div className="latch-field">
        <label htmlFor={ids.from}>{t('swap.from')}</label>
        <select
          id={ids.from}
          className="latch-search"
          data-testid="latch-swap-from"
          value={fromKey}
          onChange={(event) => setFromKey(event.target.value)}
        >
          {tokens.map(tokenOption)}
        </select>
      </div>
      {from ? (
        <div className="latch-row latch-static" data-testid="latch-swap-from-token">
          <WalletImage name={from.symbol} src={from.logoUri} size={20} />
          <p className="latch-muted" data-testid="latch-swap-from-balance">
            {t('swap.balance', {
              amount: `${formatAmount(from.quantity, locale)} ${toDisplayText(from.symbol)}`,
            })}
            {from.value !== undefined ? ` · ${formatUsd(from.value, locale)}` : ''}
          </p>
        </div>
      ) : null}
      <div className="latch-field">
        <label htmlFor={ids.amount}>{t('send.amount')}</label>
        <input
          id={ids.amount}
          className="latch-search"
          data-testid="latch-swap-amount"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          aria-invalid={overBalance || (amount !== '' && !amountValid)}
          onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        />
      </div>
      {overBalance ? (
        <p className="latch-error-text" role="alert" data-testid="latch-swap-balance-error">
          {t('error.INSUFFICIENT_BALANCE')}
        </p>
      ) : null}
      <div className="latch-field">
        <label htmlFor={ids.to}>{t('swap.to')}</label>
        <select
          id={ids.to}
          className="latch-search"
          data-testid="latch-swap-to"
          value={toKey}
          onChange={(event) => setToKey(event.target.value)}
        >
          {tokens.map(tokenOption)}
        </select>
      </div>
      {to ? (
        <div className="latch-row latch-static" data-testid="latch-swap-to-token">
          <WalletImage name={to.symbol} src={to.logoUri} size={20} />
          <p className="latch-muted" data-testid="latch-swap-to-balance">
            {t('swap.balance', {
              amount: `${formatAmount(to.quantity, locale)} ${toDisplayText(to.symbol)}`,
            })}
            {to.value !== undefined ? ` · ${formatUsd(to.value, locale)}` : ''}
          </p>
        </div>
      ) : null}
      <div className="latch-field">
        <label htmlFor={ids.slippage}>{t('swap.slippage')}</label>
        <input
          id={ids.slippage}
          className="latch-search"
          dir="ltr"
          inputMode="decimal"
          value={slippage}
          aria-invalid={!slippageValid}
          onChange={(event) => setSlippage(event.target.value.replace(',', '.'))}
        />
      </div>
      {quoted.state === 'loading' ? <p className="latch-muted">{t('swap.quoting')}</p> : null}
      {quoted.state === 'ready' && from && to ? (
        <>
          <p className="latch-heading" dir="ltr" data-testid="latch-swap-quote">
            {`${formatAmount(formatUnits(quoted.quote.amountOut, to.decimals), locale, 6)} ${toDisplayText(to.symbol)}`}
          </p>
          <SwapFigures
            quote={quoted.quote}
            from={from}
            to={to}
            slippagePercent={slippageValid ? slippagePercent : 0}
          />
        </>
      ) : null}
      {quoted.state === 'failed' ? (
        <div className="latch-stack">
          <p className="latch-error-text" role="alert" data-testid="latch-swap-error">
            {quoted.message}
          </p>
          {quoted.retry ? (
            <button
              type="button"
              className="latch-button"
              data-variant="secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('tokens.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button
        type="button"
        className="latch-button"
        data-testid="latch-swap-review"
        disabled={quoted.state !== 'ready' || !slippageValid}
        onClick={review}
      >
        {t('swap.review')}
      </button>
    </div>
  )
}
