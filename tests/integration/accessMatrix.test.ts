import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawnSignature, makePng } from '../fixtures/png'
import { paragraphs } from '../fixtures/richText'
import { bootTestPayload, staffUser, type TestCms } from './payload'
import { restClient, type Reply, type Send } from './rest'

// Who may do what, through the real request path: every request below is a fetch Request
// handed to Payload's REST router (`handleEndpoints`, what Next calls for /api/*), so staff are
// recognised by the token they got from POST /api/users/login, customers by the session cookie
// POST /api/register gave them, and collection, field and endpoint access run as in production.
// The expected rights are the staff roles' (platform/access/roles.ts): editors write content, the
// back office handles customer data, admins do both.

type Actor = 'anonymous' | 'customerA' | 'customerB' | 'editor' | 'backoffice' | 'admin'
const ACTORS: Actor[] = ['anonymous', 'customerA', 'customerB', 'editor', 'backoffice', 'admin']
type Op = 'read' | 'create' | 'update' | 'delete'
/** Rights as letters: r(ead) c(reate) u(pdate) d(elete); an actor left out has none. */
type Rights = Partial<Record<Actor, string>>

/** Content: everyone reads (published pages and news only), editors and admins write. */
const CONTENT: Rights = { anonymous: 'r', customerA: 'r', customerB: 'r', editor: 'rcud', backoffice: 'r', admin: 'rcud' }

const COLLECTIONS = {
  pages: CONTENT,
  media: CONTENT,
  translations: CONTENT,
  news: CONTENT,
  faq: CONTENT,
  leaders: CONTENT,
  'history-milestones': CONTENT,
  subsidiaries: CONTENT,
  // The investor section: reports and the financial calendar, published ones to everyone; the
  // reports' files (one per language) are listed to staff only, a visitor reaches one through its
  // published document (features/investors/embargo.test.ts).
  documents: CONTENT,
  'document-files': { editor: 'rcud', backoffice: 'r', admin: 'rcud' },
  events: CONTENT,
  // Forms editors build (features/forms): content; their recipients are read by staff only.
  forms: CONTENT,
  // What visitors send through them: personal data; only the site's form action stores one, nobody changes one.
  'form-submissions': { backoffice: 'rd', admin: 'rd' },
  // Consent texts: a fixture is a draft (staff only; visitors read published versions), which editors may still change
  // or remove; a published one nobody changes or removes (features/consents/consents.test.ts).
  'consent-documents': { editor: 'rcud', backoffice: 'r', admin: 'rcud' },
  // Site structure: editors keep it, the rest of the staff may look, the public only meets the redirects.
  redirects: { editor: 'rcud', backoffice: 'r', admin: 'rcud' },
  // Customer data: back office and admins; profiles are the cabinet service's to create, and
  // only an admin removes a customer.
  customers: { backoffice: 'ru', admin: 'rud' },
  procedures: { backoffice: 'rcud', admin: 'rcud' },
  subscribers: { backoffice: 'rud', admin: 'rud' },
  // The outbox: what the site sent or would send; only the mail queue writes it, admins read it.
  'mail-messages': { admin: 'rd' },
  // Written only by the service and the audit hook: read-only history, private files.
  'audit-log': { backoffice: 'r', admin: 'r' },
  'customer-signatures': { backoffice: 'r', admin: 'r' },
  // Files back office attaches to a customer: staff with customer rights keep them; the customer
  // downloads their own through the dashboard only (features/customerDocuments).
  'customer-documents': { backoffice: 'rcud', admin: 'rcud' },
  // Conversations with customers: back office keeps the inbox (assigns, closes) and answers; a
  // message once sent is not changed; only an admin removes either. Customers write through the
  // cabinet only (features/customerMessages).
  'customer-threads': { backoffice: 'rcu', admin: 'rcud' },
  'customer-messages': { backoffice: 'rc', admin: 'rcd' },
  // Consents given and withdrawn: evidence, written only by the consent service; no one changes or removes one.
  'consent-records': { backoffice: 'r', admin: 'r' },
  // Customers' requests to delete their account: made only by the deletion service, answered (a note, the approval) by
  // back office and admins, removed by no one; editors never see them.
  'deletion-requests': { backoffice: 'ru', admin: 'ru' },
  'customer-sessions': {},
  // The customer's notices of details back office corrected: written only by the correction hook, dismissed only by the
  // customer on the dashboard (features/cabinet/corrections.ts); staff with customer rights read them.
  'detail-corrections': { backoffice: 'r', admin: 'r' },
  // Customers' passkeys: made only by the cabinet's ceremony; back office may look, an admin may remove a lost one.
  'customer-passkeys': { backoffice: 'r', admin: 'rd' },
  'passkey-challenges': {},
  // Another staff member's account (everyone's own account is checked further down).
  users: { admin: 'rcud' },
} satisfies Record<string, Rights>
type Slug = keyof typeof COLLECTIONS
/** Collections whose rights other tests prove: two-factor secrets (features/staff), the shared
 * counters and Payload's own (below). */
