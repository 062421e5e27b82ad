// The `leaders` and `history-milestones` collections on a real Payload (temporary SQLite): who
// may read and write them, what the seed puts in each governance list and period, and what the
// site's reads (features/*/*.server.ts) hand the governance, leadership and history pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { governanceLists } from '../../blocks/GovernanceTabs/data.server'
import { historyByPeriod } from '../../blocks/HistoryTimeline/data.server'
import { leadershipTeam } from '../../blocks/LeadersGrid/data.server'
import { seedHistoryMilestones } from '../../features/history/seed'
import { seedLeaders } from '../../features/people/seed'
import { createSeedContext } from '../../platform/seed/context'
import { bootTestPayload, staffUser, type TestCms } from './payload'

let cms: TestCms
let mediaId: number

beforeAll(async () => {
  // Only what these collections need: the whole demo seed is the platform test's business.
  cms = await bootTestPayload()
  const ctx = createSeedContext(cms.payload)
  await seedLeaders(ctx)
  await seedHistoryMilestones(ctx)
  mediaId = (await cms.payload.find({ collection: 'media', limit: 1 })).docs[0]!.id
}, 300_000) // migrating and drawing 52 images takes a while on a busy machine
afterAll(async () => cms?.close())

const count = async (collection: 'leaders' | 'history-milestones', where: Record<string, unknown>) =>
  (await cms.payload.count({ collection, where: where as never })).totalDocs

describe('seeded leaders', () => {
  it('fill the governance lists: 14 directors, 5 supervisors, 5 senior managers', async () => {
    expect(await count('leaders', { groups: { equals: 'board_of_directors' } })).toBe(14)
    expect(await count('leaders', { groups: { equals: 'supervisory_committee' } })).toBe(5)
    expect(await count('leaders', { groups: { equals: 'senior_management' } })).toBe(5)
  })

  it('put 12 people on the leadership page, some of them in no governance body', async () => {
    expect(await count('leaders', { featured: { equals: true } })).toBe(12)
    expect(await count('leaders', { and: [{ featured: { equals: true } }, { groups: { exists: false } }] })).toBeGreaterThan(0)
  })

  it('give the site the lists in order, one entry per appointment', async () => {
    const lists = await governanceLists(cms.payload, 'en')
    expect(lists.board_of_directors).toHaveLength(14)
    expect(lists.supervisory_committee).toHaveLength(5)
    expect(lists.senior_management).toHaveLength(5)
    // The board is 40 % independent of its 15 seats.
    expect(lists.board_of_directors.filter((e) => e.appointment.role.startsWith('Independent'))).toHaveLength(6)
    // A person may sit on more than one list.
    const board = new Set(lists.board_of_directors.map((e) => e.id))
    expect(lists.senior_management.filter((e) => board.has(e.id)).length).toBeGreaterThan(0)
    const chairman = lists.board_of_directors[0]!
    expect(chairman).toMatchObject({ name: 'Andrei Kolesnikov', age: 66, appointment: { termFrom: 2024, termTo: 2027 } })
    expect(chairman.appointment.since).toMatch(/^1988-03-14/)
    expect((chairman.photo as { url?: string; alt?: string }).url).toMatch(/\.webp$/)
    expect(await leadershipTeam(cms.payload, 'en')).toHaveLength(12)
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
  it('number 6, 7, 3 and 9 per period, 25 in all', async () => {
    expect(await count('history-milestones', { period: { equals: '1988-1997' } })).toBe(6)
    expect(await count('history-milestones', { period: { equals: '1998-2007' } })).toBe(7)
    expect(await count('history-milestones', { period: { equals: '2008-2017' } })).toBe(3)
    expect(await count('history-milestones', { period: { equals: '2018-Present' } })).toBe(9)
  })

  it('carry their year labels in order, the others continuing the year before', async () => {
    const periods = await historyByPeriod(cms.payload, 'en')
    expect(periods.map((p) => p.period)).toEqual(['1988-1997', '1998-2007', '2008-2017', '2018-Present'])
    expect(periods.flatMap((p) => p.milestones.map((m) => m.year).filter(Boolean))).toEqual([
      '1988',
      '1992',
      '1994',
      '1995',
      '1996',
      '2002',
      '2003',
      '2004',
      '2006',
      '2007',
      '2011',
      '2012',
      '2016',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2024',
    ])
    // Every period opens with a year, so no card continues a year from another tab.
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

describe('access rules', () => {
  it('let anyone read leaders and milestones', async () => {
    expect((await cms.payload.find({ collection: 'leaders', overrideAccess: false, limit: 0 })).totalDocs).toBe(27)
    expect((await cms.payload.find({ collection: 'history-milestones', overrideAccess: false, limit: 0 })).totalDocs).toBe(25)
  })

  it('keep the public from writing', async () => {
    await expect(cms.payload.create({ collection: 'leaders', data: { name: 'Anon', photo: mediaId }, overrideAccess: false })).rejects.toThrow()
    const milestone = (await cms.payload.find({ collection: 'history-milestones', limit: 1 })).docs[0]!
    await expect(cms.payload.update({ collection: 'history-milestones', id: milestone.id, data: { title: 'x' }, overrideAccess: false })).rejects.toThrow()
  })

  it('let editors create, edit and delete both', async () => {
    const editor = await staffUser(cms.payload, 'editor')
    const asEditor = { overrideAccess: false, user: editor } as const
    const leader = await cms.payload.create({ collection: 'leaders', data: { name: 'Test Person', photo: mediaId }, ...asEditor })
    await cms.payload.update({ collection: 'leaders', id: leader.id, data: { age: 40 }, ...asEditor })
    await cms.payload.delete({ collection: 'leaders', id: leader.id, ...asEditor })
    const milestone = await cms.payload.create({
      collection: 'history-milestones',
      data: { period: '2018-Present', year: '2025', title: 'Test milestone', image: mediaId },
      ...asEditor,
    })
    await cms.payload.update({ collection: 'history-milestones', id: milestone.id, data: { title: 'Edited' }, ...asEditor })
    await cms.payload.delete({ collection: 'history-milestones', id: milestone.id, ...asEditor })
  })

  it('let the back office read but not edit', async () => {
    const backoffice = await staffUser(cms.payload, 'backoffice')
    const asBackoffice = { overrideAccess: false, user: backoffice } as const
    const leader = (await cms.payload.find({ collection: 'leaders', limit: 1, ...asBackoffice })).docs[0]!
    await expect(cms.payload.update({ collection: 'leaders', id: leader.id, data: { age: 30 }, ...asBackoffice })).rejects.toThrow()
    await expect(cms.payload.delete({ collection: 'leaders', id: leader.id, ...asBackoffice })).rejects.toThrow()
    await expect(cms.payload.create({ collection: 'leaders', data: { name: 'Back office', photo: mediaId }, ...asBackoffice })).rejects.toThrow()
    const milestone = (await cms.payload.find({ collection: 'history-milestones', limit: 1, ...asBackoffice })).docs[0]!
    await expect(cms.payload.update({ collection: 'history-milestones', id: milestone.id, data: { title: 'x' }, ...asBackoffice })).rejects.toThrow()
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
