import type { Payload } from 'payload'
import { isConsentPurpose, readVersionSegment, type ConsentPurpose } from '../../common/consentPurposes'
import type { Language } from '../../common/languages'
import { consentPage, type ConsentPageView } from './documents'

export type ConsentPageData = ConsentPageView & { purpose: ConsentPurpose; language: Language }

const notFound = () => new Response('Not Found', { status: 404 })

/** A consent page's data: `/consents/<purpose>` (the current version) or `/consents/<purpose>/v<N>`; an unknown purpose,
 * a malformed or unpublished version is the site's 404. */
export async function loadConsentPage(payload: Payload, params: { purpose?: string; version?: string }, language: Language): Promise<ConsentPageData> {
  if (!isConsentPurpose(params.purpose)) throw notFound()
  const version = params.version === undefined ? null : readVersionSegment(params.version)
  if (params.version !== undefined && version === null) throw notFound()
  const page = await consentPage(payload, params.purpose, version, language)
  if (!page) throw notFound()
  return { ...page, purpose: params.purpose, language }
}
