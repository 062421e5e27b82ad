import type { Payload } from 'payload'
import type { Language } from '../common/languages'
import { isPreviewCollection } from '../common/sitePaths'
import { detectLanguage } from '../ui/i18n/i18next.server'
import { PREVIEW_SHAPES, isShapedCollection, type ShapedCollection } from './previewShapes.server'

// The live preview page: a document rendered as its page renders it, for staff signed in to
// the admin only (their Payload session cookie, checked here), from the saved draft on a GET
// and from the admin's unsaved form on a POST. Nothing is stored; every read goes through
// Payload's access rules as that staff member. server/previews.ts keeps the responses out of
// every cache and lets only our origin frame them.

type Params = { collection?: string; id?: string }
type Shaped = Awaited<ReturnType<typeof shape>>

/** A posted form's rendering, handed from the action to the loader of the same request (Remix
 * gives both one context object): the page, its <title> included, shows the form, and the saved
 * draft is not read for nothing. */
const posted = new WeakMap<object, Shaped>()

const refuse = (status: number) => new Response(null, { status })

/** The staff member, collection and document a request is for; throws the response otherwise. */
async function previewTarget(payload: Payload, request: Request, params: Params) {
  const { user } = await payload.auth({ headers: request.headers })
  // Customers never hold a Payload session; only staff accounts (users) do.
  if (!user || user.collection !== 'users') throw refuse(403)
  const collection = params.collection
  if (!isPreviewCollection(collection) || !isShapedCollection(collection) || !params.id) throw refuse(404)
  return { user, collection, id: params.id, language: await detectLanguage(request) }
}

async function shape(payload: Payload, collection: ShapedCollection, doc: unknown, language: Language) {
  return { collection, ...(await PREVIEW_SHAPES[collection](payload, doc as Record<string, unknown>, language)) }
}

/** The page's data: the form just posted, or (GET) the document's latest saved draft, before
 * the admin has sent its form. */
export async function loadLivePreview(payload: Payload, request: Request, params: Params, context: object) {
  const form = posted.get(context)
  if (form) return form
  const { user, collection, id, language } = await previewTarget(payload, request, params)
  const doc = await payload.findByID({ collection, id, draft: true, locale: language, depth: 2, overrideAccess: false, user, disableErrors: true })
  if (!doc) throw refuse(404)
  return shape(payload, collection, doc, language)
}

/** POST: the admin's unsaved form (`{ data }`, one language's values as the edit form holds
 * them), populated by Payload as a read of that document would be, then rendered. */
export async function renderLivePreview(payload: Payload, request: Request, params: Params, context: object): Promise<null> {
  const { user, collection, id, language } = await previewTarget(payload, request, params)
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw refuse(400)
  }
  const data = (body as { data?: unknown } | null)?.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw refuse(400)
  const doc = await payload
    .findByID({
      collection,
      id,
      // The form's values, not the stored document: Payload runs its read hooks and fills in
      // the uploads and relationships the form names by id.
      data: { ...(data as Record<string, unknown>), id },
      locale: language,
      // The form holds one language's values already.
      flattenLocales: false,
      depth: 2,
      overrideAccess: false,
      user,
      disableErrors: true,
    })
    .catch(() => null)
  if (!doc) throw refuse(400)
  try {
    posted.set(context, await shape(payload, collection, doc, language))
  } catch {
    // A form mid-edit (a block without its required fields) cannot always be shaped.
    throw refuse(400)
  }
  return null
}
