import { data, redirect } from '@remix-run/node'
import type { Payload } from 'payload'
import { pageUrl } from '../../common/pagePath'
import { clientAddress, readForm as readPost } from '../../platform/request.server'
import { blockKey } from '../../ui/blocks/blockKey'
import { detectLanguage } from '../../ui/i18n/i18next.server'
import { findPage } from '../../ui/page/pages.server'
import { BLOCK_FIELD } from './fieldRules'
import type { PostedForm } from './outcome'
import { submitForm } from './submit.server'

/** A CMS page's action: a visitor posted one of its form blocks. The form is the one that block of
 * the published page names; the post only says which block, so no other form, and no form of a
 * draft, can be sent through it. The page renders again with the outcome in that block. */
export async function formAction(payload: Payload, request: Request, path: string) {
  const post = await readPost(request)
  const language = await detectLanguage(request)
  const page = await findPage(payload, path, language)
  const posted = post.get(BLOCK_FIELD)
  const block = page?.layout.find((candidate, index) => candidate.blockType === 'form' && blockKey(candidate, index) === posted)
  if (!block || block.blockType !== 'form' || !block.form) throw new Response('Not Found', { status: 404 })
  const outcome = await submitForm(payload, {
    form: typeof block.form === 'object' ? block.form.id : block.form,
    get: (name) => post.get(name),
    language,
    client: clientAddress(request),
    page: pageUrl(path),
  })
  if (outcome.ok && outcome.redirect) return redirect(outcome.redirect, 303)
  const answer: PostedForm = { block: posted as string, outcome: outcome.ok ? { ok: true } : { ok: false, errors: outcome.errors, values: outcome.values } }
  return data(answer, { status: outcome.ok ? 200 : outcome.status, headers: { 'Cache-Control': 'private, no-store' } })
}
