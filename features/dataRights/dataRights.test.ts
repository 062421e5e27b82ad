import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerProfile } from '../../tests/fixtures/customer'
import { drawnSignature } from '../../tests/fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'
import { serveSite, type Site } from '../../tests/integration/site'
import { startConversation } from '../customerMessages/conversations.server'
import { addWorkingDays, ANSWER_WORKING_DAYS } from './dueDate'
import { EXPORT_LIMIT } from './export.server'

// The customer's data rights over HTTP: the export through the site (with the HTML cache in front, as production runs
// it), deletion requested on the dashboard and approved by back office over REST, and staff reads of a customer by id
// recorded and shown to that customer.

let cms: TestCms
let payload: Payload
let rest: Send
let site: Site
let people = 0

type Customer = { id: string; email: string; password: string; cookie: string }

async function register(language: 'en' | 'ru' = 'en'): Promise<Customer> {
  const n = ++people
  const email = `rights.${n}@example.org`
  const password = `password-${n}-rights`
  const reply = await rest('POST', '/api/register', {
    headers: { 'x-veltrana-client': `192.0.2.${n}`, cookie: `i18next=${language}` },
    body: {
      email,
      password,
      data: customerProfile({ lastName: `Петрова ${n}`, phone: `+7 912 222-${String(n).padStart(2, '0')}-00`, signature: drawnSignature(200, 60 + n) }),
    },
  })
  expect(reply.status, reply.text).toBe(201)
  return { id: String(reply.json.uid), email, password, cookie: reply.setCookie!.split(';')[0]! }
}

async function staffHeaders(role: 'editor' | 'backoffice' | 'admin', name = `${role} person`) {
  const user = (await staffUser(payload, role)) as unknown as { id: number; email: string }
  await payload.update({ collection: 'users', id: user.id, data: { name }, overrideAccess: true })
  const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  expect(login.status, login.text).toBe(200)
  return { authorization: `JWT ${login.json.token}` }
}

const procedure = (customer: string, name: string) =>
  payload.create({ collection: 'procedures', data: { customer: Number(customer), name, price: 12_345, status: 'planned' }, overrideAccess: true })

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
  site = await serveSite(payload)
}, 120_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

