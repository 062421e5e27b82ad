import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { cabinetOverRestForTests, cookieOf, FIREFOX_LINUX } from '../../tests/integration/cabinetOverRest'
import { staffUser } from '../../tests/integration/payload'
import type { Reply, Send } from '../../tests/integration/rest'
import type { Site } from '../../tests/integration/site'
import { eraseCustomer } from '../dataRights/erase'
import { relyingParty } from './relyingParty'
import { softAuthenticator } from './testing'

// Passkeys over HTTP: the JSON endpoints as the islands call them (Payload's REST router, as production hands it
// requests), the dashboard's page and form on a loopback port, a software authenticator signing as a browser's would.

const EVIL = { origin: 'https://evil.example', rpId: 'evil.example' }

const rig = cabinetOverRestForTests()
let payload: Payload
let rest: Send
let site: Site
beforeAll(() => void ({ payload, rest, site } = rig))

const registered = () => rig.register()

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => rest('POST', `/api/passkeys${path}`, { headers, body })

/** A customer with a passkey on a software authenticator at the configured site. */
async function withPasskey() {
  const customer = await registered()
  const authenticator = softAuthenticator({ origin: relyingParty().origin, rpId: relyingParty().id })
  const options = await post('/register/options', {}, { cookie: customer.cookie })
  expect(options.status, options.text).toBe(200)
  const added = await post('/register', authenticator.register(options.json), { cookie: customer.cookie, 'user-agent': FIREFOX_LINUX })
  expect(added.status, added.text).toBe(201)
  return { customer, authenticator }
}

const signInChallenge = async () => {
  const options = await post('/sign-in/options', {})
  expect(options.status, options.text).toBe(200)
  return options.json as { challenge: string }
}

async function sessionsOf(customerId: string) {
  return (await payload.find({ collection: 'customer-sessions', where: { customer: { equals: customerId } }, overrideAccess: true })).totalDocs
}

function refused(reply: Reply, status: number, message: RegExp) {
  expect(reply.status, reply.text).toBe(status)
  expect(reply.json.error).toMatch(message)
  expect(reply.setCookie).toBeNull()
}