const CHECKED_ELSEWHERE = [
  'staff-two-factor',
  'shared-counters',
  'payload-jobs',
  'payload-preferences',
  'payload-locked-documents',
  'payload-migrations',
  'payload-kv',
]

const GLOBALS: Record<'site-settings' | 'navigation', Rights> = {
  'site-settings': { anonymous: 'r', customerA: 'r', customerB: 'r', editor: 'ru', backoffice: 'r', admin: 'ru' },
  navigation: { anonymous: 'r', customerA: 'r', customerB: 'r', editor: 'ru', backoffice: 'r', admin: 'ru' },
}

const may = (rights: Rights, actor: Actor, op: Op) => (rights[actor] ?? '').includes(op[0])

let cms: TestCms
let payload: Payload
let rest: Send
const headersOf = {} as Record<Actor, Record<string, string>>
const customers = {} as Record<'customerA' | 'customerB', { id: string; email: string; password: string; cookie: string }>
let mediaId: number
let documentFileId: number
let formId: number
let threadId: number
let sequence = 0
const next = () => ++sequence

/** One request through Payload's REST router, as `actor`. */
const api = (actor: Actor, method: string, path: string, body?: unknown) => rest(method, path, { headers: headersOf[actor], body })

const DENIED = [401, 403, 404]
const png = (seed: number) => makePng(64, 64, (x, y) => (x + y + seed) % 7 === 0)
/** The smallest file the document collection takes: a PDF, known by its content (a header, a
 * cross-reference table and the end marker). */
const pdf = (seed: number) => Buffer.from(`%PDF-1.4\n% matrix ${seed}\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n`)

type Upload = { data: Buffer; mimetype: string; name: string }
const image = (seed: number): Upload => ({ data: png(seed), mimetype: 'image/png', name: `image-${seed}.png` })

function uploadForm(data: Record<string, unknown>, file: Upload): FormData {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.data)], { type: file.mimetype }), file.name)
  form.append('_payload', JSON.stringify(data))
  return form
}

/** Per collection: a valid new document (what a permitted create sends) and a change to it
 * (a field and its new value, read back to see whether the write happened). */
