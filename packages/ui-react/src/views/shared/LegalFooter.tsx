import { useLatchContext } from '../../hooks/useLatchContext'
import type { MessageKey } from '../../i18n/en'
import { isSafeLinkUrl } from '../../primitives/isSafeLinkUrl'

/**
 * Terms and privacy links (spec §2), shown only for the https URLs the host configured. `prefix`: the sentence
 * before the links (connecting by default; the on-ramp says what the visitor agrees to there).
 */
export function LegalFooter({ prefix = 'legal.prefix' }: { prefix?: MessageKey }) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const terms = isSafeLinkUrl(client.options.termsConditionsUrl)
    ? client.options.termsConditionsUrl
    : undefined
  const privacy = isSafeLinkUrl(client.options.privacyPolicyUrl) ? client.options.privacyPolicyUrl : undefined
  if (!terms && !privacy) return null
  return (
    <p className="latch-footer latch-muted" data-testid="latch-legal-footer">
      {t(prefix)}{' '}
      {terms ? (
        <a className="latch-link" href={terms} target="_blank" rel="noopener noreferrer">
          {t('legal.terms')}
        </a>
      ) : null}
      {terms && privacy ? ` ${t('legal.and')} ` : null}
      {privacy ? (
        <a className="latch-link" href={privacy} target="_blank" rel="noopener noreferrer">
          {t('legal.privacy')}
        </a>
      ) : null}
    </p>
  )
}
