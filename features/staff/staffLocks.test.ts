import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, type Send } from '../../tests/integration/rest'

// Staff rights over sign-in lockouts and document locks, through Payload's REST router: only an
// admin clears a lockout; a document lock is only for someone who may edit the document.

type Role = 'editor' | 'backoffice' | 'admin'
const DENIED = [401, 403, 404]

let cms: TestCms
let payload: Payload
let rest: Send
const staff = {} as Record<Role, { id: number; headers: Record<string, string> }>
let customerId: number
let pageId: number

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  cms = await bootTestPayload()
  payload = cms.payload
  rest = await restClient()
  for (const role of ['editor', 'backoffice', 'admin'] as const) {
    const user = await staffUser(payload, role)
    const reply = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
    expect(reply.status, reply.text).toBe(200)
    staff[role] = { id: user.id, headers: { authorization: `JWT ${reply.json.token}` } }
  }
  // A bare customer record is enough to be locked: the signature the sign-up service adds is not.
  const customerData = {
    email: 'locked.customer@example.org',
    firstName: 'Anna',
    lastName: 'Petrova',
    address: 'Main street 1',
    phone: '79120000001',
    passwordHash: 'x',
  }
  const customer = await payload.create({ collection: 'customers', data: customerData as never, overrideAccess: true })
  customerId = customer.id as number
  const page = await payload.create({ collection: 'pages', data: { title: 'Lockable', path: 'lockable', _status: 'published' }, overrideAccess: true })
  pageId = page.id as number
})
afterAll(async () => cms?.close())

const as = (role: Role, method: string, path: string, body?: unknown) => rest(method, path, { headers: staff[role].headers, body })
const lockOf = (role: Role, relationTo: string, value: number, owner: Role = role) => ({
  document: { relationTo, value },
  user: { relationTo: 'users', value: staff[owner].id },
})
const storedLocks = async () =>
  (await payload.find({ collection: 'payload-locked-documents', depth: 0, limit: 100, overrideAccess: true })).docs.map((d) => ({
    id: d.id,
    relationTo: d.document?.relationTo,
    value: typeof d.document?.value === 'object' ? d.document.value.id : d.document?.value,
  }))

describe('POST /api/users/unlock', () => {
  // Five wrong passwords from one client hold that client back from the account (features/staff/staffLogin.ts).
  const attacker = { 'x-veltrana-client': '203.0.113.66' }
  const guess = () => rest('POST', '/api/users/login', { headers: attacker, body: { email: 'admin@veltrana.example', password: 'wrong-guess' } })

  it("refuses an editor clearing the first admin's failed sign-ins, and leaves them in place", async () => {
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401)
    expect((await guess()).status).toBe(429)
    for (const role of ['editor', 'backoffice'] as const) {
      const reply = await as(role, 'POST', '/api/users/unlock', { email: 'admin@veltrana.example' })
      expect(reply.status, reply.text).toBe(403)
    }
    expect((await guess()).status).toBe(429)
  })

  it('lets an admin clear them', async () => {
    const reply = await as('admin', 'POST', '/api/users/unlock', { email: 'admin@veltrana.example' })
    expect(reply.status, reply.text).toBe(200)
    expect((await guess()).status).toBe(401)
  })
})

describe('document locks (payload-locked-documents)', () => {
  let customerLock: number

  it('lets the back office lock a customer it edits', async () => {
    const reply = await as('backoffice', 'POST', '/api/payload-locked-documents', lockOf('backoffice', 'customers', customerId))
    expect(reply.status, reply.text).toBe(201)
    customerLock = reply.json.doc.id
    const own = await as('backoffice', 'GET', `/api/payload-locked-documents/${customerLock}`)
    expect(own.status, own.text).toBe(200)
  })

  it('refuses an editor a lock on a customer, in their own name or the back office’s', async () => {
    const before = await storedLocks()
    for (const body of [lockOf('editor', 'customers', customerId), lockOf('editor', 'customers', customerId, 'backoffice')]) {
      const reply = await as('editor', 'POST', '/api/payload-locked-documents', body)
      expect(DENIED, reply.text).toContain(reply.status)
    }
    expect(await storedLocks()).toEqual(before)
  })

  it('hides customer locks from an editor: not listed, not read, not deleted, not moved', async () => {
    const list = await as('editor', 'GET', '/api/payload-locked-documents?limit=100')
    expect(list.status, list.text).toBe(200)
    expect(list.json.docs.filter((d: any) => d.document?.relationTo === 'customers')).toEqual([])
    const byCustomer = await as('editor', 'GET', `/api/payload-locked-documents?where[document.value][equals]=${customerId}`)
    expect(byCustomer.json?.docs ?? []).toEqual([])
    expect(DENIED).toContain((await as('editor', 'GET', `/api/payload-locked-documents/${customerLock}`)).status)
    expect(DENIED).toContain((await as('editor', 'DELETE', `/api/payload-locked-documents/${customerLock}`)).status)
    const taken = await as('editor', 'PATCH', `/api/payload-locked-documents/${customerLock}`, { user: { relationTo: 'users', value: staff.editor.id } })
    expect(DENIED).toContain(taken.status)
    expect((await storedLocks()).find((l) => l.id === customerLock)).toMatchObject({ relationTo: 'customers', value: customerId })
  })

  it('lets an editor lock a page, but not move the lock onto a customer', async () => {
    const reply = await as('editor', 'POST', '/api/payload-locked-documents', lockOf('editor', 'pages', pageId))
    expect(reply.status, reply.text).toBe(201)
    const moved = await as('editor', 'PATCH', `/api/payload-locked-documents/${reply.json.doc.id}`, {
      document: { relationTo: 'customers', value: customerId },
    })
    expect(DENIED).toContain(moved.status)
    expect((await storedLocks()).find((l) => l.id === reply.json.doc.id)).toMatchObject({ relationTo: 'pages', value: pageId })
  })

  it('lets the back office release its lock', async () => {
    const reply = await as('backoffice', 'DELETE', `/api/payload-locked-documents/${customerLock}`)
    expect(reply.status, reply.text).toBe(200)
    expect((await storedLocks()).find((l) => l.id === customerLock)).toBeUndefined()
  })
})
