import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useLoaderData, useLocation } from '@remix-run/react'
import { formatCents } from '../../common/money'
import { PROCEDURES_PARAM } from '../../common/pageParams'
import { formatPhone } from '../../common/phone'
import type { ProceduresListProps } from '../../features/cabinet/ProceduresList'
import { ProfilePanel } from '../../features/cabinet/ProfilePanel'
import { PRIVATE_HEADERS, clearedSessionCookie, endSession, readProfile, requestToken } from '../../features/cabinet/session.server'
import { NOINDEX, pageMeta } from '../../features/pages/seo'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Island } from '../../ui/islands/Island'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import '../../features/cabinet/Cabinet.css'
import '../../features/cabinet/Dashboard.css'

/** Without JavaScript the procedures disclosure and the sign-out are plain forms; with it the
 * disclosure (an island) opens in place. */
export const handle: IslandsHandle = { islands: true }

export const meta: MetaFunction = ({ matches }) => [...pageMeta(matches, { titleKey: 'Dashboard_title' }), NOINDEX]

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders)
  actionHeaders.forEach((value, key) => merged.set(key, value))
  return merged
}

/** The signed-in customer's own data, rendered on the server (no loading flash). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await readProfile(context.payload, requestToken(request))
  if (outcome.status === 'anonymous') throw redirect('/cabinet', { headers: PRIVATE_HEADERS })
  if (outcome.status === 'locked') return data({ locked: true as const }, { headers: PRIVATE_HEADERS })
  const { profile } = outcome
  const language = await detectLanguage(request)
  return data(
    {
      locked: false as const,
      profile: {
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        phone: formatPhone(profile.phone),
        address: profile.address,
      },
      // Formatted here, so the balance exists in the page only when staff chose to show it.
      balance: profile.showTotal ? formatCents(profile.balanceCents, language) : null,
      procedures: profile.procedures,
      language,
    },
    { headers: PRIVATE_HEADERS },
  )
}

/** Sign-out: ends the session on the server and clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  await endSession(context.payload, requestToken(request))
  return redirect('/cabinet', { status: 303, headers: { 'Set-Cookie': clearedSessionCookie(), ...PRIVATE_HEADERS } })
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
  const location = useLocation()

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

  return (
    <section className="container dashboard">
      <header className="dashboard__head">
        <div>
          <p className="eyebrow dashboard__kicker">{t('Dashboard_title')}</p>
          <h1 className="dashboard__title">{t('Dashboard_greeting', { name: view.profile.firstName })}</h1>
        </div>
        <SignOut />
      </header>
      <div className="dashboard__grid">
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
            initiallyOpen: new URLSearchParams(location.search).get(PROCEDURES_PARAM) === 'open',
          } satisfies ProceduresListProps
        }
      />
      <p className="dashboard__note">{t('Dashboard_session_note')}</p>
    </section>
  )
}
