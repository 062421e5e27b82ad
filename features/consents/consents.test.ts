import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawnSignature } from '../../tests/fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'
import { serveSite, type Site } from '../../tests/integration/site'
import { manageToken } from '../updates/links'

// Consents over the real request path (fetch Requests handed to Payload's REST router, custom endpoints included):
// registration and the updates sign-up refuse without their separate consent and store nothing; with it, a record names
// the version, time, language, client and browser (and, at registration, the signature's hash); published texts never
// change; withdrawals are records of their own.

let cms: TestCms
let payload: Payload
let rest: Send
let people = 0

const UA = 'Mozilla/5.0 (consent test)'
const headers = (client: string, language: 'en' | 'ru' = 'en') => ({ 'x-veltrana-client': client, 'user-agent': UA, cookie: `i18next=${language}` })

function registration(consent: unknown) {
  const n = ++people
  const email = `consent.${n}@example.org`
  const data: Record<string, unknown> = {
    phone: `+7 912 111-${String(n).padStart(2, '0')}-00`,
    firstName: 'Анна',
    lastName: `Петрова ${n}`,
    address: `ул. Тверская, ${n}, Москва`,
    signature: drawnSignature(200, 40 + n),
  }
  if (consent !== undefined) data.personalDataConsent = consent
  return { email, password: `password-${n}-long`, data }
}

const signatureFiles = () => {
  const dir = path.join(cms.dataDir, 'signatures')
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
}
const records = async (where: Record<string, unknown>) =>
  (await payload.find({ collection: 'consent-records' as never, where: where as never, sort: 'createdAt', depth: 0, overrideAccess: true }))
    .docs as unknown as Record<string, unknown>[]
const count = async (collection: 'customers' | 'customer-signatures' | 'subscribers', where: Record<string, unknown> = {}) =>
  (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
}, 120_000)
afterAll(async () => cms?.close())

describe('registration', () => {
  it.each([
    ['left out', undefined],
    ['false', false],
    ['"0"', '0'],
  ])('without the consent (%s) is refused with 400 naming personalDataConsent, and stores no customer and no signature', async (_, consent) => {
    const files = signatureFiles()
    const signatures = await count('customer-signatures')
    const body = registration(consent)
    for (const language of ['en', 'ru'] as const) {
      const reply = await rest('POST', '/api/register', { headers: headers(`203.0.113.${people}`, language), body })
      expect(reply.status, reply.text).toBe(400)
      expect(reply.json.field).toBe('personalDataConsent')
      expect(reply.json.error).toBe(
        language === 'ru'
          ? 'Отметьте это поле, чтобы дать согласие: без него мы не можем продолжить.'
          : 'Tick this box to give your consent: we cannot go on without it.',
      )
      expect(reply.setCookie).toBeNull()
    }
    expect(await count('customers', { email: { equals: body.email } })).toBe(0)
    expect(await count('customer-signatures')).toBe(signatures)
    expect(signatureFiles()).toEqual(files)
  })

  it('with the consent records who, the version, when, the language, the client address, the browser and the signature’s hash', async () => {
    const before = Date.now()
    const body = registration(true)
    const reply = await rest('POST', '/api/register', { headers: headers('198.51.100.7', 'ru'), body })
    expect(reply.status, reply.text).toBe(201)
    const customer = await payload.findByID({ collection: 'customers', id: reply.json.uid, depth: 1, overrideAccess: true })
    const given = await records({ customer: { equals: customer.id } })
    expect(given).toHaveLength(1)
    const current = await payload.find({
      collection: 'consent-documents' as never,
      where: { purpose: { equals: 'cabinet' } } as never,
      sort: '-version',
      limit: 1,
      overrideAccess: true,
    })
    expect(given[0]).toMatchObject({
      action: 'given',
      purpose: 'cabinet',
      version: (current.docs[0] as unknown as { version: number }).version,
      email: body.email,
      language: 'ru',
      client: '198.51.100.7',
      userAgent: UA,
      signatureSha256: (customer.signature as { sha256: string }).sha256,
    })
    expect(Date.parse(given[0]!.at as string)).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(given[0]!.at as string)).toBeLessThanOrEqual(Date.now())
  })
})

