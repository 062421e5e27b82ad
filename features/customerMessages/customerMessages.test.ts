import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGE_MAX_LENGTH } from '../../common/customerMessages'
import { LIMITS } from '../../platform/rateLimit'
import type { Listening } from '../../server/testing'
import { cabinetOverHttpForTests, type CabinetCustomer as Customer } from '../../tests/integration/cabinetOverHttp'
import { replyOf } from '../../tests/integration/rest'
import type { Site } from '../../tests/integration/site'

// A customer's conversations with back office over HTTP: the customer writes through the site's
// own forms (/dashboard/messages), back office answers over REST through what production puts in
// front of Payload (server/apiApp.ts), with the per-customer rate limit on.

const mail = cabinetOverHttpForTests()
const who = mail.as
let payload: Payload
let api: Listening
let site: Site
beforeAll(() => void ({ payload, api, site } = mail))
const register = (language: 'en' | 'ru' = 'en') => mail.register(language)

const messages = async (where: Record<string, unknown> = {}) =>
  (await payload.find({ collection: 'customer-messages', where: where as never, pagination: false, depth: 0, overrideAccess: true, sort: 'createdAt' })).docs

/** Starts a conversation through the site's form; the thread's id from where it sends the browser. */
async function start(customer: Customer, body: string, type = 'booking', lng = 'en') {
  const reply = await site.post(`/dashboard/messages?lng=${lng}`, { type, body }, customer.cookie)
  const id = /\/dashboard\/messages\/(\d+)$/.exec(reply.location ?? '')?.[1]
  return { reply, id }
}

function answer(thread: string | number, body: string, headers = who.backoffice) {
  return fetch(`${api.origin}/api/customer-messages?depth=0`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ thread: Number(thread), body }),
  }).then(replyOf)
}

describe('a conversation', () => {
  it('is started by the customer, answered by back office, read back, and counted unread until then', async () => {
    const a = await register('ru')
    const { reply, id } = await start(a, 'Please book me for Tuesday <b>morning</b>', 'booking', 'ru')
    expect(reply.status, reply.text).toBe(303)
    expect(id).toBeTruthy()
    const thread = await payload.findByID({ collection: 'customer-threads', id: id!, depth: 0, overrideAccess: true })
    expect(thread).toMatchObject({ customer: a.id, type: 'booking', status: 'new' })

    const page = await site.get(`/dashboard/messages/${id}?lng=ru`, { cookie: a.cookie })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    // Plain text, shown escaped.
    expect(page.text).toContain('Please book me for Tuesday &lt;b&gt;morning&lt;/b&gt;')
    expect(page.text).not.toContain('<b>morning</b>')

    const answered = await answer(id!, 'Tuesday at 10:00 is yours. Secret word: heliotrope.')
    expect(answered.status, answered.text).toBe(201)
    expect(answered.json.doc).toMatchObject({ author: 'staff', customer: a.id })
    expect((await payload.findByID({ collection: 'customer-threads', id: id!, depth: 0, overrideAccess: true })).status).toBe('answered')

    const dashboard = await site.get('/dashboard?lng=ru', { cookie: a.cookie })
    expect(dashboard.text).toContain('Непрочитанных: 1')
    const read = await site.get(`/dashboard/messages/${id}?lng=ru`, { cookie: a.cookie })
    expect(read.text).toContain('Tuesday at 10:00 is yours.')
    const after = await site.get('/dashboard?lng=ru', { cookie: a.cookie })
    expect(after.text).not.toContain('Непрочитанных')

    // The notice says there is a message, in the customer's language, and nothing of it.
    await mail.drain()
    // (The other message to the address is the link that confirms it.)
    const notices = mail.smtp.messages.filter((m) => m.envelopeTo.includes(a.email) && m.parsed.subject?.includes('сообщение'))
    expect(notices.map((m) => m.parsed.subject)).toEqual(['В личном кабинете Группы Велтрана новое сообщение'])
    const whole = `${notices[0]!.parsed.text}\n${notices[0]!.parsed.html}`
    for (const secret of ['heliotrope', 'Tuesday', 'book', 'Записаться', 'booking']) expect(whole).not.toContain(secret)
  })

  it('is another customer’s to neither read nor write', async () => {
    const a = await register()
    const b = await register()
    const { id } = await start(a, 'A private question from A', 'question')
    const before = (await messages()).length
    const intrusion = await site.post(`/dashboard/messages/${id}`, { body: 'B writes into A’s thread' }, b.cookie)
    expect(intrusion.status).toBe(404)
    expect((await messages()).length).toBe(before)
    expect((await site.get(`/dashboard/messages/${id}`, { cookie: b.cookie })).status).toBe(404)
    const list = await site.get('/dashboard/messages', { cookie: b.cookie })
    expect(list.status).toBe(200)
    expect(list.text).not.toContain('A private question from A')
    expect(list.text).not.toContain(`/dashboard/messages/${id}`)
    // Not over REST either, where customers have no account at all; nor as an editor.
    for (const headers of [{ cookie: b.cookie }, {}, who.editor]) {
      const posted = await answer(id!, 'Through the API', headers as Record<string, string>)
      expect([401, 403]).toContain(posted.status)
      const listed = await fetch(`${api.origin}/api/customer-messages?limit=100`, { headers }).then(replyOf)
      expect(listed.status === 200 ? listed.json.docs.length : 0).toBe(0)
      const threads = await fetch(`${api.origin}/api/customer-threads?limit=100`, { headers }).then(replyOf)
      expect(threads.status === 200 ? threads.json.docs.length : 0).toBe(0)
    }
    expect((await messages()).length).toBe(before)
    // A visitor is sent to sign in and posts nothing.
    const visitor = await site.post(`/dashboard/messages/${id}`, { body: 'Anonymous' }, undefined)
    expect(visitor.location).toBe('/cabinet')
    expect((await messages()).length).toBe(before)
  })

  it('keeps the customer the thread’s, whatever a staff request names', async () => {
    const a = await register()
    const b = await register()
    const { id } = await start(a, 'Where is my statement?', 'question')
    const sent = await fetch(`${api.origin}/api/customer-messages?depth=0`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...who.backoffice },
      body: JSON.stringify({ thread: Number(id), body: 'Sent today.', customer: b.id, author: 'customer', readAt: '2026-01-01T00:00:00.000Z' }),
    }).then(replyOf)
    expect(sent.status, sent.text).toBe(201)
    expect(sent.json.doc).toMatchObject({ customer: a.id, author: 'staff', readAt: null })
  })
})

