import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Listening } from '../../server/testing'
import { cabinetOverHttpForTests, type CabinetCustomer as Customer } from '../../tests/integration/cabinetOverHttp'
import { replyOf } from '../../tests/integration/rest'
import type { Site } from '../../tests/integration/site'
import { confirmLinkValid } from './addressConfirmation'
import { CORRECTIONS_INTENT } from './CorrectionsNotice'
import { hashPassword } from './passwords'

// Back office correcting a customer's details over HTTP: staff PATCH /api/customers/:id through what production puts in
// front of Payload (server/apiApp.ts); the customer sees the notice on the site's dashboard and dismisses it with a form.

const mail = cabinetOverHttpForTests()
const who = mail.as
let payload: Payload
let api: Listening
let site: Site
beforeAll(() => void ({ payload, api, site } = mail))

const stored = (id: number) => payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, showHiddenFields: true })
const history = async (id: number) =>
  (await payload.find({ collection: 'audit-log', where: { customer: { equals: id } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs.filter(
    (e) => e.action !== 'customer.view',
  )
const notices = async (id: number) =>
  (await payload.find({ collection: 'detail-corrections', where: { customer: { equals: id } }, depth: 0, overrideAccess: true })).docs

/** A staff save as the admin's form makes it: the changed fields and the version they were made from. */
async function correct(customer: Customer, changes: Record<string, unknown>, headers = who.backoffice) {
  const copy = await stored(customer.id)
  return fetch(`${api.origin}/api/customers/${customer.id}?depth=0`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...changes, updatedAt: copy.updatedAt }),
  }).then(replyOf)
}

/** The messages of a rejected save, field by field. */
const fieldErrors = (reply: { json: any }) =>
  Object.fromEntries(
    (reply.json.errors as { data?: { errors?: { path: string; message: string }[] } }[]).flatMap((e) => e.data?.errors ?? []).map((e) => [e.path, e.message]),
  )

describe('back office correcting a customer', () => {
  it('changes the name, phone and address by the registration rules, and records which fields in the trail', async () => {
    const a = await mail.register()
    const before = await stored(a.id)
    const reply = await correct(a, { firstName: '  Maria ', lastName: 'Ivanova', phone: '+7 (916) 123-45-67', address: 'Arbat 1, Moscow' })
    expect(reply.status, reply.text).toBe(200)
    expect(await stored(a.id)).toMatchObject({ firstName: 'Maria', lastName: 'Ivanova', phone: '79161234567', address: 'Arbat 1, Moscow' })

    const entries = await history(a.id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'customer.update', actorRole: 'backoffice' })
    expect((entries[0]!.changes as { field: string }[]).map((c) => c.field).sort()).toEqual(['address', 'firstName', 'lastName', 'phone'])
    // Which fields, never their values: the trail outlives an erased account.
    const kept = JSON.stringify(entries[0])
    for (const value of ['Maria', 'Ivanova', '79161234567', 'Arbat', before.firstName, before.phone, before.address]) expect(kept).not.toContain(value)
    // The address did not change: nothing mailed about it.
    expect((await stored(a.id)).email).toBe(a.email)
  })

  it('refuses a bad phone or e-mail with the registration message, in the admin language, and changes nothing', async () => {
    const a = await mail.register()
    const before = await stored(a.id)
    const phone = await correct(a, { phone: '12345', firstName: 'Changed' })
    expect(phone.status, phone.text).toBe(400)
    expect(fieldErrors(phone)).toEqual({ phone: 'Please enter a valid mobile phone number.' })
    const email = await correct(a, { email: 'not-an-address' }, { ...who.backoffice, 'accept-language': 'ru' })
    expect(email.status, email.text).toBe(400)
    expect(fieldErrors(email)).toEqual({ email: 'Введите корректный адрес электронной почты.' })
    const name = await correct(a, { lastName: 'X' })
    expect(fieldErrors(name)).toEqual({ lastName: 'Please enter more than 2 characters.' })
    const other = await mail.register()
    const taken = await correct(a, { email: other.email.toUpperCase() })
    expect(taken.status, taken.text).toBe(400)
    expect(Object.keys(fieldErrors(taken))).toEqual(['email'])

    const after = await stored(a.id)
    expect(after).toMatchObject({ firstName: before.firstName, phone: before.phone, email: before.email, updatedAt: before.updatedAt })
    expect(await history(a.id)).toEqual([])
    expect(await notices(a.id)).toEqual([])
  })

  it('is refused to editors and customers, over REST, whatever they send', async () => {
    const a = await mail.register()
    const before = await stored(a.id)
    for (const headers of [who.editor, { cookie: a.cookie }, {}]) {
      const reply = await correct(a, { phone: '+7 916 000-00-01', email: 'someone.else@example.org' }, headers)
      expect([401, 403, 404]).toContain(reply.status)
    }
    expect(await stored(a.id)).toMatchObject({ phone: before.phone, email: before.email, updatedAt: before.updatedAt })
    expect(await notices(a.id)).toEqual([])
  })

  it('keeps the first of two saves from one copy and refuses the second', async () => {
    const a = await mail.register()
    const copy = await stored(a.id)
    const save = (phone: string) =>
      fetch(`${api.origin}/api/customers/${a.id}?depth=0`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...who.backoffice },
        body: JSON.stringify({ phone, updatedAt: copy.updatedAt }),
      }).then(replyOf)
    const replies = await Promise.all([save('+7 916 111-11-11'), save('+7 916 222-22-22')])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
    const kept = replies[0]!.status === 200 ? '79161111111' : '79162222222'
    expect((await stored(a.id)).phone).toBe(kept)
  })
})

