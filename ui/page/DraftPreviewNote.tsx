import { useTranslation } from '../i18n/useTranslation'
import draftPreviewNoteCss from './DraftPreviewNote.css?url'
import { stylesheets } from './stylesheets'

const useStyles = stylesheets(draftPreviewNoteCss)

/** Above a draft shown through a preview link: what the reader sees is not public yet. */
export function DraftPreviewNote() {
  useStyles()
  const { t } = useTranslation()
  return (
    <div className="draft-preview-note" role="note">
      <p className="container">{t('Preview_draft_note')}</p>
    </div>
  )
}
