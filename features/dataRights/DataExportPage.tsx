import { formatDate, formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { formatPhone } from '../../common/phone'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { ProfilePanel } from '../cabinet'
import { PURPOSE_TITLES } from '../consents'
import type { CustomerData } from './export.server'
import { JSON_PATH } from './paths'
import { actionTitle, ROLE_TITLES } from './rules'

type Row = (string | number | null | undefined)[]
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** A section of the page as a table under its heading (`title`, also its caption), scrolling within itself on a narrow
 * screen rather than widening the page; `title`, `head` and `empty` are catalogue keys. */
function Table({ title, head, rows, empty = 'Data_none' }: { title: string; head: string[]; rows: Row[]; empty?: string }) {
  const { t } = useTranslation()
  const caption = t(title)
  return (
    <>
      <h2>{caption}</h2>
      {rows.length === 0 ? (
        <p>{t(empty)}</p>
      ) : (
        <div className="data-export__scroll" role="region" aria-label={caption} tabIndex={0}>
          <table className="data-export__table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {head.map((h) => (
                  <th key={h} scope="col">
                    {t(h)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{cell ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

/** A document's title in the page's language (the file holds every language's). */
const titleIn = (title: unknown, language: Language): string =>
  typeof title === 'string' ? title : String((title as Record<string, string> | null)?.[language] ?? (title as Record<string, string> | null)?.en ?? '')

/** Everything kept about the customer, readable: the same as the JSON file it links to. */
export function DataExportPage({ data, language }: { data: CustomerData; language: Language }) {
  const { t } = useTranslation()
  const when = (iso: unknown) => (typeof iso === 'string' && iso ? formatDateTime(iso, language) : '—')
  const p = data.profile
  const profile = { firstName: str(p.firstName), lastName: str(p.lastName), email: str(p.email), phone: formatPhone(str(p.phone)), address: str(p.address) }
  return (
    <section className="container data-export">
      <p className="eyebrow">{t('Dashboard_title')}</p>
      <h1>{t('Data_page_title')}</h1>
      <p>{t('Data_page_intro', { date: when(data.generatedAt) })}</p>
      <p className="data-export__actions">
        <a className="button" href={JSON_PATH} download>
          {t('Data_download_json')}
        </a>
        <a className="button cab-button--secondary" href="/dashboard#data-rights">
          {t('Data_back')}
        </a>
      </p>

      <ProfilePanel profile={profile} />
      <p>
        {t('Data_registered')}: {when(p.registeredAt)}
      </p>

      <h2>{t('Data_signature')}</h2>
      {data.signature?.pngBase64 ? (
        <img className="data-export__signature" src={`data:image/png;base64,${data.signature.pngBase64}`} alt={t('Data_signature_alt')} />
      ) : (
        <p>{t('Data_none')}</p>
      )}

      <h2>{t('Dashboard_balance')}</h2>
      <p>{data.balance.amount}</p>

      <Table
        title="Data_procedures"
        head={['Data_col_name', 'Data_col_date', 'Data_col_price', 'Data_col_status']}
        rows={data.procedures.map((r) => [r.name, r.paymentDate ? formatDate(r.paymentDate, language) : null, r.price, t(`Dashboard_status_${r.status}`)])}
      />

      <Table
        title="Consents_heading"
        head={['Data_col_when', 'Data_col_action', 'Data_col_purpose', 'Data_col_version', 'Data_col_client']}
        rows={data.consents.map((r) => [when(r.at), t(`Data_consent_${r.action}`), t(PURPOSE_TITLES[r.purpose]), r.version, r.client])}
      />

      <Table title="Data_sessions" head={['Data_col_started', 'Data_col_last_seen']} rows={data.sessions.map((s) => [when(s.startedAt), when(s.lastSeenAt)])} />

      <Table
        title="Passkey_heading"
        head={['Passkey_col_device', 'Passkey_col_added', 'Passkey_col_last_used']}
        rows={data.passkeys.map((k) => [
          t('Dashboard_device', { browser: k.browser ?? t('Dashboard_device_unknown_browser'), system: k.system ?? t('Dashboard_device_unknown_system') }),
          when(k.addedAt),
          k.lastUsedAt ? when(k.lastUsedAt) : t('Passkey_never_used'),
        ])}
      />

      <Table
        title="Data_messages"
        head={['Data_col_when', 'Data_col_conversation', 'Data_col_from', 'Data_col_text']}
        rows={data.conversations.flatMap((c) =>
          c.messages.map((m) => [when(m.at), t(`Messages_type_${c.type}`), t(m.from === 'staff' ? 'Messages_from_staff' : 'Messages_from_you'), m.body]),
        )}
      />

      <Table
        title="Data_documents"
        head={['Data_col_when', 'Data_col_title', 'Data_col_kind']}
        rows={data.documents.map((d) => [when(d.addedAt), titleIn(d.title, language), t(`Documents_kind_${d.kind}`)])}
      />

      <Table
        title="Data_views_heading"
        head={['Data_col_when', 'Data_col_role']}
        rows={data.staffViews.map((v) => [when(v.at), t(ROLE_TITLES[v.role] ?? 'Data_role_staff')])}
        empty="Data_views_none"
      />

      <Table
        title="Data_history"
        head={['Data_col_when', 'Data_col_action', 'Data_col_role']}
        rows={data.history.map((e) => [when(e.at), t(actionTitle(e.action)), e.role ? t(ROLE_TITLES[e.role] ?? 'Data_role_staff') : null])}
      />

      <h2>{t('Data_delete_heading')}</h2>
      <p>
        {data.deletionRequest
          ? t('Data_delete_pending', { date: when(data.deletionRequest.requestedAt), due: formatDate(data.deletionRequest.dueAt, language) })
          : t('Data_none')}
      </p>
    </section>
  )
}
