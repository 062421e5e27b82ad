import { Secret, TOTP } from 'otpauth'
import { describe, expect, it, vi } from 'vitest'
import { resetEnv } from '../../common/env.server'
import type { HttpReply } from '../../tests/integration/http'
import { payloadBehindOneProxy } from '../../tests/integration/http'
import { handOutIdsAgain, mongoTestURI, staffUser } from '../../tests/integration/payload'

// Two-factor sign-in for staff, over a real connection behind one trusted proxy, with the server
// requiring it as production does (STAFF_TWO_FACTOR=required): admins and back office never get
// a session from a password alone, codes work once, recovery codes work once, the secret never
// leaves the server, and wrong codes count against the staff sign-in limits. Codes are computed
// here from the secret the setup shows, as an authenticator app computes them.

const served = payloadBehindOneProxy({ twoFactor: 'required' })
const ADMIN = { email: 'admin@veltrana.example', password: 'test-admin-password' }
const PASSWORD = 'staff-password-1'

let clients = 0
/** A client address of its own, so that one test's failures never hold back another's. */
const newClient = () => `203.0.113.${++clients}`

const signIn = (body: Record<string, unknown>, client = newClient()) => served().api.post('/api/users/login', body, { 'x-forwarded-for': client })
const as = (token: string, method: string, path: string, body?: unknown, client = newClient()) =>
  served().api.send(method, path, { body, headers: { authorization: `JWT ${token}`, 'x-forwarded-for': client } })

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 })

const secondFactorOf = (reply: HttpReply) => reply.json?.errors?.[0]?.data?.secondFactor as string | undefined

function expectNoSession(reply: HttpReply) {
  expect(reply.json?.token).toBeUndefined()
  expect(reply.setCookie ?? '').not.toMatch(/payload-token=[^;]/)
}

type Enrolled = { email: string; password: string; secret: string; setupCode: string; token: string; recoveryCodes: string[] }

/** Signs in as an admin or back-office account for the first time, setting up its second factor. */
async function enrol(email: string, password = PASSWORD): Promise<Enrolled> {
  const first = await signIn({ email, password })
  expect(first.status, first.text).toBe(401)
  expect(secondFactorOf(first)).toBe('enrol')
  const { secret, ticket } = first.json.errors[0].data.enrolment
  const setupCode = codeFor(secret)
  const second = await signIn({ email, password, code: setupCode, enrolment: ticket })
  expect(second.status, second.text).toBe(200)
  return { email, password, secret, setupCode, token: second.json.token, recoveryCodes: second.json.recoveryCodes }
}

