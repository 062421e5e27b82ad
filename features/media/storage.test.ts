// Uploads in an S3 bucket (S3_BUCKET): the real Payload with its S3 adapter, talking to a
// stand-in bucket on loopback (tests/integration/s3.ts). Images and signatures go to the bucket and nowhere under
// DATA_DIR; Payload still serves both at /api/<collection>/file/…, signatures to staff with
// customer rights only, and the back office's check of a signature reads it from the bucket.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePng, toDataUrl } from '../../tests/fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from '../../tests/integration/payload'
import { restClient, restRoute, type Send } from '../../tests/integration/rest'
import { startFakeS3, type FakeS3 } from '../../tests/integration/s3'

const BUCKET = 'veltrana-uploads'
const S3_ENV = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

let s3: FakeS3
let cms: TestCms
let rest: Send
let route: Awaited<ReturnType<typeof restRoute>>

beforeAll(async () => {
  s3 = await startFakeS3()
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    RATE_LIMIT: 'off',
  })
  cms = await bootTestPayload()
  rest = await restClient()
  route = await restRoute()
})
afterAll(async () => {
  await cms?.close()
  await s3?.close()
  for (const name of [...S3_ENV, 'RATE_LIMIT']) delete process.env[name]
})

/** GET a file through Payload's REST route as `headers` say who asks: its status and bytes. */
async function fetchFile(url: string, headers: Record<string, string> = {}) {
  const response = await route(new Request(`http://localhost:3000${url}`, { headers }), { params: Promise.resolve({ slug: [] }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

async function staffHeaders(role: 'editor' | 'backoffice' | 'admin') {
  const user = await staffUser(cms.payload, role)
  const reply = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  expect(reply.status, reply.text).toBe(200)
  return { user, headers: { authorization: `JWT ${reply.json.token}` } }
}

const localFiles = (folder: string) => (fs.existsSync(path.join(cms.dataDir, folder)) ? fs.readdirSync(path.join(cms.dataDir, folder)) : [])

describe('with S3_BUCKET set', () => {
  it('keeps images and their renditions in the bucket, none under DATA_DIR, served at their usual address', async () => {
    const png = makePng(640, 360, (x, y) => (x + y) % 7 === 0)
    const image = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Harbour' },
      file: { data: png, mimetype: 'image/png', name: 'harbour.png', size: png.length },
      overrideAccess: true,
    })
    const stored = s3.objects.get(`${BUCKET}/media/${image.filename}`)
    expect(stored?.contentType).toBe('image/webp')
    expect(s3.objects.has(`${BUCKET}/media/${image.sizes?.sm?.filename}`)).toBe(true)
    expect(localFiles('media')).toEqual([])
    const address = new URL(image.url!)
    expect(address.origin).toBe('http://localhost:3000')
    expect(address.pathname).toMatch(/^\/api\/media\/file\/harbour[^/]*\.webp$/)

    const served = await fetchFile(address.pathname + address.search)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(stored!.body)).toBe(true)
  })

  it('serves an uploaded SVG from the bucket with the sandbox policy, as from disk: opened, it acts as no page of the site', async () => {
    // Payload refuses SVGs with scripts; a link that navigates the tab is one of what it lets through.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><a href="https://evil.example/"><rect width="10" height="10"/></a></svg>',
    )
    const image = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Drawing' },
      file: { data: svg, mimetype: 'image/svg+xml', name: 'drawing.svg', size: svg.length },
      overrideAccess: true,
    })
    expect(s3.objects.get(`${BUCKET}/media/${image.filename}`)?.contentType).toBe('image/svg+xml')
    const address = new URL(image.url!)
    const served = await fetchFile(address.pathname)
    expect(served.status).toBe(200)
    expect(served.bytes.toString()).toContain('evil.example')
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
  })

  it('keeps signatures in the bucket, served only to staff with customer rights, checked against the hash', async () => {
    const drawing = makePng(200, 200, (x, y) => Math.abs(x - 2 * y + 40) < 3)
    const reply = await rest('POST', '/api/register', {
      body: {
        email: 'anna.bucket@example.org',
        password: 'bucket-password-1',
        data: {
          phone: '+7 912 000-11-22',
          firstName: 'Anna',
          lastName: 'Bucket',
          address: 'Tverskaya 1, Moscow',
          signature: toDataUrl(drawing),
          personalDataConsent: true,
        },
      },
    })
    expect(reply.status, reply.text).toBe(201)
    const customer = await cms.payload.findByID({ collection: 'customers', id: reply.json.uid, depth: 1, overrideAccess: true })
    const signature = customer.signature as { filename: string; sha256: string; url: string }
    const key = `${BUCKET}/signatures/${signature.filename}`
    const object = s3.objects.get(key)
    expect(crypto.createHash('sha256').update(object!.body).digest('hex')).toBe(signature.sha256)
    expect(localFiles('signatures')).toEqual([])
    // Never a bucket address: the file is only ever reached through Payload's access check.
    const address = new URL(signature.url)
    expect(address.origin).toBe('http://localhost:3000')
    expect(address.pathname).toBe(`/api/customer-signatures/file/${signature.filename}`)

    const backoffice = await staffHeaders('backoffice')
    const editor = await staffHeaders('editor')
    const url = `/api/customer-signatures/file/${signature.filename}`
    // Not there for whoever may not have it: the same 404 as for a name never stored.
    expect((await fetchFile(url)).status).toBe(404)
    expect((await fetchFile(url, editor.headers)).status).toBe(404)
    const served = await fetchFile(url, backoffice.headers)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(object!.body)).toBe(true)

    const check = async () =>
      (await cms.payload.findByID({ collection: 'customers', id: customer.id, depth: 0, overrideAccess: false, user: backoffice.user })).signatureCheck
    expect(await check()).toEqual({ status: 'verified', url })
    s3.objects.set(key, { ...object!, body: makePng(200, 200, (x) => x === 100) })
    expect(await check()).toMatchObject({ status: 'mismatch' })
    s3.objects.delete(key)
    expect(await check()).toMatchObject({ status: 'missing' })
    s3.objects.set(key, object!)

    // Removing the customer removes the drawing from the bucket too.
    const admin = await staffUser(cms.payload, 'admin')
    await cms.payload.delete({ collection: 'customers', id: customer.id, overrideAccess: false, user: admin })
    expect(s3.objects.has(key)).toBe(false)
  })
})

