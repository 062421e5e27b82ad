import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { DONE_PARAM } from '../../common/pageParams'
import { type CabinetFormsProps, REFILLED_FIELDS, type CabinetFailure, type CabinetMode } from '../../features/cabinet'
import { phoneRegion, registerCustomer, signIn, requestContext, requestToken, resolveSession, sessionCookie } from '../../features/cabinet/index.server'
import type { PasskeyButtonProps } from '../../features/passkeys'
import { isSameOrigin } from '../../platform/origin'
import { readForm } from '../../platform/request.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { Island } from '../../ui/islands/Island'
import type { IslandsHandle } from '../../ui/islands/routeIslands'
import { pageMeta } from '../../ui/page/seo'
import '../../features/cabinet/Cabinet.css'
import '../../features/passkeys/Passkeys.css'

/** The forms are an island (the signature pad and the rules checked before sending need scripts); the rest is HTML. */
export const handle: IslandsHandle = { islands: true }

const DONE_NOTICES = { reset: 'Cabinet_reset_done', everywhere: 'Cabinet_signed_out_everywhere' } as const

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'Cabinet_title', descriptionKey: 'Cabinet_lead' })
/** A posted form's answer keeps its action's headers (Retry-After when busy); Remix would otherwise drop them. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders

/** Who is signed in goes straight to the dashboard; everyone else gets the forms. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if ((await resolveSession(context.payload, requestToken(request))) !== null) throw redirect('/dashboard')
  const done = new URL(request.url).searchParams.get(DONE_PARAM)
  return { phoneRegion: await phoneRegion(context.payload), notice: done === 'reset' || done === 'everywhere' ? DONE_NOTICES[done] : null }
}

const fail = (failure: CabinetFailure, status: number, retryAfterS?: number) =>
  data(failure, { status, headers: retryAfterS ? { 'Retry-After': String(retryAfterS) } : undefined })

/** Both forms post here; success sets the session cookie and goes to /dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  const intent: CabinetMode = form.get('intent') === 'register' ? 'register' : 'login'
  const values = Object.fromEntries(REFILLED_FIELDS.map((name) => [name, String(form.get(name) ?? '').slice(0, 300)]))
  if (!isSameOrigin(request.headers, request.url)) return fail({ intent, error: 'Cabinet_error_forbidden', values }, 403)

  const client = { ...requestContext(request), language: await detectLanguage(request) }
  const fields = Object.fromEntries(form)
  const outcome = intent === 'login' ? await signIn(context.payload, fields, client) : await registerCustomer(context.payload, fields, client)
  if (outcome.ok) return redirect('/dashboard', { status: 303, headers: { 'Set-Cookie': sessionCookie(outcome.token) } })
  // Too many attempts and "busy" are about the moment, not what was typed.
  const formWide = outcome.status === 429 || outcome.status === 503
  const field = intent === 'login' ? (formWide ? undefined : 'login') : 'field' in outcome ? outcome.field : undefined
  return fail({ intent, error: outcome.error, field, values }, outcome.status, 'retryAfterS' in outcome ? outcome.retryAfterS : undefined)
}

export default function Cabinet() {
  const { t } = useTranslation()
  const { phoneRegion, notice } = useLoaderData<typeof loader>()
  const failure = useActionData<typeof action>() as CabinetFailure | undefined
  const props: CabinetFormsProps = { phoneRegion, failure }
  return (
    <section className="container cabinet">
      <h1 className="cabinet__title">{t('Cabinet_title')}</h1>
      <p className="cabinet__lead">{t('Cabinet_lead')}</p>
      {notice ? (
        <p className="cabinet__lead" role="status">
          {t(notice)}
        </p>
      ) : null}
      <Island name="cabinet" props={props} />
      <section className="cabinet__card panel cabinet__passkey" aria-labelledby="cabinet-passkey-heading">
        <h2 id="cabinet-passkey-heading" className="cabinet__heading">
          {t('Passkey_sign_in_heading')}
        </h2>
        <p className="cabinet__lead">{t('Passkey_sign_in_lead')}</p>
        <Island name="passkey" props={{ action: 'signIn' } satisfies PasskeyButtonProps} />
      </section>
    </section>
  )
}
