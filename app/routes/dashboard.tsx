import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { formatCents } from '../../common/money'
import { DONE_PARAM, PROCEDURES_PARAM } from '../../common/pageParams'
import { formatPhone } from '../../common/phone'
import {
  AddressBanner,
  CabinetLinks,
  CORRECTIONS_INTENT,
  CorrectionsNotice,
  DevicesList,
  type ProceduresListProps,
  ProfilePanel,
  DASHBOARD_INTENTS,
  PasswordPanel,
  SecurityPanels,
} from '../../features/cabinet'
import {
  resendConfirmation,
  dismissOnDashboard,
  pendingCorrections,
  customerSessions,
  liveDevices,
  endCustomerSession,
  changePassword,
  endAllSessions,
  readProfile,
  PRIVATE_HEADERS,
  requestToken,
  clearedSessionCookie,
  createSession,
  endSession,
  resolveSession,
  sessionCookie,
} from '../../features/cabinet/index.server'
import { ConsentsPanel, WITHDRAW_INTENT } from '../../features/consents'
import { customerConsents } from '../../features/consents/index.server'
import { unreadCount } from '../../features/customerMessages/index.server'
import { DataRightsPanel, DATA_INTENT } from '../../features/dataRights'
import { deleteOnDashboard, deletionRequestOf, staffViews, withdrawOnDashboard } from '../../features/dataRights/index.server'
import { PasskeysPanel, PASSKEY_DONE, PASSKEY_FIELD, PASSKEYS_ANCHOR, REMOVE_PASSKEY_INTENT } from '../../features/passkeys'
import { customerPasskeyList, removeCustomerPasskey } from '../../features/passkeys/index.server'
import { keptForCustomer } from '../../platform/customerData'
import { readForm } from '../../platform/request.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Island } from '../../ui/islands/Island'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { NOINDEX, pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'
import '../../features/consents/Consents.css'
import '../../features/dataRights/DataRights.css'
import '../../features/cabinet/CabinetLinks.css'
import '../../features/passkeys/Passkeys.css'

/** The procedures disclosure is an island that opens in place; without scripts it is a plain form. */
export const handle: IslandsHandle = { islands: true }

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Dashboard_title' }), NOINDEX]

export const headers: HeadersFunction = () => PRIVATE_HEADERS