describe('an admin or back-office account without a second factor', () => {
  it('gets no session from its password, but the setup: QR code, key and a signed ticket (never logged)', async () => {
    const logger = served().cms.payload.logger
    const logged = (['error', 'warn', 'info'] as const).map((level) => vi.spyOn(logger, level))
    const reply = await signIn(ADMIN)
    const log = JSON.stringify(logged.flatMap((spy) => spy.mock.calls))
    logged.forEach((spy) => spy.mockRestore())
    expect(log).toContain('"secondFactor":"enrol"')
    expect(reply.status).toBe(401)
    expectNoSession(reply)
    expect(secondFactorOf(reply)).toBe('enrol')
    const enrolment = reply.json.errors[0].data.enrolment
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(enrolment.uri).toBe(
      `otpauth://totp/Veltrana%20CMS:admin%40veltrana.example?issuer=Veltrana%20CMS&secret=${enrolment.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(enrolment.qr.split(',')[1], 'base64').toString()).toMatch(/^<svg/)
    expect(log).not.toContain(enrolment.secret)
  })

  it('is refused a setup with a wrong code, and with a ticket made out to another account', async () => {
    const first = await signIn(ADMIN)
    const { secret, ticket } = first.json.errors[0].data.enrolment
    const wrong = await signIn({ ...ADMIN, code: String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0'), enrolment: ticket })
    expect(wrong.status).toBe(401)
    expectNoSession(wrong)
    expect(secondFactorOf(wrong)).toBe('enrol')

    // The back office signing in with the admin's ticket and a right code for it gets a new
    // setup of its own, not a session.
    const backoffice = await staffUser(served().cms.payload, 'backoffice')
    const stolen = await signIn({ email: backoffice.email, password: PASSWORD, code: codeFor(secret), enrolment: ticket })
    expect(stolen.status).toBe(401)
    expectNoSession(stolen)
    expect(stolen.json.errors[0].data.enrolment.secret).not.toBe(secret)
    // A forged ticket: the admin's, with another secret written in.
    const [body, mac] = ticket.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), s: 'A'.repeat(32) })).toString('base64url')
    const forged = await signIn({ ...ADMIN, code: codeFor('A'.repeat(32)), enrolment: `${forgedBody}.${mac}` })
    expect(forged.status).toBe(401)
    expectNoSession(forged)
  })
})

describe('an account with a second factor', () => {
  let admin: Enrolled

  it('sets it up with a right code: signed in, with ten recovery codes shown once', async () => {
    admin = await enrol(ADMIN.email, ADMIN.password)
    expect(admin.token).toEqual(expect.any(String))
    expect(admin.recoveryCodes).toHaveLength(10)
    expect(new Set(admin.recoveryCodes).size).toBe(10)
    for (const code of admin.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}(-[a-z0-9]{4}){3}$/)
    const me = await as(admin.token, 'GET', '/api/users/me')
    expect(me.json.user).toMatchObject({ email: ADMIN.email, twoFactorEnabled: true })
  })

  it('gets no session from its password alone', async () => {
    const reply = await signIn(ADMIN)
    expect(reply.status).toBe(401)
    expectNoSession(reply)
    expect(secondFactorOf(reply)).toBe('code')
    expect(reply.json.errors[0].data.enrolment).toBeUndefined()
  })

  it('is refused a wrong code', async () => {
    const wrong = String((Number(codeFor(admin.secret, 1)) + 500_000) % 1_000_000).padStart(6, '0')
    const reply = await signIn({ ...ADMIN, code: wrong })
    expect(reply.status).toBe(401)
    expectNoSession(reply)
    expect(reply.json.errors[0].message).toMatch(/wrong/)
  })

  it('signs in with the current code, and never twice with one code', async () => {
    // The code the setup used is spent (the clock may have moved on to the next period since, so it is
    // the setup's code that is tried, not this period's).
    const spent = await signIn({ ...ADMIN, code: admin.setupCode })
    expect(spent.status).toBe(401)
    expectNoSession(spent)
    // The next period's code is within the window of one step.
    const code = codeFor(admin.secret, 1)
    const reply = await signIn({ ...ADMIN, code })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.token).toEqual(expect.any(String))
    expect(reply.setCookie).toMatch(/payload-token=[^;]/)
    const replay = await signIn({ ...ADMIN, code })
    expect(replay.status).toBe(401)
    expectNoSession(replay)
  })

  it('of two sign-ins sent at once with one code, lets in one', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const code = codeFor(account.secret, 1)
    const replies = await Promise.all([1, 2, 3].map(() => signIn({ email: account.email, password: PASSWORD, code })))
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401, 401])
  })

  it('signs in with a recovery code, once', async () => {
    const [recovery] = admin.recoveryCodes
    const reply = await signIn({ ...ADMIN, code: recovery.toUpperCase().replaceAll('-', ' ') })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.token).toEqual(expect.any(String))
    const again = await signIn({ ...ADMIN, code: recovery })
    expect(again.status).toBe(401)
    expectNoSession(again)
    // The others still work.
    expect((await signIn({ ...ADMIN, code: admin.recoveryCodes[1] })).status).toBe(200)
  })

  it('cannot be switched off by editing the account', async () => {
    const me = await as(admin.token, 'GET', '/api/users/me')
    const edited = await as(admin.token, 'PATCH', `/api/users/${me.json.user.id}`, { twoFactorEnabled: false, name: 'Admin' })
    expect(edited.status, edited.text).toBe(200)
    expect((await signIn(ADMIN)).status).toBe(401)
  })
})

describe('wrong codes and the staff sign-in limits', () => {
  it('count as wrong passwords: the sixth attempt from one client is refused, the right code too', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const client = newClient()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await signIn({ email: account.email, password: PASSWORD, code: `00000${i}` }, client)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const right = await signIn({ email: account.email, password: PASSWORD, code: codeFor(account.secret, 1) }, client)
    expect(right.status).toBe(429)
    expectNoSession(right)
  })

  it('stop at ten an hour for one account from any number of clients', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    for (let i = 0; i < 10; i++) expect((await signIn({ email: account.email, password: PASSWORD, code: `11111${i}` })).status).toBe(401)
    const right = await signIn({ email: account.email, password: PASSWORD, code: codeFor(account.secret, 1) })
    expect(right.status).toBe(429)
    expectNoSession(right)
  })
})

describe('an account that takes the id of a deleted one', () => {
  it('starts with none of the wrong codes counted against the deleted account', async () => {
    const { payload } = served().cms
    const gone = await staffUser(payload, 'backoffice')
    const account = await enrol(gone.email)
    for (let i = 0; i < 10; i++) expect((await signIn({ email: account.email, password: PASSWORD, code: `22222${i}` })).status).toBe(401)
    expect((await signIn({ email: account.email, password: PASSWORD, code: codeFor(account.secret, 1) })).status).toBe(429)
    await payload.delete({ collection: 'users', id: gone.id, overrideAccess: true })
    await handOutIdsAgain(payload, 'users')
    const next = await staffUser(payload, 'backoffice')
    if (!mongoTestURI()) expect(next.id).toBe(gone.id)
    expect((await enrol(next.email)).token).toBeTruthy()
  })
})

describe('wrong codes sent at once', () => {
  it('of 30 parallel guesses, at most 10 are checked; the rest, and then the right code, are refused', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const guesses = Array.from({ length: 30 }, (_, i) => String(200_000 + i))
    const replies = await Promise.all(guesses.map((code) => signIn({ email: account.email, password: PASSWORD, code })))
    replies.forEach(expectNoSession)
    const checked = replies.filter((reply) => reply.status === 401)
    expect(checked.length).toBeLessThanOrEqual(10)
    expect(replies.filter((reply) => reply.status === 429).length).toBe(30 - checked.length)
    expect((await signIn({ email: account.email, password: PASSWORD, code: codeFor(account.secret, 1) })).status).toBe(429)
  })

  it('of 30 parallel guesses from a session turning it off, at most 10 are checked', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => as(account.token, 'POST', '/api/users/two-factor/disable', { password: PASSWORD, code: String(400_000 + i) })),
    )
    expect(replies.filter((reply) => reply.status === 401).length).toBeLessThanOrEqual(10)
    expect(replies.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(20)
  })

  it('are counted before they are checked: of 30 checks started together, at most 10 compare a code', async () => {
    // The service itself, so that all 30 are in flight at one moment whatever the HTTP path serialises.
    const { useCode, storedFactor } = await import('./factors')
    const totp = await import('./totp')
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const req = { payload: served().cms.payload, context: {} } as unknown as Parameters<typeof useCode>[0]
    const { id } = (await as(account.token, 'GET', '/api/users/me')).json.user
    const factor = (await storedFactor(req, id))!
    const compared = vi.spyOn(totp, 'stepOfCode')
    try {
      const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => useCode(req, factor, id, String(500_000 + i))))
      expect(compared.mock.calls.length).toBeLessThanOrEqual(10)
      expect(outcomes.filter((outcome) => outcome === 'too-many').length).toBeGreaterThanOrEqual(20)
    } finally {
      compared.mockRestore()
    }
  })

  it('count also with RATE_LIMIT=off: the cap on codes is a lock, not a rate limit', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    process.env.RATE_LIMIT = 'off'
    resetEnv()
    try {
      for (let i = 0; i < 10; i++) expect((await signIn({ email: account.email, password: PASSWORD, code: `22222${i}` })).status).toBe(401)
      expect((await signIn({ email: account.email, password: PASSWORD, code: codeFor(account.secret, 1) })).status).toBe(429)
    } finally {
      delete process.env.RATE_LIMIT
      resetEnv()
    }
  })

  it('a right code is not counted: the owner signs in more than ten times an hour', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    for (let i = 0; i < 9; i++) expect((await signIn({ email: account.email, password: PASSWORD, code: `33333${i}` })).status).toBe(401)
    for (const code of account.recoveryCodes.slice(0, 3)) expect((await signIn({ email: account.email, password: PASSWORD, code })).status).toBe(200)
  })
})

describe('editors', () => {
  it('sign in with their password while they have no second factor', async () => {
    const editor = await staffUser(served().cms.payload, 'editor')
    const reply = await signIn({ email: editor.email, password: PASSWORD })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json.token).toEqual(expect.any(String))
  })

  it('may set one up from their account, and then need it; turning it off takes the password and a current code', async () => {
    const editor = await staffUser(served().cms.payload, 'editor')
    const { token } = (await signIn({ email: editor.email, password: PASSWORD })).json
    const setup = await as(token, 'POST', '/api/users/two-factor/setup')
    expect(setup.status, setup.text).toBe(200)
    const { secret, ticket } = setup.json
    expect(
      (
        await as(token, 'POST', '/api/users/two-factor/confirm', {
          enrolment: ticket,
          password: PASSWORD,
          code: '000000' === codeFor(secret) ? '111111' : '000000',
        })
      ).status,
    ).toBe(401)
    const setupCode = codeFor(secret)
    const confirmed = await as(token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, password: PASSWORD, code: setupCode })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json.recoveryCodes).toHaveLength(10)
    // Set up once: a second setup is refused.
    expect((await as(token, 'POST', '/api/users/two-factor/setup')).status).toBe(409)

    const passwordOnly = await signIn({ email: editor.email, password: PASSWORD })
    expect(passwordOnly.status).toBe(401)
    expectNoSession(passwordOnly)
    expect(secondFactorOf(passwordOnly)).toBe('code')

    // The very code the setup used (not the code of the current step: on a slow run a new step may have begun).
    expect((await as(token, 'POST', '/api/users/two-factor/disable', { password: PASSWORD, code: setupCode })).status).toBe(401) // spent by the setup
    const off = await as(token, 'POST', '/api/users/two-factor/disable', { password: PASSWORD, code: codeFor(secret, 1) })
    expect(off.status, off.text).toBe(200)
    expect(off.json).toEqual({ twoFactorEnabled: false, signInAgain: false })
    expect((await signIn({ email: editor.email, password: PASSWORD })).status).toBe(200)
  })
})

describe('a stolen session (the token without the password)', () => {
  /** An editor signed in with a password alone, and a setup started from that session. */
  async function editorSession() {
    const editor = await staffUser(served().cms.payload, 'editor')
    const { token } = (await signIn({ email: editor.email, password: PASSWORD })).json
    const { id } = (await as(token, 'GET', '/api/users/me')).json.user
    return { email: editor.email, id, token }
  }
  const factorCount = async (id: number | string) =>
    (await served().cms.payload.count({ collection: 'staff-two-factor', where: { user: { equals: id } }, overrideAccess: true })).totalDocs

  it('cannot choose the second factor: the setup is confirmed only with the current password', async () => {
    const editor = await editorSession()
    const { secret, ticket } = (await as(editor.token, 'POST', '/api/users/two-factor/setup')).json
    const none = await as(editor.token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, code: codeFor(secret) })
    expect(none.status, none.text).toBe(400)
    const wrong = await as(editor.token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, password: 'guess-1', code: codeFor(secret) })
    expect(wrong.status, wrong.text).toBe(401)
    expect(await factorCount(editor.id)).toBe(0)
    const right = await as(editor.token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, password: PASSWORD, code: codeFor(secret) })
    expect(right.status, right.text).toBe(200)
    expect(await factorCount(editor.id)).toBe(1)
  })

  it('cannot turn the second factor off with a code alone, nor with a wrong password', async () => {
    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const { id } = (await as(account.token, 'GET', '/api/users/me')).json.user
    expect((await as(account.token, 'POST', '/api/users/two-factor/disable', { code: codeFor(account.secret, 1) })).status).toBe(400)
    expect((await as(account.token, 'POST', '/api/users/two-factor/disable', { password: 'guess-1', code: account.recoveryCodes[0] })).status).toBe(401)
    expect(await factorCount(id)).toBe(1)
    // The recovery code was not spent by the refused attempt.
    const off = await as(account.token, 'POST', '/api/users/two-factor/disable', { password: PASSWORD, code: account.recoveryCodes[0] })
    expect(off.status, off.text).toBe(200)
    expect(await factorCount(id)).toBe(0)
  })

  it('guesses the password no faster than a sign-in: five wrong from one client, then 429 there and at sign-in', async () => {
    const editor = await editorSession()
    const { secret, ticket } = (await as(editor.token, 'POST', '/api/users/two-factor/setup')).json
    const client = newClient()
    const confirm = (password: string) =>
      as(editor.token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, password, code: codeFor(secret) }, client)
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await confirm(`guess-${i}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    expect((await confirm(PASSWORD)).status).toBe(429)
    expect((await signIn({ email: editor.email, password: PASSWORD }, client)).status).toBe(429)
    expect(await factorCount(editor.id)).toBe(0)
    // The owner, elsewhere, is not held back.
    expect((await signIn({ email: editor.email, password: PASSWORD })).status).toBe(200)
  })

  it('of 30 wrong passwords sent at once from one client, at most 5 are checked', async () => {
    const editor = await editorSession()
    const { secret, ticket } = (await as(editor.token, 'POST', '/api/users/two-factor/setup')).json
    const client = newClient()
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        as(editor.token, 'POST', '/api/users/two-factor/confirm', { enrolment: ticket, password: `guess-${i}`, code: codeFor(secret) }, client),
      ),
    )
    expect(replies.filter((reply) => reply.status === 401).length).toBeLessThanOrEqual(5)
    expect(replies.filter((reply) => reply.status === 429).length).toBeGreaterThanOrEqual(25)
  })

  it('cannot change the account’s own password without the current one (and a code once it has a second factor)', async () => {
    const editor = await editorSession()
    const patch = (body: Record<string, unknown>) => as(editor.token, 'PATCH', `/api/users/${editor.id}`, body)
    expect((await patch({ password: 'taken-over-1' })).status).toBe(400)
    expect((await patch({ password: 'taken-over-1', currentPassword: 'guess-1' })).status).toBe(401)
    // Nor through a bulk update naming the account.
    expect((await as(editor.token, 'PATCH', `/api/users?where[id][equals]=${editor.id}`, { password: 'taken-over-1' })).json?.docs ?? []).toEqual([])
    expect((await signIn({ email: editor.email, password: 'taken-over-1' })).status).toBe(401)
    const changed = await patch({ password: 'staff-password-2', currentPassword: PASSWORD })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.text).not.toContain('currentPassword')
    expect((await signIn({ email: editor.email, password: 'staff-password-2' })).status).toBe(200)

    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const { id } = (await as(account.token, 'GET', '/api/users/me')).json.user
    const own = (body: Record<string, unknown>) => as(account.token, 'PATCH', `/api/users/${id}`, body)
    expect((await own({ password: 'taken-over-1', currentPassword: PASSWORD })).status).toBe(401)
    expect(
      (await own({ password: 'taken-over-1', currentPassword: PASSWORD, currentCode: '000000' === codeFor(account.secret, 1) ? '111111' : '000000' })).status,
    ).toBe(401)
    const withCode = await own({ password: 'staff-password-3', currentPassword: PASSWORD, currentCode: codeFor(account.secret, 1) })
    expect(withCode.status, withCode.text).toBe(200)
    expect((await signIn({ email: account.email, password: 'staff-password-3', code: account.recoveryCodes[0] })).status).toBe(200)
  })

  it('cannot change the account’s own e-mail address without the current password (and a code once it has a second factor)', async () => {
    const editor = await editorSession()
    const patch = (body: Record<string, unknown>) => as(editor.token, 'PATCH', `/api/users/${editor.id}`, body)
    const emailNow = async (id: number | string) => (await served().cms.payload.findByID({ collection: 'users', id, overrideAccess: true })).email
    const taken = `taken-over-${editor.id}@attacker.example`
    expect((await patch({ email: taken })).status).toBe(400)
    expect((await patch({ email: taken, currentPassword: 'guess-1' })).status).toBe(401)
    expect(await emailNow(editor.id)).toBe(editor.email)
    // The account page sends the address unchanged with every save: that needs no password.
    expect((await patch({ email: editor.email, name: 'Still me' })).status).toBe(200)
    const moved = `moved-${editor.id}@veltrana.example`
    const changed = await patch({ email: moved, currentPassword: PASSWORD })
    expect(changed.status, changed.text).toBe(200)
    expect(await emailNow(editor.id)).toBe(moved)

    const account = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const { id } = (await as(account.token, 'GET', '/api/users/me')).json.user
    const own = (body: Record<string, unknown>) => as(account.token, 'PATCH', `/api/users/${id}`, body)
    expect((await own({ email: `taken-over-${id}@attacker.example`, currentPassword: PASSWORD })).status).toBe(401)
    expect(await emailNow(id)).toBe(account.email)
    const withCode = await own({ email: `moved-${id}@veltrana.example`, currentPassword: PASSWORD, currentCode: codeFor(account.secret, 1) })
    expect(withCode.status, withCode.text).toBe(200)
    expect(await emailNow(id)).toBe(`moved-${id}@veltrana.example`)
  })

  it('an admin still changes someone else’s e-mail address without their password', async () => {
    const admin = await enrol((await staffUser(served().cms.payload, 'admin')).email)
    const editor = await staffUser(served().cms.payload, 'editor')
    const set = await as(admin.token, 'PATCH', `/api/users/${editor.id}`, { email: `renamed-${editor.id}@veltrana.example` })
    expect(set.status, set.text).toBe(200)
  })

  it('an admin still sets someone else’s password without theirs', async () => {
    const admin = await enrol((await staffUser(served().cms.payload, 'admin')).email)
    const editor = await staffUser(served().cms.payload, 'editor')
    const set = await as(admin.token, 'PATCH', `/api/users/${editor.id}`, { password: 'set-by-admin-1' })
    expect(set.status, set.text).toBe(200)
    expect((await signIn({ email: editor.email, password: 'set-by-admin-1' })).status).toBe(200)
  })
})

