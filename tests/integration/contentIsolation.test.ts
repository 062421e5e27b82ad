// Content never carries a customer's or a staff member's data to a visitor, and no link a page
// shows runs script: over REST an editor cannot save a rich-text node pointing at a private
// collection nor a link outside the link rule; nodes and links written straight into the database
// render nothing of the customer and no javascript: address, in the page's HTML, its `.data`
// response and a draft preview (the site as tests/integration/site.ts serves it, a real Payload).
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RICH_TEXT_LINKED, RICH_TEXT_UPLOADS } from '../../cms/richTextEditor'
import { signPreviewToken } from '../../platform/preview/previewToken.server'
import type { Listening } from '../../server/testing'
import { makePng, toDataUrl } from '../fixtures/png'
import { paragraphs, richText, type RichTextValue } from '../fixtures/richText'
import { bootTestPayload, mongoTestURI, staffUser, type TestCms } from './payload'
import { restClient, type Send } from './rest'
import { serveSite, type Site } from './site'

let cms: TestCms
let payload: Payload
let site: Site & Listening
let rest: Send
let editor: Record<string, string>
let customer: { id: number | string; email: string; signatureHash: string }
let faqId: number | string
let pageId: number | string

const CUSTOMER = { email: 'vera.secret@example.org', phone: '+7 912 555-44-33', firstName: 'Vera', lastName: 'Secretova', address: 'Sokolniki 17, Moscow' }
/** Whatever of the customer a page could carry. */
const secrets = () => [CUSTOMER.email, CUSTOMER.lastName, CUSTOMER.address, '555-44-33', '9125554433', customer.signatureHash]

const node = (type: 'relationship' | 'upload', relationTo: string, value: unknown) => ({
  type,
  version: type === 'upload' ? 3 : 2,
  format: '',
  relationTo,
  value,
  fields: null,
})
const linkNode = (fields: Record<string, unknown>) => ({
  type: 'link',
  version: 3,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { newTab: false, ...fields },
  children: [{ type: 'text', version: 1, text: 'Read more', format: 0, mode: 'normal', style: '', detail: 0 }],
})
const paragraph = (...children: Record<string, unknown>[]) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  textFormat: 0,
  textStyle: '',
  children,
})

/** Writes past Payload's validation, as a bug, a migration or an import might (SQLite). */
async function writeStraight(sql: string, value: unknown) {
  const client = (payload.db as unknown as { client: { execute: (q: { sql: string; args: unknown[] }) => Promise<unknown> } }).client
  await client.execute({ sql, args: [typeof value === 'string' ? value : JSON.stringify(value)] })
}

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
  const registered = await rest('POST', '/api/register', {
    body: {
      email: CUSTOMER.email,
      password: 'isolation-password-1',
      data: { ...CUSTOMER, signature: toDataUrl(makePng(200, 200, (x, y) => Math.abs(x - 2 * y + 40) < 3)), personalDataConsent: true },
    },
  })
  expect(registered.status, registered.text).toBe(201)
  customer = (await payload.findByID({ collection: 'customers', id: registered.json.uid, depth: 0, overrideAccess: true })) as never
  const user = await staffUser(payload, 'editor')
  const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  editor = { authorization: `JWT ${login.json.token}` }
  const faq = await payload.create({
    collection: 'faq',
    locale: 'en',
    data: { category: 'esg', question: 'Who are we?', answer: paragraphs('We are Veltrana.') },
  })
  faqId = faq.id
  const page = await payload.create({
    collection: 'pages',
    locale: 'en',
    data: {
      title: 'Questions',
      path: 'isolation_faq',
      _status: 'published',
      layout: [
        { blockType: 'faqList', categories: [] },
        { blockType: 'richText', content: paragraphs('Intro.') },
        { blockType: 'newsList', heading: 'News', url: '/about_us', linkLabel: 'More' },
      ],
    } as never,
  })
  pageId = page.id
  site = await serveSite(payload, { cache: false })
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

