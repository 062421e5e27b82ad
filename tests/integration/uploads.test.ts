// Uploads over HTTP against what production puts in front of Payload (server/apiApp.ts) on a real
// Payload (temporary SQLite), with a stand-in for Next behind /admin. Request bodies are bounded
// before anything reads them: a client streams its body at a steady pace and counts what it had
// sent when the answer came, which the server cannot have read more of. A stored file is named
// for what its bytes are, not for the name it came with.
import http from 'node:http'
import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverURL } from '../../common/env.server'
import { demoPdf } from '../../features/investors/seed/demoPdf'
import { apiApp } from '../../server/apiApp'
import { BODY_LIMITS } from '../../server/bodyLimits'
import { expressServerOptions } from '../../server/expressPrototypes'
import { listen, type Listening } from '../../server/testing'
import { makePng } from '../fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from './payload'

const MB = 1024 * 1024

let cms: TestCms
let server: Listening
/** What the stand-in for Next read of each body: its length, or the error that ended it. */
const adminReads: Array<{ bytes: number; error: string | null }> = []

beforeAll(async () => {
  process.env.RATE_LIMIT = 'off'
  cms = await bootTestPayload()
  const config = (await import('../../cms/payload.config')).default as Promise<SanitizedConfig>
  const app = apiApp(cms.payload, config)
  app.all('/admin*', (req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      adminReads.push({ bytes, error: null })
      res.json({ bytes })
    })
    req.on('error', (error) => adminReads.push({ bytes, error: error.message }))
  })
  server = await listen(app, expressServerOptions(app))
}, 300_000)
afterAll(async () => {
  await server?.close()
  await cms?.close()
  delete process.env.RATE_LIMIT
})

type Outcome = { status: number; text: string; sentBeforeReply: number; error?: string }

const BOUNDARY = 'veltrana-body-test'
const multipartHead = (filename: string, type: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"A test"}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  )
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)

/**
 * POSTs `head`, then `fill` bytes of zeros, then `tail`, in 64 KB pieces a few milliseconds apart,
 * chunked or under a declared length, and stops sending as soon as an answer arrives. Resolves
 * with the answer and how many bytes had been sent by then; or, if none came within `waitMs` of
 * the last byte sent, with status 0.
 */
function post(
  path: string,
  {
    headers = {},
    head = Buffer.alloc(0),
    fill = 0,
    tail = Buffer.alloc(0),
    declared,
    waitMs = 10_000,
  }: {
    headers?: Record<string, string>
    head?: Buffer
    fill?: number
    tail?: Buffer
    declared?: number
    waitMs?: number
  },
): Promise<Outcome> {
  return new Promise((resolve) => {
    let sent = 0
    let answered = false
    let done = false
    const finish = (outcome: Outcome) => {
      if (done) return
      done = true
      req.destroy()
      resolve(outcome)
    }
    const length = declared === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declared) }
    const req = http.request(`${server.origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...length, ...headers },
    })
    req.on('response', (res) => {
      answered = true
      const sentBeforeReply = sent
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => finish({ status: res.statusCode!, text: Buffer.concat(chunks).toString(), sentBeforeReply }))
      res.on('error', () => finish({ status: res.statusCode!, text: Buffer.concat(chunks).toString(), sentBeforeReply }))
    })
    req.on('error', (error) => {
      if (!answered) finish({ status: 0, text: '', sentBeforeReply: sent, error: error.message })
    })
    req.flushHeaders()
    const piece = Buffer.alloc(64 * 1024)
    void (async () => {
      const parts = [
        head,
        ...Array.from({ length: Math.ceil(fill / piece.length) }, (_, i) => piece.subarray(0, Math.min(piece.length, fill - i * piece.length))),
        tail,
      ]
      for (const part of parts) {
        if (answered || done) return
        if (part.length === 0) continue
        const flowing = req.write(part)
        sent += part.length
        if (!flowing) await new Promise((r) => req.once('drain', r).once('close', r))
        await new Promise((r) => setTimeout(r, 2))
      }
      if (declared === undefined || sent === declared) req.end()
      setTimeout(() => finish({ status: 0, text: '', sentBeforeReply: sent, error: 'no answer' }), waitMs).unref()
    })()
  })
}

async function signedIn(role: 'editor' | 'backoffice') {
  const user = await staffUser(cms.payload, role)
  const login = await fetch(`${server.origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: 'staff-password-1' }),
  })
  expect(login.status).toBe(200)
  const { token } = (await login.json()) as { token: string }
  // As the admin sends it: the session cookie, from the site's own origin.
  return { cookie: `payload-token=${token}`, origin: serverURL() }
}

const mediaCount = async () => (await cms.payload.count({ collection: 'media', overrideAccess: true })).totalDocs