describe('a corrected e-mail address', () => {
  it('must be confirmed again: a link goes to the new address, a notice to the old confirmed one, in the customer’s language', async () => {
    const a = await mail.register('ru')
    await payload.update({ collection: 'customers', id: a.id, data: { emailConfirmed: true }, overrideAccess: true })
    await mail.drain()
    mail.smtp.messages.length = 0
    const fresh = `corrected.${a.id}@example.org`
    const reply = await correct(a, { email: `  ${fresh.toUpperCase()} ` })
    expect(reply.status, reply.text).toBe(200)
    const after = await stored(a.id)
    expect(after).toMatchObject({ email: fresh, emailConfirmed: false })

    await mail.drain()
    const to = (address: string) => mail.smtp.messages.filter((m) => m.envelopeTo.includes(address))
    expect(to(fresh).map((m) => m.parsed.subject)).toEqual(['Подтвердите адрес эл. почты для личного кабинета Группы Велтрана'])
    const link = /https?:\/\/[^\s"]+\/cabinet\/confirm\?token=[^\s"&]+/.exec(to(fresh)[0]!.parsed.text ?? '')![0]
    expect(await confirmLinkValid(payload, new URL(link).searchParams.get('token'))).toBe(true)

    const old = to(a.email)
    expect(old.map((m) => m.parsed.subject)).toEqual(['Адрес эл. почты личного кабинета Группы Велтрана изменён'])
    // The notice says that it changed, and nothing of the new address.
    const whole = `${old[0]!.parsed.text}\n${old[0]!.parsed.html}`
    expect(whole).not.toContain(fresh)
    expect(whole).not.toContain('corrected')
    expect((await history(a.id))[0]!.changes).toEqual([{ field: 'email' }])
  })

  it('ends every session of the customer, as ending a device does; a new name, phone or address ends none', async () => {
    // Made here rather than registered: the file's registrations share one client's budget of ten a minute.
    const made = await payload.create({
      collection: 'customers',
      data: {
        email: `devices.${Date.now()}@example.org`,
        ...{ phone: '79123456789', firstName: 'Анна', lastName: 'Петрова', address: 'Москва', balance: 0 },
        passwordHash: await hashPassword('larch-harbour-tide'),
        regTime: new Date().toISOString(),
      },
      overrideAccess: true,
    })
    const signIn = async (email: string) => {
      const reply = await fetch(`${api.origin}/api/loginUSR`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'larch-harbour-tide' }),
      })
      expect(reply.status, await reply.clone().text()).toBe(200)
      return reply.headers.get('set-cookie')!.split(';')[0]!
    }
    const a = { id: made.id, email: made.email, cookie: await signIn(made.email) }
    const signedIn = async (cookie: string) => (await fetch(`${api.origin}/api/idData`, { method: 'POST', headers: { cookie } })).status === 200
    const devices = [a.cookie, await signIn(a.email)]
    expect(new Set(devices).size).toBe(2)
    expect((await correct(a, { firstName: 'Maria', lastName: 'Ivanova', phone: '+7 916 444-44-44', address: 'Arbat 4, Moscow' })).status).toBe(200)
    for (const cookie of devices) expect(await signedIn(cookie)).toBe(true)

    const fresh = `sessions.${a.id}@example.org`
    expect((await correct(a, { email: fresh })).status).toBe(200)
    for (const cookie of devices) {
      expect(await signedIn(cookie)).toBe(false)
      expect((await site.get('/dashboard?lng=en', { cookie })).text).not.toContain('Your details were changed')
    }
    expect(await payload.count({ collection: 'customer-sessions', where: { customer: { equals: a.id } }, overrideAccess: true })).toMatchObject({
      totalDocs: 0,
    })
    // Signed in again with the new address, the customer is told what changed.
    const again = await signIn(fresh)
    expect((await site.get('/dashboard?lng=en', { cookie: again })).text).toContain('Your details were changed')
  })

  it('tells an old address that was never confirmed nothing', async () => {
    const a = await mail.register()
    await mail.drain()
    mail.smtp.messages.length = 0
    const reply = await correct(a, { email: `unconfirmed.${a.id}@example.org` })
    expect(reply.status, reply.text).toBe(200)
    await mail.drain()
    expect(mail.smtp.messages.filter((m) => m.envelopeTo.includes(a.email))).toEqual([])
    expect(mail.smtp.messages.filter((m) => m.envelopeTo.includes(`unconfirmed.${a.id}@example.org`))).toHaveLength(1)
  })
})

