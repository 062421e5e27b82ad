import http from 'node:http'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cabinetOverHttpForTests } from '../../tests/integration/cabinetOverHttp'

// The staff endpoints that read a body (the second factor's, the forgot-password form's), over the production front on
// loopback: whatever the body (malformed, not an object, of another type, empty, large), the answer is a prompt 4xx in the
// admin's language, and the connection serves the next request at once. A body no handler read held the connection until
// the client gave up.

const rig = cabinetOverHttpForTests()
const BIG = `password=${'x'.repeat(900_000)}`

type Reply = { status: number; message: string; ms: number }

/** One connection for every request, as a browser keeps one open. */
let agent: http.Agent
beforeAll(() => void (agent = new http.Agent({ keepAlive: true, maxSockets: 1 })))
afterAll(() => agent?.destroy())

function post(path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(`${rig.api.origin}${path}`, { method: 'POST', agent, headers, timeout: 5_000 }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => {
        let message = text
        try {
          const json = JSON.parse(text)
          message = json.errors?.[0]?.message ?? json.error ?? text
        } catch {
          // Not JSON: the text itself.
        }
        resolve({ status: response.statusCode!, message, ms: Date.now() - started })
      })
    })
    request.on('timeout', () => request.destroy(new Error(`no answer within 5 s to ${path}`)))
    request.on('error', reject)
    request.end(body)
  })
}

const RU = { 'accept-language': 'ru', cookie: 'payload-lng=ru' }
const EN = { 'accept-language': 'en' }

/** Then a well-formed request on the same connection: answered at once too. */
async function thenServed(headers: Record<string, string>) {
  const next = await post('/api/users/two-factor/disable', { ...headers, 'content-type': 'application/json' }, '{}')
  expect(next.status).toBe(400)
  expect(next.ms).toBeLessThan(2_000)
}

describe('a body the staff endpoints cannot use', () => {
  let staff: Record<string, string>
  beforeAll(async () => {
    staff = rig.as.editor
    const json = { ...staff, 'content-type': 'application/json' }
    const setup = await fetch(`${rig.api.origin}/api/users/two-factor/setup`, { method: 'POST', headers: json })
    const { secret, ticket } = (await setup.json()) as { secret: string; ticket: string }
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const body = JSON.stringify({ enrolment: ticket, password: 'staff-password-1', code })
    expect((await fetch(`${rig.api.origin}/api/users/two-factor/confirm`, { method: 'POST', headers: json, body })).status).toBe(200)
  })

  for (const [language, lang] of [
    ['English', EN],
    ['Russian', RU],
  ] as const) {
    it(`of another type than JSON is refused at once with 415, in ${language}, and the connection serves on`, async () => {
      for (const [type, body] of [
        ['text/plain', BIG],
        ['application/x-www-form-urlencoded', BIG],
        ['application/octet-stream', BIG.slice(0, 20_000)],
      ]) {
        const reply = await post('/api/users/two-factor/disable', { ...staff, ...lang, 'content-type': type }, body)
        expect([type, reply.status]).toEqual([type, 415])
        expect(reply.message).toMatch(lang === RU ? /JSON.*[а-я]|[а-я].*JSON/ : /^Send .*JSON/)
        expect(reply.ms).toBeLessThan(2_000)
        await thenServed({ ...staff, ...lang })
      }
    })

    it(`malformed, or JSON that is no object, is refused at once with 400, in ${language}`, async () => {
      const messages = new Set<string>()
      for (const body of ['{"password":', '[1, 2]', '"password"', 'null', '{'.repeat(100_000)]) {
        const reply = await post('/api/users/two-factor/disable', { ...staff, ...lang, 'content-type': 'application/json' }, body)
        expect([body.slice(0, 20), reply.status]).toEqual([body.slice(0, 20), 400])
        expect(reply.ms).toBeLessThan(2_000)
        messages.add(reply.message)
      }
      expect([...messages]).toHaveLength(1)
      expect([...messages][0]).toMatch(lang === RU ? /[а-я]/ : /^The request .*JSON/)
      await thenServed({ ...staff, ...lang })
    })
  }

  it('empty, or too large, is answered at once: the password is asked for, or 413', async () => {
    const empty = await post('/api/users/two-factor/disable', { ...staff, ...RU, 'content-type': 'application/json' })
    expect(empty.status).toBe(400)
    expect(empty.message).toMatch(/пароль/)
    const large = await post(
      '/api/users/two-factor/disable',
      { ...staff, 'content-type': 'application/json' },
      JSON.stringify({ password: 'x'.repeat(1_100_000) }),
    )
    expect(large.status).toBe(413)
    expect(large.ms).toBeLessThan(2_000)
  })

  it('is refused the same at the forgot-password form, and at Payload’s own sign-in the connection serves on', async () => {
    const forgot = await post('/api/users/forgot-password', { ...RU, 'content-type': 'text/plain' }, BIG)
    expect(forgot.status).toBe(415)
    expect(forgot.message).toMatch(/[а-я]/)
    await thenServed({ ...staff, ...RU })
    const login = await post('/api/users/login', { 'content-type': 'text/plain' }, BIG)
    expect(login.status).toBeGreaterThanOrEqual(400)
    expect(login.ms).toBeLessThan(2_000)
    await thenServed(staff)
  })
})