type Spec = { data: () => Record<string, unknown>; upload?: (seed: number) => Upload; change: [field: string, value: unknown] }
const SPECS: Record<Slug, Spec> = {
  pages: { data: () => ({ title: `Page ${next()}`, path: `matrix/page-${next()}`, _status: 'published' }), change: ['title', 'Changed title'] },
  media: { data: () => ({ alt: `Image ${next()}` }), upload: image, change: ['alt', 'Changed alt'] },
  translations: { data: () => ({ key: `Matrix_key_${next()}`, text: 'Text' }), change: ['text', 'Changed text'] },
  news: {
    data: () => ({
      date: '2026-01-01T00:00:00.000Z',
      headline: `News ${next()}`,
      slug: `matrix-news-${next()}`,
      image: mediaId,
      summary: 'Summary',
      body: paragraphs('Text'),
      _status: 'published',
    }),
    change: ['headline', 'Changed headline'],
  },
  faq: {
    data: () => ({ category: 'esg', question: `Question ${next()}?`, answer: paragraphs('Answer') }),
    change: ['question', 'Changed question?'],
  },
  leaders: { data: () => ({ name: `Leader ${next()}`, photo: mediaId }), change: ['name', 'Changed name'] },
  'history-milestones': { data: () => ({ period: '1988-1997', image: mediaId, title: `Milestone ${next()}` }), change: ['title', 'Changed title'] },
  subsidiaries: { data: () => ({ name: 'Subsidiary' }), change: ['name', 'Changed name'] },
  documents: {
    data: () => ({
      title: `Report ${next()}`,
      kind: 'annualReport',
      year: 2026,
      period: 'year',
      date: '2026-03-01T00:00:00.000Z',
      fileEn: documentFileId,
      _status: 'published',
    }),
    change: ['title', 'Changed title'],
  },
  'document-files': {
    data: () => ({}),
    upload: (seed) => ({ data: pdf(seed), mimetype: 'application/pdf', name: `report-${seed}.pdf` }),
    // Its file's name and type are the server's; the focal point is the one field left to write.
    change: ['focalX', 30],
  },
  events: {
    data: () => ({
      title: `Event ${next()}`,
      kind: 'results',
      start: '2027-03-24T08:00:00.000Z',
      start_tz: 'Europe/Moscow',
      end: '2027-03-24T09:30:00.000Z',
      end_tz: 'Europe/Moscow',
      _status: 'published',
    }),
    change: ['title', 'Changed title'],
  },
  forms: {
    data: () => ({ title: `Form ${next()}`, confirmationMessage: paragraphs('Thank you.'), recipients: [{ email: 'ir@veltrana.example', language: 'en' }] }),
    change: ['title', 'Changed title'],
  },
  'form-submissions': { data: () => ({ form: formId, submissionData: [{ field: 'name', value: `Visitor ${next()}` }] }), change: ['page', '/changed'] },
  'consent-documents': {
    data: () => ({ purpose: 'updates', title: `Consent ${next()}`, body: paragraphs('Text'), published: false }),
    change: ['title', 'Changed title'],
  },
  'consent-records': {
    data: () => ({
      action: 'given',
      purpose: 'cabinet',
      version: 1,
      customer: Number(customers.customerB.id),
      email: customers.customerB.email,
      language: 'en',
      at: '2026-11-20T10:00:00.000Z',
      key: `given:matrix-${next()}`,
    }),
    change: ['email', 'rewritten@example.org'],
  },
  'deletion-requests': {
    data: () => ({
      customer: Number(customers.customerB.id),
      requestedAt: '2026-03-02T10:00:00.000Z',
      dueAt: '2026-03-16T23:59:59.999Z',
      status: 'pending',
      key: `matrix-${next()}`,
    }),
    // Not the approval, which would erase customer B for the tests after this one (features/dataRights).
    change: ['note', 'Called the customer'],
  },
  redirects: { data: () => ({ from: `/matrix/old-${next()}`, to: '/about_us', type: '301' }), change: ['to', '/media'] },
  customers: {
    data: () => ({ email: `made-${next()}@example.org`, firstName: 'Made', lastName: 'Up', address: 'Main street 1', phone: '79120000000', passwordHash: 'x' }),
    change: ['showTotal', true],
  },
  procedures: {
    data: () => ({ customer: Number(customers.customerB.id), name: `Procedure ${next()}`, price: 100, status: 'planned' }),
    change: ['name', 'Changed name'],
  },
  subscribers: { data: () => ({ email: `subscriber-${next()}@example.org`, consent: true, language: 'en' }), change: ['language', 'ru'] },
  'mail-messages': { data: () => ({ to: `reader-${next()}@example.org`, subject: 'Confirm', status: 'queued' }), change: ['subject', 'Changed'] },
  'audit-log': {
    data: () => ({ customer: Number(customers.customerB.id), action: 'customer.update', summary: `Entry ${next()}` }),
    change: ['summary', 'Rewritten'],
  },
  'customer-signatures': { data: () => ({ sha256: 'a'.repeat(64) }), upload: image, change: ['sha256', 'b'.repeat(64)] },
  'customer-documents': {
    data: () => ({ customer: Number(customers.customerB.id), title: `Statement ${next()}`, kind: 'statement' }),
    upload: (seed) => ({ data: pdf(seed), mimetype: 'application/pdf', name: `statement-${seed}.pdf` }),
    change: ['title', 'Changed title'],
  },
  'customer-threads': { data: () => ({ customer: Number(customers.customerB.id), type: 'question', status: 'new' }), change: ['status', 'closed'] },
  'customer-messages': { data: () => ({ thread: threadId, body: `Message ${next()}` }), change: ['body', 'Changed body'] },
  'detail-corrections': { data: () => ({ customer: Number(customers.customerB.id), fields: ['phone'] }), change: ['dismissedAt', '2026-01-01T00:00:00.000Z'] },
  'customer-sessions': {
    data: () => ({
      tokenHash: crypto.randomBytes(32).toString('hex'),
      customer: Number(customers.customerB.id),
      expiresAt: '2099-01-01T00:00:00.000Z',
      lastSeenAt: '2026-01-01T00:00:00.000Z',
    }),
    change: ['expiresAt', '2098-01-01T00:00:00.000Z'],
  },
  'customer-passkeys': {
    data: () => ({ customer: Number(customers.customerB.id), credentialId: crypto.randomBytes(16).toString('base64url'), publicKey: 'AQID', counter: 0 }),
    change: ['counter', 7],
  },
  'passkey-challenges': {
    data: () => ({ challenge: crypto.randomBytes(32).toString('base64url'), purpose: 'signIn', expiresAt: '2099-01-01T00:00:00.000Z' }),
    change: ['expiresAt', '2098-01-01T00:00:00.000Z'],
  },
  users: { data: () => ({ email: `staff-${next()}@veltrana.example`, password: 'staff-password-1', role: 'editor' }), change: ['name', 'Changed name'] },
}