describe('consent texts', () => {
  it('are read by visitors when published; a new version keeps the old one readable and unchangeable, and registration signs the new one', async () => {
    const editor = (await staffUser(payload, 'editor')) as unknown as { email: string }
    const login = await rest('POST', '/api/users/login', { body: { email: editor.email, password: 'staff-password-1' } })
    const asEditor = { authorization: `JWT ${login.json.token}` }
    const v1 = (await rest('GET', '/api/consent-documents?where[purpose][equals]=cabinet&depth=0')).json.docs as { id: number; version: number }[]
    expect(v1.map((d) => d.version)).toEqual([1])

    // A draft: the editor may still change it; visitors do not see it.
    const draft = await rest('POST', '/api/consent-documents?locale=en', {
      headers: asEditor,
      body: { purpose: 'cabinet', title: 'Consent, version two', body: v1Body(), published: false },
    })
    expect(draft.status, draft.text).toBe(201)
    expect(draft.json.doc.version).toBe(2)
    expect((await rest('GET', `/api/consent-documents/${draft.json.doc.id}`)).status).toBe(404)
    const published = await rest('PATCH', `/api/consent-documents/${draft.json.doc.id}`, { headers: asEditor, body: { published: true } })
    expect(published.status, published.text).toBe(200)
    expect(published.json.doc.publishedAt).toBeTruthy()

    // Published: both versions readable by anyone; neither can be changed or deleted, not even by an admin.
    const visible = (await rest('GET', '/api/consent-documents?where[purpose][equals]=cabinet&depth=0&sort=version')).json.docs as { version: number }[]
    expect(visible.map((d) => d.version)).toEqual([1, 2])
    const admin = (await staffUser(payload, 'admin')) as unknown as { email: string }
    const asAdmin = {
      authorization: `JWT ${(await rest('POST', '/api/users/login', { body: { email: admin.email, password: 'staff-password-1' } })).json.token}`,
    }
    for (const who of [asEditor, asAdmin]) {
      for (const id of [v1[0]!.id, draft.json.doc.id]) {
        expect([403, 404]).toContain((await rest('PATCH', `/api/consent-documents/${id}`, { headers: who, body: { title: 'Rewritten' } })).status)
        expect([403, 404]).toContain((await rest('DELETE', `/api/consent-documents/${id}`, { headers: who })).status)
      }
    }
    const stillV1 = await payload.findByID({ collection: 'consent-documents' as never, id: v1[0]!.id, locale: 'en', overrideAccess: true })
    expect((stillV1 as unknown as { title: string }).title).not.toBe('Rewritten')

    const reply = await rest('POST', '/api/register', { headers: headers('198.51.100.8'), body: registration(true) })
    expect(reply.status, reply.text).toBe(201)
    expect((await records({ customer: { equals: reply.json.uid } }))[0]).toMatchObject({ version: 2 })
  })
})

