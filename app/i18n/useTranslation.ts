import { useRouteLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { FALLBACK_LANGUAGE, type Language } from './config'
import { translatorFor, type Catalogue, type Translate } from './translate'

type RootI18n = { language: Language; catalogue: Catalogue }

/**
 * `const { t } = useTranslation()` over the catalogue the root loader sends (the request's
 * language, already merged with the English fallback by i18next on the server). Components use
 * this rather than react-i18next so the browser does not download i18next (19 KB gzip of a
 * 100 KB page budget) to look up strings it already has. See docs/decisions/001.
 */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const root = useRouteLoaderData('root') as RootI18n | undefined
  const catalogue = root?.catalogue
  const language = root?.language ?? FALLBACK_LANGUAGE
  return useMemo(() => ({ t: translatorFor(catalogue ?? {}), i18n: { language } }), [catalogue, language])
}