describe('media documents pointed at another prefix', () => {
  it('refuses an editor naming the signatures prefix or a signature file, so the signature is neither served nor deleted', async () => {
    const drawing = makePng(200, 200, (x, y) => Math.abs(2 * x - y - 30) < 3)
    const registered = await rest('POST', '/api/register', {
      body: {
        email: 'boris.bucket@example.org',
        password: 'bucket-password-1',
        data: {
          phone: '+7 912 000-11-23',
          firstName: 'Boris',
          lastName: 'Bucket',
          address: 'Arbat 2, Moscow',
          signature: toDataUrl(drawing),
          personalDataConsent: true,
        },
      },
    })
    expect(registered.status, registered.text).toBe(201)
    const customer = await cms.payload.findByID({ collection: 'customers', id: registered.json.uid, depth: 1, overrideAccess: true })
    const signatureFile = (customer.signature as { filename: string }).filename
    const signatureKey = `${BUCKET}/signatures/${signatureFile}`
    expect(s3.objects.has(signatureKey)).toBe(true)

    const png = makePng(64, 64, (x) => x % 5 === 0)
    const image = await cms.payload.create({
      collection: 'media',
      data: { alt: 'Pier' },
      file: { data: png, mimetype: 'image/png', name: 'pier.png', size: png.length },
      overrideAccess: true,
    })
    const editor = await staffHeaders('editor')
    const attempts = [
      { prefix: 'signatures', filename: signatureFile },
      { prefix: 'signatures' },
      { filename: signatureFile },
      { filename: `../signatures/${signatureFile}` },
      { sizes: { sm: { filename: `../signatures/${signatureFile}` } } },
    ]
    for (const data of attempts) {
      const reply = await rest('PATCH', `/api/media/${image.id}`, { headers: editor.headers, body: data })
      expect(reply.status, JSON.stringify(data)).toBe(400)
    }
    const upload = new FormData()
    upload.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'quay.png')
    upload.set('_payload', JSON.stringify({ alt: 'Quay', prefix: 'signatures' }))
    const created = await rest('POST', '/api/media', { headers: editor.headers, body: upload })
    expect(created.status, created.text).toBe(400)
    expect(created.text).toContain('chosen by the server')
    const stored = await cms.payload.findByID({ collection: 'media', id: image.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ prefix: 'media', filename: image.filename })
    expect(stored.sizes?.sm?.filename).toBe(image.sizes?.sm?.filename)
    // The admin form sends the stored values back with every save: those pass.
    const resave = await rest('PATCH', `/api/media/${image.id}`, {
      headers: editor.headers,
      body: { alt: 'Pier at dawn', prefix: stored.prefix, filename: stored.filename },
    })
    expect(resave.status, resave.text).toBe(200)

    // No image is named like the signature, so its public address serves nothing.
    for (const name of [signatureFile, encodeURIComponent(`../signatures/${signatureFile}`)]) {
      expect((await fetchFile(`/api/media/file/${name}`)).status).not.toBe(200)
    }
    const removed = await rest('DELETE', `/api/media/${image.id}`, { headers: editor.headers })
    expect(removed.status, removed.text).toBe(200)
    expect(s3.objects.has(signatureKey)).toBe(true)
  })
})