/** A document made with every right (the setup, not the subject), for an actor to try. */
async function fixture(slug: Slug): Promise<string | number> {
  const spec = SPECS[slug]
  const data = spec.data()
  if (slug === 'pages') return (await payload.create({ collection: 'pages', data: data as never, draft: false })).id
  const upload = spec.upload?.(next())
  const file = upload && { ...upload, name: `fixture-${upload.name}`, size: upload.data.length }
  return (await payload.create({ collection: slug, data: data as never, overrideAccess: true, ...(file ? { file } : {}) })).id
}

const stored = (slug: Slug, id: string | number) =>
  payload.findByID({ collection: slug, id, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<Record<string, unknown> | null>

async function login(role: 'editor' | 'backoffice' | 'admin'): Promise<Record<string, string>> {
  const user = (await staffUser(payload, role)) as unknown as { email: string }
  const reply = await api('anonymous', 'POST', '/api/users/login', { email: user.email, password: 'staff-password-1' })
  expect(reply.status, reply.text).toBe(200)
  return { authorization: `JWT ${reply.json.token}` }
}

async function registerCustomer(n: number) {
  const email = `customer.${n}@example.org`
  const password = `password-${n}-long`
  const reply = await api('anonymous', 'POST', '/api/register', {
    email,
    password,
    data: {
      phone: `+7 912 000-0${n}-00`,
      firstName: 'Anna',
      lastName: `Customer ${n}`,
      address: `Tverskaya ${n}, Moscow`,
      signature: drawnSignature(200, n),
      personalDataConsent: true,
    },
  })
  expect(reply.status, reply.text).toBe(201)
  return { id: String(reply.json.uid), email, password, cookie: reply.setCookie!.split(';')[0] }
}

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  // Every denial below is logged at info level by Payload: keep the output to failures.
  payload.logger.level = 'warn'
  rest = await restClient()
  headersOf.anonymous = {}
  for (const role of ['editor', 'backoffice', 'admin'] as const) headersOf[role] = await login(role)
  for (const [actor, n] of [
    ['customerA', 1],
    ['customerB', 2],
  ] as const) {
    customers[actor] = await registerCustomer(n)
    headersOf[actor] = { cookie: customers[actor].cookie }
  }
  mediaId = (await fixture('media')) as number
  documentFileId = (await fixture('document-files')) as number
  formId = (await fixture('forms')) as number
  threadId = (await fixture('customer-threads')) as number
  // Leaders and milestones show it on live pages, which needs its alternative text in Russian too.
  await payload.update({ collection: 'media', id: mediaId, locale: 'ru', data: { alt: 'Изображение' } })
}, 120_000)
afterAll(async () => cms?.close())

it('covers every collection', () => {
  const unchecked = Object.keys(payload.collections).filter((slug) => !(slug in COLLECTIONS) && !CHECKED_ELSEWHERE.includes(slug))
  expect(unchecked, 'add these to the matrix').toEqual([])
})