describe('request bodies', () => {
  it('refuses an anonymous chunked upload of 50 MB to /api/media after reading at most 2 MB', async () => {
    const reply = await post('/api/media', { head: multipartHead('big.png', 'image/png'), fill: 50 * MB, tail: multipartTail })
    expect(reply.error).toBeUndefined()
    expect([401, 403, 413]).toContain(reply.status)
    expect(reply.sentBeforeReply).toBeLessThanOrEqual(2 * MB)
  })

  it('refuses an anonymous declared 41 MB upload to /api/document-files before its first byte', async () => {
    const reply = await post('/api/document-files', { declared: 41 * MB, waitMs: 3000 })
    expect(reply.error).toBeUndefined()
    expect([401, 403]).toContain(reply.status)
    expect(reply.sentBeforeReply).toBe(0)
  })

  it('refuses staff without the right to upload before reading, and lets an editor upload an image', async () => {
    const backoffice = await signedIn('backoffice')
    const refused = await post('/api/media', { headers: backoffice, declared: 10 * MB, waitMs: 3000 })
    expect(refused.status).toBe(403)
    expect(refused.sentBeforeReply).toBe(0)

    const editor = await signedIn('editor')
    const png = makePng(64, 48, (x, y) => (x + y) % 5 === 0)
    const body = Buffer.concat([multipartHead('editor.png', 'image/png'), png, multipartTail])
    const declared = await post('/api/media', { headers: editor, head: body, declared: body.length })
    expect(declared.status, declared.text).toBe(201)
    // A body of unknown length under the limit arrives whole.
    const chunked = await post('/api/media', { headers: editor, head: body })
    expect(chunked.status, chunked.text).toBe(201)
  })

  it('cuts a staff member’s chunked upload at the limit with 413, and nothing is stored', async () => {
    const editor = await signedIn('editor')
    const before = await mediaCount()
    const reply = await post('/api/media', {
      headers: editor,
      head: multipartHead('huge.png', 'image/png'),
      fill: BODY_LIMITS.upload + 4 * MB,
      tail: multipartTail,
    })
    expect(reply.status).toBe(413)
    expect(reply.sentBeforeReply).toBeLessThanOrEqual(BODY_LIMITS.upload + MB)
    expect(await mediaCount()).toBe(before)
  })

  it('cuts a chunked body to the admin at the limit: Next sees the body fail, never a shorter one that ends', async () => {
    adminReads.length = 0
    const reply = await post('/admin/collections/media/create', { head: Buffer.from('{"a":"'), fill: BODY_LIMITS.upload + 4 * MB })
    expect(reply.status).toBe(413)
    expect(reply.sentBeforeReply).toBeLessThanOrEqual(BODY_LIMITS.upload + MB)
    // The connection closes once the client has had time to read the answer; the body fails then.
    await expect.poll(() => adminReads.length, { timeout: 5000 }).toBe(1)
    expect(adminReads[0]!.error).not.toBeNull()
    expect(adminReads[0]!.bytes).toBeLessThanOrEqual(BODY_LIMITS.upload)

    const small = await post('/admin/collections/media/create', { head: Buffer.from('{"a":"b"}') })
    expect(small.status).toBe(200)
    expect(adminReads[1]).toEqual({ bytes: 9, error: null })
  })
})

/** An editor's upload of `bytes` as `filename` (claimed to be `type`), as the admin sends it. */
async function upload(collection: string, filename: string, type: string, bytes: Buffer, data: object = {}) {
  const editor = await signedIn('editor')
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename)
  const reply = await fetch(`${server.origin}/api/${collection}`, { method: 'POST', headers: editor, body: form })
  const text = await reply.text()
  return { status: reply.status, text, doc: (JSON.parse(text) as { doc?: { filename: string; mimeType: string } }).doc }
}

describe('stored uploads', () => {
  it('are named with the extension of the type their bytes show: a PDF called .html is stored and sent as a PDF', async () => {
    const pdf = await demoPdf({
      brand: { en: 'Veltrana Group', ru: 'Группа Велтрана' },
      language: 'en',
      title: 'Report',
      period: '2026',
      paragraphs: ['Text'],
      footer: 'Moscow',
      date: new Date('2026-01-01'),
    })
    const { status, text, doc } = await upload('document-files', 'annual-report.html', 'text/html', pdf)
    expect(status, text).toBe(201)
    expect(doc).toMatchObject({ filename: 'annual-report.pdf', mimeType: 'application/pdf' })
    // Published, so that a visitor may fetch it (a draft's file answers staff only).
    const fileEn = (doc as unknown as { id: number }).id
    await cms.payload.create({
      collection: 'documents',
      data: { title: 'Report', kind: 'annualReport', year: 2026, period: 'year', date: '2026-03-01T00:00:00.000Z', fileEn, _status: 'published' },
    })
    const file = await fetch(`${server.origin}/api/document-files/file/annual-report.pdf`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect((await fetch(`${server.origin}/api/document-files/file/annual-report.html`)).status).not.toBe(200)
  })

  it('keep an image’s own type: an SVG called .html is stored and sent as an SVG', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>')
    const { status, text, doc } = await upload('media', 'logo.html', 'image/svg+xml', svg, { alt: 'Logo' })
    expect(status, text).toBe(201)
    expect(doc).toMatchObject({ filename: 'logo.svg', mimeType: 'image/svg+xml' })
    const file = await fetch(`${server.origin}/api/media/file/logo.svg`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/svg+xml')
  })

  it('are refused when their bytes show no type, whatever their name', async () => {
    const reply = await upload('media', 'notes.svg', 'image/svg+xml', Buffer.from('plain words, <b>no</b> picture'), { alt: 'Notes' })
    expect(reply.status).toBe(400)
    expect(reply.text).toContain('cannot be told from its content')
    expect((await fetch(`${server.origin}/api/media/file/notes.svg`)).status).not.toBe(200)
  })
})
