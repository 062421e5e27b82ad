import type { ReactNode } from 'react'
import { formatDate, formatDateTime } from '../../common/format'
import type { Language } from '../../common/languages'
import { formatCents } from '../../common/money'
import { formatPhone } from '../../common/phone'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { CabinetPageHead, ProfilePanel } from '../cabinet'
import { PURPOSE_TITLES } from '../consents'
import type { CustomerData } from './export.server'
import { JSON_PATH } from './paths'
import { actionTitle, ROLE_TITLES } from './rules'

type Row = (string | number | null | undefined)[]
const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** A part of the page in a panel under its heading, as the dashboard shows its parts; `title` is a catalogue key. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <section className="dash-panel panel data-export__part" aria-labelledby={id}>
      <h2 id={id} className="dash-panel__heading">
        {t(title)}
      </h2>
      {children}
    </section>
  )
}

/** A part of the page as a table under its heading (`title`, also its caption); `title`, `head` and `empty` are
 * catalogue keys. On a phone each row stacks into a group of cells, each under its column's name (`data-label`), so
 * nothing scrolls sideways; the roles are spelled out because that change of display loses a table's own semantics in
 * some browsers. */
function Table({ id, title, head, rows, empty = 'Data_none' }: { id: string; title: string; head: string[]; rows: Row[]; empty?: string }) {
  const { t } = useTranslation()
  const labels = head.map((h) => t(h))
  return (
    <Part id={id} title={title}>
      {rows.length === 0 ? (
        <p className="data-export__none">{t(empty)}</p>
      ) : (
        <table className="data-export__table" role="table" aria-labelledby={id}>
          <thead role="rowgroup">
            <tr role="row">
              {labels.map((label) => (
                <th key={label} scope="col" role="columnheader">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row, i) => (
              <tr key={i} role="row">
                {row.map((cell, j) => (
                  <td key={j} role="cell" data-label={labels[j]}>
                    {cell ?? '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Part>
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
  const money = (cents: unknown) => (typeof cents === 'number' ? formatCents(cents, language) : null)
  return (
    <section className="container dashboard data-export">
      <CabinetPageHead title={t('Data_page_title')} back={{ href: '/dashboard#data-rights', labelKey: 'Data_back' }} />
      <p className="data-export__intro">{t('Data_page_intro', { date: when(data.generatedAt) })}</p>
      <p className="data-export__actions">
        <a className="button" href={JSON_PATH} download>
          {t('Data_download_json')}
        </a>
      </p>

      <div className="data-export__parts">
        <ProfilePanel profile={profile} more={[[t('Data_registered'), when(p.registeredAt)]]} />

        <Part id="data-signature" title="Data_signature">
          {data.signature?.pngBase64 ? (
            <img className="data-export__signature" src={`data:image/png;base64,${data.signature.pngBase64}`} alt={t('Data_signature_alt')} />
          ) : (
            <p className="data-export__none">{t('Data_none')}</p>
          )}
        </Part>

        <Part id="data-balance" title="Dashboard_balance">
          <p className="data-export__amount">{money(data.balance.cents ?? 0)}</p>
        </Part>

        <Table
          id="data-procedures"
          title="Data_procedures"
          head={['Data_col_name', 'Data_col_date', 'Data_col_price', 'Data_col_status']}
          rows={data.procedures.map((r) => [
            r.name,
            r.paymentDate ? formatDate(r.paymentDate, language) : null,
            money(r.priceCents),
            t(`Dashboard_status_${r.status}`),
          ])}
        />

        <Table
          id="data-consents"
          title="Consents_heading"
          head={['Data_col_when', 'Data_col_action', 'Data_col_purpose', 'Data_col_version', 'Data_col_client']}
          rows={data.consents.map((r) => [when(r.at), t(`Data_consent_${r.action}`), t(PURPOSE_TITLES[r.purpose]), r.version, r.client])}
        />

        <Table
          id="data-sessions"
          title="Data_sessions"
          head={['Data_col_started', 'Data_col_last_seen']}
          rows={data.sessions.map((s) => [when(s.startedAt), when(s.lastSeenAt)])}
        />

        <Table
          id="data-passkeys"
          title="Passkey_heading"
          head={['Passkey_col_device', 'Passkey_col_added', 'Passkey_col_last_used']}
          rows={data.passkeys.map((k) => [
            t('Dashboard_device', { browser: k.browser ?? t('Dashboard_device_unknown_browser'), system: k.system ?? t('Dashboard_device_unknown_system') }),
            when(k.addedAt),
            k.lastUsedAt ? when(k.lastUsedAt) : t('Passkey_never_used'),
          ])}
        />

        <Table
          id="data-messages"
          title="Data_messages"
          head={['Data_col_when', 'Data_col_conversation', 'Data_col_from', 'Data_col_text']}
          rows={data.conversations.flatMap((c) =>
            c.messages.map((m) => [when(m.at), t(`Messages_type_${c.type}`), t(m.from === 'staff' ? 'Messages_from_staff' : 'Messages_from_you'), m.body]),
          )}
        />

        <Table
          id="data-documents"
          title="Data_documents"
          head={['Data_col_when', 'Data_col_title', 'Data_col_kind']}
          rows={data.documents.map((d) => [when(d.addedAt), titleIn(d.title, language), t(`Documents_kind_${d.kind}`)])}
        />

        <Table
          id="data-views"
          title="Data_views_heading"
          head={['Data_col_when', 'Data_col_role']}
          rows={data.staffViews.map((v) => [when(v.at), t(ROLE_TITLES[v.role] ?? 'Data_role_staff')])}
          empty="Data_views_none"
        />

        <Table
          id="data-history"
          title="Data_history"
          head={['Data_col_when', 'Data_col_action', 'Data_col_role']}
          rows={data.history.map((e) => [when(e.at), t(actionTitle(e.action)), e.role ? t(ROLE_TITLES[e.role] ?? 'Data_role_staff') : null])}
        />

        <Part id="data-delete" title="Data_delete_heading">
          <p className="data-export__none">
            {data.deletionRequest
              ? t('Data_delete_pending', { date: when(data.deletionRequest.requestedAt), due: formatDate(data.deletionRequest.dueAt, language) })
              : t('Data_none')}
          </p>
        </Part>
      </div>
    </section>
  )
}
