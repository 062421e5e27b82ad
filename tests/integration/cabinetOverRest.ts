// The cabinet's JSON API through Payload's REST router as production hands it requests (`rest`), and the site's own
// pages on a loopback port without the HTML cache (`site`), on a real Payload, for one test file: started before its
// tests, closed after them. Customers register as a browser of a given User-Agent would.
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'
import { customerProfile } from '../fixtures/customer'
import { bootTestPayload, type TestCms } from './payload'
import { restClient, type Send } from './rest'
import { serveSite, type Site } from './site'

export const CUSTOMER_PASSWORD = 'larch-harbour-tide'
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** The `name=value` part of a Set-Cookie header. */
export const cookieOf = (setCookie: string | null) => setCookie!.split(';')[0]!

export type RestCustomer = { id: string; email: string; cookie: string }
export type CabinetOverRest = { cms: TestCms; payload: Payload; rest: Send; site: Site; register: (userAgent?: string) => Promise<RestCustomer> }

let registered = 0

export function cabinetOverRestForTests(): CabinetOverRest {
  const rig = {} as CabinetOverRest
  rig.register = async (userAgent = FIREFOX_LINUX) => {
    const email = `rest.${++registered}.${Date.now()}@example.org`
    const reply = await rig.rest('POST', '/api/register', {
      headers: { 'user-agent': userAgent },
      body: { email, password: CUSTOMER_PASSWORD, data: customerProfile() },
    })
    expect(reply.status, reply.text).toBe(201)
    return { id: String(reply.json.uid), email, cookie: cookieOf(reply.setCookie) }
  }
  beforeAll(async () => {
    rig.cms = await bootTestPayload()
    rig.payload = rig.cms.payload
    rig.rest = await restClient()
    rig.site = await serveSite(rig.payload, { cache: false })
  }, 120_000)
  afterAll(async () => {
    await rig.site?.close()
    await rig.cms?.close()
  })
  return rig
}
