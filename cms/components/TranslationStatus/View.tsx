import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { translationStatus, type StatusRow } from '../../../features/translations/index.server'
import { canEditContent } from '../../../platform/access/roles'
import { adminMessage, type AdminMessage } from '../../../platform/adminTranslations'
import type { FieldLabel, Locale } from '../../../platform/hooks/localeChanges'
import { TRANSLATION_STATUS_PATH } from './path'
import './index.scss'

const LANGUAGE: Record<Locale, AdminMessage> = { en: 'statusEnglish', ru: 'statusRussian' }

/**
 * Every translated document that lacks something in English or Russian, one row per document,
 * language and kind of problem, each linking to the document in that language. A table with
 * headers; below 768 px each row is a card whose cells name their column.
 */
export async function TranslationStatusView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  const { payload, i18n, user } = req
  const admin = payload.config.routes.admin
  // Payload leaves custom views open: this one needs a signed-in editor or admin.
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${TRANSLATION_STATUS_PATH}`)}`)
  const allowed = await canEditContent({ req })
  const rows = allowed ? await translationStatus(payload) : []
  const say = (key: AdminMessage, values?: Record<string, string>) => adminMessage(i18n, key, values)
  const label = (value: FieldLabel) => getTranslation(value, i18n)
  const when = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' })
  const adminLanguage: Locale = i18n.language === 'ru' ? 'ru' : 'en'
  const title = (row: StatusRow) => row.titles[adminLanguage] ?? row.titles[adminLanguage === 'en' ? 'ru' : 'en'] ?? say('statusUntitled')
  const problem = (row: StatusRow) =>
    row.kind === 'missing' ? say('statusMissing') : say('statusOlder', { date: row.otherChangedAt ? when.format(new Date(row.otherChangedAt)) : '—' })
  const columns = {
    document: say('statusDocument'),
    section: say('statusSection'),
    language: say('statusLanguage'),
    problem: say('statusProblem'),
    fields: say('statusFields'),
  }

  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter className="translation-status">
        <h1>{say('statusTitle')}</h1>
        {!allowed ? (
          <p>{say('statusForbidden')}</p>
        ) : (
          <>
            <p className="translation-status__intro">{say('statusIntro')}</p>
            {rows.length === 0 ? (
              <p role="status">{say('statusNone')}</p>
            ) : (
              <>
                <p className="translation-status__count">{say('statusRows', { count: String(rows.length) })}</p>
                <table className="translation-status__table" role="table">
                  <caption className="translation-status__caption">{say('statusTitle')}</caption>
                  <thead role="rowgroup">
                    <tr role="row">
                      {Object.values(columns).map((name) => (
                        <th key={name} scope="col" role="columnheader">
                          {name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody role="rowgroup">
                    {rows.map((row) => (
                      <tr key={`${row.collection}:${row.id}:${row.locale}:${row.kind}`} role="row" data-kind={row.kind}>
                        <th scope="row" role="rowheader" data-label={columns.document}>
                          <a
                            href={`${admin}/collections/${row.collection}/${row.id}?locale=${row.locale}`}
                            lang={row.titles[adminLanguage] ? adminLanguage : undefined}
                          >
                            {title(row)}
                          </a>
                        </th>
                        <td role="cell" data-label={columns.section}>
                          {label(row.collectionLabel)}
                        </td>
                        <td role="cell" data-label={columns.language}>
                          {say(LANGUAGE[row.locale])}
                        </td>
                        <td role="cell" data-label={columns.problem}>
                          <span className={`translation-status__badge translation-status__badge--${row.kind}`}>{problem(row)}</span>
                        </td>
                        <td role="cell" data-label={columns.fields}>
                          {row.fields.map((path) => path.map(label).join(' › ')).join(', ')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