describe('the secret', () => {
  it('is never returned over REST, to its owner or another admin, nor found by a query', async () => {
    const owner = await enrol((await staffUser(served().cms.payload, 'admin')).email)
    const other = await enrol((await staffUser(served().cms.payload, 'admin')).email)
    const { id } = (await as(owner.token, 'GET', '/api/users/me')).json.user
    const factorId = (await served().cms.payload.find({ collection: 'staff-two-factor', where: { user: { equals: id } }, overrideAccess: true })).docs[0].id
    const reads = [
      ...[owner.token, other.token].flatMap((token) => [
        as(token, 'GET', `/api/users/${id}?depth=3`),
        as(token, 'GET', '/api/users?depth=3&limit=100'),
        as(token, 'GET', '/api/users/me?depth=3'),
        as(token, 'GET', '/api/staff-two-factor?limit=100'),
        as(token, 'GET', `/api/staff-two-factor/${factorId}`),
        as(token, 'GET', `/api/staff-two-factor?where[user][equals]=${id}`),
        as(token, 'GET', `/api/audit-log?limit=100`),
      ]),
    ]
    for (const reply of await Promise.all(reads)) {
      expect(reply.text).not.toContain(owner.secret)
      expect(reply.text).not.toMatch(/"(secret|recoveryCodes|lastStep)"/)
    }
    for (const reply of await Promise.all([as(other.token, 'GET', `/api/staff-two-factor/${factorId}`), as(other.token, 'GET', '/api/staff-two-factor')])) {
      expect([403, 404]).toContain(reply.status)
    }
    // Nor guessed letter by letter through a filter on the field.
    const probe = await as(other.token, 'GET', `/api/staff-two-factor?where[secret][like]=${owner.secret.slice(0, 1)}`)
    expect([400, 403]).toContain(probe.status)
    // Nor written: not even an admin creates or edits one.
    const forged = await as(other.token, 'POST', '/api/staff-two-factor', { user: id, secret: 'A'.repeat(32), lastStep: 0, recoveryCodes: [], accepted: 0 })
    expect([401, 403]).toContain(forged.status)
  })
})

