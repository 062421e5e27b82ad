import type { ServerProps } from 'payload'
import { adminMessage } from '../../../platform/adminTranslations'

/** Above the list of form submissions: all of them as one CSV file, from the export endpoint, which
 * reads them with the signed-in user's own rights. */
export function SubmissionsCsvLink({ i18n, payload }: ServerProps) {
  return (
    <p style={{ marginBottom: 'var(--base)' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`${payload.config.routes.api}/form-submissions/export.csv`} download id="submissions-csv">
        {adminMessage(i18n, 'submissionsCsv')}
      </a>
    </p>
  )
}
