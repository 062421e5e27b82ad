import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, FieldHook, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { serverURL } from '../../common/env.server'
import { pageUrl } from '../../common/pagePath'
import { adminMessage } from '../../platform/adminTranslations'
import { redirectSource, redirectTarget } from './redirectRules'

// The rules that keep the redirects a set of single hops: no redirect points to itself or leads
// back to where it starts, and none points to the from-path of another (a chain A→B→C is stored
// as A→C and B→C), so a visitor is always sent straight to the end. A page that moves leaves a
// 301 from its old address behind.

type Redirect = { id: number | string; from: string; to: string }

/** The from-path spelling of a local target; null for another site or an invalid target. */
const targetPath = (to: unknown): string | null => {
  const target = typeof to === 'string' ? redirectTarget(to, serverURL()) : null
  return target?.local ? target.path : null
}

const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b)

async function allRedirects(req: PayloadRequest): Promise<Redirect[]> {
  const { docs } = await req.payload.find({
    collection: 'redirects',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { from: true, to: true },
    req,
  })
  return docs as Redirect[]
}

/** Whether a published page answers this from-path (a page's path has no leading slash; "/" is "home"). */
async function isLivePage(req: PayloadRequest, from: string): Promise<boolean> {
  const path = from === '/' ? 'home' : from.slice(1)
  const { totalDocs } = await req.payload.count({
    collection: 'pages',
    where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The from-path as it is stored and matched: leading slash, no trailing slash, no query. */
export const spellFrom: FieldHook = ({ value }) => (typeof value === 'string' ? (redirectSource(value) ?? value) : value)

export const validateFrom: TextFieldSingleValidation = async (value, { req }) => {
  if (typeof value !== 'string' || redirectSource(value) !== value) return adminMessage(req, 'redirectFromInvalid')
  if (await isLivePage(req, value)) return adminMessage(req, 'redirectFromIsPage', { path: value })
  return true
}

/** A safe target that neither is the from-path nor leads back to it through other redirects. */
export const validateTo: TextFieldSingleValidation = async (value, { req, id, siblingData }) => {
  if (typeof value !== 'string' || !redirectTarget(value, serverURL())) return adminMessage(req, 'redirectToInvalid')
  const from = typeof (siblingData as { from?: unknown }).from === 'string' ? redirectSource((siblingData as { from: string }).from) : null
  let path = targetPath(value)
  // An invalid from-path has its own message; another site cannot lead back here.
  if (!from || !path) return true
  if (path === from) return adminMessage(req, 'redirectSelf')
  const byFrom = new Map((await allRedirects(req)).filter((r) => !sameId(r.id, id)).map((r) => [r.from, r]))
  const first = path
  const seen = new Set<string>()
  while (byFrom.has(path) && !seen.has(path)) {
    seen.add(path)
    const next = targetPath(byFrom.get(path)!.to)
    if (next === from) return adminMessage(req, 'redirectLoop', { path: first })
    if (!next) break
    path = next
  }
  return true
}

/** A target that is itself redirected is replaced by where that redirect goes (A→B with B→C
 * stored as A→C). Left alone when that would lead back to the from-path: the validation then
 * refuses the loop with its own message. */
export const skipRedirectedTarget: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const from = typeof data.from === 'string' ? data.from : originalDoc?.from
  const path = targetPath(data.to)
  if (!path || typeof from !== 'string') return data
  const onward = (await allRedirects(req)).find((r) => r.from === path && !sameId(r.id, originalDoc?.id))
  if (onward && targetPath(onward.to) !== from) data.to = onward.to
  return data
}

/** Redirects that pointed to this one's from-path now point where it goes (A→B, then B→C: A→C). */
export const repointRedirectsHere: CollectionAfterChangeHook = async ({ doc, req }) => {
  for (const other of await allRedirects(req)) {
    if (sameId(other.id, doc.id) || targetPath(other.to) !== doc.from) continue
    await req.payload.update({ collection: 'redirects', id: other.id, data: { to: doc.to }, overrideAccess: true, req })
  }
  return doc
}

const moveKey = (id: unknown) => `pageMoved:${String(id)}`

/** Notes a published page's change of path, read from the stored (published) document before
 * it is overwritten; a draft's path is no address yet. */
export const notePageMove: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc || data._status === 'draft' || typeof data.path !== 'string') return data
  const stored = (await req.payload.db.findOne({ collection: 'pages', where: { id: { equals: originalDoc.id } }, req })) as {
    path?: string
    _status?: string
  } | null
  if (stored?._status === 'published' && typeof stored.path === 'string' && stored.path !== data.path) {
    req.context[moveKey(originalDoc.id)] = { from: pageUrl(stored.path), to: pageUrl(data.path) }
  }
  return data
}

/** A published page's address is its own: a redirect from there goes (it would never be
 * followed). A page that moved leaves a 301 from its old address to its new one. */
export const redirectMovedPage: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published' || typeof doc.path !== 'string') return doc
  await req.payload.delete({ collection: 'redirects', where: { from: { equals: pageUrl(doc.path) } }, overrideAccess: true, req })
  const move = req.context[moveKey(doc.id)] as { from: string; to: string } | undefined
  if (!move) return doc
  delete req.context[moveKey(doc.id)]
  const existing = await req.payload.find({ collection: 'redirects', where: { from: { equals: move.from } }, limit: 1, depth: 0, overrideAccess: true, req })
  const data = { from: move.from, to: move.to, type: '301' as const }
  if (existing.docs[0]) await req.payload.update({ collection: 'redirects', id: existing.docs[0].id, data, overrideAccess: true, req })
  else await req.payload.create({ collection: 'redirects', data, overrideAccess: true, req })
  return doc
}
