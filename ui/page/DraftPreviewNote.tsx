import { useTranslation } from '../i18n/useTranslation'
import './DraftPreviewNote.css'

/** Above a draft shown through a preview link: what the reader sees is not public yet. */
export function DraftPreviewNote() {
  const { t } = useTranslation()
  return (
    <div className="draft-preview-note" role="note">
      <p className="container">{t('Preview_draft_note')}</p>
    </div>
  )
}