describe.each(Object.entries(COLLECTIONS) as [Slug, Rights][])('%s', (slug, rights) => {
  const spec = SPECS[slug]

  it.each(ACTORS)(`%s: ${slug} read / create / update / delete as roles.ts says`, async (actor) => {
    const [field, value] = spec.change
    const expected = (op: Op) => `${actor} ${may(rights, actor, op) ? 'may' : 'may not'} ${op} ${slug}`

    // Read: one document by id, and the list.
    const id = await fixture(slug)
    const one = await api(actor, 'GET', `/api/${slug}/${id}?depth=0`)
    const list = await api(actor, 'GET', `/api/${slug}?depth=0&limit=1000`)
    const listed = list.status === 200 && (list.json.docs as { id: unknown }[]).some((d) => String(d.id) === String(id))
    if (may(rights, actor, 'read')) {
      expect(one.status, expected('read')).toBe(200)
      expect(String(one.json.id)).toBe(String(id))
      expect(listed, expected('read')).toBe(true)
    } else {
      expect(DENIED, `${expected('read')}: ${one.text.slice(0, 200)}`).toContain(one.status)
      expect(listed, expected('read')).toBe(false)
    }

    // Create.
    const before = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
    const data = spec.data()
    const created = spec.upload
      ? await api(actor, 'POST', `/api/${slug}`, uploadForm(data, spec.upload(next())))
      : await api(actor, 'POST', `/api/${slug}`, data)
    const after = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
    if (may(rights, actor, 'create')) {
      expect(created.status, `${expected('create')}: ${created.text.slice(0, 300)}`).toBe(201)
      expect(after).toBe(before + 1)
    } else {
      expect(DENIED, `${expected('create')}: ${created.text.slice(0, 200)}`).toContain(created.status)
      expect(after, expected('create')).toBe(before)
    }

    // Update.
    // With the version it was made from, as the admin's form sends it (hooks/concurrency.ts).
    const base = (await stored(slug, id))?.updatedAt
    const updated = await api(actor, 'PATCH', `/api/${slug}/${id}`, { [field]: value, updatedAt: base })
    const afterUpdate = await stored(slug, id)
    if (may(rights, actor, 'update')) {
      expect(updated.status, `${expected('update')}: ${updated.text.slice(0, 300)}`).toBe(200)
      expect(afterUpdate?.[field]).toEqual(value)
    } else {
      expect(DENIED, `${expected('update')}: ${updated.text.slice(0, 200)}`).toContain(updated.status)
      expect(afterUpdate?.[field], expected('update')).not.toEqual(value)
    }

    // Delete.
    const deleted = await api(actor, 'DELETE', `/api/${slug}/${id}`)
    const afterDelete = await stored(slug, id)
    if (may(rights, actor, 'delete')) {
      expect(deleted.status, `${expected('delete')}: ${deleted.text.slice(0, 300)}`).toBe(200)
      expect(afterDelete, expected('delete')).toBeNull()
    } else {
      expect(DENIED, `${expected('delete')}: ${deleted.text.slice(0, 200)}`).toContain(deleted.status)
      expect(afterDelete, expected('delete')).not.toBeNull()
    }
  })
})

describe.each(Object.entries(GLOBALS))('global %s', (slug, rights) => {
  it.each(ACTORS)(`%s: ${slug} read / update as roles.ts says`, async (actor) => {
    const read = await api(actor, 'GET', `/api/globals/${slug}?depth=0`)
    expect(read.status, `${actor} reads ${slug}`).toBe(may(rights, actor, 'read') ? 200 : 403)
    const mark = `By ${actor} ${next()}`
    const change = slug === 'site-settings' ? { brand: mark } : { legal: [{ label: mark, href: '/legal' }] }
    const written = await api(actor, 'POST', `/api/globals/${slug}`, change)
    const now = (await payload.findGlobal({ slug: slug as keyof typeof GLOBALS, depth: 0, overrideAccess: true })) as Record<string, any>
    const landed = slug === 'site-settings' ? now.brand === mark : now.legal?.[0]?.label === mark
    if (may(rights, actor, 'update')) {
      expect(written.status, `${actor} may update ${slug}: ${written.text.slice(0, 300)}`).toBe(200)
      expect(landed).toBe(true)
    } else {
      expect(DENIED, `${actor} may not update ${slug}`).toContain(written.status)
      expect(landed, `${actor} may not update ${slug}`).toBe(false)
    }
  })
})

