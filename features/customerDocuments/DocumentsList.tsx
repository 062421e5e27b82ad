import { customerDocumentPath } from '../../common/customerDocuments'
import { formatDay, formatFileSize } from '../../common/format'
import type { Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import type { CustomerDocumentView } from './documents.server'

/** The customer's documents, newest first: each a download link named by its title, with its kind, date and size. */
export function DocumentsList({ documents, language }: { documents: CustomerDocumentView[]; language: Language }) {
  const { t } = useTranslation()
  if (documents.length === 0) return <p className="dash-docs__empty">{t('Documents_empty')}</p>
  return (
    <ul className="dash-docs">
      {documents.map((doc) => (
        <li key={doc.id} className="dash-docs__item panel">
          <a className="dash-docs__title" href={customerDocumentPath(doc.id)} download>
            {doc.title}
          </a>
          <p className="dash-docs__meta">
            <span>{t(`Documents_kind_${doc.kind}`)}</span>
            <span>
              <time dateTime={doc.createdAt}>{formatDay(doc.createdAt, language)}</time>
            </span>
            <span>{formatFileSize(doc.bytes, language)}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