describe('the notice on the dashboard', () => {
  it('says which details changed and when, in both languages, until the customer dismisses it', async () => {
    const a = await mail.register()
    expect((await site.get('/dashboard', { cookie: a.cookie })).text).not.toContain('Your details were changed')
    expect((await correct(a, { phone: '+7 916 333-33-33', address: 'Arbat 3, Moscow' })).status).toBe(200)

    const page = await site.get('/dashboard?lng=en', { cookie: a.cookie })
    expect(page.text).toContain('Your details were changed')
    expect(page.text).toMatch(/Phone number, Full address|Full address, Phone number/)
    expect(page.text).toContain('href="/dashboard/messages"')
    const ru = await site.get('/dashboard?lng=ru', { cookie: a.cookie })
    expect(ru.text).toContain('Ваши данные изменены')

    const [notice] = await notices(a.id)
    // Another customer's dismissal reaches nothing of A's.
    const b = await mail.register()
    const foreign = await site.post('/dashboard', { intent: CORRECTIONS_INTENT, notice: String(notice!.id) }, b.cookie)
    expect(foreign.status).toBe(303)
    expect((await notices(a.id))[0]!.dismissedAt).toBeFalsy()
    expect((await site.get('/dashboard?lng=en', { cookie: a.cookie })).text).toContain('Your details were changed')

    const dismissed = await site.post('/dashboard', { intent: CORRECTIONS_INTENT, notice: String(notice!.id) }, a.cookie)
    expect(dismissed.status).toBe(303)
    expect(dismissed.location).toBe('/dashboard')
    expect((await site.get('/dashboard?lng=en', { cookie: a.cookie })).text).not.toContain('Your details were changed')
    // The data export keeps it, dismissed.
    const exported = await site.get('/dashboard/data.json', { cookie: a.cookie })
    expect(JSON.parse(exported.text).detailChanges).toEqual([{ at: notice!.createdAt, fields: ['phone', 'address'], dismissedAt: expect.any(String) }])
  })

  it('is not made by the customer’s own changes or the service’s', async () => {
    const a = await mail.register()
    await payload.update({ collection: 'customers', id: a.id, data: { phone: '79163333334' }, overrideAccess: true })
    expect(await notices(a.id)).toEqual([])
    expect((await site.get('/dashboard', { cookie: a.cookie })).text).not.toContain('Your details were changed')
  })
})