describe("Payload's own collections", () => {
  const internal = ['payload-preferences', 'payload-locked-documents', 'payload-migrations', 'payload-kv']
  it.each(['anonymous', 'customerA'] as Actor[])('give %s nothing', async (actor) => {
    for (const slug of internal) {
      const list = await api(actor, 'GET', `/api/${slug}?limit=1000`)
      expect(list.status === 200 ? list.json.docs.length : 0, `${actor} lists ${slug}: ${list.text.slice(0, 200)}`).toBe(0)
      const created = await api(actor, 'POST', `/api/${slug}`, { key: 'x', value: {} })
      // 501: the collection has no REST endpoints at all (payload-migrations).
      expect([...DENIED, 501], `${actor} creates in ${slug}: ${created.text.slice(0, 200)}`).toContain(created.status)
    }
  })

  // Counters and jobs are the server's own (platform/sharedCounters.ts, platform/scheduledJobs.ts).
  it.each(ACTORS)('give %s neither the shared counters nor the jobs, nor a run of the jobs', async (actor) => {
    for (const slug of ['shared-counters', 'payload-jobs']) {
      const list = await api(actor, 'GET', `/api/${slug}?limit=1000`)
      expect(DENIED, `${actor} lists ${slug}: ${list.text.slice(0, 200)}`).toContain(list.status)
      const created = await api(actor, 'POST', `/api/${slug}`, { key: 'x', count: 1 })
      expect(DENIED, `${actor} creates in ${slug}: ${created.text.slice(0, 200)}`).toContain(created.status)
    }
    const run = await api(actor, 'GET', '/api/payload-jobs/run')
    expect(DENIED, `${actor} runs the jobs: ${run.text.slice(0, 200)}`).toContain(run.status)
  })
})

describe('staff accounts', () => {
  it.each(['editor', 'backoffice'] as const)('%s reads and edits their own account only, never their role', async (role) => {
    const me = await api(role, 'GET', '/api/users/me')
    expect(me.status).toBe(200)
    const own = me.json.user
    expect(own.role).toBe(role)
    const list = await api(role, 'GET', '/api/users?limit=1000')
    expect(list.json.docs.map((d: { id: unknown }) => d.id)).toEqual([own.id])
    const renamed = await api(role, 'PATCH', `/api/users/${own.id}`, { name: 'New name', role: 'admin' })
    expect(renamed.status, renamed.text).toBe(200)
    const after = await stored('users', own.id)
    expect(after).toMatchObject({ name: 'New name', role })
    // Asking for staff by role finds nobody else.
    const admins = await api(role, 'GET', '/api/users?where[role][equals]=admin')
    expect(admins.json.docs).toEqual([])
  })

  it('lets only an admin create staff, of any role', async () => {
    for (const actor of ACTORS) {
      const email = `new-${actor.toLowerCase()}-${next()}@veltrana.example`
      const reply = await api(actor, 'POST', '/api/users', { email, password: 'staff-password-1', role: 'admin' })
      const made = await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      expect(made.totalDocs, `${actor} creates an admin`).toBe(actor === 'admin' ? 1 : 0)
      if (actor !== 'admin') expect(DENIED).toContain(reply.status)
    }
  })

  it('never shows password hashes or salts', async () => {
    const reply = await api('admin', 'GET', '/api/users?limit=1000')
    expect(reply.status).toBe(200)
    expect(reply.text).not.toMatch(/"(hash|salt)"/)
  })
})

