// The `leaders` and `history-milestones` collections on a real Payload (a copy of the seeded
// template): what the site's reads (blocks/*/data.server.ts) hand the governance, leadership and
// history pages beyond what the browser tests see (tests/e2e/people-history.spec.ts: the counts,
// the chairman, the year labels), and the schema's rules. Who may read and write them:
// accessMatrix.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { governanceLists } from '../../blocks/GovernanceTabs/data.server'
import { historyByPeriod } from '../../blocks/HistoryTimeline/data.server'
import { leadershipTeam } from '../../blocks/LeadersGrid/data.server'
import { bootTestPayload, type TestCms } from './payload'

let cms: TestCms
let mediaId: number

beforeAll(async () => {
  cms = await bootTestPayload({ seed: true })
  mediaId = (await cms.payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
}, 600_000) // the seeded template is made first when the sources changed
afterAll(async () => cms?.close())

const count = async (collection: 'leaders' | 'history-milestones', where: Record<string, unknown>) =>
  (await cms.payload.count({ collection, where: where as never })).totalDocs

describe('seeded leaders', () => {
  it('put on the leadership page some people who sit in no governance body', async () => {
    expect(await count('leaders', { and: [{ featured: { equals: true } }, { groups: { exists: false } }] })).toBeGreaterThan(0)
  })

  it('give the site one entry per appointment: a person may sit on more than one list', async () => {
    const lists = await governanceLists(cms.payload, 'en')
    const board = new Set(lists.board_of_directors.map((e) => e.id))
    expect(lists.senior_management.filter((e) => board.has(e.id)).length).toBeGreaterThan(0)
  })

  it('are complete in Russian', async () => {
    const team = await leadershipTeam(cms.payload, 'ru')
    for (const leader of team) {
      expect(leader.name).toMatch(/^[А-ЯЁ][а-яё]+ [А-ЯЁ]/)
      expect(leader.text).toMatch(/[а-яё]{4}/)
    }
    const lists = await governanceLists(cms.payload, 'ru')
    for (const entry of Object.values(lists).flat()) expect(entry.appointment.role).toMatch(/[а-яё]/)
  })
})

describe('seeded history milestones', () => {
  it('open every period with a year label, so no card continues a year from another tab', async () => {
    const periods = await historyByPeriod(cms.payload, 'en')
    expect(periods.map((p) => p.period)).toEqual(['1988-1997', '1998-2007', '2008-2017', '2018-Present'])
    for (const period of periods) expect(period.milestones[0]!.year).not.toBeNull()
  })

  it('are complete in Russian, each with an image', async () => {
    for (const period of await historyByPeriod(cms.payload, 'ru')) {
      for (const milestone of period.milestones) {
        expect(milestone.title).toMatch(/[а-яё]/i)
        expect(milestone.text).toMatch(/[а-яё]{4}/)
        expect((milestone.image as { alt?: string }).alt).toMatch(/[а-яё]/)
      }
    }
  })
})

describe('schema rules', () => {
  it('derive a leader’s governance bodies from their appointments', async () => {
    const leader = await cms.payload.create({
      collection: 'leaders',
      data: {
        name: 'Two Hats',
        photo: mediaId,
        appointments: [
          { group: 'board_of_directors', role: 'Director', since: '2020-06-25', termFrom: 2024, termTo: 2027 },
          { group: 'senior_management', role: 'Chief Actuary', since: '2019-01-01' },
        ],
      },
    })
    expect(leader.groups).toEqual(['board_of_directors', 'senior_management'])
    const updated = await cms.payload.update({
      collection: 'leaders',
      id: leader.id,
      data: { appointments: [{ group: 'supervisory_committee', role: 'Supervisor' }] },
    })
    expect(updated.groups).toEqual(['supervisory_committee'])
    // An edit that leaves the appointments alone keeps the groups.
    expect((await cms.payload.update({ collection: 'leaders', id: leader.id, data: { age: 50 } })).groups).toEqual(['supervisory_committee'])
    await cms.payload.delete({ collection: 'leaders', id: leader.id })
  })

  it('refuse a term of office that ends before it starts', async () => {
    await expect(
      cms.payload.create({
        collection: 'leaders',
        data: { name: 'Backwards', photo: mediaId, appointments: [{ group: 'board_of_directors', role: 'Director', termFrom: 2027, termTo: 2024 }] },
      }),
    ).rejects.toThrow()
  })

  it('accept a four-digit year label or none', async () => {
    const base = { period: '1988-1997' as const, title: 'Label test', image: mediaId }
    await expect(cms.payload.create({ collection: 'history-milestones', data: { ...base, year: '88' } })).rejects.toThrow()
    const none = await cms.payload.create({ collection: 'history-milestones', data: base })
    expect(none.year ?? null).toBeNull()
    await cms.payload.delete({ collection: 'history-milestones', id: none.id })
  })
})
