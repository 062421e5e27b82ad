import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Listening } from '../../server/testing'
import { makePng } from '../../tests/fixtures/png'
import { cabinetOverHttp, type CabinetOverHttp } from '../../tests/integration/cabinetOverHttp'
import { replyOf } from '../../tests/integration/rest'
import type { Site } from '../../tests/integration/site'

// A customer's documents over HTTP: back office uploads through what production puts in front of
// Payload (server/apiApp.ts), the customer reads the list and downloads through the site's own
// routes, and everyone else (another customer, a visitor, an editor) finds nothing, at the site's
// address or the upload's own under /api.

let mail: CabinetOverHttp
let payload: Payload
let api: Listening
let site: Site
const who = {} as Record<'backoffice' | 'editor' | 'admin', Record<string, string>>
const customer = {} as Record<'A' | 'B', { id: number; cookie: string; email: string }>

const PDF = Buffer.from('%PDF-1.4\n% statement\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 >>\nstartxref\n9\n%%EOF\n')
const TITLE = 'Statement for March'

function upload(headers: Record<string, string>, data: Record<string, unknown>, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  form.append('_payload', JSON.stringify(data))
  return fetch(`${api.origin}/api/customer-documents`, { method: 'POST', headers, body: form }).then(replyOf)
}

const count = async () => (await payload.count({ collection: 'customer-documents', overrideAccess: true })).totalDocs

let documentId: number
let filename: string

beforeAll(async () => {
  process.env.RATE_LIMIT = 'off'
  mail = await cabinetOverHttp()
  ;({ payload, api, site } = mail)
  for (const role of ['backoffice', 'editor', 'admin'] as const) who[role] = await mail.staff(role)
  customer.A = await mail.register('ru')
  customer.B = await mail.register('en')
  await mail.drain()
  mail.smtp.messages.length = 0
  const created = await upload(
    who.backoffice,
    { customer: customer.A.id, title: TITLE, kind: 'statement' },
    { bytes: PDF, name: 'march.pdf', type: 'application/pdf' },
  )
  expect(created.status, created.text).toBe(201)
  documentId = created.json.doc.id
  filename = created.json.doc.filename
  await payload.update({ collection: 'customer-documents', id: documentId, locale: 'ru', data: { title: 'Выписка за март' }, overrideAccess: true })
}, 180_000)

afterAll(async () => {
  delete process.env.RATE_LIMIT
  await mail?.close()
})

describe('uploading a customer document', () => {
  it('is refused to an editor, a visitor and a customer, and stores nothing', async () => {
    const before = await count()
    const file = { bytes: PDF, name: 'x.pdf', type: 'application/pdf' }
    const data = { customer: customer.B.id, title: 'Not mine to add', kind: 'other' }
    expect((await upload(who.editor, data, file)).status).toBe(403)
    expect((await upload({}, data, file)).status).toBe(401)
    expect((await upload({ cookie: customer.B.cookie }, data, file)).status).toBe(401)
    expect(await count()).toBe(before)
  })

  it('refuses a file that is not a PDF, JPEG or PNG by its bytes, whatever its name and type say', async () => {
    const before = await count()
    const page = { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'statement.pdf', type: 'application/pdf' }
    const refused = await upload(who.backoffice, { customer: customer.A.id, title: 'A page', kind: 'other' }, page)
    expect(refused.status, refused.text).toBe(400)
    // An image of a type the site knows, but not one a customer document may be: it could carry a script.
    const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'x.png', type: 'image/png' }
    const image = await upload(who.backoffice, { customer: customer.A.id, title: 'An SVG', kind: 'other' }, svg)
    expect(image.status, image.text).toBe(400)
    expect(image.json.errors[0].message).toBe('A customer document must be a PDF, JPEG or PNG, by its content.')
    expect(await count()).toBe(before)
  })

  it('refuses a file over 20 MB', async () => {
    const before = await count()
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)])
    const refused = await upload(
      who.backoffice,
      { customer: customer.A.id, title: 'Too big', kind: 'other' },
      { bytes: big, name: 'big.pdf', type: 'application/pdf' },
    )
    expect([400, 413]).toContain(refused.status)
    expect(await count()).toBe(before)
  })

  it('takes a PNG and a JPEG as well', async () => {
    const png = await upload(
      who.backoffice,
      { customer: customer.B.id, title: 'Scan', kind: 'procedureReport' },
      { bytes: makePng(8, 8, () => true), name: 'scan', type: 'application/octet-stream' },
    )
    expect(png.status, png.text).toBe(201)
    expect(png.json.doc.mimeType).toBe('image/png')
  })
})

