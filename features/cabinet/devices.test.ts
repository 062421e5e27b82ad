import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cabinetOverRestForTests, cookieOf, CUSTOMER_PASSWORD, FIREFOX_LINUX } from '../../tests/integration/cabinetOverRest'
import type { Send } from '../../tests/integration/rest'
import type { Site } from '../../tests/integration/site'
import { describeAgent } from './agent'
import { USER_AGENT_MAX } from './sessions'

// Where a customer is signed in, over HTTP: the JSON API signs in as browsers would, the dashboard (the site's own page and
// form on a loopback port) lists the sessions with their browsers and ends one; nobody lists or ends another's.

const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const rig = cabinetOverRestForTests()
let payload: Payload
let rest: Send
let site: Site
beforeAll(() => void ({ payload, rest, site } = rig))

/** A new customer, registered from `userAgent`; the session cookie that browser holds. */
const registered = (userAgent: string) => rig.register(userAgent)

async function signedIn(email: string, userAgent: string): Promise<string> {
  const reply = await rest('POST', '/api/loginUSR', { headers: { 'user-agent': userAgent }, body: { email, password: CUSTOMER_PASSWORD } })
  expect(reply.status, reply.text).toBe(200)
  return cookieOf(reply.setCookie)
}

const dashboard = (cookie: string, language = 'en') => site.get(`/dashboard?lng=${language}`, { cookie })
const sessionIds = (html: string) => [...html.matchAll(/name="session" value="([^"]+)"/g)].map((m) => m[1]!)

describe('a browser named by its User-Agent', () => {
  it('is its name and major version on its system, or nothing when it did not say', () => {
    expect(describeAgent(FIREFOX_LINUX)).toEqual({ browser: 'Firefox 133', system: 'Linux' })
    expect(describeAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari 17', system: 'iOS 17' })
    expect(describeAgent(null)).toEqual({ browser: null, system: null })
  })
})

describe('the dashboard’s sessions', () => {
  it('lists where the customer is signed in, this browser marked, and nothing of another customer', async () => {
    const anna = await registered(FIREFOX_LINUX)
    await signedIn(anna.email, SAFARI_IPHONE)
    await registered('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')

    const page = await dashboard(anna.cookie)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Firefox 133 on Linux')
    expect(page.text).toContain('Safari 17 on iOS 17')
    expect(page.text).not.toContain('Chrome 131')
    expect(page.text.match(/this device/g)).toHaveLength(1)
    // Only the other session can be ended from here; this one signs out with the buttons it always had.
    expect(sessionIds(page.text)).toHaveLength(1)

    const russian = await dashboard(anna.cookie, 'ru')
    expect(russian.text).toContain('Firefox 133, Linux')
    expect(russian.text).toContain('это устройство')
    expect(russian.text).toContain('Завершить сеанс')
  })

  it('ends one of the customer’s sessions: that browser is signed out at its next request, this one is not', async () => {
    const anna = await registered(FIREFOX_LINUX)
    const phone = await signedIn(anna.email, SAFARI_IPHONE)
    expect((await dashboard(phone)).status).toBe(200)

    const [other] = sessionIds((await dashboard(anna.cookie)).text)
    const ended = await site.post('/dashboard', { intent: 'end-session', session: other! }, anna.cookie)
    expect(ended).toMatchObject({ status: 303, location: '/dashboard?done=ended#dash-everywhere-heading' })
    expect((await site.get('/dashboard?done=ended', { cookie: anna.cookie })).text).toContain('The session is ended: that browser is signed out.')

    expect(await dashboard(phone)).toMatchObject({ status: 302 })
    expect((await dashboard(phone)).headers.get('location')).toBe('/cabinet')
    expect((await rest('POST', '/api/idData', { headers: { cookie: phone } })).status).toBe(401)
    const still = await dashboard(anna.cookie)
    expect(still.status).toBe(200)
    expect(sessionIds(still.text)).toEqual([])
  })

  it('ends nothing of another customer’s, whatever id is posted, nor anything for a visitor', async () => {
    const anna = await registered(FIREFOX_LINUX)
    const phone = await signedIn(anna.email, SAFARI_IPHONE)
    const [annasOther] = sessionIds((await dashboard(anna.cookie)).text)
    const boris = await registered(FIREFOX_LINUX)

    for (const session of [annasOther!, `${annasOther} OR 1=1`, '../1', 'x'.repeat(5000), '']) {
      const reply = await site.post('/dashboard', { intent: 'end-session', session }, boris.cookie)
      expect(reply.status).toBe(303)
    }
    const visitor = await site.post('/dashboard', { intent: 'end-session', session: annasOther! })
    expect(visitor).toMatchObject({ status: 303, location: '/cabinet' })

    expect((await dashboard(phone)).status).toBe(200)
    expect((await dashboard(anna.cookie)).status).toBe(200)
    expect((await dashboard(boris.cookie)).status).toBe(200)
  })

  it('keeps at most USER_AGENT_MAX characters of what a browser says it is', async () => {
    const { email } = await registered(FIREFOX_LINUX)
    await signedIn(email, `Mozilla/5.0 ${'x'.repeat(8000)}`)
    const { docs } = await payload.find({ collection: 'customer-sessions', where: { userAgent: { like: 'Mozilla/5.0 xxx' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.userAgent).toHaveLength(USER_AGENT_MAX)
  })
})
