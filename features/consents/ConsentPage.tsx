import { consentPath } from '../../common/consentPurposes'
import { formatDate } from '../../common/format'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { RichText } from '../../ui/RichText'
import type { ConsentPageData } from './page.server'

/** A consent text on its own page: its version and date, whether it is the current one, and every published version. */
export function ConsentPage({ page }: { page: ConsentPageData }) {
  const { t } = useTranslation()
  const isCurrent = page.version === page.current
  return (
    <article className="container page-narrow consent-page">
      <p className="eyebrow">{t(`Consent_purpose_${page.purpose}`)}</p>
      <h1>{page.title}</h1>
      <p className="consent-page__meta">
        {t('Consent_version', { version: String(page.version) })}
        {page.publishedAt ? ` · ${t('Consent_published', { date: formatDate(page.publishedAt, page.language) })}` : null}
      </p>
      {isCurrent ? (
        <p className="consent-page__note">{t('Consent_current_note')}</p>
      ) : (
        <p className="consent-page__note consent-page__note--earlier">
          {t('Consent_earlier_note', { version: String(page.current) })} <a href={consentPath(page.purpose)}>{t('Consent_read_current')}</a>
        </p>
      )}
      <RichText content={page.body} />
      {page.versions.length > 1 ? (
        <nav className="consent-page__versions" aria-labelledby="consent-versions-heading">
          <h2 id="consent-versions-heading">{t('Consent_versions')}</h2>
          <ul>
            {page.versions.map((v) => (
              <li key={v.version}>
                <a href={consentPath(page.purpose, v.version)} aria-current={v.version === page.version ? 'page' : undefined}>
                  {t('Consent_version', { version: String(v.version) })}
                </a>
                {v.publishedAt ? ` · ${formatDate(v.publishedAt, page.language)}` : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  )
}
