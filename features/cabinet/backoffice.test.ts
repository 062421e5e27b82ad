import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawnSignature } from '../../tests/fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'

// The back office through the real request path (Payload's REST router, as Next calls it):
// two staff members editing one document from the same loaded copy.

let cms: TestCms
let payload: Payload
let rest: Send
const staff = {} as Record<'first' | 'second' | 'editor', { headers: Record<string, string>; id: number; email: string }>
let customers = 0

async function login(role: 'editor' | 'backoffice') {
  const user = (await staffUser(payload, role)) as unknown as { id: number; email: string }
  const reply = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  expect(reply.status, reply.text).toBe(200)
  return { headers: { authorization: `JWT ${reply.json.token}` }, id: user.id, email: user.email }
}

async function registerCustomer() {
  const n = ++customers
  const reply = await rest('POST', '/api/register', {
    body: {
      email: `backoffice.${n}@example.org`,
      password: `password-${n}-long`,
      data: {
        phone: `+7 912 100-0${n}-00`,
        firstName: 'Anna',
        lastName: `Customer ${n}`,
        address: `Tverskaya ${n}, Moscow`,
        signature: drawnSignature(200, n),
        personalDataConsent: true,
      },
    },
  })
  expect(reply.status, reply.text).toBe(201)
  return String(reply.json.uid)
}

const history = async (customer: string) =>
  (await payload.find({ collection: 'audit-log', where: { customer: { equals: customer } }, sort: 'createdAt', depth: 0, overrideAccess: true })).docs

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'warn'
  rest = await restClient()
  staff.first = await login('backoffice')
  staff.second = await login('backoffice')
  staff.editor = await login('editor')
}, 120_000)
afterAll(async () => cms?.close())

describe('two staff members saving one customer from the same copy', () => {
  it('keeps the first save, refuses the second with 409 and a message, and logs both', async () => {
    const id = await registerCustomer()
    // Both open the customer: the admin's edit form loads these fields and submits them all.
    const copy = (await rest('GET', `/api/customers/${id}?depth=0`, { headers: staff.first.headers })).json
    const form = { balance: copy.balance, balanceDollars: copy.balanceDollars, showTotal: copy.showTotal, locked: copy.locked, updatedAt: copy.updatedAt }

    const first = await rest('PATCH', `/api/customers/${id}?depth=0`, { headers: staff.first.headers, body: { ...form, balanceDollars: 150 } })
    expect(first.status, first.text).toBe(200)
    // The second only ticks "locked"; the stale balance would go back with it.
    const second = await rest('PATCH', `/api/customers/${id}?depth=0`, { headers: staff.second.headers, body: { ...form, locked: true } })
    expect(second.status, second.text).toBe(409)
    expect(second.json.errors[0].message).toMatch(/^Someone else saved this document after you opened it/)

    const stored = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ balance: 15000, locked: false })
    const entries = await history(id)
    // The first one's opening of the record is in the trail too, before both saves.
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['customer.view', staff.first.id],
      ['customer.update', staff.first.id],
      ['customer.update.refused', staff.second.id],
    ])
    expect(entries[1].summary).toBe('balance: $0.00 → $150.00')
    expect(entries[2].summary).toBe('REFUSED (made from an outdated copy): balance: $150.00 → $0.00; locked: no → yes')

    // Reloaded, the second's save goes through.
    const fresh = (await rest('GET', `/api/customers/${id}?depth=0`, { headers: staff.second.headers })).json
    const again = await rest('PATCH', `/api/customers/${id}`, { headers: staff.second.headers, body: { locked: true, updatedAt: fresh.updatedAt } })
    expect(again.status, again.text).toBe(200)
    expect(await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })).toMatchObject({ balance: 15000, locked: true })
  })

  it('answers in the language of the admin', async () => {
    const id = await registerCustomer()
    const copy = (await rest('GET', `/api/customers/${id}?depth=0`, { headers: staff.first.headers })).json
    await payload.update({ collection: 'customers', id, data: { showTotal: true }, overrideAccess: true })
    const reply = await rest('PATCH', `/api/customers/${id}`, {
      headers: { ...staff.first.headers, 'accept-language': 'ru' },
      body: { locked: true, updatedAt: copy.updatedAt },
    })
    expect(reply.status).toBe(409)
    expect(reply.json.errors[0].message).toMatch(/^Пока документ был открыт у вас, его сохранил кто-то другой/)
  })

  it('refuses of two simultaneous saves from one copy all but one', async () => {
    const id = await registerCustomer()
    const copy = (await rest('GET', `/api/customers/${id}?depth=0`, { headers: staff.first.headers })).json
    const replies = await Promise.all(
      [staff.first, staff.second].map((who, n) =>
        rest('PATCH', `/api/customers/${id}`, { headers: who.headers, body: { balanceDollars: 10 + n, updatedAt: copy.updatedAt } }),
      ),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409])
  })

  it('requires staff saves to name their version; saves with every right need none', async () => {
    const id = await registerCustomer()
    const bare = await rest('PATCH', `/api/customers/${id}`, { headers: staff.first.headers, body: { balanceDollars: 99 } })
    expect(bare.status, bare.text).toBe(428)
    expect(bare.json.errors[0].message).toMatch(/which version of the document/)
    const bulk = await rest('PATCH', `/api/customers?where[id][equals]=${id}`, { headers: staff.first.headers, body: { balanceDollars: 99 } })
    expect(bulk.status, bulk.text).toBe(428)
    expect((await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })).balance).toBe(0)
    const service = await payload.update({ collection: 'customers', id, data: { loginFailures: 1 }, overrideAccess: true })
    expect(service.loginFailures).toBe(1)
  })
})