describe('resetting and the rule', () => {
  it('an admin resets another account’s second factor: recorded, and that account is signed out', async () => {
    const admin = await enrol((await staffUser(served().cms.payload, 'admin')).email)
    const backoffice = await enrol((await staffUser(served().cms.payload, 'backoffice')).email)
    const editor = await staffUser(served().cms.payload, 'editor')
    const editorToken = (await signIn({ email: editor.email, password: PASSWORD })).json.token
    const targetId = (await as(backoffice.token, 'GET', '/api/users/me')).json.user.id
    const adminId = (await as(admin.token, 'GET', '/api/users/me')).json.user.id

    expect((await as(editorToken, 'POST', `/api/users/${targetId}/two-factor/reset`)).status).toBe(403)
    expect((await as(backoffice.token, 'POST', `/api/users/${adminId}/two-factor/reset`)).status).toBe(403)
    // One's own goes off only with a code.
    expect((await as(admin.token, 'POST', `/api/users/${adminId}/two-factor/reset`)).status).toBe(403)

    const reset = await as(admin.token, 'POST', `/api/users/${targetId}/two-factor/reset`)
    expect(reset.status, reset.text).toBe(200)
    expect((await as(backoffice.token, 'GET', '/api/users/me')).json.user).toBeNull()
    const log = await as(admin.token, 'GET', `/api/audit-log?where[action][equals]=staff.two-factor.reset&limit=10`)
    expect(log.json.docs).toEqual([expect.objectContaining({ actorEmail: admin.email, summary: `${backoffice.email}: twoFactor: on → off` })])
    // Its next sign-in sets it up again.
    const next = await signIn({ email: backoffice.email, password: PASSWORD })
    expect(secondFactorOf(next)).toBe('enrol')
  })

  it('a back-office session from before the rule carries no rights once it holds', async () => {
    const backoffice = await staffUser(served().cms.payload, 'backoffice')
    process.env.STAFF_TWO_FACTOR = 'optional'
    resetEnv()
    let token: string
    try {
      const reply = await signIn({ email: backoffice.email, password: PASSWORD })
      expect(reply.status, reply.text).toBe(200)
      token = reply.json.token
      expect((await as(token, 'GET', '/api/customers')).status).toBe(200)
    } finally {
      process.env.STAFF_TWO_FACTOR = 'required'
      resetEnv()
    }
    expect((await as(token, 'GET', '/api/customers')).status).toBe(403)
    expect((await as(token, 'GET', '/api/audit-log')).status).toBe(403)
    expect((await as(token, 'GET', '/api/access')).json.canAccessAdmin).toBeFalsy()
    // Nor can it choose the second factor: that takes a sign-in, with the password.
    expect((await as(token, 'POST', '/api/users/two-factor/setup')).status).toBe(401)
  })
})
