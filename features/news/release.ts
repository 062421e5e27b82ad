import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type Field, type PayloadRequest, type Where } from 'payload'
import type { News } from '../../common/payload-types'
import { adminMessage } from '../../platform/adminTranslations'
import { publishedBefore } from '../updates/index.server'

// A results release: a news article and the investor documents and events it names go live
// together. The parts need no schedule of their own: when the article is first published (at
// once, or by its one scheduled job at the chosen moment) its parts still in draft are published in
// the same request, so cancelling or moving the article's schedule cancels or moves the whole
// release. A later publication of the article publishes none of them.
// Rule: a part not yet published waits in one release only, so no two articles can release it at
// different moments; a part already published is simply live, and any article may name it.

const PARTS = ['documents', 'events'] as const
type Part = (typeof PARTS)[number]
type Release = Partial<Record<Part, unknown[] | null>> | null | undefined

export const releaseField: Field = {
  name: 'release',
  type: 'group',
  label: { en: 'Released with this article', ru: 'Выпускается вместе со статьёй' },
  admin: {
    description: {
      en: 'Investor documents and calendar events published together with this article, at the moment it is published or scheduled for. Leave them as drafts without a schedule of their own.',
      ru: 'Документы для инвесторов и события календаря, которые публикуются вместе с этой статьёй, в момент её публикации или запланированной публикации. Оставьте их черновиками без собственного расписания.',
    },
  },
  fields: [
    { name: 'documents', type: 'relationship', relationTo: 'documents', hasMany: true, label: { en: 'Documents', ru: 'Документы' } },
    { name: 'events', type: 'relationship', relationTo: 'events', hasMany: true, label: { en: 'Calendar events', ru: 'События календаря' } },
  ],
}

const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null
      ? ((value as { id?: number | string }).id ?? null)
      : null

/** The ids of a release's parts of one kind. */
export function partIds(release: Release, part: Part): (number | string)[] {
  return (release?.[part] ?? []).map(idOf).filter((id) => id !== null)
}

/** The release being saved: the one in the data, else the stored one (a scheduled publish sends only the status). */
const releaseOf = (data: Partial<News> | undefined, originalDoc: Partial<News> | undefined): Release => data?.release ?? originalDoc?.release

/** The ids of the stored (not draft) documents of `collection` that match. */
async function idsWhere(req: PayloadRequest, collection: Part | 'news', where: Where): Promise<(number | string)[]> {
  const { docs } = await req.payload.find({ collection, where, draft: false, depth: 0, pagination: false, overrideAccess: true, select: {}, req })
  return docs.map((doc) => doc.id)
}

/** The parts named here that are not published yet. */
async function waitingParts(req: PayloadRequest, part: Part, ids: (number | string)[]) {
  return ids.length ? idsWhere(req, part, { and: [{ id: { in: ids } }, { _status: { not_equals: 'published' } }] }) : []
}

/** Refuses a release naming a part not yet published that another article, not yet published
 * itself, names in its latest version. */
export const checkReleaseParts: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const release = releaseOf(data, originalDoc)
  const self = (originalDoc as { id?: number | string } | undefined)?.id
  for (const part of PARTS) {
    const waiting = await waitingParts(req, part, partIds(release, part))
    if (!waiting.length) continue
    const others = await req.payload.find({
      collection: 'news',
      where: { and: [{ [`release.${part}`]: { in: waiting } }, ...(self === undefined ? [] : [{ id: { not_equals: self } }])] },
      draft: true,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { headline: true },
      req,
    })
    if (!others.docs.length) continue
    const liveIds = new Set(await idsWhere(req, 'news', { and: [{ id: { in: others.docs.map((doc) => doc.id) } }, { _status: { equals: 'published' } }] }))
    const pending = others.docs.find((doc) => !liveIds.has(doc.id))
    if (pending) {
      const message = adminMessage(req, 'releasePartTaken', { article: pending.headline ?? String(pending.id) })
      throw new ValidationError({ collection: 'news', errors: [{ path: `release.${part}`, message }] }, req.t)
    }
  }
  return data
}

/** When the article is published for the first time (the release moment), its parts still in
 * draft go live with it, in the same request (and its transaction, where the database has them),
 * as whoever publishes the article. Never on a later publication: a part someone unpublished after
 * the release, or named since, stays as it is. */
export const publishReleaseWithArticle: CollectionAfterChangeHook = async ({ doc, req }) => {
  const article = doc as News
  if (article._status !== 'published' || (await publishedBefore(req.payload, article.id))) return doc
  for (const part of PARTS) {
    for (const id of await waitingParts(req, part, partIds(article.release, part))) {
      await req.payload.update({ collection: part, id, data: { _status: 'published' }, depth: 0, req, overrideAccess: !req.user })
    }
  }
  return doc
}
