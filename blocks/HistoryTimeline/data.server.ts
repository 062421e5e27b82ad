import type { Payload } from 'payload'
import type { Language } from '../../common/languages'
import type { HistoryMilestone, HistoryTimelineBlock } from '../../common/payload-types'
import { HISTORY_PERIODS, type HistoryPeriod } from '../../features/history/index.server'
import { cached } from '../../platform/contentCache.server'
import { IMAGE_POPULATE } from '../../platform/populate.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import type { BlockDataLoader } from '../../ui/blocks/types'
import { toImage, type Image } from '../../ui/media'

/** A milestone card: a year label only where the card starts a new year; no text is ''. */
export type Milestone = Pick<HistoryMilestone, 'id' | 'title'> & { year: string | null; text: string; image: Image | null }
export type HistoryPeriodData = { period: HistoryPeriod; milestones: Milestone[] }

/** The milestones in `language`, one entry per period in the schema's order, each in the
 * editors' order. Periods without milestones are left out. */
export function historyByPeriod(payload: Payload, language: Language): Promise<HistoryPeriodData[]> {
  return cached(`history-milestones:${language}`, async () => {
    const result = await payload.find({
      collection: 'history-milestones',
      locale: language,
      sort: '_order',
      pagination: false,
      depth: 1,
      populate: IMAGE_POPULATE,
      ...AS_VISITOR,
    })
    return HISTORY_PERIODS.map((period) => ({
      period,
      milestones: result.docs
        .filter((doc) => doc.period === period)
        .map(({ id, year, title, text, image }) => ({ id, year: year?.trim() || null, title, text: text ?? '', image: toImage(image) })),
    })).filter((entry) => entry.milestones.length > 0)
  })
}

export const loadData: BlockDataLoader<HistoryTimelineBlock, HistoryPeriodData[]> = ({ payload, language }) => historyByPeriod(payload, language)
