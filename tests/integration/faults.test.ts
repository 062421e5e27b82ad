import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminTranslations } from '../../platform/adminTranslations'
import { drawnSignature } from '../fixtures/png'
import { bootTestPayload, staffUser, type TestCms } from './payload'
import { restClient, type Send } from './rest'

// What the fuzz run (scripts/faults/fuzz.mjs) found Payload answering with a 500, kept here as
// the 4xx each deserves (platform/restErrors.ts), and the sweep of signatures left behind by a
// registration that a crash cut off (features/cabinet/signatureSweep.ts).

let cms: TestCms
let payload: Payload
let rest: Send
let admin: Record<string, string>

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  payload.logger.level = 'fatal' // the refused requests are logged as errors by Payload
  rest = await restClient()
  const user = (await staffUser(payload, 'admin')) as unknown as { email: string }
  const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  admin = { authorization: `JWT ${login.json.token}` }
}, 120_000)
afterAll(async () => cms?.close())

describe('bad requests to the REST API', () => {
  const cases: [string, string, string, number, { headers?: Record<string, string>; body?: unknown }][] = [
    ['an id that is no number', 'GET', '/api/news/abc', 404, {}],
    ['an id that is no number, on delete', 'DELETE', '/api/procedures/%F0%9F%98%80', 404, {}],
    ['a where that is not JSON', 'GET', '/api/news?where=notanobject', 400, {}],
    ['a date filter that is no date', 'GET', '/api/media/count?where[createdAt][greater_than]=notadate', 400, {}],
    [
      'a body that is JSON but no object',
      'PATCH',
      '/api/translations?where[id][exists]=true',
      400,
      { body: 'true', headers: { 'content-type': 'application/json' } },
    ],
    ['a body that is null', 'POST', '/api/news', 400, { body: 'null', headers: { 'content-type': 'application/json' } }],
    ['a global body that is a number', 'POST', '/api/globals/navigation', 400, { body: '5', headers: { 'content-type': 'application/json' } }],
    ['multipart without a boundary', 'PATCH', '/api/news/1', 400, { body: 'a=1', headers: { 'content-type': 'multipart/form-data' } }],
    [
      'multipart cut short',
      'POST',
      '/api/news',
      400,
      { body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    ],
    [
      'multipart of a kind other than form-data',
      'POST',
      '/api/news',
      400,
      { body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b--\r\n', headers: { 'content-type': 'multipart/mixed; boundary=b' } },
    ],
    ['a preference that is not there', 'DELETE', '/api/payload-preferences/nothing-here', 404, {}],
    ['e-mail verification, which staff accounts do not have', 'POST', '/api/users/verify/some-token', 404, {}],
    ['versions of a global that keeps none', 'GET', '/api/globals/navigation/versions', 404, {}],
    ['restoring a version of a collection that keeps none', 'POST', '/api/faq/versions/1', 404, { body: {} }],
    [
      'a preference without a body Payload reads',
      'POST',
      '/api/payload-preferences',
      400,
      { body: '{"key":"nav"}', headers: { 'content-type': 'text/plain' } },
    ],
    ['a form body Payload does not read', 'POST', '/api/faq', 400, { body: 'question=Why', headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['an e-mail that is a number', 'PATCH', '/api/users/1', 400, { body: { email: 1.5 } }],
    ['an object for a select field', 'POST', '/api/subsidiaries', 400, { body: { name: 'X', category: { $ne: null } } }],
    ['a limit given twice', 'GET', '/api/media?limit=10&limit=20', 400, {}],
    ['paging below the first page', 'GET', '/api/news?limit=-1&page=-1', 400, {}],
    ['a link to an image that does not exist', 'POST', '/api/leaders', 400, { body: { name: 'X', photo: -1e308 } }],
    ['appointments that are no list', 'POST', '/api/leaders', 400, { body: { name: 'X', photo: 1, appointments: '-1' } }],
    ['rich text that is no Lexical document', 'POST', '/api/faq', 400, { body: { category: 'esg', question: 'Q?', answer: { root: { children: 'a@b' } } } }],
    ['null for a list', 'POST', '/api/globals/navigation', 400, { body: { legal: null } }],
    [
      'a body nested thousands deep',
      'POST',
      '/api/payload-preferences',
      400,
      { body: '['.repeat(20_000) + ']'.repeat(20_000), headers: { 'content-type': 'application/json' } },
    ],
    ['a collection with no REST API', 'GET', '/api/payload-migrations', 404, {}],
    ['an image that is not on disk', 'GET', '/api/media/file/nothing.webp', 404, {}],
    [
      'a method-override GET whose JSON body is broken',
      'POST',
      '/api/news',
      400,
      { body: '{', headers: { 'content-type': 'application/json', 'x-payload-http-method-override': 'GET' } },
    ],
  ]

  const send = async (method: string, url: string, status: number, options: { headers?: Record<string, string>; body?: unknown }) => {
    const reply = await rest(method, url, { ...options, headers: { ...admin, ...options.headers } })
    expect(reply.status, reply.text.slice(0, 300)).toBe(status)
  }

  it.each(cases)('%s: %s %s answers %i, not 500', async (_name, method, url, status, options) => send(method, url, status, options))

  // Each is told by the error's class or code, or refused before Payload reads it: never by where
  // an error came from, which any upgrade of a dependency may move.
  it('answers each the same when errors carry no stack trace', async () => {
    const limit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      for (const [, method, url, status, options] of cases) await send(method, url, status, options)
    } finally {
      Error.stackTraceLimit = limit
    }
  })

  it('refuses to delete an image a leader still shows, and keeps its files', async () => {
    const png = Buffer.from(drawnSignature(64, 1).split(',')[1], 'base64')
    const image = await payload.create({
      collection: 'media',
      data: { alt: 'Portrait' },
      file: { data: png, mimetype: 'image/png', name: 'portrait.png', size: png.length },
      overrideAccess: true,
    })
    await payload.update({ collection: 'media', id: image.id, locale: 'ru', data: { alt: 'Портрет' } })
    await payload.create({ collection: 'leaders', data: { name: 'Chair', photo: image.id }, overrideAccess: true })
    const reply = await rest('DELETE', `/api/media/${image.id}`, { headers: admin })
    expect(reply.status).toBe(409)
    expect(reply.json.errors[0].message).toMatch(/leaders \(photo/)
    expect(fs.existsSync(path.join(cms.dataDir, 'media', image.filename!))).toBe(true)
  })

  // Payload's own answer to JSON it cannot parse, and the guard's to a broken multipart body, in
  // the admin's language (its cookie, else Accept-Language), as the site's own endpoints answer.
  it.each([
    ['en', { 'accept-language': 'en' }],
    ['ru', { cookie: 'payload-lng=ru' }],
    ['ru', { 'accept-language': 'ru-RU,ru;q=0.9' }],
  ] as const)('answers an unreadable body in %s (%j)', async (language, headers) => {
    const { custom } = adminTranslations[language]
    for (const [method, url, type, body, message] of [
      ['POST', '/api/news', 'application/json', '{', custom.bodyMalformed],
      ['PATCH', '/api/news/1', 'multipart/form-data', 'a=1', custom.multipartMalformed],
      ['POST', '/api/news', 'multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--b', custom.multipartMalformed],
    ]) {
      const reply = await rest(method, url, { body, headers: { ...admin, ...headers, 'content-type': type } })
      expect([url, type, reply.status, reply.json?.errors?.[0]?.message]).toEqual([url, type, 400, message])
    }
  })

  it('still answers a real server fault with 500', async () => {
    const original = payload.db.findOne
    payload.db.findOne = async () => {
      throw new Error('the disk is on fire')
    }
    try {
      expect((await rest('GET', '/api/news/1', { headers: admin })).status).toBe(500)
    } finally {
      payload.db.findOne = original
    }
  })
})

describe('signatures left by unfinished registrations', () => {
  it('are removed once old, with their files; signatures customers own, and fresh ones, stay', async () => {
    const { sweepOrphanSignatures, ORPHAN_AFTER_MS } = await import('../../features/cabinet/signatureSweep')
    const service = await import('../../features/cabinet/account')
    const registered = await service.registerCustomer(
      payload,
      {
        email: 'owner@example.org',
        password: 'password-123',
        confirm: 'password-123',
        phone: '+7 912 000-11-22',
        firstName: 'Anna',
        lastName: 'Owner',
        address: 'Tverskaya 1, Moscow',
        signature: drawnSignature(200, 5),
        personalDataConsent: true,
      },
      { client: 'sweep-test' },
    )
    expect(registered.ok).toBe(true)
    const png = Buffer.from(drawnSignature(200, 9).split(',')[1], 'base64')
    const orphan = await payload.create({
      collection: 'customer-signatures',
      data: { sha256: 'x' },
      file: { data: png, mimetype: 'image/png', name: 'orphan.png', size: png.length },
      overrideAccess: true,
    })
    const dir = path.join(cms.dataDir, 'signatures')
    fs.writeFileSync(path.join(dir, 'stray.png'), png)
    const count = async () => (await payload.count({ collection: 'customer-signatures', overrideAccess: true })).totalDocs

    // Too fresh: a registration could still be about to claim them.
    expect(await sweepOrphanSignatures(payload)).toEqual({ records: 0, files: 0 })
    expect(await count()).toBe(2)

    const later = Date.now() + ORPHAN_AFTER_MS + 60_000
    const old = new Date(Date.now() - ORPHAN_AFTER_MS - 60_000)
    fs.utimesSync(path.join(dir, 'stray.png'), old, old)
    expect(await sweepOrphanSignatures(payload, later)).toEqual({ records: 1, files: 1 })
    expect(await count()).toBe(1)
    expect(fs.existsSync(path.join(dir, orphan.filename!))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'stray.png'))).toBe(false)
    // The customer's own signature is untouched.
    const customer = await payload.find({ collection: 'customers', where: { email: { equals: 'owner@example.org' } }, depth: 1, overrideAccess: true })
    const own = customer.docs[0].signature as { filename: string }
    expect(fs.existsSync(path.join(dir, own.filename))).toBe(true)
  })
})