describe('a message body', () => {
  it(`holds at most ${MESSAGE_MAX_LENGTH} characters and some text, by one rule for the form and the API`, async () => {
    const a = await register('ru')
    const before = (await messages()).length
    const long = await start(a, 'я'.repeat(MESSAGE_MAX_LENGTH + 1), 'question', 'ru')
    expect(long.reply.status).toBe(400)
    expect(long.reply.text).toContain(`Сообщение длиннее ${MESSAGE_MAX_LENGTH.toLocaleString('ru-RU')} знаков`)
    const empty = await start(a, '   \n  ', 'question', 'ru')
    expect(empty.reply.status).toBe(400)
    expect(empty.reply.text).toContain('Напишите сообщение')
    const badType = await start(a, 'Hello', 'refund', 'ru')
    expect(badType.reply.status).toBe(400)
    expect((await messages()).length).toBe(before)
    expect((await payload.count({ collection: 'customer-threads', where: { customer: { equals: a.id } }, overrideAccess: true })).totalDocs).toBe(0)

    const fits = await start(a, '😀'.repeat(MESSAGE_MAX_LENGTH), 'question', 'ru')
    expect(fits.reply.status).toBe(303)
    const over = await answer(fits.id!, 'x'.repeat(MESSAGE_MAX_LENGTH + 1))
    expect(over.status).toBe(400)
    const reply = await site.post(`/dashboard/messages/${fits.id}?lng=ru`, { body: 'я'.repeat(MESSAGE_MAX_LENGTH + 1) }, a.cookie)
    expect(reply.status).toBe(400)
    expect((await messages()).length).toBe(before + 1)
  })
})

describe('the rate limit', () => {
  it('refuses a customer’s messages past the limit, counted in the database whatever the thread', async () => {
    const a = await register()
    const b = await register()
    const { max } = LIMITS.customerMessage
    const { id } = await start(a, 'Message 1')
    for (let i = 2; i <= max; i++) expect((await site.post(`/dashboard/messages/${id}`, { body: `Message ${i}` }, a.cookie)).status).toBe(303)
    const before = (await messages()).length
    const refused = await site.post(`/dashboard/messages/${id}`, { body: 'One too many' }, a.cookie)
    expect(refused.status).toBe(429)
    expect(refused.text).toContain('You have sent many messages in a short time')
    expect((await start(a, 'A new thread does not reset it')).reply.status).toBe(429)
    expect((await messages()).length).toBe(before)
    const counter = await payload.find({ collection: 'shared-counters', where: { key: { equals: `customerMessage:${a.id}` } }, overrideAccess: true })
    expect(counter.docs[0]?.count).toBeGreaterThan(max)
    // Another customer has a budget of their own.
    expect((await start(b, 'Hello')).reply.status).toBe(303)
  })
})

describe('a locked customer', () => {
  it('sees only the blocked message and cannot post', async () => {
    const a = await register()
    const { id } = await start(a, 'Before the lock')
    await payload.update({ collection: 'customers', id: a.id, data: { locked: true }, overrideAccess: true })
    const before = (await messages()).length
    for (const path of ['/dashboard/messages', `/dashboard/messages/${id}`]) {
      const page = await site.get(path, { cookie: a.cookie })
      expect(page.status).toBe(303)
      expect(page.headers.get('location')).toBe('/dashboard')
      const posted = await site.post(path, { type: 'question', body: 'After the lock' }, a.cookie)
      expect(posted.location).toBe('/dashboard')
    }
    expect((await messages()).length).toBe(before)
    const dashboard = await site.get('/dashboard', { cookie: a.cookie })
    expect(dashboard.text).toContain('Access denied until the circumstances are clarified.')
    expect(dashboard.text).not.toContain('Before the lock')
  })
})
