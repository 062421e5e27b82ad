import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, NAMESPACE, type Language } from './config'

/** A synchronous i18next instance over one language's catalogue (already merged with English). */
export function createI18n(language: Language, catalogue: Record<string, string>): i18n {
  const instance = i18next.createInstance()
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: catalogue } },
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  return instance
}
