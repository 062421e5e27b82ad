import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useState, type MouseEvent } from 'react'
import { useTranslation } from '~/i18n/useTranslation'
import { REFILLED_FIELDS, modeFrom, type CabinetFailure, type CabinetMode } from '../cabinet/forms'
import {
  isSameOrigin,
  phoneRegion,
  registerCustomer,
  requestContext,
  requestToken,
  resolveSession,
  sessionCookie,
  signIn,
} from '../cabinet/session.server'
import { readForm } from '../http.server'
import type { HydrateHandle } from '../hydration'
import { LoginForm } from '../components/cabinet/LoginForm'
import { RegisterForm } from '../components/cabinet/RegisterForm'
import { pageMeta } from '../seo'
import '../components/cabinet/Cabinet.css'

/** Registration needs scripts: the signature pad, and the rules checked before anything is sent. */
export const handle: HydrateHandle = { hydrate: true }

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'Cabinet_title' })

/** Who is signed in goes straight to the dashboard; everyone else gets the forms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await resolveSession(context.payload, requestToken(request))) !== null) throw redirect('/dashboard')
  return { phoneRegion: await phoneRegion(context.payload) }
}

const fail = (failure: CabinetFailure, status: number) => data(failure, { status })

/** Both forms post here; success sets the session cookie and goes to /dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent: CabinetMode = form.get('intent') === 'register' ? 'register' : 'login'
  const values = Object.fromEntries(REFILLED_FIELDS.map((name) => [name, String(form.get(name) ?? '').slice(0, 300)]))
  if (!isSameOrigin(request.headers, request.url)) return fail({ intent, error: 'Cabinet_error_forbidden', values }, 403)

  const outcome =
    intent === 'login'
      ? await signIn(context.payload, { email: form.get('email'), password: form.get('password') }, requestContext(request))
      : await registerCustomer(
          context.payload,
          {
            email: form.get('email'),
            phone: form.get('phone'),
            password: form.get('password'),
            confirm: form.get('confirm'),
            firstName: form.get('firstName'),
            lastName: form.get('lastName'),
            address: form.get('address'),
            signature: form.get('signature'),
          },
          requestContext(request),
        )
  if (outcome.ok) return redirect('/dashboard', { status: 303, headers: { 'Set-Cookie': sessionCookie(outcome.token) } })
  const field = intent === 'login' ? (outcome.status === 429 ? undefined : 'login') : 'field' in outcome ? outcome.field : undefined
  return fail({ intent, error: outcome.error, field, values }, outcome.status)
}

export default function Cabinet() {
  const { t } = useTranslation()
  const { phoneRegion } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>() as CabinetFailure | undefined
  const location = useLocation()
  const [mode, setMode] = useState<CabinetMode>(failure?.intent ?? modeFrom(location.search))

  // Back/forward between ?mode=register and the login form.
  useEffect(() => setMode(failure?.intent ?? modeFrom(location.search)), [location.search, failure])

  const other: CabinetMode = mode === 'login' ? 'register' : 'login'
  // Without JavaScript the toggle is a GET form (?mode=…); with it, the switch is instant and
  // the address follows, so a reload or a shared link opens the same form.
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault()
    setMode(other)
    const params = new URLSearchParams(location.search)
    if (other === 'register') params.set('mode', 'register')
    else params.delete('mode')
    const search = params.toString()
    window.history.replaceState(window.history.state, '', `${location.pathname}${search ? `?${search}` : ''}`)
  }

  return (
    <section className="container cabinet">
      <h1 className="cabinet__title">{t('Cabinet_title')}</h1>
      <p className="cabinet__lead">{t('Cabinet_lead')}</p>
      <div className="cabinet__card">
        <div className="cabinet__head">
          <h2 id="cabinet-heading" className="cabinet__heading">
            {t(mode === 'login' ? 'Cabinet_login_heading' : 'Cabinet_register_heading')}
          </h2>
          <Form method="get" action="/cabinet" className="cabinet__switch">
            <span>{t(mode === 'login' ? 'Cabinet_to_register_lead' : 'Cabinet_to_login_lead')}</span>
            <button type="submit" name="mode" value={other} className="button cab-button--secondary cabinet__toggle" onClick={toggle}>
              {t(mode === 'login' ? 'Cabinet_to_register' : 'Cabinet_to_login')}
            </button>
          </Form>
        </div>
        {mode === 'login' ? (
          <LoginForm failure={failure?.intent === 'login' ? failure : undefined} />
        ) : (
          <RegisterForm failure={failure?.intent === 'register' ? failure : undefined} phoneRegion={phoneRegion} />
        )}
      </div>
    </section>
  )
}
