import { useLatchContext } from '../../hooks/useLatchContext'
import { isSafeLinkUrl } from '../../primitives/isSafeLinkUrl'

/** Terms and privacy links (spec §2), shown only for the https URLs the host configured. */
export function LegalFooter() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const terms = isSafeLinkUrl(client.options.termsConditionsUrl)
    ? client.options.termsConditionsUrl
    : undefined
  const privacy = isSafeLinkUrl(client.options.privacyPolicyUrl) ? client.options.privacyPolicyUrl : undefined
  if (!terms && !privacy) return null
  return (
    <p className="latch-footer latch-muted" data-testid="latch-legal-footer">
      {t('legal.prefix')}{' '}
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
