import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { env, resetEnv } from '../../common/env.server'
import { drawnSignature, makePng, pixelsOf, toDataUrl, withExtras } from '../../tests/fixtures/png'
import { bootTestPayload, mongoTestURI, staffUser, type TestCms } from '../../tests/integration/payload'
import type * as account from './account'
import type * as cabinetEndpointsModule from './endpoints'
import type * as profile from './profile'
import type * as sessions from './sessions'

// The cabinet against a real Payload on a temporary SQLite file: the JSON endpoints called as
// Payload would call them, the service behind them, and the access rules of its collections.

let cms: TestCms
let endpoints: typeof cabinetEndpointsModule.cabinetAccountEndpoints
let service: typeof account & typeof profile & typeof sessions
let sessionDigest: (token: string) => string

beforeAll(async () => {
  delete process.env.RATE_LIMIT
  cms = await bootTestPayload()
  endpoints = (await import('./endpoints')).cabinetAccountEndpoints
  service = { ...(await import('./account')), ...(await import('./profile')), ...(await import('./sessions')) }
  sessionDigest = (await import('./sessions')).sessionDigest
})
afterAll(async () => cms?.close())

let clients = 0
type CallOptions = { body?: unknown; raw?: string; cookie?: string | null; client?: string; headers?: Record<string, string> }

