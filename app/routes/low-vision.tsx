import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { safeLocalPath } from '../../common/links'
import { LowVisionForm, keyOf } from '../../features/lowVision'
import { lowVisionCookie } from '../../features/lowVision/index.server'
import { readForm } from '../../platform/request.server'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { pageMeta } from '../../ui/page/seo'
import { useRootData } from '../root'

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: 'LowVision_title', descriptionKey: 'LowVision_lead' })

/** The header's settings form: valid choices are kept in the cookie and the reader goes back to
 * the page they came from (a same-site path only); anything else changes nothing and shows this
 * page with the error. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const key = form.get('ordinary') ? '' : keyOf(form)
  if (key === null) return data({ error: 'LowVision_invalid' }, { status: 400 })
  return redirect(safeLocalPath(form.get('back')), { status: 303, headers: { 'Set-Cookie': lowVisionCookie(key) } })
}

/** The settings on a page of their own: where an invalid post lands, and a link anyone may keep. */
export default function LowVisionSettings() {
  const { t } = useTranslation()
  const result = useActionData<typeof action>()
  const current = useRootData()?.lowVision ?? ''
  return (
    <section className="container page-narrow">
      <h1>{t('LowVision_title')}</h1>
      <p>{t('LowVision_lead')}</p>
      {result?.error ? (
        <p className="form-error" role="alert">
          {t(result.error)}
        </p>
      ) : null}
      <LowVisionForm current={current} idPrefix="lv-page" />
    </section>
  )
}
