import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { safeLocalPath } from '../../common/links'
import { SUBSCRIBED_PARAM } from '../../common/pageParams'
import { CONSENT_FIELD } from '../../features/consents'
import { requestSource } from '../../features/consents/index.server'
import { type UpdatesOutcome, UpdatesForm } from '../../features/updates'
import { subscribe } from '../../features/updates/index.server'
import { LIMITS, allow } from '../../platform/rateLimit'
import { clientAddress, readForm } from '../../platform/request.server'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { pageMeta } from '../../ui/page/seo'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'Updates_title', descriptionKey: 'Updates_lead' })

/** The updates sign-up without JavaScript (the footer's island posts to /api/updateRequest): a
 * valid sign-up goes back to the page it came from, an invalid one shows this page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request)
  if (!(await allow(context.payload, 'updates', clientAddress(request), LIMITS.updates))) {
    return data<UpdatesOutcome>({ ok: false, errors: { email: 'Too_many_requests' } }, { status: 429 })
  }
  const input = { email: form.get('email'), pics: form.get('pics'), [CONSENT_FIELD]: form.get(CONSENT_FIELD) }
  const outcome = await subscribe(context.payload, input, { ...requestSource(request), language: await detectLanguage(request) })
  if (!outcome.ok) return data(outcome, { status: 400 })
  const back = safeLocalPath(form.get('from'))
  return redirect(`${back}${back.includes('?') ? '&' : '?'}${SUBSCRIBED_PARAM}=1#updates`, 303)
}

export default function Subscribe() {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  return (
    <section className="container page-narrow">
      <h1>{t('Updates_title')}</h1>
      <UpdatesForm initial={result as UpdatesOutcome | undefined} idPrefix="subscribe" />
    </section>
  )
}
