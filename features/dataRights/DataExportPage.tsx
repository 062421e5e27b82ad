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

/** A table that scrolls within itself on a narrow screen rather than widening the page. */
function Table({ caption, head, rows, empty }: { caption: string; head: string[]; rows: Row[]; empty: string }) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <div className="data-export__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-export__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
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

      <h2>{t('Data_procedures')}</h2>
      <Table
        caption={t('Data_procedures')}
        head={[t('Data_col_name'), t('Data_col_date'), t('Data_col_price'), t('Data_col_status')]}
        rows={data.procedures.map((r) => [r.name, r.paymentDate ? formatDate(r.paymentDate, language) : null, r.price, t(`Dashboard_status_${r.status}`)])}
        empty={t('Data_none')}
      />

      <h2>{t('Consents_heading')}</h2>
      <Table
        caption={t('Consents_heading')}
        head={[t('Data_col_when'), t('Data_col_action'), t('Data_col_purpose'), t('Data_col_version'), t('Data_col_client')]}
        rows={data.consents.map((r) => [when(r.at), t(`Data_consent_${r.action}`), t(PURPOSE_TITLES[r.purpose]), r.version, r.client])}
        empty={t('Data_none')}
      />

      <h2>{t('Data_sessions')}</h2>
      <Table
        caption={t('Data_sessions')}
        head={[t('Data_col_started'), t('Data_col_last_seen')]}
        rows={data.sessions.map((s) => [when(s.startedAt), when(s.lastSeenAt)])}
        empty={t('Data_none')}
      />

      <h2>{t('Passkey_heading')}</h2>
      <Table
        caption={t('Passkey_heading')}
        head={[t('Passkey_col_device'), t('Passkey_col_added'), t('Passkey_col_last_used')]}
        rows={data.passkeys.map((k) => [
          t('Dashboard_device', { browser: k.browser ?? t('Dashboard_device_unknown_browser'), system: k.system ?? t('Dashboard_device_unknown_system') }),
          when(k.addedAt),
          k.lastUsedAt ? when(k.lastUsedAt) : t('Passkey_never_used'),
        ])}
        empty={t('Data_none')}
      />

      <h2>{t('Data_messages')}</h2>
      <Table
        caption={t('Data_messages')}
        head={[t('Data_col_when'), t('Data_col_conversation'), t('Data_col_from'), t('Data_col_text')]}
        rows={data.conversations.flatMap((c) =>
          c.messages.map((m) => [when(m.at), t(`Messages_type_${c.type}`), t(m.from === 'staff' ? 'Messages_from_staff' : 'Messages_from_you'), m.body]),
        )}
        empty={t('Data_none')}
      />

      <h2>{t('Data_documents')}</h2>
      <Table
        caption={t('Data_documents')}
        head={[t('Data_col_when'), t('Data_col_title'), t('Data_col_kind')]}
        rows={data.documents.map((d) => [when(d.addedAt), titleIn(d.title, language), t(`Documents_kind_${d.kind}`)])}
        empty={t('Data_none')}
      />

      <h2>{t('Data_views_heading')}</h2>
      <Table
        caption={t('Data_views_heading')}
        head={[t('Data_col_when'), t('Data_col_role')]}
        rows={data.staffViews.map((v) => [when(v.at), t(ROLE_TITLES[v.role] ?? 'Data_role_staff')])}
        empty={t('Data_views_none')}
      />

      <h2>{t('Data_history')}</h2>
      <Table
        caption={t('Data_history')}
        head={[t('Data_col_when'), t('Data_col_action'), t('Data_col_role')]}
        rows={data.history.map((e) => [when(e.at), t(actionTitle(e.action)), e.role ? t(ROLE_TITLES[e.role] ?? 'Data_role_staff') : null])}
        empty={t('Data_none')}
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
