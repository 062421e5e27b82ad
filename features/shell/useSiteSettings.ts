import { useRouteLoaderData } from '@remix-run/react'
import type { LayoutData, SiteSettings } from './layout.server'

/** The site settings the root route loaded for this page (contacts, social accounts, the
 * map's location); undefined on an error page rendered before the root loader ran. */
export function useSiteSettings(): SiteSettings | undefined {
  return (useRouteLoaderData('root') as { layout?: LayoutData } | undefined)?.layout?.settings
}