describe('the customer’s documents', () => {
  it('are listed for their customer only, with title, kind, date and size, in the page’s language', async () => {
    const mine = await site.get('/dashboard/documents?lng=ru', { cookie: customer.A.cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(mine.text).toContain('Выписка за март')
    expect(mine.text).toContain('Выписка по счёту')
    expect(mine.text).toContain(`/dashboard/documents/${documentId}`)
    const theirs = await site.get('/dashboard/documents?lng=en', { cookie: customer.B.cookie })
    expect(theirs.status).toBe(200)
    expect(theirs.text).not.toContain(TITLE)
    expect(theirs.text).not.toContain(`/dashboard/documents/${documentId}`)
    const visitor = await site.get('/dashboard/documents')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('location')).toBe('/cabinet')
  })

  it('downloads for its customer only, privately and under its title', async () => {
    const file = await fetch(`${site.origin}/dashboard/documents/${documentId}?lng=en`, { headers: { cookie: customer.A.cookie } })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${TITLE}\\.pdf"`))
    for (const headers of [{ cookie: customer.B.cookie }, {}, who.editor, { cookie: `payload-token=${who.editor.authorization.slice(4)}` }]) {
      const denied = await fetch(`${site.origin}/dashboard/documents/${documentId}`, { headers })
      expect(denied.status).toBe(404)
      expect(Buffer.from(await denied.arrayBuffer()).includes(PDF)).toBe(false)
    }
    expect((await fetch(`${site.origin}/dashboard/documents/999999`, { headers: { cookie: customer.A.cookie } })).status).toBe(404)
  })

  it('are 404 at the upload’s own address under /api to everyone but back office', async () => {
    const address = `${api.origin}/api/customer-documents/file/${encodeURIComponent(filename)}`
    for (const headers of [{ cookie: customer.A.cookie }, { cookie: customer.B.cookie }, {}, who.editor]) {
      const denied = await fetch(address, { headers })
      expect(denied.status).toBe(404)
      expect(Buffer.from(await denied.arrayBuffer()).includes(PDF)).toBe(false)
    }
    const staffCopy = await fetch(address, { headers: who.backoffice })
    expect(staffCopy.status).toBe(200)
    expect(staffCopy.headers.get('cache-control')).toBe('private, no-store')
  })

  it('are absent from the REST API for customers, visitors and editors', async () => {
    for (const headers of [{ cookie: customer.A.cookie }, {}, who.editor]) {
      const list = await fetch(`${api.origin}/api/customer-documents?limit=100`, { headers }).then(replyOf)
      expect(list.status === 200 ? list.json.docs.length : 0).toBe(0)
      expect([401, 403, 404]).toContain((await fetch(`${api.origin}/api/customer-documents/${documentId}`, { headers })).status)
    }
  })

  it('are announced to their customer in the customer’s language, by a notice naming nothing of the document', async () => {
    await mail.drain()
    const notices = mail.smtp.messages.filter((m) => m.envelopeTo.includes(customer.A.email))
    expect(notices).toHaveLength(1)
    const [notice] = notices
    expect(notice!.parsed.subject).toBe('В личном кабинете Группы Велтрана новый документ')
    const whole = `${notice!.parsed.subject}\n${notice!.parsed.text}\n${notice!.parsed.html}`
    for (const secret of [TITLE, 'Выписка за март', 'march', filename, 'statement', 'Выписка по счёту']) expect(whole).not.toContain(secret)
    expect(notice!.parsed.text).toContain('/dashboard/documents')
  })
})

describe('a customer removed by an admin', () => {
  it('takes their documents and conversations along', async () => {
    const gone = await mail.register('en')
    const file = { bytes: PDF, name: 'gone.pdf', type: 'application/pdf' }
    expect((await upload(who.backoffice, { customer: gone.id, title: 'Contract', kind: 'contract' }, file)).status).toBe(201)
    const thread = await payload.create({ collection: 'customer-threads', data: { customer: gone.id, type: 'question', status: 'new' }, overrideAccess: true })
    await payload.create({ collection: 'customer-messages', data: { thread: thread.id, body: 'Hello' }, overrideAccess: true })
    const removed = await fetch(`${api.origin}/api/customers/${gone.id}`, { method: 'DELETE', headers: who.admin })
    expect(removed.status, await removed.text()).toBe(200)
    for (const collection of ['customer-documents', 'customer-threads', 'customer-messages'] as const) {
      expect((await payload.count({ collection, where: { customer: { equals: gone.id } }, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
  })
})
