import type { Payload } from 'payload'

export type SiteContact = { phone: string; mail: string }

/** The header's phone and e-mail; blanks when the settings are not filled in. */
export async function readSiteContact(payload: Payload): Promise<SiteContact> {
  try {
    const settings = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { phone?: string; email?: string }
    return { phone: settings.phone ?? '', mail: settings.email ?? '' }
  } catch {
    return { phone: '', mail: '' }
  }
}
