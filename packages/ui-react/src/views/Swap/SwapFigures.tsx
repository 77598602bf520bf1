import { formatUnits, type SwapQuote, type SwapToken } from '@latch/core'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { minimumReceived, quoteRate } from './swapMath'

/** Rate, price impact, network fee, provider fee, maximum slippage and minimum received of a quote. */
export function SwapFigures(props: {
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  slippagePercent: number
}) {
  const { translator } = useLatchContext()
  const { t, locale } = translator
  const { quote, from, to, slippagePercent } = props
  // The fee is paid in the active network's native currency (ETH in wei, SOL in lamports).
  const native = useLatchSelector((state) =>
    state.activeNamespace ? state.networks[state.activeNamespace]?.caipNetwork?.nativeCurrency : undefined,
  )
  const rows: [string, string, string][] = [
    [
      'rate',
      t('swap.rate'),
      `1 ${from.symbol} = ${formatAmount(quoteRate(quote, from, to), locale, 6)} ${to.symbol}`,
    ],
    ['impact', t('swap.priceImpact'), `${quote.priceImpactPercent.toFixed(2)}%`],
    [
      'fee',
      t('swap.networkFee'),
      quote.networkFee === undefined
        ? '—'
        : `${formatAmount(formatUnits(quote.networkFee, native?.decimals ?? 18), locale, 8)} ${native?.symbol ?? ''}`,
    ],
    [
      'provider-fee',
      t('swap.providerFee'),
      `${formatAmount(formatUnits(quote.providerFee.amount, from.decimals), locale, 6)} ${from.symbol} (${quote.providerFee.bps / 100}%)`,
    ],
    ['slippage', t('swap.slippage'), `${slippagePercent}%`],
    [
      'minimum',
      t('swap.minimumReceived'),
      `${formatAmount(formatUnits(minimumReceived(quote.amountOut, slippagePercent), to.decimals), locale, 6)} ${to.symbol}`,
    ],
  ]
  return (
    <dl className="latch-stack" data-testid="latch-swap-figures">
      {rows.map(([id, label, value]) => (
        <div key={id} className="latch-row latch-static" data-testid={`latch-swap-${id}`}>
          <dt className="latch-row-name">{label}</dt>
          <dd dir="ltr">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