describe('adding a passkey and signing in with it', () => {
  it('takes its relying party id and origin from the configured site', () => {
    expect(relyingParty()).toEqual({ id: 'localhost', origin: 'http://localhost:3000' })
  })

  it('signs in with a valid assertion into the same session a password gives, and stores the counter', async () => {
    const { customer, authenticator } = await withPasskey()
    const before = await sessionsOf(customer.id)
    const reply = await post('/sign-in', authenticator.assert(await signInChallenge()), { 'user-agent': FIREFOX_LINUX })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.json).toEqual({ uid: customer.id })
    expect(reply.setCookie).toMatch(/^veltrana_cabinet=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await sessionsOf(customer.id)).toBe(before + 1)

    const cookie = cookieOf(reply.setCookie)
    const profile = await rest('POST', '/api/idData', { headers: { cookie } })
    expect(profile.json.email).toBe(customer.email)
    const page = await site.get('/dashboard', { cookie })
    expect(page.status).toBe(200)
    expect(page.text).toContain('Firefox 133 on Linux')

    const [key] = (await payload.find({ collection: 'customer-passkeys', where: { customer: { equals: customer.id } }, overrideAccess: true })).docs
    expect(key!.counter).toBe(1)
    expect(key!.lastUsedAt).toBeTruthy()
  })

  it('refuses a replayed challenge: the same response, or a new signature over a used challenge', async () => {
    const { authenticator } = await withPasskey()
    const challenge = await signInChallenge()
    const response = authenticator.assert(challenge)
    expect((await post('/sign-in', response)).status).toBe(200)
    refused(await post('/sign-in', response), 400, /expired or was already used/)
    refused(await post('/sign-in', authenticator.assert(challenge)), 400, /expired or was already used/)
  })

  it('refuses an expired challenge', async () => {
    const { authenticator } = await withPasskey()
    const challenge = await signInChallenge()
    await payload.update({
      collection: 'passkey-challenges',
      where: { challenge: { equals: challenge.challenge } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    refused(await post('/sign-in', authenticator.assert(challenge)), 400, /expired or was already used/)
  })

  it('refuses a response made for another origin or relying party id, whatever host the request names', async () => {
    const { customer, authenticator } = await withPasskey()
    refused(await post('/sign-in', authenticator.assert(await signInChallenge(), { origin: EVIL.origin })), 401, /could not be verified/)
    refused(await post('/sign-in', authenticator.assert(await signInChallenge(), { rpId: EVIL.rpId })), 401, /could not be verified/)
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    refused(await post('/sign-in', authenticator.assert(await signInChallenge(), EVIL), forwarded), 401, /could not be verified/)

    // Adding one from a phishing page is refused too, and nothing is kept.
    const other = softAuthenticator(EVIL)
    const options = await post('/register/options', {}, { cookie: customer.cookie, ...forwarded })
    expect(options.json.rp.id).toBe('localhost')
    refused(await post('/register', other.register(options.json), { cookie: customer.cookie, ...forwarded }), 400, /could not be verified/)
    expect((await payload.find({ collection: 'customer-passkeys', where: { customer: { equals: customer.id } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('refuses a signature counter that does not increase', async () => {
    const { customer, authenticator } = await withPasskey()
    expect((await post('/sign-in', authenticator.assert(await signInChallenge(), { count: 5 }))).status).toBe(200)
    refused(await post('/sign-in', authenticator.assert(await signInChallenge(), { count: 5 })), 401, /could not be verified/)
    refused(await post('/sign-in', authenticator.assert(await signInChallenge(), { count: 3 })), 401, /could not be verified/)
    const [key] = (await payload.find({ collection: 'customer-passkeys', where: { customer: { equals: customer.id } }, overrideAccess: true })).docs
    expect(key!.counter).toBe(5)
  })

  it('refuses a locked customer with the blocked message, and starts no session', async () => {
    const { customer, authenticator } = await withPasskey()
    await payload.update({ collection: 'customers', id: customer.id, data: { locked: true }, overrideAccess: true })
    const before = await sessionsOf(customer.id)
    refused(await post('/sign-in', authenticator.assert(await signInChallenge())), 403, /Access denied until the circumstances are clarified/)
    const russian = await post('/sign-in', authenticator.assert(await signInChallenge()), { cookie: 'i18next=ru' })
    refused(russian, 403, /Доступ закрыт до выяснения обстоятельств/)
    expect(await sessionsOf(customer.id)).toBe(before)
  })

  it('refuses a passkey it does not know', async () => {
    const stranger = softAuthenticator({ origin: relyingParty().origin, rpId: relyingParty().id })
    refused(await post('/sign-in', stranger.assert(await signInChallenge())), 401, /could not be verified/)
  })

  it('adds a passkey only for a signed-in customer, with a challenge issued to that customer', async () => {
    refused(await post('/register/options', {}), 401, /sign in again/)
    const anna = await registered()
    const boris = await registered()
    const authenticator = softAuthenticator({ origin: relyingParty().origin, rpId: relyingParty().id })
    const annas = await post('/register/options', {}, { cookie: anna.cookie })
    refused(await post('/register', authenticator.register(annas.json), { cookie: boris.cookie }), 400, /expired or was already used/)
    expect((await payload.find({ collection: 'customer-passkeys', where: { customer: { in: [anna.id, boris.id] } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('the dashboard’s passkeys', () => {
  const passkeyIds = (html: string) => [...html.matchAll(/name="passkey" value="([^"]+)"/g)].map((m) => m[1]!)

  it('lists the customer’s own passkeys; another customer’s id answers 404 and removes nothing; their own goes', async () => {
    const anna = await withPasskey()
    const boris = await withPasskey()
    const page = await site.get('/dashboard', { cookie: anna.customer.cookie })
    expect(page.text).toContain('Firefox 133 on Linux')
    expect(page.text).toContain('last used never')
    const [annasKey] = passkeyIds(page.text)
    const [borisKey] = passkeyIds((await site.get('/dashboard', { cookie: boris.customer.cookie })).text)
    expect(annasKey).not.toBe(borisKey)

    for (const passkey of [borisKey!, `${borisKey} OR 1=1`, '../1', 'x'.repeat(5000), '']) {
      const reply = await site.post('/dashboard', { intent: 'remove-passkey', passkey }, anna.customer.cookie)
      expect(reply.status).toBe(404)
      expect(reply.text).toContain('That passkey was not found among yours. Nothing was removed.')
    }
    expect(passkeyIds((await site.get('/dashboard', { cookie: boris.customer.cookie })).text)).toEqual([borisKey])

    const removed = await site.post('/dashboard', { intent: 'remove-passkey', passkey: annasKey! }, anna.customer.cookie)
    expect(removed).toMatchObject({ status: 303, location: '/dashboard?done=passkey-removed#dash-passkeys-heading' })
    expect(passkeyIds((await site.get('/dashboard', { cookie: anna.customer.cookie })).text)).toEqual([])
    refused(await post('/sign-in', anna.authenticator.assert(await signInChallenge())), 401, /could not be verified/)
  })

  it('says in both languages that adding needs JavaScript', async () => {
    const { customer } = await registered().then((c) => ({ customer: c }))
    expect((await site.get('/dashboard?lng=en', { cookie: customer.cookie })).text).toContain('Adding a passkey needs JavaScript.')
    expect((await site.get('/dashboard?lng=ru', { cookie: customer.cookie })).text).toContain('Чтобы добавить ключ доступа, нужен JavaScript.')
    expect((await site.get('/cabinet?lng=ru')).text).toContain('Для входа по ключу доступа нужен JavaScript.')
  })
})

describe('passkeys in the admin', () => {
  it('shows back office a customer’s passkeys without the public key, and lets no one create one', async () => {
    const { customer } = await withPasskey()
    const user = (await staffUser(payload, 'backoffice')) as unknown as { email: string }
    const login = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
    const headers = { authorization: `JWT ${login.json.token}` }
    const list = await rest('GET', `/api/customer-passkeys?where[customer][equals]=${customer.id}`, { headers })
    expect(list.status, list.text).toBe(200)
    expect(list.json.docs).toHaveLength(1)
    expect(list.json.docs[0]).toMatchObject({ browser: 'Firefox 133', system: 'Linux' })
    expect(list.json.docs[0]).not.toHaveProperty('publicKey')
    const made = await rest('POST', '/api/customer-passkeys', {
      headers,
      body: { customer: Number(customer.id), credentialId: 'AAAA', publicKey: 'AAAA', counter: 0 },
    })
    expect(made.status).toBe(403)
  })
})

describe('passkeys and the customer’s data rights', () => {
  it('lists the passkeys in the download (device and dates, never key material); an approved deletion removes them', async () => {
    const { customer, authenticator } = await withPasskey()
    const download = await site.get('/dashboard/data.json', { cookie: customer.cookie })
    expect(download.status).toBe(200)
    const data = JSON.parse(download.text) as { passkeys: unknown[] }
    expect(data.passkeys).toEqual([{ browser: 'Firefox 133', system: 'Linux', addedAt: expect.any(String), lastUsedAt: null }])
    const [key] = (
      await payload.find({ collection: 'customer-passkeys', where: { customer: { equals: customer.id } }, overrideAccess: true, showHiddenFields: true })
    ).docs
    for (const secret of [key!.publicKey, key!.credentialId]) expect(download.text).not.toContain(secret)
    expect((await site.get('/dashboard/data?lng=ru', { cookie: customer.cookie })).text).toContain('Ключи доступа')

    await eraseCustomer(payload, customer.id)
    expect((await payload.find({ collection: 'customer-passkeys', where: { customer: { equals: customer.id } }, overrideAccess: true })).totalDocs).toBe(0)
    refused(await post('/sign-in', authenticator.assert(await signInChallenge())), 401, /could not be verified/)
  })

  it('removes a customer’s passkeys and open challenges with the customer', async () => {
    const { customer } = await withPasskey()
    await post('/register/options', {}, { cookie: customer.cookie })
    await payload.delete({ collection: 'customers', id: customer.id, overrideAccess: true })
    for (const collection of ['customer-passkeys', 'passkey-challenges'] as const) {
      expect((await payload.find({ collection, where: { customer: { equals: customer.id } }, overrideAccess: true })).totalDocs).toBe(0)
    }
  })
})

describe('bad input to the passkey endpoints', () => {
  it('answers malformed JSON, a huge body and wrong types with a translated error, never a 500', async () => {
    refused(await post('/sign-in', '{"id": '), 400, /could not be read/)
    refused(await post('/sign-in', '[1,2]'), 400, /could not be read/)
    refused(await post('/sign-in', JSON.stringify({ pad: 'x'.repeat(64 * 1024) })), 413, /too large/)
    refused(await post('/sign-in', { id: 5, rawId: 5, type: 'public-key', response: { clientDataJSON: 1 } }), 400, /could not be read/)
    refused(
      await post('/sign-in', { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' } }),
      400,
      /could not be read/,
    )
    const { cookie } = await registered()
    refused(await post('/register', { id: 'a/b', rawId: 'a/b', type: 'public-key', response: {} }, { cookie }), 400, /could not be read/)
    refused(await post('/sign-in', '{', { cookie: 'i18next=ru' }), 400, /Не удалось прочитать ответ ключа доступа/)
  })

  it('refuses posts from another site', async () => {
    refused(await post('/sign-in/options', {}, { origin: 'https://evil.example' }), 403, /could not be sent from here/)
  })

  it('limits the requests one client makes, as the password sign-in does', async () => {
    const client = { 'x-veltrana-client': `passkey-flood-${Date.now()}` }
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await post('/sign-in/options', {}, client)).status)
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    refused(await post('/sign-in/options', {}, client), 429, /Too many attempts/)
  })
})
