// The investor calendar's iCalendar feed over HTTP, on a real Payload (temporary SQLite) and the
// site as it is served: what editors type into the site settings never becomes a line of its own.
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CALENDAR_FEED_PATH } from '../../common/investors'
import { smallPictureContext } from '../../tests/fixtures/seed'
import { bootTestPayload, type TestCms } from '../../tests/integration/payload'
import { serveSite, type Site } from '../../tests/integration/site'
import { seedSite } from '../shell/seed'
import { seedTranslations } from '../translations/seed'

let cms: TestCms
let site: Site

beforeAll(async () => {
  cms = await bootTestPayload()
  await seedTranslations(cms.payload)
  await seedSite(smallPictureContext(cms.payload))
  site = await serveSite(cms.payload, { cache: false })
}, 300_000)
afterAll(async () => {
  await site?.close()
  await cms?.close()
})

describe('the calendar feed', () => {
  it('names itself after the brand with control characters dropped, and carries no line the brand put in', async () => {
    await cms.payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: { brand: 'X\r\nX-INJ:1\u0000;, Ltd' } })
    await cms.payload.create({
      collection: 'events',
      locale: 'en',
      data: {
        title: 'Results call',
        kind: 'call',
        start: '2027-03-24T08:00:00.000Z',
        start_tz: 'Europe/Moscow',
        end: '2027-03-24T09:00:00.000Z',
        end_tz: 'Europe/Moscow',
        _status: 'published',
      },
    })
    const reply = await site.get(`${CALENDAR_FEED_PATH}?lng=en`)
    expect(reply.status).toBe(200)
    expect(reply.text).not.toMatch(/^X-INJ/m)
    const calendar = new ICAL.Component(ICAL.parse(reply.text))
    expect(calendar.getFirstProperty('x-inj')).toBeNull()
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    expect(calendar.getFirstPropertyValue('name')).toBe('X X-INJ:1 ;, Ltd: financial calendar')
    expect(reply.text).toContain('\r\nX-WR-CALNAME:X X-INJ:1 ;, Ltd: financial calendar\r\n')
  })
})