describe('download my data', () => {
  it("holds the customer's own profile, signature, balance, procedures, consents, sessions and history, and nothing of another's", async () => {
    const a = await register()
    const b = await register()
    await procedure(a.id, 'Own checkup A')
    await procedure(b.id, 'Other checkup B')
    await payload.update({ collection: 'customers', id: a.id, data: { balance: 4200 }, overrideAccess: true })
    expect(await startConversation(payload, Number(a.id), 'booking', 'Own question A')).toMatchObject({ ok: true })
    expect(await startConversation(payload, Number(b.id), 'question', 'Other question B')).toMatchObject({ ok: true })

    const reply = await site.get('/dashboard/data.json', { cookie: a.cookie })
    expect(reply.status, reply.text.slice(0, 300)).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('private, no-store')
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="veltrana-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const data = JSON.parse(reply.text)
    expect(data.profile).toMatchObject({ id: a.id, email: a.email, firstName: 'Анна' })
    expect(data.signature.pngBase64).toMatch(/^iVBORw0KGgo/)
    expect(data.balance.cents).toBe(4200)
    expect(data.procedures.map((p: { name: string }) => p.name)).toEqual(['Own checkup A'])
    expect(data.consents).toEqual([expect.objectContaining({ action: 'given', purpose: 'cabinet', email: a.email })])
    expect(data.sessions.length).toBeGreaterThanOrEqual(1)
    expect(data.conversations).toEqual([
      expect.objectContaining({ type: 'booking', messages: [expect.objectContaining({ from: 'customer', body: 'Own question A' })] }),
    ])
    expect(reply.text).not.toContain(b.email)
    expect(reply.text).not.toContain('Other checkup B')
    expect(reply.text).not.toContain('Other question B')
    expect(reply.text).not.toContain('tokenHash')
    expect(reply.text).not.toContain('passwordHash')

    // The readable page holds the same, and only for its owner.
    const page = await site.get('/dashboard/data?lng=ru', { cookie: a.cookie })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.text).toContain('Own checkup A')
    expect(page.text).toContain('Own question A')
    expect(page.text).toContain('Ваши данные')
    expect(page.text).not.toContain('Other checkup B')
    expect(page.text).not.toContain('Other question B')
  })

  it('answers 401 to anyone without the session, staff included, and the HTML cache never hands one customer’s file to another', async () => {
    const a = await register()
    await procedure(a.id, 'Cached? checkup')
    expect((await site.get('/dashboard/data', { cookie: a.cookie })).status).toBe(200)
    expect((await site.get('/dashboard/data.json', { cookie: a.cookie })).status).toBe(200)
    const admin = await staffHeaders('admin')
    const strangers: Record<string, string>[] = [{}, { cookie: 'veltrana_cabinet=' + 'x'.repeat(43) }, admin]
    for (const headers of strangers) {
      for (const path of ['/dashboard/data', '/dashboard/data.json', '/dashboard/data?lng=ru']) {
        const reply = await site.get(path, headers)
        expect(reply.status, `${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(reply.text).not.toContain('Cached? checkup')
        expect(reply.text).not.toContain(a.email)
      }
    }
  })

  it('is limited per customer, counted in the database', async () => {
    const a = await register()
    const b = await register()
    for (let i = 0; i < EXPORT_LIMIT.max; i++) expect((await site.get('/dashboard/data.json', { cookie: a.cookie })).status).toBe(200)
    const over = await site.get('/dashboard/data.json', { cookie: a.cookie })
    expect(over.status).toBe(429)
    expect(over.text).not.toContain(a.email)
    const page = await site.get('/dashboard/data?lng=en', { cookie: a.cookie })
    expect(page.status).toBe(429)
    expect(page.text).toContain('You have downloaded your data')
    const counter = await payload.find({
      collection: 'shared-counters' as never,
      where: { key: { equals: `dataExport:${a.id}` } } as never,
      overrideAccess: true,
    })
    expect(counter.docs).toHaveLength(1)
    // Another customer's budget is their own.
    expect((await site.get('/dashboard/data.json', { cookie: b.cookie })).status).toBe(200)
  })
})

describe('delete my account', () => {
  it('without the confirmation box is refused with a translated error and changes nothing', async () => {
    const a = await register()
    const reply = await site.post('/dashboard?lng=ru', { intent: 'delete-account' }, a.cookie)
    expect(reply.status).toBe(400)
    expect(reply.text).toContain('Отметьте поле')
    expect((await payload.count({ collection: 'deletion-requests', where: { customer: { equals: a.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('is a request due in 10 working days, shown on the dashboard; withdrawing the cabinet consent makes the same request', async () => {
    const a = await register()
    const before = new Date()
    const reply = await site.post('/dashboard', { intent: 'delete-account', confirmDeletion: 'yes' }, a.cookie)
    expect(reply.status).toBe(303)
    const [request] = (await payload.find({ collection: 'deletion-requests', where: { customer: { equals: a.id } }, overrideAccess: true })).docs
    expect(request).toMatchObject({ status: 'pending', dueAt: addWorkingDays(before, ANSWER_WORKING_DAYS).toISOString() })
    // Asked again: still one request, the first due date.
    await site.post('/dashboard', { intent: 'delete-account', confirmDeletion: 'yes' }, a.cookie)
    expect((await payload.count({ collection: 'deletion-requests', where: { customer: { equals: a.id } }, overrideAccess: true })).totalDocs).toBe(1)
    const consents = await payload.find({ collection: 'consent-records', where: { customer: { equals: a.id } }, overrideAccess: true })
    expect(consents.docs.map((r) => r.action).sort()).toEqual(['given', 'withdrawn'])
    const page = await site.get('/dashboard?lng=en', { cookie: a.cookie })
    expect(page.text).toContain(`will be answered by`)

    const b = await register()
    expect((await site.post('/dashboard', { intent: 'withdraw-consent', purpose: 'cabinet' }, b.cookie)).status).toBe(303)
    expect((await payload.count({ collection: 'deletion-requests', where: { customer: { equals: b.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('leaves no file of a customer answering once its record is gone, even while the file is still on disk', async () => {
    const a = await register()
    const stored = await payload.findByID({ collection: 'customers', id: a.id, depth: 1, overrideAccess: true })
    const signature = stored.signature as { id: number; filename: string }
    const backoffice = await staffHeaders('backoffice')
    const address = `/api/customer-signatures/file/${signature.filename}`
    expect((await rest('GET', address, { headers: backoffice })).status).toBe(200)
    // The record alone goes, through the database adapter (as a removal whose file deletion has not happened yet, or
    // failed): the file stays on disk.
    await payload.db.deleteOne({ collection: 'customer-signatures', where: { id: { equals: signature.id } } })
    expect((await rest('GET', address, { headers: backoffice })).status).toBe(404)
  })

  it('approved by back office erases the person, ends sign-in and sessions, removes the signature file, keeps balance and procedures, and mails a last notice', async () => {
    const a = await register('ru')
    const other = await register()
    await payload.update({ collection: 'customers', id: a.id, data: { emailConfirmed: true, balance: 777 }, overrideAccess: true })
    await procedure(a.id, 'Kept procedure')
    expect(await startConversation(payload, Number(a.id), 'question', 'Words that go with the person')).toMatchObject({ ok: true })
    const stored = await payload.findByID({ collection: 'customers', id: a.id, depth: 1, overrideAccess: true })
    const file = (stored.signature as { filename: string }).filename
    const backoffice = await staffHeaders('backoffice')
    const editor = await staffHeaders('editor')
    expect((await rest('GET', `/api/customer-signatures/file/${file}`, { headers: backoffice })).status).toBe(200)

    await site.post('/dashboard', { intent: 'delete-account', confirmDeletion: 'yes' }, a.cookie)
    const queue = await rest('GET', '/api/deletion-requests?sort=dueAt&depth=0', { headers: backoffice })
    expect(queue.status).toBe(200)
    const request = queue.json.docs.find((d: { customer: number }) => String(d.customer) === a.id)
    expect(request).toMatchObject({ status: 'pending', overdue: false })
    expect(DENIED).toContain((await rest('GET', '/api/deletion-requests', { headers: editor })).status)
    expect(DENIED).toContain((await rest('PATCH', `/api/deletion-requests/${request.id}`, { headers: editor, body: { status: 'approved' } })).status)

    const approved = await rest('PATCH', `/api/deletion-requests/${request.id}`, { headers: backoffice, body: { status: 'approved' } })
    expect(approved.status, approved.text).toBe(200)
    expect(approved.json.doc).toMatchObject({ status: 'approved', approvedBy: expect.anything(), approvedAt: expect.any(String) })

    const login = await rest('POST', '/api/loginUSR', { body: { email: a.email, password: a.password } })
    expect(login.status).toBe(401)
    expect((await rest('POST', '/api/idData', { headers: { cookie: a.cookie } })).status).toBe(401)
    expect((await rest('GET', `/api/customer-signatures/file/${file}`, { headers: backoffice })).status).toBe(404)
    const erased = await payload.findByID({ collection: 'customers', id: a.id, depth: 0, overrideAccess: true })
    expect(erased).toMatchObject({
      email: `erased-${a.id}@erased.invalid`,
      firstName: '—',
      lastName: '—',
      phone: '—',
      address: '—',
      signature: null,
      balance: 777,
    })
    const kept = await payload.find({ collection: 'procedures', where: { customer: { equals: a.id } }, overrideAccess: true })
    expect(kept.docs.map((p) => p.name)).toEqual(['Kept procedure'])
    // The conversations are the person's own words: gone with them.
    for (const collection of ['customer-threads', 'customer-messages'] as const)
      expect((await payload.find({ collection, where: { customer: { equals: a.id } }, overrideAccess: true })).docs).toEqual([])
    const mail = await payload.find({ collection: 'mail-messages', where: { to: { equals: a.email } }, overrideAccess: true })
    expect(mail.docs.map((m) => [m.template, m.language])).toContainEqual(['accountDeleted', 'ru'])
    // The other customer is untouched and still signs in.
    expect((await rest('POST', '/api/loginUSR', { body: { email: other.email, password: other.password } })).status).toBe(200)
  })
})

const DENIED = [401, 403, 404]

describe('who looked', () => {
  it('records each staff read of a customer by id with role and name, shows the customer the role and date only; lists and editors record nothing', async () => {
    const a = await register()
    const backoffice = await staffHeaders('backoffice', 'Olga Staffname')
    const editor = await staffHeaders('editor')
    const views = async () =>
      (
        await payload.find({
          collection: 'audit-log',
          where: { and: [{ customer: { equals: a.id } }, { action: { equals: 'customer.view' } }] },
          overrideAccess: true,
        })
      ).docs
    expect(await views()).toHaveLength(0)
    expect((await rest('GET', '/api/customers?depth=0', { headers: backoffice })).status).toBe(200)
    expect(DENIED).toContain((await rest('GET', `/api/customers/${a.id}`, { headers: editor })).status)
    expect(await views()).toHaveLength(0)

    expect((await rest('GET', `/api/customers/${a.id}`, { headers: backoffice })).status).toBe(200)
    const [entry] = await views()
    expect(entry).toMatchObject({ actorRole: 'backoffice', actorName: 'Olga Staffname', action: 'customer.view' })

    const page = await site.get('/dashboard?lng=en', { cookie: a.cookie })
    expect(page.text).toContain('Who looked at your record')
    expect(page.text).toContain('Back office')
    expect(page.text).not.toContain('Olga Staffname')
  })
})