/** The signed-in customer's own data, rendered on the server (no loading flash). What is read of it is kept until the
 * customer's data changes (platform/customerData.ts); only the session and that count are read on every request. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { payload } = context
  const token = requestToken(request)
  const outcome = await readProfile(payload, token)
  if (outcome.status === 'anonymous') throw redirect('/cabinet', { headers: PRIVATE_HEADERS })
  if (outcome.status === 'locked') return data({ locked: true as const }, { headers: PRIVATE_HEADERS })
  if (outcome.status === 'passwordChange') return data({ locked: false as const, passwordChange: true as const }, { headers: PRIVATE_HEADERS })
  const { profile, version } = outcome
  const { firstName, lastName, email, phone, address, uid } = profile
  const language = await detectLanguage(request)
  const kept = await keptForCustomer('dashboard', uid, version, async () => ({
    consents: await customerConsents(payload, uid),
    views: await staffViews(payload, uid),
    deletion: await deletionRequestOf(payload, uid),
    sessions: await customerSessions(payload, uid),
    passkeys: await customerPasskeyList(payload, uid),
    unread: await unreadCount(payload, uid),
    corrections: await pendingCorrections(payload, uid),
  }))
  const { sessions, ...rest } = kept
  return data(
    {
      locked: false as const,
      passwordChange: false as const,
      profile: { firstName, lastName, email, phone: formatPhone(phone), address },
      emailConfirmed: profile.emailConfirmed,
      // Formatted here, so the balance exists in the page only when staff chose to show it.
      balance: profile.showTotal ? formatCents(profile.balanceCents, language) : null,
      procedures: profile.procedures,
      ...rest,
      devices: liveDevices(sessions, token),
      language,
    },
    { headers: PRIVATE_HEADERS },
  )
}

/** Signs out here (the default) or everywhere, changes the password (that ends every session, but this browser, whose
 * owner just proved the current password, gets a new one at once), or mails the address-confirmation link again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { payload } = context
  const token = requestToken(request)
  const form = await readForm(request)
  const intent = form.get('intent')
  if (intent === WITHDRAW_INTENT) return withdrawOnDashboard(payload, request, form)
  if (intent === DATA_INTENT) return deleteOnDashboard(payload, request, form)
  if (intent === CORRECTIONS_INTENT) return dismissOnDashboard(payload, request, form)
  const forCustomer: unknown[] = [...Object.values(DASHBOARD_INTENTS), REMOVE_PASSKEY_INTENT]
  const customerId = forCustomer.includes(intent) ? await resolveSession(payload, token) : null
  if (intent === REMOVE_PASSKEY_INTENT && customerId !== null) {
    // Another customer's passkey, or none, is not found: nothing is removed.
    if (!(await removeCustomerPasskey(payload, customerId, form.get(PASSKEY_FIELD)))) {
      return data({ passkeyError: 'Passkey_error_not_found' }, { status: 404, headers: PRIVATE_HEADERS })
    }
    return redirect(`/dashboard?${DONE_PARAM}=${PASSKEY_DONE.removed}#${PASSKEYS_ANCHOR}`, { status: 303, headers: PRIVATE_HEADERS })
  }
  if (intent === DASHBOARD_INTENTS.endSession && customerId !== null) {
    // Another customer's session id ends nothing, and says no more than a session already gone.
    await endCustomerSession(payload, customerId, form.get('session'))
    return redirect(`/dashboard?${DONE_PARAM}=ended#dash-everywhere-heading`, { status: 303, headers: PRIVATE_HEADERS })
  }
  if (intent === DASHBOARD_INTENTS.resend && customerId !== null) {
    const outcome = await resendConfirmation(payload, customerId, await detectLanguage(request))
    if (!outcome.ok) return data({ resendError: outcome.error }, { status: outcome.status, headers: PRIVATE_HEADERS })
    return redirect(`/dashboard?${DONE_PARAM}=sent`, { status: 303, headers: PRIVATE_HEADERS })
  }
  if (intent === DASHBOARD_INTENTS.password && customerId !== null) {
    const outcome = await changePassword(payload, customerId, Object.fromEntries(form), await detectLanguage(request))
    if (!outcome.ok) return data({ failure: outcome }, { status: 400, headers: PRIVATE_HEADERS })
    const cookie = sessionCookie(await createSession(payload, customerId, null, { userAgent: request.headers.get('user-agent') }))
    return redirect(`/dashboard?${DONE_PARAM}=password`, { status: 303, headers: { 'Set-Cookie': cookie, ...PRIVATE_HEADERS } })
  }
  if (intent === DASHBOARD_INTENTS.everywhere && customerId !== null) await endAllSessions(payload, customerId)
  else await endSession(payload, token)
  const to = customerId !== null ? `/cabinet?${DONE_PARAM}=everywhere` : '/cabinet'
  return redirect(to, { status: 303, headers: { 'Set-Cookie': clearedSessionCookie(), ...PRIVATE_HEADERS } })
}

function SignOut() {
  const { t } = useTranslation()
  return (
    <Form method="post" action="/dashboard" className="dash-signout">
      <button type="submit" className="button cab-button--secondary">
        {t('Dashboard_sign_out')}
      </button>
    </Form>
  )
}

export default function Dashboard() {
  const { t } = useTranslation()
  const view = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const failure = answer && 'failure' in answer ? answer.failure : undefined
  const location = useLocation()
  const params = new URLSearchParams(location.search)

  if (view.locked) {
    return (
      <section className="container dashboard dashboard--locked">
        <h1 className="visually-hidden">{t('Dashboard_title')}</h1>
        <p className="dash-locked" role="alert">
          {t('Dashboard_locked')}
        </p>
        <SignOut />
      </section>
    )
  }

  if (view.passwordChange) {
    // Signed in with a password the rule no longer allows: this form alone until it is changed.
    return (
      <section className="container dashboard">
        <header className="dashboard__head">
          <div>
            <p className="eyebrow dashboard__kicker">{t('Dashboard_title')}</p>
            <h1 className="dashboard__title">{t('Account_change_required_title')}</h1>
          </div>
          <SignOut />
        </header>
        <div className="dash-required">
          <div className="dash-address">
            <p className="dash-address__text">{t('Account_change_required')}</p>
          </div>
          <PasswordPanel failure={failure} />
        </div>
      </section>
    )
  }

  return (
    <section className="container dashboard">
      <header className="dashboard__head">
        <div>
          <p className="eyebrow dashboard__kicker">{t('Dashboard_title')}</p>
          <h1 className="dashboard__title">{t('Dashboard_greeting', { name: view.profile.firstName })}</h1>
        </div>
        <SignOut />
      </header>
      {view.emailConfirmed ? null : (
        <AddressBanner
          email={view.profile.email}
          sent={params.get(DONE_PARAM) === 'sent'}
          error={answer && 'resendError' in answer ? answer.resendError : undefined}
        />
      )}
      <CorrectionsNotice notices={view.corrections} language={view.language} />
      {params.get(DONE_PARAM) === 'password' && !failure ? (
        <p className="dashboard__done" role="status">
          {t('Dashboard_password_changed')}
        </p>
      ) : null}
      <CabinetLinks unread={view.unread} />
      {/* Without the balance (staff chose to hide it) the profile takes the whole row. */}
      <div className={view.balance !== null ? 'dashboard__grid' : 'dashboard__grid dashboard__grid--single'}>
        <ProfilePanel profile={view.profile} />
        {view.balance !== null ? (
          <section className="dash-panel panel dash-balance" aria-labelledby="dash-balance-heading">
            <h2 id="dash-balance-heading" className="dash-panel__heading">
              {t('Dashboard_balance')}
            </h2>
            <p className="dash-balance__amount">{view.balance}</p>
          </section>
        ) : null}
      </div>
      <Island
        name="procedures"
        props={
          {
            procedures: view.procedures,
            language: view.language,
            initiallyOpen: params.get(PROCEDURES_PARAM) === 'open',
          } satisfies ProceduresListProps
        }
      />
      <ConsentsPanel consents={view.consents} language={view.language} withdrawn={params.get(DONE_PARAM) === 'withdrawn'} />
      <DataRightsPanel
        views={view.views}
        deletion={view.deletion}
        language={view.language}
        deletionError={answer && 'deletionError' in answer ? answer.deletionError : undefined}
        requested={params.get(DONE_PARAM) === 'deletion'}
      />
      {params.get(DONE_PARAM) === 'ended' ? (
        <p className="dashboard__done" role="status">
          {t('Dashboard_device_ended')}
        </p>
      ) : null}
      <SecurityPanels failure={failure} devices={<DevicesList devices={view.devices} language={view.language} />} />
      <PasskeysPanel
        passkeys={view.passkeys}
        language={view.language}
        error={answer && 'passkeyError' in answer ? answer.passkeyError : undefined}
        done={params.get(DONE_PARAM) === PASSKEY_DONE.added ? 'added' : params.get(DONE_PARAM) === PASSKEY_DONE.removed ? 'removed' : undefined}
      />
      <p className="dashboard__note">{t('Dashboard_session_note')}</p>
    </section>
  )
}
