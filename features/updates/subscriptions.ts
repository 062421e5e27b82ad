import type { Payload } from 'payload'
import { validateUpdates } from './rules'

export type SubscribeOutcome = { ok: true; created: boolean } | { ok: false; errors: Partial<Record<'email' | 'pics', string>> }

/** Store an updates sign-up once per e-mail. Used by the footer's action and the JSON API. */
export async function subscribe(payload: Payload, input: { email?: unknown; pics?: unknown }, language: 'en' | 'ru'): Promise<SubscribeOutcome> {
  const result = validateUpdates(input)
  if (!result.ok) return result
  const existing = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: result.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (existing.docs.length) return { ok: true, created: false }
  try {
    await payload.create({
      collection: 'subscribers',
      data: { email: result.email, consent: true, language },
      overrideAccess: true,
    })
    return { ok: true, created: true }
  } catch (error) {
    // Two requests for one address can race past the lookup; the unique index keeps one.
    const again = await payload.count({ collection: 'subscribers', where: { email: { equals: result.email } }, overrideAccess: true })
    if (again.totalDocs > 0) return { ok: true, created: false }
    throw error
  }
}
