import type { Payload, Where } from 'payload'
import { DOCUMENT_FILE_PATH, DOCUMENT_FORMATS, isDocumentMimeType, type DocumentKind, type DocumentPeriod } from '../../common/investors'
import type { Language } from '../../common/languages'
import type { Document, DocumentFile } from '../../common/payload-types'
import { DOCUMENT_FILE_READER } from '../../common/sitePrincipals'
import { cached } from '../../platform/contentCache.server'
import { asPrincipal } from '../../platform/readAccess.server'

// The site reads published documents and events only (a draft, or a published one's unpublished
// changes, stay with staff), with the files of published documents: every read of the investor
// section goes through here, access rules applied (features/investors/DocumentFiles.ts).
export const PUBLISHED: Where = { _status: { equals: 'published' } }
export const PUBLISHED_WITH_FILES = { draft: false, ...asPrincipal(DOCUMENT_FILE_READER) } as const

/** A document's file as a visitor downloads it. */
export type FileLink = {
  href: string
  /** "PDF", "XLSX", "ZIP". */
  format: string
  bytes: number
  /** The file's language: English when a Russian reader has no Russian file. */
  language: Language
}

/** A document as the library and the calendar list it. */
export type LibraryDocument = {
  id: number | string
  title: string
  kind: DocumentKind
  year: number
  period: DocumentPeriod
  date: string
  file: FileLink
}

export function fileLink(file: DocumentFile | number | null | undefined, language: Language): FileLink | null {
  if (!file || typeof file !== 'object' || !file.filename) return null
  const mime = file.mimeType
  return {
    href: `${DOCUMENT_FILE_PATH}/${encodeURIComponent(file.filename)}`,
    format: isDocumentMimeType(mime) ? DOCUMENT_FORMATS[mime] : (file.filename.split('.').pop() ?? '').toUpperCase(),
    bytes: file.filesize ?? 0,
    language,
  }
}

/** The document in `language`, its file in that language or else the English one; null while it
 * has no file. */
export function libraryDocument(doc: Document, language: Language): LibraryDocument | null {
  const file = (language === 'ru' ? fileLink(doc.fileRu, 'ru') : null) ?? fileLink(doc.fileEn, 'en')
  if (!file) return null
  const { id, title, kind, year, period, date } = doc
  return { id, title, kind, year, period, date, file }
}

/** Every document in `language`, newest first. The library holds a few hundred at most, so the
 * filters work on this one cached list. */
export function listDocuments(payload: Payload, language: Language): Promise<LibraryDocument[]> {
  return cached(`documents:${language}`, async () => {
    const result = await payload.find({
      collection: 'documents',
      locale: language,
      where: PUBLISHED,
      sort: ['-date', '-id'],
      depth: 1,
      pagination: false,
      ...PUBLISHED_WITH_FILES,
    })
    return result.docs.map((doc) => libraryDocument(doc, language)).filter((doc) => doc !== null)
  })
}

export type DocumentFilter = { year: number | null; kind: DocumentKind | null }

/** The documents a filter keeps, newest first. */
export function filterDocuments(documents: LibraryDocument[], { year, kind }: DocumentFilter): LibraryDocument[] {
  return documents.filter((doc) => (year === null || doc.year === year) && (kind === null || doc.kind === kind))
}

/** The years that have documents, newest first. */
export function documentYears(documents: LibraryDocument[]): number[] {
  return [...new Set(documents.map((doc) => doc.year))].sort((a, b) => b - a)
}

/** The stored names of the files a visitor may download: those of published documents. */
export function publicFileNames(payload: Payload): Promise<Set<string>> {
  return cached('document-files:public', async () => {
    const result = await payload.find({ collection: 'document-files', select: { filename: true }, depth: 0, pagination: false, ...PUBLISHED_WITH_FILES })
    return new Set(result.docs.flatMap((file) => (file.filename ? [file.filename] : [])))
  })
}
