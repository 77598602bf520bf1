import { formatUnits, toDisplayText } from '@latch/core'
import { back, showToast, swap } from '@latch/core/actions'
import { useState } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'
import { SwapFigures } from './SwapFigures'
import { readSwapDraft } from './swapDraft'

type Step = 'idle' | 'approve' | 'permit' | 'swap'

/** SwapPreview: what is sold and bought with the quote's figures; Swap approves first when needed, then swaps. */
export default function SwapPreview() {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const draft = readSwapDraft(client)
  const [step, setStep] = useState<Step>('idle')
  const [failure, setFailure] = useState<string | undefined>()
  if (!draft) return <p className="latch-muted">{t('tokens.loading')}</p>
  const { from, to, quote, slippagePercent } = draft
  const submit = async () => {
    setFailure(undefined)
    try {
      await swap(client, { quote, from, to, slippagePercent, onStep: setStep })
      showToast(client, { id: 'SWAP_SUCCESS', variant: 'success', message: t('swap.success') })
    } catch (error) {
      const details = (error as { name?: string; details?: string }).details
      const message = translateError(error, t)
      setFailure(
        (error as { name?: string }).name === 'SwapUnavailableError' && details
          ? `${message}: ${details}`
          : message,
      )
      setStep('idle')
    }
  }
  return (
    <div className="latch-stack" data-testid="latch-swap-preview">
      <p className="latch-heading" dir="ltr" data-testid="latch-swap-preview-amounts">
        {`${formatAmount(formatUnits(quote.amountIn, from.decimals), locale, 6)} ${toDisplayText(from.symbol)} → ${formatAmount(formatUnits(quote.amountOut, to.decimals), locale, 6)} ${toDisplayText(to.symbol)}`}
      </p>
      <SwapFigures quote={quote} from={from} to={to} slippagePercent={slippagePercent} />
      {step !== 'idle' ? (
        <p className="latch-muted" aria-live="polite" data-testid="latch-swap-step">
          {/* A permit is an approval signed in the wallet: the same words. */}
          {step === 'approve' || step === 'permit'
            ? t('swap.approving', { symbol: toDisplayText(from.symbol) })
            : t('swap.swapping')}
        </p>
      ) : null}
      {failure ? (
        <p className="latch-error-text" role="alert" data-testid="latch-swap-preview-error">
          {failure}
        </p>
      ) : null}
      <div className="latch-actions">
        <button type="button" className="latch-button" data-variant="secondary" onClick={() => back(client)}>
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="latch-button"
          data-testid="latch-swap-confirm"
          disabled={step !== 'idle'}
          onClick={() => void submit()}
        >
          {t('title.Swap')}
        </button>
      </div>
    </div>
  )
}
