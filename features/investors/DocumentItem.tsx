import { formatDate, formatFileSize } from '../../common/format'
import { useLanguage } from '../../ui/i18n/useLanguage'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { LibraryDocument } from './documents.server'
import { useInvestorStyles } from './styles'

/** A document as a row of a list: its title linking to the file, its kind and period, and the
 * file's format and size (and its language, when it is not the page's). */
export function DocumentItem({ document: doc, showKind = true, level = 3 }: { document: LibraryDocument; showKind?: boolean; level?: 2 | 3 | 4 }) {
  useInvestorStyles()
  const Heading = `h${level}` as const
  const { t } = useTranslation()
  const language = useLanguage()
  const foreign = doc.file.language !== language
  return (
    <article className="doc-item">
      <p className="eyebrow doc-item__kind">
        {showKind ? <span>{t(`Inv_kind_${doc.kind}`)}</span> : null}
        <span>{t(`Inv_period_${doc.period}`, { year: doc.year })}</span>
      </p>
      <Heading className="doc-item__title">
        <a href={doc.file.href} className="doc-item__link" hrefLang={foreign ? doc.file.language : undefined}>
          {doc.title}
        </a>
      </Heading>
      <p className="doc-item__meta">
        <span className="doc-item__format">{doc.file.format}</span>
        <span>{formatFileSize(doc.file.bytes, language)}</span>
        {foreign ? <span>{t('Inv_file_in_english')}</span> : null}
        <span>
          {t('Inv_published')} <time dateTime={doc.date.slice(0, 10)}>{formatDate(doc.date, language)}</time>
        </span>
      </p>
    </article>
  )
}
