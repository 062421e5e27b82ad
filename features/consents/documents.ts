import type { Payload, PayloadRequest } from 'payload'
import type { ConsentPurpose } from '../../common/consentPurposes'
import type { Language } from '../../common/languages'
import type { ConsentDocument } from '../../common/payload-types'
import { cached } from '../../platform/contentCache.server'
import { AS_VISITOR } from '../../platform/readAccess.server'

/** The version a form asks for now: the newest published one, read afresh from the database (never a cache), so a
 * consent is recorded against the text the site shows at that moment. Null when the purpose has none published. */
export async function currentVersion(payload: Payload, purpose: ConsentPurpose, req?: PayloadRequest): Promise<Pick<ConsentDocument, 'id' | 'version'> | null> {
  const found = await payload.find({
    collection: 'consent-documents',
    where: { and: [{ purpose: { equals: purpose } }, { published: { equals: true } }] },
    sort: '-version',
    limit: 1,
    depth: 0,
    select: { version: true },
    overrideAccess: true,
    req,
  })
  const doc = found.docs[0]
  return doc?.version ? { id: doc.id, version: doc.version } : null
}

export type ConsentPageView = {
  title: string
  body: ConsentDocument['body']
  version: number
  publishedAt: string | null
  /** Every published version of the purpose, newest first, for the list of earlier texts. */
  versions: { version: number; publishedAt: string | null }[]
  current: number
}

/** A consent page as a visitor may read it (published versions only): the version named, or the newest. */
export function consentPage(payload: Payload, purpose: ConsentPurpose, version: number | null, language: Language): Promise<ConsentPageView | null> {
  return cached(`consent:${language}:${purpose}:${version ?? 'current'}`, async () => {
    const all = await payload.find({
      collection: 'consent-documents',
      where: { purpose: { equals: purpose } },
      sort: '-version',
      pagination: false,
      depth: 0,
      locale: language,
      ...AS_VISITOR,
    })
    const docs = all.docs.filter((doc) => doc.published && doc.version)
    const doc = version === null ? docs[0] : docs.find((d) => d.version === version)
    if (!doc) return null
    return {
      title: doc.title,
      body: doc.body,
      version: doc.version!,
      publishedAt: doc.publishedAt ?? null,
      versions: docs.map((d) => ({ version: d.version!, publishedAt: d.publishedAt ?? null })),
      current: docs[0]!.version!,
    }
  })
}
