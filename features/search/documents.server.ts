import type { CollectionSlug, Payload, SanitizedCollectionConfig } from 'payload'
import { KIND_PARAM, withQuery, YEAR_PARAM } from '../../common/investors'
import type { Language } from '../../common/languages'
import { newsArticlePath } from '../../common/news'
import { pageUrl } from '../../common/pagePath'
import type { Document, Event, Faq, Leader, News, Page } from '../../common/payload-types'
import { faqCategoryAnchor } from '../faq/index.server'
import { loadLayout } from '../shell/index.server'
import { fieldText } from './fieldText'
import type { SearchDocument } from './searchIndex'

// What the site search looks through, in one language: published pages (their blocks' text),
// news, people, FAQ answers, subsidiaries, investor documents and calendar events, read as an
// anonymous visitor reads them, each with the address a result leads to and the part of the site
// it belongs to. A person, a question, a company, a document or an event leads to the page that
// shows it (a document to the library filtered to its year and kind, an event to its place in
// the full calendar); one that no published page shows is left out.

/** A result's part of the site: a page's top menu item, or a UI string naming a collection. */
export type SearchSection = { label: string } | { key: SectionKey }
export type SectionKey = `Search_section_${'pages' | 'news' | 'people' | 'faq' | 'subsidiaries' | 'documents' | 'events'}`
export type SearchResultMeta = { url: string; section: SearchSection }

type Published<T> = { config: SanitizedCollectionConfig; docs: T[] }

/** Every document of a collection an anonymous visitor may read (published ones only, where the
 * collection has drafts), in `language`. */
async function published<T>(payload: Payload, collection: CollectionSlug, language: Language): Promise<Published<T>> {
  const config = payload.collections[collection].config
  const result = await payload.find({
    collection,
    locale: language,
    depth: 0,
    pagination: false,
    draft: false,
    overrideAccess: false,
    ...(config.versions?.drafts ? { where: { _status: { equals: 'published' } } } : {}),
  })
  return { config, docs: result.docs as T[] }
}

/** A document's title (the field the admin lists it by) and the rest of its text. */
function textOf(config: SanitizedCollectionConfig, doc: object): { title: string; passages: string[] } {
  const titleField = config.admin.useAsTitle ?? 'id'
  const title = (doc as Record<string, unknown>)[titleField]
  return { title: typeof title === 'string' ? title : '', passages: fieldText(config.flattenedFields, doc, new Set([titleField])) }
}

type Block = NonNullable<Page['layout']>[number]

/** The address of the first published page (by path) with a block of this type that `accepts`. */
function pageShowing<T extends Block['blockType']>(
  pages: Page[],
  type: T,
  accepts: (block: Extract<Block, { blockType: T }>) => boolean = () => true,
): string | null {
  const page = pages.find((p) => (p.layout ?? []).some((block) => block.blockType === type && accepts(block as Extract<Block, { blockType: T }>)))
  return page ? pageUrl(page.path) : null
}

export async function searchDocuments(payload: Payload, language: Language): Promise<SearchDocument<SearchResultMeta>[]> {
  const [pages, news, leaders, faq, subsidiaries, documentsOf, events, layout] = await Promise.all([
    published<Page>(payload, 'pages', language),
    published<News>(payload, 'news', language),
    published<Leader>(payload, 'leaders', language),
    published<Faq>(payload, 'faq', language),
    published<{ id: number }>(payload, 'subsidiaries', language),
    published<Document>(payload, 'documents', language),
    published<Event>(payload, 'events', language),
    loadLayout(payload, language),
  ])
  pages.docs.sort((a, b) => a.path.localeCompare(b.path))
  const documents: SearchDocument<SearchResultMeta>[] = []
  const add = (config: SanitizedCollectionConfig, doc: object, url: string | null, section: SearchSection) => {
    const text = textOf(config, doc)
    if (url && text.title) documents.push({ ...text, meta: { url, section } })
  }

  const menu = layout.navigation.items
  for (const page of pages.docs) {
    const top = menu.find((item) => item.href === `/${page.path.split('/')[0]}`)
    add(pages.config, page, pageUrl(page.path), top ? { label: top.label } : { key: 'Search_section_pages' })
  }
  for (const item of news.docs) add(news.config, item, item.slug ? newsArticlePath(item.slug) : null, { key: 'Search_section_news' })

  // The leadership page shows the people marked for it; the governance page everyone with a seat.
  const leadership = pageShowing(pages.docs, 'leadersGrid')
  const governance = pageShowing(pages.docs, 'governanceTabs')
  for (const leader of leaders.docs) {
    const url = leader.featured !== false ? leadership : leader.appointments?.length ? governance : null
    add(leaders.config, leader, url, { key: 'Search_section_people' })
  }
  for (const question of faq.docs) {
    const page = pageShowing(pages.docs, 'faqList', (block) => !block.categories?.length || block.categories.includes(question.category))
    add(faq.config, question, page && `${page}#${faqCategoryAnchor(question.category)}`, { key: 'Search_section_faq' })
  }
  const panel = pageShowing(pages.docs, 'subsidiaries')
  for (const company of subsidiaries.docs) add(subsidiaries.config, company, panel, { key: 'Search_section_subsidiaries' })

  const library = pageShowing(pages.docs, 'documentLibrary')
  for (const doc of documentsOf.docs) {
    const url = library && withQuery(library, { [YEAR_PARAM]: doc.year, [KIND_PARAM]: doc.kind })
    add(documentsOf.config, doc, url, { key: 'Search_section_documents' })
  }
  const calendar = pageShowing(pages.docs, 'eventCalendar', (block) => block.show === 'all')
  for (const event of events.docs) add(events.config, event, calendar && `${calendar}#event-${event.id}`, { key: 'Search_section_events' })
  return documents
}