describe.skipIf(mongoTestURI())('rich text points only at content', () => {
  it('the editor offers relationships, uploads and internal links to content collections only', () => {
    expect(RICH_TEXT_LINKED).toEqual(['pages', 'news', 'media'])
    expect(RICH_TEXT_UPLOADS).toEqual(['media'])
    const editorConfig = payload.config.editor as unknown as {
      editorConfig: { resolvedFeatureMap: Map<string, { sanitizedServerFeatureProps?: Record<string, unknown> }> }
    }
    const features = editorConfig.editorConfig.resolvedFeatureMap
    // Uploads are the upload feature's: the relationship feature leaves media to it.
    expect(features.get('relationship')?.sanitizedServerFeatureProps?.enabledCollectionSlugs).toEqual(['pages', 'news'])
    expect(features.get('upload')?.sanitizedServerFeatureProps?.enabledCollectionSlugs).toEqual(['media'])
  })

  it('refuses, over REST, a saved node naming a customer, a signature or a staff account', async () => {
    const signature = (await payload.find({ collection: 'customer-signatures', limit: 1, overrideAccess: true })).docs[0]!
    const staff = await staffUser(payload, 'backoffice')
    const attacks: RichTextValue[] = [
      richText(node('relationship', 'customers', customer.id)),
      richText(node('relationship', 'users', staff.id)),
      richText(node('upload', 'customer-signatures', signature.id)),
      richText(paragraph(linkNode({ linkType: 'internal', doc: { relationTo: 'customers', value: customer.id } }))),
    ]
    for (const answer of attacks) {
      const reply = await rest('PATCH', `/api/faq/${faqId}?locale=en`, { headers: editor, body: { answer } })
      expect(reply.status, JSON.stringify(answer)).toBe(400)
    }
    const allowed = await rest('PATCH', `/api/faq/${faqId}?locale=en`, { headers: editor, body: { answer: richText(node('relationship', 'pages', pageId)) } })
    expect(allowed.status, allowed.text).toBe(200)
  })

  it('renders nothing of a customer a node written into the database names, on the page, in its data and in a draft preview', async () => {
    const answer = richText(
      paragraph(linkNode({ linkType: 'internal', doc: { relationTo: 'customers', value: customer.id } })),
      node('relationship', 'customers', customer.id),
      node('upload', 'customer-signatures', 1),
    )
    await writeStraight('update faq_locales set answer = ?', answer)
    // The published page and a later draft of it, both holding the nodes.
    await payload.update({ collection: 'pages', id: pageId, locale: 'en', draft: true, data: { title: 'Questions (draft)' } })
    await writeStraight('update pages_blocks_rich_text_locales set content = ?', answer)
    await writeStraight('update _pages_v_blocks_rich_text_locales set content = ?', answer)

    const token = signPreviewToken({ collection: 'pages', id: String(pageId) })
    for (const path of ['/isolation_faq', '/isolation_faq.data', `/isolation_faq?preview=${token}`]) {
      const reply = await site.get(path)
      expect(reply.status, path).toBe(200)
      for (const secret of secrets()) expect(reply.text, `${path}: ${secret}`).not.toContain(secret)
    }
  })
})

describe.skipIf(mongoTestURI())('links follow one rule', () => {
  const unsafe = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '//evil.example',
  ]

  it('refuses an unsafe address in a block, a navigation link and a rich-text link, in the admin language', async () => {
    for (const url of unsafe) {
      const block = await rest('PATCH', `/api/pages/${pageId}?locale=en`, {
        headers: editor,
        body: { _status: 'published', layout: [{ blockType: 'newsList', heading: 'News', url, linkLabel: 'More' }] },
      })
      expect(block.status, url).toBe(400)
      expect(block.text).toContain('mailto:')
      const menu = await rest('POST', '/api/globals/navigation?locale=en', { headers: editor, body: { items: [{ label: 'Evil', href: url }] } })
      expect(menu.status, url).toBe(400)
      const inText = await rest('PATCH', `/api/faq/${faqId}?locale=en`, {
        headers: editor,
        body: { answer: richText(paragraph(linkNode({ linkType: 'custom', url }))) },
      })
      expect(inText.status, url).toBe(400)
      const subsidiary = await rest('POST', '/api/subsidiaries?locale=en', { headers: editor, body: { number: 99, name: 'Evil', url } })
      expect(subsidiary.status, url).toBe(400)
      expect(subsidiary.text).toContain('mailto:')
    }
    const russian = await rest('POST', '/api/globals/navigation?locale=en', {
      headers: { ...editor, 'accept-language': 'ru' },
      body: { items: [{ label: 'Evil', href: unsafe[0] }] },
    })
    expect(russian.text).toContain('Укажите путь')
    for (const url of ['/about_us', 'https://example.org/a', 'mailto:ir@example.org', 'tel:+74951234567']) {
      const block = await rest('PATCH', `/api/pages/${pageId}?locale=en`, {
        headers: editor,
        body: { _status: 'published', layout: [{ blockType: 'newsList', heading: 'News', url, linkLabel: 'More' }] },
      })
      expect(block.status, `${url}: ${block.text}`).toBe(200)
    }
  })

  it('never renders an unsafe address written into the database as a link', async () => {
    await writeStraight('update pages_blocks_news_list set url = ?', 'javascript:alert(1)')
    const page = await site.get('/isolation_faq')
    expect(page.status).toBe(200)
    expect(page.text).toContain('>More<')
    expect(page.text.toLowerCase()).not.toMatch(/href="\s*javascript:/)
  })
})