/** Call an endpoint's handler with a Request as Payload hands it over. */
async function call(path: string, { body, raw, cookie, client, headers = {} }: CallOptions = {}) {
  const endpoint = endpoints.find((e) => e.path === path)
  if (!endpoint) throw new Error(`no endpoint ${path}`)
  const text = raw ?? (body === undefined ? '' : JSON.stringify(body))
  const request = new Request(`http://localhost:3000/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-veltrana-client': client ?? `client-${++clients}`,
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: text || undefined,
  })
  const req = Object.assign(request, { payload: cms.payload }) as unknown as PayloadRequest
  const response = (await endpoint.handler(req)) as Response
  const json = (await response.json()) as Record<string, any>
  const setCookie = response.headers.get('set-cookie')
  return {
    status: response.status,
    json,
    setCookie,
    cookie: setCookie?.split(';')[0] ?? null,
    cacheControl: response.headers.get('cache-control'),
    headers: Object.fromEntries(response.headers),
  }
}

let people = 0
function person(overrides: Record<string, unknown> = {}) {
  const n = ++people
  return {
    email: `Customer.${n}@Example.org`,
    password: `password-${n}`,
    data: {
      phone: `+7 912 000-${String(n).padStart(2, '0')}-00`,
      firstName: 'Анна',
      lastName: `Petrova ${n}`,
      address: `ул. Тверская, ${n}, Москва`,
      signature: drawnSignature(200, n),
      personalDataConsent: true,
      ...overrides,
    },
  }
}

async function register(overrides: Record<string, unknown> = {}) {
  const input = person(overrides)
  const result = await call('/register', { body: input })
  expect(result.status, JSON.stringify(result.json)).toBe(201)
  return { ...result, input, email: input.email.toLowerCase() }
}

/** The customer's signature as stored: the upload's record and the bytes on disk. */
async function storedSignature(uid: string) {
  const customer = await cms.payload.findByID({ collection: 'customers', id: uid, depth: 1, overrideAccess: true })
  const file = customer.signature as { sha256: string; mimeType: string; width: number; filename: string }
  return { customer, file, bytes: fs.readFileSync(path.join(cms.dataDir, 'signatures', file.filename)) }
}

/** The chunk types of a PNG, in order, up to the end of the bytes. */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = []
  for (let offset = 8; offset + 8 <= png.length; offset += 12 + png.readUInt32BE(offset)) types.push(png.toString('latin1', offset + 4, offset + 8))
  return types
}

const customerById = (id: string) => cms.payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true })
/** The version a staff save is made from, as the admin's form sends it (platform/hooks/concurrency.ts). */
const versionOf = async (collection: 'customers' | 'procedures', id: string | number) =>
  (await cms.payload.findByID({ collection, id, depth: 0, overrideAccess: true })).updatedAt

describe('POST /api/register', () => {
  it('creates the customer, signs them in and answers 201 { uid }', async () => {
    const { json, setCookie, input, cacheControl } = await register()
    expect(Object.keys(json)).toEqual(['uid'])
    expect(setCookie).toMatch(/^veltrana_cabinet=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(cacheControl).toBe('no-store')
    const stored = await customerById(json.uid)
    expect(stored).toMatchObject({
      email: input.email.toLowerCase(),
      phone: '79120000100',
      firstName: 'Анна',
      balance: 0,
      showTotal: false,
      locked: false,
      loginFailures: 0,
    })
    expect(Date.now() - Date.parse(stored.regTime!)).toBeLessThan(60_000)
    // The hash is hidden, even from a Local API call with every right.
    expect(stored).not.toHaveProperty('passwordHash')
    const withHash = await cms.payload.findByID({ collection: 'customers', id: json.uid, overrideAccess: true, showHiddenFields: true })
    expect(withHash.passwordHash).toMatch(new RegExp(`^\\$2[aby]\\$${String(env().PASSWORD_COST).padStart(2, '0')}\\$`))
    expect(withHash.passwordHash).not.toContain(input.password)
  })

  it('keeps the PNG drawn, re-encoded, with the first 16 bytes of its SHA-256 as signatureHash', async () => {
    const { json, input } = await register()
    const png = Buffer.from(String(input.data.signature).split(',')[1], 'base64')
    const kept = await storedSignature(json.uid)
    const digest = crypto.createHash('sha256').update(kept.bytes).digest('hex')
    expect(kept.customer.signatureHash).toBe(digest.slice(0, 32))
    expect(kept.file).toMatchObject({ sha256: digest, mimeType: 'image/png', width: 200 })
    expect(await pixelsOf(kept.bytes)).toEqual(await pixelsOf(png))
  })

  it('stores only the picture: no extra chunks, nothing after IEND, the same pixels, its hash', async () => {
    const drawn = makePng(200, 200, (x, y) => Math.abs(x + y - 200) < 3)
    const smuggled = withExtras(drawn, { text: 'x'.repeat(2000), trailing: crypto.randomBytes(100 * 1024) })
    const { json } = await register({ signature: toDataUrl(smuggled) })
    const kept = await storedSignature(json.uid)
    expect(kept.bytes.length).toBeLessThan(drawn.length + 1024)
    expect(kept.bytes.includes(Buffer.from('tEXt'))).toBe(false)
    expect(kept.bytes.subarray(-12).toString('latin1', 4, 8)).toBe('IEND')
    // The encoder's own pixel density (the same for every signature) is the one chunk added.
    expect(chunkTypes(kept.bytes)).toEqual(['IHDR', 'pHYs', 'IDAT', 'IEND'])
    expect(await pixelsOf(kept.bytes)).toEqual(await pixelsOf(drawn))
    const digest = crypto.createHash('sha256').update(kept.bytes).digest('hex')
    expect(kept.file.sha256).toBe(digest)
    expect(kept.customer.signatureHash).toBe(digest.slice(0, 32))
  })

  it('ignores total, showTotal, procedures, locked, regTime and signatureHash sent by the client', async () => {
    const { json } = await register({
      total: '1000000',
      showTotal: true,
      procedures: [{ name: 'Free money', price: 1 }],
      locked: true,
      regTime: '2000-01-01T00:00:00.000Z',
      signatureHash: 'f'.repeat(32),
      balance: 99999,
      passwordHash: 'x',
    })
    const stored = await customerById(json.uid)
    expect(stored).toMatchObject({ balance: 0, showTotal: false, locked: false })
    expect(stored.regTime).not.toBe('2000-01-01T00:00:00.000Z')
    expect(stored.signatureHash).not.toBe('f'.repeat(32))
    expect((await cms.payload.count({ collection: 'procedures', where: { customer: { equals: json.uid } } })).totalDocs).toBe(0)
  })

  it('answers 409 when the e-mail is taken, whatever its case', async () => {
    const { input } = await register()
    const again = await call('/register', { body: { ...person(), email: input.email.toUpperCase() } })
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('Email seems to be in use already - try to log in or contact us to try to restore your account.')
    expect(again.setCookie).toBeNull()
  })

  it('answers 400 { error, field } for the first failing rule', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{ email: 'nope' }, {}, 'email', 'Please enter a valid email address.'],
      [{}, { phone: '+7 495 123-45-67' }, 'phone', ''],
      [{ password: '123' }, {}, 'password', ''],
      [{ confirm: 'something-else' }, {}, 'password', ''],
      [{}, { firstName: 'Al' }, 'firstName', ''],
      [{}, { address: 'Main st. #5' }, 'address', ''],
      [{}, { signature: '' }, 'signature', 'Signature is required'],
      [{}, { signature: toDataUrl(makePng(200, 200)) }, 'signature', 'Signature is required'],
      [{}, { signature: toDataUrl(makePng(120, 120, () => true)) }, 'signature', ''],
      [{}, { signature: 'data:image/png;base64,AAAA' }, 'signature', ''],
    ]
    for (const [top, data, field, message] of cases) {
      const base = person(data)
      const result = await call('/register', { body: { ...base, ...top } })
      expect(result.status, field).toBe(400)
      expect(result.json.field, JSON.stringify(top) + JSON.stringify(data)).toBe(field)
      expect(typeof result.json.error).toBe('string')
      if (message) expect(result.json.error).toBe(message)
    }
  })

  it('answers in Russian when the language cookie says so', async () => {
    const result = await call('/register', { body: { ...person(), email: 'bad' }, headers: { cookie: 'i18next=ru' } })
    expect(result.json.error).toMatch(/[а-я]/)
  })

  it('limits registrations per client', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await call('/register', { body: { email: 'x' }, client: 'greedy-registrar' })).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('POST /api/loginUSR', () => {
  it('signs in with the right password and answers 200 { uid } with a fresh session each time', async () => {
    const { input, json: registered, cookie: first } = await register()
    const login = await call('/loginUSR', { body: { email: ` ${input.email.toUpperCase()} `, password: input.password }, cookie: first })
    expect(login.status).toBe(200)
    expect(login.json).toEqual({ uid: registered.uid })
    expect(login.cookie).not.toBe(first)
    // Renewed at sign-in: the session the browser had before is gone.
    expect((await call('/idData', { cookie: first })).status).toBe(401)
    expect((await call('/idData', { cookie: login.cookie })).status).toBe(200)
  })

  it('answers 401 "No such user detected." for a wrong password or an unknown e-mail', async () => {
    const { input } = await register()
    for (const body of [
      { email: input.email, password: 'wrong-password' },
      { email: 'nobody@example.org', password: 'whatever' },
      { email: input.email },
      {},
    ]) {
      const result = await call('/loginUSR', { body })
      expect(result.status).toBe(401)
      expect(result.json.error).toBe('No such user detected.')
      expect(result.setCookie).toBeNull()
    }
  })

  it('locks sign-in for that e-mail for 10 minutes after five failures', async () => {
    const { input, json } = await register()
    const errors: string[] = []
    for (let i = 0; i < 5; i++) errors.push((await call('/loginUSR', { body: { email: input.email, password: `bad-${i}` } })).json.code)
    expect(errors).toEqual([...Array(4).fill('Cabinet_error_no_such_user'), 'Cabinet_error_locked_out'])
    const right = await call('/loginUSR', { body: { email: input.email, password: input.password } })
    expect(right.status).toBe(401)
    expect(right.json.error).toMatch(/10 minutes/)
    const stored = await customerById(json.uid)
    const lockMs = Date.parse(stored.lockUntil!) - Date.now()
    expect(lockMs).toBeGreaterThan(9 * 60_000)
    expect(lockMs).toBeLessThanOrEqual(10 * 60_000)
    // Ten minutes later (moved back in time here) the right password works again.
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { lockUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    expect((await call('/loginUSR', { body: { email: input.email, password: input.password } })).status).toBe(200)
    expect(await customerById(json.uid)).toMatchObject({ loginFailures: 0, lockUntil: null })
  })

  it('locks an unknown e-mail the same way, so the lock does not reveal accounts', async () => {
    const codes: string[] = []
    for (let i = 0; i < 6; i++) codes.push((await call('/loginUSR', { body: { email: 'ghost@example.org', password: `x-${i}` } })).json.code)
    expect(codes).toEqual([...Array(4).fill('Cabinet_error_no_such_user'), 'Cabinet_error_locked_out', 'Cabinet_error_locked_out'])
  })

  it('lets a locked customer sign in', async () => {
    const { input, json } = await register()
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { locked: true }, overrideAccess: true })
    expect((await call('/loginUSR', { body: { email: input.email, password: input.password } })).status).toBe(200)
  })
})

describe('POST /api/idData', () => {
  it('answers 401 without a session or with a forged one', async () => {
    expect((await call('/idData')).status).toBe(401)
    expect((await call('/idData', { cookie: 'veltrana_cabinet=' + 'A'.repeat(43) })).status).toBe(401)
    expect((await call('/idData', { cookie: 'veltrana_cabinet=../../etc' })).status).toBe(401)
  })

  it("returns the signed-in customer's own profile, balance only when shown", async () => {
    const { json, cookie, email } = await register()
    await cms.payload.create({
      collection: 'procedures',
      data: { customer: Number(json.uid), name: 'Check-up', description: 'Yearly', price: 12550, paymentDate: '2026-03-01T00:00:00.000Z', status: 'paid' },
      overrideAccess: true,
    })
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { balance: 123456 }, overrideAccess: true })
    const hidden = await call('/idData', { cookie })
    expect(hidden.status).toBe(200)
    expect(hidden.json).toMatchObject({ uid: json.uid, email, phone: expect.stringMatching(/^\d+$/), showTotal: false, total: null, locked: false })
    expect(hidden.json.procedures).toEqual([
      { name: 'Check-up', description: 'Yearly', paymentDate: '2026-03-01T00:00:00.000Z', price: '125.50', priceCents: 12550, status: 'paid' },
    ])
    expect(JSON.stringify(hidden.json)).not.toMatch(/passwordHash|\$2[aby]\$/)
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { showTotal: true }, overrideAccess: true })
    expect((await call('/idData', { cookie })).json).toMatchObject({ showTotal: true, total: '1234.56', totalCents: 123456 })
  })

  it("never returns another customer's data, whatever the body names", async () => {
    const a = await register()
    const b = await register()
    for (const body of [{ uid: b.json.uid }, { id: b.json.uid, email: b.email }, { uid: Number(b.json.uid) }, { where: { id: { equals: b.json.uid } } }]) {
      const result = await call('/idData', { cookie: a.cookie, body })
      expect(result.status).toBe(200)
      expect(result.json.uid).toBe(a.json.uid)
      expect(JSON.stringify(result.json)).not.toContain(b.email)
    }
  })

  it('returns only { locked: true } for a locked account', async () => {
    const { json, cookie } = await register()
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { locked: true }, overrideAccess: true })
    const result = await call('/idData', { cookie })
    expect(result.status).toBe(200)
    expect(result.json).toEqual({ locked: true })
  })

  it('ends a session after 30 minutes idle', async () => {
    const { cookie } = await register()
    const token = cookie!.split('=')[1]
    const tokenHash = sessionDigest(token)
    await cms.payload.update({
      collection: 'customer-sessions',
      where: { tokenHash: { equals: tokenHash } },
      data: { expiresAt: new Date(Date.now() - 1).toISOString() },
      overrideAccess: true,
    })
    expect((await call('/idData', { cookie })).status).toBe(401)
    expect((await cms.payload.count({ collection: 'customer-sessions', where: { tokenHash: { equals: tokenHash } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('moves the idle deadline when the session is used', async () => {
    const { cookie } = await register()
    const tokenHash = sessionDigest(cookie!.split('=')[1])
    const where = { tokenHash: { equals: tokenHash } }
    await cms.payload.update({
      collection: 'customer-sessions',
      where,
      data: { lastSeenAt: new Date(Date.now() - 20 * 60_000).toISOString(), expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() },
      overrideAccess: true,
    })
    expect((await call('/idData', { cookie })).status).toBe(200)
    const session = (await cms.payload.find({ collection: 'customer-sessions', where, overrideAccess: true })).docs[0]
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000)
  })

  it('ends a session 12 hours after sign-in, even one used every 20 minutes', async () => {
    // Only the clock moves: the server reads Date for both deadlines and Payload for createdAt.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    try {
      const start = Date.now()
      const { cookie } = await register()
      const step = 20 * 60_000
      for (let at = step; at < 12 * 60 * 60_000; at += step) {
        vi.setSystemTime(start + at)
        expect((await call('/idData', { cookie })).status, `after ${at / 60_000} minutes`).toBe(200)
      }
      vi.setSystemTime(start + 12 * 60 * 60_000)
      expect((await call('/idData', { cookie })).status).toBe(401)
      expect(
        (
          await cms.payload.count({
            collection: 'customer-sessions',
            where: { tokenHash: { equals: sessionDigest(cookie!.split('=')[1]) } },
            overrideAccess: true,
          })
        ).totalDocs,
      ).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('POST /api/logoutUSR', () => {
  it('ends the session and clears the cookie', async () => {
    const { cookie } = await register()
    const out = await call('/logoutUSR', { cookie })
    expect(out.status).toBe(200)
    expect(out.setCookie).toMatch(/Max-Age=0/)
    expect((await call('/idData', { cookie })).status).toBe(401)
    expect((await call('/logoutUSR')).status).toBe(200)
  })
})

describe('a burst of sign-ins', () => {
  // Measured against sign-ins as slow as production's: cost 12, whatever the test servers' cost.
  const testCost = process.env.PASSWORD_COST
  beforeAll(async () => {
    process.env.PASSWORD_COST = '12'
    resetEnv()
    // The admission learns what a sign-in takes from the last ones (a moving mean): ten at this cost first.
    for (let n = 0; n < 10; n++) await call('/loginUSR', { body: { email: `warm.${n}@example.org`, password: 'whatever-1' } })
  })
  afterAll(() => {
    if (testCost === undefined) delete process.env.PASSWORD_COST
    else process.env.PASSWORD_COST = testCost
    resetEnv()
  })

  it('answers 503 with Retry-After at once when a sign-in could not be answered within 2 s, and loses no password', async () => {
    const { admitsSignIn } = await import('./passwords')
    const { action, headers } = await import('../../app/routes/cabinet')
    const before = [await register(), await register()]
    // Sign-ins for addresses nobody has (each a real bcrypt check), sent until the queue is full.
    const burst: ReturnType<typeof call>[] = []
    const fill = async () => {
      while (admitsSignIn('customer:probe@example.org') && burst.length < 500) {
        burst.push(call('/loginUSR', { body: { email: `nobody.${burst.length}@example.org`, password: 'whatever-1' } }))
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    await fill()
    const during = register()

    // A check finishing just then frees a place, so each probe is tried again (queue refilled)
    // until it meets a full queue; the customers' right passwords make an admitted probe harmless.
    const whenFull = async <T>(attempt: () => Promise<T>, refused: (result: T) => boolean) => {
      for (let tries = 0; ; tries++) {
        await fill()
        const started = performance.now()
        const result = await attempt()
        if (refused(result) || tries === 4) return { result, ms: performance.now() - started }
      }
    }
    const probe = await whenFull(
      () => call('/loginUSR', { body: { email: before[0].email, password: before[0].input.password } }),
      (r) => r.status === 503,
    )
    expect(probe.result.status).toBe(503)
    expect(probe.ms).toBeLessThan(1000)
    expect(Number(probe.result.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(probe.result.setCookie).toBeNull()
    expect(probe.result.json).toMatchObject({ code: 'Cabinet_error_busy' })
    // The cabinet's form (the Remix action) gives the same answer.
    type ActionData = { data: { error: string; field?: string }; init: { status: number; headers: Record<string, string> } }
    const page = await whenFull(
      async () => {
        const form = new URLSearchParams({ intent: 'login', email: before[1].email, password: before[1].input.password })
        const request = new Request('http://localhost:3000/cabinet', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-veltrana-client': `client-${++clients}` },
          body: form,
        })
        return (await action({ request, context: { payload: cms.payload }, params: {} })) as unknown as ActionData
      },
      (r) => r.init?.status === 503,
    )
    expect(page.ms).toBeLessThan(1000)
    expect(page.result.init.status).toBe(503)
    expect(Number(page.result.init.headers['Retry-After'])).toBeGreaterThanOrEqual(1)
    // The page's own headers pass it on to the HTTP answer.
    const none = new Headers()
    const answered = new Headers(
      headers({ actionHeaders: new Headers(page.result.init.headers), loaderHeaders: none, parentHeaders: none, errorHeaders: undefined }),
    )
    expect(Number(answered.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(page.result.data).toMatchObject({ error: 'Cabinet_error_busy', field: undefined })

    const answers = await Promise.all(burst)
    expect(answers.every((a) => a.status === 401 || a.status === 503)).toBe(true)
    expect(answers.some((a) => a.status === 401)).toBe(true)
    // Nothing was lost: the registration made during the burst and every earlier one still sign in,
    // and the refused attempt counted as no failure.
    const registered = await during
    for (const customer of [...before, registered]) {
      const again = await call('/loginUSR', { body: { email: customer.email, password: customer.input.password } })
      expect(again.status, customer.email).toBe(200)
    }
    const stored = await customerById(before[0].json.uid)
    expect(stored.loginFailures ?? 0).toBe(0)
  })
})

describe('bad requests', () => {
  const paths = ['/register', '/loginUSR', '/idData', '/logoutUSR']

  it('answers 400 to malformed bodies and 413 to oversized ones, never 500', async () => {
    for (const path of paths) {
      for (const raw of ['{', 'null', '[1,2]', '"text"', '{"email":']) {
        const result = await call(path, { raw })
        expect(result.status, `${path} ${raw}`).toBe(400)
      }
      const huge = JSON.stringify({ email: 'a@b.org', padding: 'x'.repeat(300 * 1024) })
      expect((await call(path, { raw: huge })).status, path).toBe(413)
      expect((await call(path, { raw: '{}', headers: { 'content-length': String(10 * 1024 * 1024) } })).status, path).toBe(413)
    }
  })

  it('survives fields of the wrong type', async () => {
    const odd = [{ email: { $ne: null }, password: ['x'] }, { email: 1, password: true, data: 'x' }, { data: { phone: { a: 1 }, signature: 42 } }]
    for (const body of odd) {
      expect([400, 401]).toContain((await call('/register', { body })).status)
      expect((await call('/loginUSR', { body })).status).toBe(401)
    }
  })

  it('refuses sign-in and registration posted from another site', async () => {
    const { input } = await register()
    const foreign = { origin: 'https://evil.example' }
    expect((await call('/loginUSR', { body: { email: input.email, password: input.password }, headers: foreign })).status).toBe(403)
    expect((await call('/register', { body: person(), headers: foreign })).status).toBe(403)
    expect((await call('/loginUSR', { body: { email: input.email, password: input.password }, headers: { origin: 'http://localhost:3000' } })).status).toBe(200)
  })
})

// Who may read and write the customer collections, and which fields staff can never change:
// tests/integration/accessMatrix.test.ts.
describe('the balance', () => {
  it('is edited by back office in dollars, to the cent, the cents field following', async () => {
    const { json } = await register()
    const backoffice = await staffUser(cms.payload, 'backoffice')
    const updated = await cms.payload.update({
      collection: 'customers',
      id: json.uid,
      data: { balanceDollars: 12.34, balance: 1, showTotal: true, updatedAt: await versionOf('customers', json.uid) },
      overrideAccess: false,
      user: backoffice,
    })
    expect(updated).toMatchObject({ balance: 1234, balanceDollars: 12.34, showTotal: true })
    await expect(
      cms.payload.update({
        collection: 'customers',
        id: json.uid,
        data: { balanceDollars: 1.234, updatedAt: await versionOf('customers', json.uid) },
        overrideAccess: false,
        user: backoffice,
      }),
    ).rejects.toThrow()
  })
})

describe('change history', () => {
  it('records each staff change to the balance, flags and procedures with who and when', async () => {
    const { json } = await register()
    const backoffice = await staffUser(cms.payload, 'backoffice')
    const as = { overrideAccess: false, user: backoffice } as const
    await cms.payload.update({
      collection: 'customers',
      id: json.uid,
      data: { balanceDollars: 25.5, showTotal: true, updatedAt: await versionOf('customers', json.uid) },
      ...as,
    })
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { locked: true, updatedAt: await versionOf('customers', json.uid) }, ...as })
    const procedure = await cms.payload.create({
      collection: 'procedures',
      data: { customer: Number(json.uid), name: 'MRI scan', price: 0, priceDollars: 300, status: 'planned' },
      ...as,
    })
    expect(procedure.price).toBe(30000)
    await cms.payload.update({
      collection: 'procedures',
      id: procedure.id,
      data: { status: 'paid', priceDollars: 280.5, updatedAt: procedure.updatedAt },
      ...as,
    })
    await cms.payload.delete({ collection: 'procedures', id: procedure.id, ...as })
    // A change the service makes (a sign-in counter) is not a staff change.
    await cms.payload.update({ collection: 'customers', id: json.uid, data: { loginFailures: 2 }, overrideAccess: true })

    const history = await cms.payload.find({
      collection: 'audit-log',
      where: { customer: { equals: json.uid } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(history.docs.map((d) => d.action)).toEqual(['customer.update', 'customer.update', 'procedure.create', 'procedure.update', 'procedure.delete'])
    expect(history.docs[0].summary).toBe('balance: $0.00 → $25.50; showTotal: no → yes')
    expect(history.docs[1].summary).toBe('locked: no → yes')
    expect(history.docs[3].summary).toBe('“MRI scan”: price: $300.00 → $280.50; status: planned → paid')
    for (const doc of history.docs) {
      expect(doc.actor).toBe(backoffice.id)
      expect(doc.actorEmail).toBe((backoffice as unknown as { email: string }).email)
      expect(Date.now() - Date.parse(doc.createdAt)).toBeLessThan(60_000)
    }
    // The customer's own view in the admin lists it.
    const customer = await cms.payload.findByID({ collection: 'customers', id: json.uid, overrideAccess: false, user: backoffice, depth: 0 })
    expect(customer.history?.docs?.length).toBe(5)
  })
})

describe('removing a customer', () => {
  it('is for admins only; takes the sessions, procedures and signature along and keeps a history entry', async () => {
    const { json, cookie, email } = await register()
    await cms.payload.create({
      collection: 'procedures',
      data: { customer: Number(json.uid), name: 'X-ray', price: 100, status: 'planned' },
      overrideAccess: true,
    })
    const admin = await staffUser(cms.payload, 'admin')
    await cms.payload.delete({ collection: 'customers', id: json.uid, overrideAccess: false, user: admin })
    expect((await call('/idData', { cookie })).status).toBe(401)
    expect((await cms.payload.count({ collection: 'procedures', where: { customer: { equals: json.uid } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await cms.payload.count({ collection: 'customer-sessions', where: { customer: { equals: json.uid } }, overrideAccess: true })).totalDocs).toBe(0)
    const entries = await cms.payload.find({ collection: 'audit-log', where: { action: { equals: 'customer.delete' } }, overrideAccess: true })
    expect(entries.docs.some((d) => d.summary?.startsWith(email))).toBe(true)
  })
})

describe('customers whose drawings are the same', () => {
  it('get files of their own, also registering at once; removing one leaves the others answering', async () => {
    const same = drawnSignature(200, 7)
    const uids = (await Promise.all([1, 2, 3, 4].map(() => register({ signature: same })))).map((r) => r.json.uid as string)
    const stored = await Promise.all(uids.map(storedSignature))
    expect(new Set(stored.map((s) => s.file.filename)).size).toBe(uids.length)
    const admin = await staffUser(cms.payload, 'admin')
    await cms.payload.delete({ collection: 'customers', id: uids[0], overrideAccess: false, user: admin })
    expect(fs.existsSync(path.join(cms.dataDir, 'signatures', stored[0].file.filename))).toBe(false)
    for (const { file } of stored.slice(1)) expect(fs.existsSync(path.join(cms.dataDir, 'signatures', file.filename))).toBe(true)
  })
})

describe('a registration cut off between the signature and the customer', () => {
  it('leaves no signature, record or file; on MongoDB the two writes are one transaction', async () => {
    const mongo = Boolean(mongoTestURI())
    const signatures = () => cms.payload.count({ collection: 'customer-signatures', overrideAccess: true }).then((r) => r.totalDocs)
    const files = () => (fs.existsSync(path.join(cms.dataDir, 'signatures')) ? fs.readdirSync(path.join(cms.dataDir, 'signatures')).length : 0)
    const [recordsBefore, filesBefore] = [await signatures(), files()]
    // The customer's insert fails as a database would, once the signature is stored.
    const seen: { transaction: boolean; signatureSeenOutside: number }[] = []
    const fail: CollectionBeforeChangeHook = async ({ req, data }) => {
      const outside = await cms.payload.count({ collection: 'customer-signatures', where: { id: { equals: data.signature } }, overrideAccess: true })
      // Without a transaction Payload leaves a promise of none here.
      const transaction = Boolean(req.transactionID) && !(req.transactionID instanceof Promise)
      seen.push({ transaction, signatureSeenOutside: outside.totalDocs })
      throw new Error('connection lost')
    }
    const hooks = cms.payload.collections.customers.config.hooks
    hooks.beforeChange.push(fail)
    try {
      const { email, password, data } = person()
      await expect(service.registerCustomer(cms.payload, { email, password, confirm: password, ...data }, { client: 'cut-off' })).rejects.toThrow(
        'connection lost',
      )
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(fail), 1)
    }
    // In a transaction the stored signature is not visible outside it until the commit.
    expect(seen).toEqual([{ transaction: mongo, signatureSeenOutside: mongo ? 0 : 1 }])
    expect([await signatures(), files()]).toEqual([recordsBefore, filesBefore])
  })
})

describe('the service as the Remix routes use it', () => {
  it('reads the profile by session token only and signs out', async () => {
    const { cookie, email } = await register()
    const token = service.sessionToken(cookie)
    const profile = await service.readProfile(cms.payload, token)
    expect(profile.status === 'ok' && profile.profile.email).toBe(email)
    await service.endSession(cms.payload, token)
    expect(await service.readProfile(cms.payload, token)).toEqual({ status: 'anonymous' })
  })
})
