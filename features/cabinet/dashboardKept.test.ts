import { describe, expect, it } from 'vitest'
import { customerDataVersion } from '../../platform/customerData'
import { cabinetOverRestForTests, CUSTOMER_PASSWORD, cookieOf } from '../../tests/integration/cabinetOverRest'

// The dashboard keeps what it read of a customer until the customer's data count moves (platform/customerData.ts): a
// change made anywhere else, by back office or by the customer on another browser, shows at its very next request.

const rig = cabinetOverRestForTests()
const dashboard = async (cookie: string) => (await rig.site.get('/dashboard?lng=en', { cookie })).text

describe('the dashboard kept between requests', () => {
  it('shows each change made elsewhere at its very next request', async () => {
    const anna = await rig.register()
    const { payload } = rig
    expect(await dashboard(anna.cookie)).not.toContain('4,321.50')

    await payload.update({ collection: 'customers', id: anna.id, data: { balance: 432150, showTotal: true }, overrideAccess: true })
    expect(await dashboard(anna.cookie)).toContain('4,321.50')

    const procedure = await payload.create({
      collection: 'procedures',
      data: { customer: Number(anna.id), name: 'Knee MRI', price: 1000, status: 'planned' },
      overrideAccess: true,
    })
    expect(await dashboard(anna.cookie)).toContain('Knee MRI')
    await payload.delete({ collection: 'procedures', id: procedure.id, overrideAccess: true })
    expect(await dashboard(anna.cookie)).not.toContain('Knee MRI')

    const thread = await payload.create({
      collection: 'customer-threads',
      data: { customer: Number(anna.id), type: 'question' } as never,
      overrideAccess: true,
    })
    await payload.create({
      collection: 'customer-messages',
      data: { thread: thread.id, body: 'Your MRI is booked.', author: 'staff' } as never,
      overrideAccess: true,
    })
    expect(await dashboard(anna.cookie)).toContain('Unread: 1')

    // The customer signs in on another browser, which shows in the list of sessions here; signing out there removes it.
    const other = await rig.rest('POST', '/api/loginUSR', {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
      body: { email: anna.email, password: CUSTOMER_PASSWORD },
    })
    expect(other.status, other.text).toBe(200)
    expect(await dashboard(anna.cookie)).toContain('iOS')
    await rig.rest('POST', '/api/logoutUSR', { headers: { cookie: cookieOf(other.setCookie) }, body: {} })
    expect(await dashboard(anna.cookie)).not.toContain('iOS')

    await payload.update({ collection: 'customers', id: anna.id, data: { locked: true }, overrideAccess: true })
    const locked = await dashboard(anna.cookie)
    expect(locked).toContain('Access denied until the circumstances are clarified.')
    expect(locked).not.toContain('4,321.50')
  })

  it('keeps each customer’s own: two customers asking in turn each see only their own', async () => {
    const [a, b] = [await rig.register(), await rig.register()]
    await rig.payload.update({ collection: 'customers', id: b.id, data: { firstName: 'Boris' }, overrideAccess: true })
    for (let round = 0; round < 2; round++) {
      expect(await dashboard(a.cookie)).not.toContain('Boris')
      expect(await dashboard(b.cookie)).toContain('Boris')
    }
  })

  it('moves the count of both customers when a record moves from one to the other, and of its customer when it goes', async () => {
    const [a, b] = [await rig.register(), await rig.register()]
    const { payload } = rig
    const counts = async () => [await customerDataVersion(payload, a.id), await customerDataVersion(payload, b.id)]
    const procedure = await payload.create({
      collection: 'procedures',
      data: { customer: Number(a.id), name: 'Check-up', price: 0, status: 'planned' },
      overrideAccess: true,
    })
    const [a1, b1] = await counts()
    await payload.update({ collection: 'procedures', id: procedure.id, data: { customer: Number(b.id) }, overrideAccess: true })
    const [a2, b2] = await counts()
    expect(a2).toBeGreaterThan(a1!)
    expect(b2).toBeGreaterThan(b1!)
    await payload.delete({ collection: 'procedures', id: procedure.id, overrideAccess: true })
    const [a3, b3] = await counts()
    expect(a3).toBe(a2)
    expect(b3).toBeGreaterThan(b2!)
  })
})
