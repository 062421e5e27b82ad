import { LANGUAGES, LANGUAGE_LABELS, LANGUAGE_PARAM, type Language } from '../../common/languages'
import { useTranslation } from '../../ui/i18n/useTranslation'
import { usePage } from '../../ui/page/PageContext'

/** eng / рус: plain links with ?lng, so they work without JavaScript and set the cookie. */
export function LanguageSwitch({ current, className = '' }: { current: Language; className?: string }) {
  const { t } = useTranslation()
  const location = usePage()
  const hrefFor = (language: Language) => {
    const params = new URLSearchParams(location.search)
    params.set(LANGUAGE_PARAM, language)
    return `${location.pathname}?${params}`
  }
  return (
    <nav className={`lang-switch ${className}`} aria-label={t('Language_switch')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={hrefFor(language)}
              lang={language}
              hrefLang={language}
              aria-current={language === current ? 'true' : undefined}
              aria-label={LANGUAGE_LABELS[language].name}
            >
              {LANGUAGE_LABELS[language].short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
