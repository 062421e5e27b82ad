import { useMemo } from 'react'
import type { Language } from '../../common/languages'
import { usePage } from '../page/PageContext'
import { translatorFor, type Translate } from './translate'

/**
 * `const { t } = useTranslation()` over the page's catalogue (the request's language, already
 * merged with the English fallback by i18next on the server). Components use this rather than
 * react-i18next so the browser does not download i18next to look up strings it already has.
 * See docs/decisions/001.
 */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const { catalogue, language } = usePage()
  return useMemo(() => ({ t: translatorFor(catalogue), i18n: { language } }), [catalogue, language])
}