/** A planned procedure for the customer, made by the first staff member through REST. */
async function plannedProcedure(customer: string | number, name: string, priceDollars: number) {
  const created = await rest('POST', '/api/procedures', {
    headers: staff.first.headers,
    body: { customer: Number(customer), name, priceDollars, price: 0, status: 'planned' },
  })
  expect(created.status, created.text).toBe(201)
  return created.json.doc as { id: number; updatedAt: string }
}

describe('two staff members saving one procedure from the same copy', () => {
  it('keeps the first save, refuses the second with 409 and a message, and logs both', async () => {
    const customer = await registerCustomer()
    const { id } = await plannedProcedure(customer, 'MRI scan', 300)
    const copy = (await rest('GET', `/api/procedures/${id}?depth=0`, { headers: staff.second.headers })).json
    const form = {
      customer: copy.customer,
      name: copy.name,
      price: copy.price,
      priceDollars: copy.priceDollars,
      status: copy.status,
      updatedAt: copy.updatedAt,
    }

    const first = await rest('PATCH', `/api/procedures/${id}`, { headers: staff.first.headers, body: { ...form, status: 'paid' } })
    expect(first.status, first.text).toBe(200)
    const second = await rest('PATCH', `/api/procedures/${id}`, { headers: staff.second.headers, body: { ...form, priceDollars: 280 } })
    expect(second.status, second.text).toBe(409)
    expect(second.json.errors[0].message).toMatch(/^Someone else saved this document after you opened it/)

    expect(await payload.findByID({ collection: 'procedures', id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'paid', price: 30000 })
    const entries = (await history(customer)).filter((e) => e.action !== 'procedure.create')
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['procedure.update', staff.first.id],
      ['procedure.update.refused', staff.second.id],
    ])
    expect(entries[1].summary).toBe('REFUSED (made from an outdated copy): “MRI scan”: price: $300.00 → $280.00; status: paid → planned')
  })

  it('lets a save refused for bad input be corrected and saved again from the same copy', async () => {
    const customer = await registerCustomer()
    const { id, updatedAt } = await plannedProcedure(customer, 'X-ray', 50)
    // The status is checked after the save has taken its version: the failure gives it back.
    const bad = await rest('PATCH', `/api/procedures/${id}`, { headers: staff.first.headers, body: { status: 'no-such-status', updatedAt } })
    expect(bad.status, bad.text).toBe(400)
    const corrected = await rest('PATCH', `/api/procedures/${id}`, { headers: staff.first.headers, body: { status: 'paid', updatedAt } })
    expect(corrected.status, corrected.text).toBe(200)
    // The version moved with the save: the same copy cannot be saved a second time.
    const again = await rest('PATCH', `/api/procedures/${id}`, { headers: staff.second.headers, body: { status: 'planned', updatedAt } })
    expect(again.status, again.text).toBe(409)
  })
})

describe("the signature in a customer's view", () => {
  it('comes with the check computed on the server: verified, then "does not match" once the file is altered', async () => {
    const id = await registerCustomer()
    const read = () => rest('GET', `/api/customers/${id}?depth=0`, { headers: staff.first.headers })
    const before = await read()
    expect(before.status, before.text).toBe(200)
    const signature = await payload.findByID({ collection: 'customer-signatures', id: before.json.signature, depth: 0, overrideAccess: true })
    expect(before.json.signatureCheck).toEqual({ status: 'verified', url: `/api/customer-signatures/file/${signature.filename}` })

    // The image the thumbnail shows is the stored file, served to the back office.
    const file = await rest('GET', before.json.signatureCheck.url, { headers: staff.first.headers })
    expect(file.status).toBe(200)

    const stored = path.join(cms.dataDir, 'signatures', signature.filename!)
    fs.appendFileSync(stored, Buffer.from([0]))
    expect((await read()).json.signatureCheck.status).toBe('mismatch')
    fs.rmSync(stored)
    expect((await read()).json.signatureCheck.status).toBe('missing')
  })

  it('is not computed for reads without a staff user (the cabinet reads customers with every right)', async () => {
    const id = await registerCustomer()
    const doc = await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
    expect(doc.signatureCheck ?? null).toBeNull()
  })
})
