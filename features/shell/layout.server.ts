import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import { safeHref } from '../../common/links'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import { toImage, type Image } from '../../ui/media'

export type NavLink = { label: string; href: string }
export type NavItem = NavLink & { inFooter: boolean; columns: { heading?: string; links: NavLink[] }[] }
export type SiteSettings = {
  brand: string
  shortName: string
  logo: Image | null
  phone: string
  email: string
  legalAddress: string
  social: { network: string; url: string }[]
  location: { city: string; address: string; lat: number | null; lng: number | null; zoom: number }
  phoneRegion: string
}
export type LayoutData = { settings: SiteSettings; navigation: { items: NavItem[]; legal: NavLink[] } }

/** Menu links whose address the site may carry (`safeHref`); any other is left out. */
const links = (value: { label: string; href: string }[] | null | undefined): NavLink[] =>
  (value ?? []).flatMap(({ label, href }) => {
    const safe = safeHref(href)
    return safe === null ? [] : [{ label, href: safe }]
  })

/** Settings and navigation for the header and footer, shaped for the components. */
export function loadLayout(payload: Payload, language: Language): Promise<LayoutData> {
  return cached(`layout:${language}`, async () => {
    const [settings, navigation] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', locale: language, depth: 1, ...AS_VISITOR }),
      payload.findGlobal({ slug: 'navigation', locale: language, depth: 0, ...AS_VISITOR }),
    ])
    const location = settings.location ?? {}
    return {
      settings: {
        brand: settings.brand ?? '',
        shortName: settings.shortName ?? settings.brand ?? '',
        logo: toImage(settings.logo),
        phone: settings.phone ?? '',
        email: settings.email ?? '',
        legalAddress: settings.legalAddress ?? '',
        social: links((settings.social ?? []).map(({ network, url }) => ({ label: network, href: url }))).map((link) => ({
          network: link.label,
          url: link.href,
        })),
        location: {
          city: location.city ?? '',
          address: location.address ?? '',
          lat: location.lat ?? null,
          lng: location.lng ?? null,
          zoom: location.zoom ?? 15,
        },
        phoneRegion: settings.phoneRegion ?? 'RU',
      },
      navigation: {
        items: (navigation.items ?? []).map((item) => ({
          label: item.label,
          // A top item keeps its columns; a refused address of its own becomes the home page.
          href: safeHref(item.href) ?? '/',
          inFooter: Boolean(item.inFooter),
          columns: (item.columns ?? []).map((c) => ({ heading: c.heading ?? undefined, links: links(c.links) })),
        })),
        legal: links(navigation.legal),
      },
    }
  })
}
