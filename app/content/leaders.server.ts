import type { Payload } from 'payload'
import { GOVERNANCE_GROUPS, type GovernanceGroup } from '../../common/governanceGroups'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'
import { IMAGE_POPULATE } from './populate.server'

export type Appointment = { group: GovernanceGroup; role: string; since: string | null; termFrom: number | null; termTo: number | null }

/** A person on the leadership page's grid. */
export type LeaderCard = { id: string | number; name: string; position: string; text: string; photo: unknown }

/** A person on one governance list, with the appointment that puts them there. */
export type GovernanceEntry = {
  id: string | number
  name: string
  photo: unknown
  age: number | null
  joinedYear: number | null
  appointment: Appointment
}

export type GovernanceLists = Record<GovernanceGroup, GovernanceEntry[]>

type RawLeader = {
  id: string | number
  name?: string | null
  position?: string | null
  text?: string | null
  photo?: unknown
  age?: number | null
  joinedYear?: number | null
  featured?: boolean | null
  appointments?: { group?: string | null; role?: string | null; since?: string | null; termFrom?: number | null; termTo?: number | null }[] | null
}

/** Every leader in `language`, in the editors' order (one read shared by both pages). */
function allLeaders(payload: Payload, language: Language): Promise<RawLeader[]> {
  return cached(`leaders:${language}`, async () => {
    const result = await payload.find({ collection: 'leaders', locale: language, sort: 'order', pagination: false, depth: 1, populate: IMAGE_POPULATE })
    return result.docs as unknown as RawLeader[]
  })
}

/** The leadership page's people: those marked to be shown there. */
export async function leadershipTeam(payload: Payload, language: Language): Promise<LeaderCard[]> {
  const leaders = await allLeaders(payload, language)
  return leaders
    .filter((leader) => leader.featured !== false)
    .map(({ id, name, position, text, photo }) => ({ id, name: name ?? '', position: position ?? '', text: text ?? '', photo: photo ?? null }))
}

/** The governance page's lists: each body's members, a person once per body they sit on. */
export async function governanceLists(payload: Payload, language: Language): Promise<GovernanceLists> {
  const leaders = await allLeaders(payload, language)
  const entries = (group: GovernanceGroup): GovernanceEntry[] =>
    leaders.flatMap((leader) =>
      (leader.appointments ?? [])
        .filter((row) => row.group === group)
        .map((row) => ({
          id: leader.id,
          name: leader.name ?? '',
          photo: leader.photo ?? null,
          age: leader.age ?? null,
          joinedYear: leader.joinedYear ?? null,
          appointment: { group, role: row.role ?? '', since: row.since ?? null, termFrom: row.termFrom ?? null, termTo: row.termTo ?? null },
        })),
    )
  return Object.fromEntries(GOVERNANCE_GROUPS.map((group) => [group, entries(group)])) as GovernanceLists
}