describe('customer fields', () => {
  it('never show the password hash, whoever asks and however', async () => {
    const id = customers.customerA.id
    for (const actor of ['backoffice', 'admin'] as const) {
      for (const path of [
        `/api/customers/${id}?depth=2`,
        '/api/customers?limit=1000&depth=2',
        `/api/customers/${id}?select[passwordHash]=true`,
        '/api/procedures?depth=2',
        '/api/audit-log?depth=2',
      ]) {
        const reply = await api(actor, 'GET', path)
        expect(reply.status, `${actor} ${path}`).toBe(200)
        expect(reply.text, `${actor} ${path}`).not.toMatch(/passwordHash|password_hash|\$2[aby]\$/)
      }
    }
  })

  it('cannot be used to guess the password hash by filtering or sorting on it', async () => {
    // Payload logs the refused queries as errors; they are the expected outcome here.
    payload.logger.level = 'fatal'
    for (const actor of ['backoffice', 'admin'] as const) {
      const ask = (query: string) => api(actor, 'GET', `/api/customers?limit=1000&depth=0&${query}`)
      const idsOf = (reply: Reply) => (reply.status === 200 ? reply.json.docs.map((d: { id: unknown }) => d.id) : reply.status)
      // A filter on the hash either fails or ignores the hash: a right and a wrong prefix answer alike.
      const right = await ask('where[passwordHash][like]=$2')
      const wrong = await ask('where[passwordHash][like]=zzz')
      expect(right.status, right.text.slice(0, 200)).not.toBe(500)
      expect(idsOf(right), `${actor} filters on the hash`).toEqual(idsOf(wrong))
      const up = await ask('sort=passwordHash')
      const down = await ask('sort=-passwordHash')
      expect(up.status).not.toBe(500)
      if (up.status === 200 && down.status === 200) {
        const byId = await ask('sort=id')
        expect(idsOf(up), `${actor} sorts on the hash`).toEqual(idsOf(byId))
        expect(idsOf(down)).toEqual(idsOf(byId))
      }
    }
    payload.logger.level = 'warn'
  })

  // The customer's details (name, contacts, address) back office may correct: features/cabinet/corrections.test.ts.
  it('that only the cabinet service writes stay as registered when staff send them', async () => {
    const id = customers.customerB.id
    const before = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, showHiddenFields: true })
    const forged = {
      passwordHash: '$2a$12$forgedforgedforgedforgedforgedforgedforgedforgedforge',
      signature: null,
      signatureHash: '0'.repeat(32),
      regTime: '2000-01-01T00:00:00.000Z',
      loginFailures: 99,
      lockUntil: '2099-01-01T00:00:00.000Z',
    }
    for (const actor of ['backoffice', 'admin'] as const) {
      const { updatedAt } = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
      const reply = await api(actor, 'PATCH', `/api/customers/${id}`, { ...forged, updatedAt })
      expect(reply.status, reply.text).toBe(200)
    }
    const after = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, showHiddenFields: true })
    for (const field of Object.keys(forged)) expect(after[field as keyof typeof after], field).toEqual(before[field as keyof typeof before])
    // The customer still signs in with their own password.
    const login = await api('anonymous', 'POST', '/api/loginUSR', { email: customers.customerB.email, password: customers.customerB.password })
    expect(login.status).toBe(200)
    headersOf.customerB = { cookie: login.setCookie!.split(';')[0] }
  })
})

describe('drafts', () => {
  it('stay with staff', async () => {
    const draft = await payload.create({ collection: 'pages', data: { title: 'Secret draft', path: `matrix/draft-${next()}`, _status: 'draft' }, draft: true })
    for (const actor of ACTORS) {
      const staff = ['editor', 'backoffice', 'admin'].includes(actor)
      const one = await api(actor, 'GET', `/api/pages/${draft.id}?draft=true`)
      const list = await api(actor, 'GET', '/api/pages?draft=true&limit=1000&where[_status][equals]=draft')
      const versions = await api(actor, 'GET', '/api/pages/versions?limit=1000')
      expect(one.status, `${actor} reads the draft`).toBe(staff ? 200 : 404)
      expect(list.text.includes('Secret draft'), `${actor} lists drafts`).toBe(staff)
      if (!staff) {
        expect(DENIED, `${actor} reads versions`).toContain(versions.status)
        expect(versions.text).not.toContain('Secret draft')
      }
    }
  })
})

describe('files', () => {
  it('serve signatures to back office and admins only, images and published reports to everyone', async () => {
    const customer = await payload.findByID({ collection: 'customers', id: customers.customerA.id, depth: 1, overrideAccess: true })
    const signature = customer.signature as { filename: string }
    const image = await payload.findByID({ collection: 'media', id: mediaId, depth: 0, overrideAccess: true })
    const report = await payload.findByID({ collection: 'document-files', id: documentFileId, depth: 0, overrideAccess: true })
    await payload.create({ collection: 'documents', data: { ...SPECS.documents.data(), _status: 'published' } as never, overrideAccess: true })
    for (const actor of ACTORS) {
      const file = await api(actor, 'GET', `/api/customer-signatures/file/${signature.filename}`)
      expect(file.status, `${actor} fetches a signature`).toBe(may({ backoffice: 'r', admin: 'r' }, actor, 'read') ? 200 : 404)
      const picture = await api(actor, 'GET', `/api/media/file/${image.filename}`)
      expect(picture.status, `${actor} fetches an image`).toBe(200)
      const document = await api(actor, 'GET', `/api/document-files/file/${report.filename}`)
      expect(document.status, `${actor} fetches a report`).toBe(200)
    }
  })
})

