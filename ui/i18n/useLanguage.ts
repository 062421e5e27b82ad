import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../../common/languages'
import { useTranslation } from './useTranslation'

/** The page's language, for Intl formatting in components (the page context carries it with
 * the catalogue, see ./useTranslation.ts). */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE
}
