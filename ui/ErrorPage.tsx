import { useTranslation } from './i18n/useTranslation'

/** The 404 and the error page: translated, and never a stack trace. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation()
  const notFound = status === 404
  return (
    <section className="error-page container">
      <p className="error-page__code">{status}</p>
      <h1>{notFound ? t('NotFound_title') : t('Error_title')}</h1>
      <p>{notFound ? t('NotFound_text') : t('Error_text')}</p>
      <a className="button" href="/">
        {t('Back_home')}
      </a>
    </section>
  )
}
