// The customer's cabinet and back office over HTTP, for the tests of what customers and staff can
// reach: a real Payload (temporary SQLite) whose mail goes to a loopback SMTP receiver, what
// production puts in front of Payload (server/apiApp.ts) on one loopback port and the site's own
// routes on another. Staff sign in over REST; customers register over the JSON API.
import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { apiApp } from '../../server/apiApp'
import { expressServerOptions } from '../../server/expressPrototypes'
import { listen, type Listening } from '../../server/testing'
import { customerProfile } from '../fixtures/customer'
import { bootWithMailbox, type Mailbox } from './mailbox'
import { staffUser } from './payload'
import { serveSite, type Site } from './site'

export type CabinetCustomer = { id: number; cookie: string; email: string }
export type CabinetOverHttp = Mailbox & {
  api: Listening
  site: Site
  /** The Authorization header of a new staff member of `role`, signed in over REST. */
  staff: (role: 'admin' | 'editor' | 'backoffice') => Promise<Record<string, string>>
  /** A new customer, registered in `language` from a client address of its own. */
  register: (language?: 'en' | 'ru') => Promise<CabinetCustomer>
}

let registered = 0

export async function cabinetOverHttp(): Promise<CabinetOverHttp> {
  const mail = await bootWithMailbox()
  const config = (await import('../../cms/payload.config')).default as Promise<SanitizedConfig>
  const app = apiApp(mail.payload, config)
  const api = await listen(app, expressServerOptions(app))
  const site = await serveSite(mail.payload, { cache: false })
  const staff: CabinetOverHttp['staff'] = async (role) => {
    const user = await staffUser(mail.payload, role)
    const reply = await fetch(`${api.origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'staff-password-1' }),
    })
    expect(reply.status).toBe(200)
    return { authorization: `JWT ${((await reply.json()) as { token: string }).token}` }
  }
  const register: CabinetOverHttp['register'] = async (language = 'en') => {
    const n = ++registered
    const email = `cabinet.${n}.${Date.now()}@example.org`
    const reply = await fetch(`${api.origin}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `i18next=${language}`, 'x-veltrana-client': `cabinet-${n}` },
      body: JSON.stringify({ email, password: 'larch-harbour-tide', data: customerProfile() }),
    })
    expect(reply.status, await reply.clone().text()).toBe(201)
    return { id: Number(((await reply.json()) as { uid: string }).uid), cookie: reply.headers.get('set-cookie')!.split(';')[0]!, email }
  }
  return {
    ...mail,
    api,
    site,
    staff,
    register,
    close: async () => {
      await site.close()
      await api.close()
      await mail.close()
    },
  }
}

export type CabinetRig = CabinetOverHttp & { as: Record<'backoffice' | 'editor', Record<string, string>> }

/** The rig for one test file, with the rate limits on: started before its tests, with a back-office and an editor
 * account signed in (`as`), its mailbox emptied before each test, closed after them. Its fields are there once started. */
export function cabinetOverHttpForTests(): CabinetRig {
  const rig = { as: {} } as CabinetRig
  beforeAll(async () => {
    delete process.env.RATE_LIMIT
    Object.assign(rig, await cabinetOverHttp())
    for (const role of ['backoffice', 'editor'] as const) rig.as[role] = await rig.staff(role)
  }, 180_000)
  afterAll(async () => {
    await rig.close?.()
  })
  beforeEach(() => {
    rig.smtp.messages.length = 0
  })
  return rig
}