describe('cabinet endpoints', () => {
  const own: Partial<Record<Actor, 'customerA' | 'customerB'>> = { customerA: 'customerA', customerB: 'customerB' }
  const other = { customerA: 'customerB', customerB: 'customerA' } as const

  it.each(ACTORS)('POST /api/idData gives %s their own profile or 401, whatever the body names', async (actor) => {
    const mine = own[actor]
    for (const body of [
      undefined,
      { uid: customers.customerA.id },
      { uid: customers.customerB.id },
      { email: customers.customerB.email },
      { where: { id: { exists: true } } },
    ]) {
      const reply = await api(actor, 'POST', '/api/idData', body)
      if (!mine) {
        expect(reply.status, `${actor} ${JSON.stringify(body)}`).toBe(401)
        expect(reply.text).not.toContain('@example.org')
        continue
      }
      expect(reply.status).toBe(200)
      expect(reply.json.uid).toBe(customers[mine].id)
      expect(reply.text).not.toContain(customers[other[mine]].email)
    }
  })

  it.each(ACTORS)('GET /api/displayData gives %s the public contact only', async (actor) => {
    const reply = await api(actor, 'GET', '/api/displayData')
    expect(reply.status).toBe(200)
    expect(reply.json).toHaveLength(1)
    expect(Object.keys(reply.json[0]).sort()).toEqual(['mail', 'phone'])
  })

  it.each(ACTORS)("POST /api/updateRequest lets %s sign up, and shows nobody else's sign-ups", async (actor) => {
    const email = `updates-${actor.toLowerCase()}@example.org`
    const reply = await api(actor, 'POST', '/api/updateRequest', { email, pics: '1', personalDataConsent: true })
    expect(reply.status).toBe(202)
    expect(Object.keys(reply.json)).toEqual(['ok'])
  })

  it("POST /api/loginUSR signs in only with the account's own password", async () => {
    const a = customers.customerA
    const b = customers.customerB
    const staff = await payload.find({ collection: 'users', limit: 1, overrideAccess: true })
    for (const [email, password] of [
      [b.email, a.password],
      [a.email, b.password],
      [staff.docs[0].email, 'staff-password-1'],
      [a.email, ''],
    ]) {
      const reply = await api('customerA', 'POST', '/api/loginUSR', { email, password })
      expect(reply.status, `${email} / ${password}`).toBe(401)
      expect(reply.setCookie).toBeNull()
    }
  })

  it('POST /api/register cannot take over an existing account', async () => {
    const a = customers.customerA
    const before = await payload.findByID({ collection: 'customers', id: a.id, depth: 0, overrideAccess: true, showHiddenFields: true })
    const reply = await api('customerB', 'POST', '/api/register', {
      email: a.email.toUpperCase(),
      password: 'hijacked-password',
      data: {
        phone: '+7 912 000-99-00',
        firstName: 'Mallory',
        lastName: 'Mallory',
        address: 'Somewhere 1, Moscow',
        signature: drawnSignature(200, 99),
        personalDataConsent: true,
      },
    })
    expect(reply.status).toBe(409)
    const after = await payload.findByID({ collection: 'customers', id: a.id, depth: 0, overrideAccess: true, showHiddenFields: true })
    expect(after).toEqual(before)
    expect((await api('anonymous', 'POST', '/api/loginUSR', { email: a.email, password: 'hijacked-password' })).status).toBe(401)
  })

  it("POST /api/logoutUSR ends only the caller's own session", async () => {
    for (const actor of ['anonymous', 'editor', 'backoffice', 'admin', 'customerB'] as const) {
      expect((await api(actor, 'POST', '/api/logoutUSR')).status).toBe(200)
    }
    // Customer B signed out; customer A is still signed in, staff are still signed in to Payload.
    expect((await api('customerB', 'POST', '/api/idData')).status).toBe(401)
    expect((await api('customerA', 'POST', '/api/idData')).json.uid).toBe(customers.customerA.id)
    expect((await api('admin', 'GET', '/api/users/me')).json.user?.role).toBe('admin')
  })
})