function v1Body() {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          direction: 'ltr',
          format: '',
          indent: 0,
          version: 1,
          textFormat: 0,
          textStyle: '',
          children: [{ type: 'text', text: 'The second wording.', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

describe('the updates sign-up', () => {
  it('is refused without the consent to processing the address, even with the terms accepted, and stores nothing', async () => {
    const email = 'no-consent@example.org'
    const reply = await rest('POST', '/api/updateRequest', { headers: headers('192.0.2.10'), body: { email, pics: '1' } })
    expect(reply.status, reply.text).toBe(400)
    expect(Object.keys(reply.json.fields)).toEqual(['personalDataConsent'])
    expect(await count('subscribers', { email: { equals: email } })).toBe(0)
    expect(await records({ email: { equals: email } })).toEqual([])
  })

  it('with both boxes is recorded; unsubscribing records the withdrawal and deletes the address', async () => {
    const email = 'with-consent@example.org'
    const reply = await rest('POST', '/api/updateRequest', { headers: headers('192.0.2.11', 'ru'), body: { email, pics: '1', personalDataConsent: true } })
    expect(reply.status, reply.text).toBe(202)
    const subscriber = (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true }))
      .docs[0] as unknown as { id: number; manageKey: string }
    expect(await records({ email: { equals: email } })).toMatchObject([
      { action: 'given', purpose: 'updates', version: 1, subscriber: subscriber.id, language: 'ru', client: '192.0.2.11', userAgent: UA },
    ])

    // The one-click address a mail service posts to, from its own address.
    const done = await rest('POST', `/api/updates/unsubscribe?token=${encodeURIComponent(manageToken(subscriber.id, subscriber.manageKey))}`, {
      headers: { 'x-veltrana-client': '192.0.2.99', 'user-agent': 'Mail service' },
    })
    expect(done.status, done.text).toBe(200)
    expect(await count('subscribers', { email: { equals: email } })).toBe(0)
    const after = await records({ email: { equals: email } })
    expect(after.map((r) => r.action)).toEqual(['given', 'withdrawn'])
    expect(after[1]).toMatchObject({ purpose: 'updates', version: 1, client: '192.0.2.99', userAgent: 'Mail service', language: 'ru' })
  })
})

describe('the consent pages and the dashboard', () => {
  let site: Site
  beforeAll(async () => {
    site = await serveSite(payload, { cache: false })
  })
  afterAll(async () => site?.close())

  it('show the current text at /consents/<purpose> and every published version at its own address', async () => {
    const current = await site.get('/consents/updates?lng=ru')
    expect(current.status).toBe(200)
    expect(current.text).toContain('Согласие на обработку адреса электронной почты для рассылки')
    expect(current.text).toContain('Это действующая редакция.')
    const v1 = await site.get('/consents/updates/v1?lng=en')
    expect(v1.status).toBe(200)
    expect(v1.text).toContain('Consent to the processing of my e-mail address for updates')
    for (const missing of ['/consents/updates/v9', '/consents/updates/v0', '/consents/updates/1', '/consents/privacy', '/consents/cabinet/v1x']) {
      expect((await site.get(missing)).status, missing).toBe(404)
    }
  })

  it('let a customer withdraw the cabinet consent once: the withdrawal is recorded with its time and shown as a request to delete the account', async () => {
    const reply = await rest('POST', '/api/register', { headers: headers('198.51.100.20'), body: registration(true) })
    expect(reply.status, reply.text).toBe(201)
    const cookie = reply.setCookie!.split(';')[0]!
    const post = (origin: string, who = cookie) =>
      fetch(`${site.origin}/dashboard`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: who, origin, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': UA },
        body: 'intent=withdraw-consent&purpose=cabinet',
      })
    const before = await site.get('/dashboard?lng=en', { cookie })
    expect(before.text).toContain('Withdraw consent')

    // From another site: refused, nothing recorded.
    expect((await post('https://evil.example')).status).toBe(403)
    expect((await records({ customer: { equals: reply.json.uid } })).map((r) => r.action)).toEqual(['given'])

    const done = await post(site.origin)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/dashboard?done=withdrawn#consents')
    expect((await post(site.origin)).status).toBe(303)
    const after = await records({ customer: { equals: reply.json.uid } })
    expect(after.map((r) => r.action)).toEqual(['given', 'withdrawn'])
    expect(after[1]).toMatchObject({ purpose: 'cabinet', version: after[0]!.version, userAgent: UA })
    expect(Date.now() - Date.parse(after[1]!.at as string)).toBeLessThan(60_000)

    const page = await site.get('/dashboard?lng=en', { cookie })
    expect(page.text).toContain('your request to delete the account has been passed to our back office')
    expect(page.text).not.toContain('Withdraw consent')
    // Nothing is deleted here: the account stays until back office handles the request.
    expect(await count('customers', { id: { equals: reply.json.uid } })).toBe(1)
  })
})
