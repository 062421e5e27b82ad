import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { Leader, LeadersGridBlock } from '../../common/payload-types'
import { allLeaders } from '../../features/people/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'
import { toImage, type Image } from '../../ui/media'

/** A person on the leadership page's grid: an empty position or text is ''. */
export type LeaderCard = Pick<Leader, 'id' | 'name'> & { position: string; text: string; photo: Image | null }

/** The leadership page's people: those marked to be shown there. */
export async function leadershipTeam(payload: Payload, language: Language): Promise<LeaderCard[]> {
  const leaders = await allLeaders(payload, language)
  return leaders
    .filter((leader) => leader.featured !== false)
    .map(({ id, name, position, text, photo }) => ({ id, name, position: position ?? '', text: text ?? '', photo: toImage(photo) }))
}

export const loadData: BlockDataLoader<LeadersGridBlock, LeaderCard[]> = ({ payload, language }) => leadershipTeam(payload, language)
