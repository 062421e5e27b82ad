import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { GovernanceTabsBlock, Leader } from '../../common/payload-types'
import { allLeaders, type GovernanceGroup } from '../../features/people/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'
import { toImage, type Image } from '../../ui/media'

type AppointmentRow = NonNullable<Leader['appointments']>[number]

/** A seat on one governance body; what the editors left empty is null. */
export type Appointment = Pick<AppointmentRow, 'group' | 'role'> & { since: string | null; termFrom: number | null; termTo: number | null }

/** A person on one governance list, with the appointment that puts them there. */
export type GovernanceEntry = Pick<Leader, 'id' | 'name'> & {
  photo: Image | null
  age: number | null
  joinedYear: number | null
  appointment: Appointment
}

export type GovernanceLists = Record<GovernanceGroup, GovernanceEntry[]>

/** The governance page's lists: each body's members, a person once per body they sit on. */
export async function governanceLists(payload: Payload, language: Language): Promise<GovernanceLists> {
  const leaders = await allLeaders(payload, language)
  const entries = (group: GovernanceGroup): GovernanceEntry[] =>
    leaders.flatMap((leader) =>
      (leader.appointments ?? [])
        .filter((row) => row.group === group)
        .map((row) => ({
          id: leader.id,
          name: leader.name,
          photo: toImage(leader.photo),
          age: leader.age ?? null,
          joinedYear: leader.joinedYear ?? null,
          appointment: { group, role: row.role, since: row.since ?? null, termFrom: row.termFrom ?? null, termTo: row.termTo ?? null },
        })),
    )
  return {
    board_of_directors: entries('board_of_directors'),
    supervisory_committee: entries('supervisory_committee'),
    senior_management: entries('senior_management'),
  }
}

export const loadData: BlockDataLoader<GovernanceTabsBlock, GovernanceLists> = ({ payload, language }) => governanceLists(payload, language)
