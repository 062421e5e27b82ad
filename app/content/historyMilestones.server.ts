import type { Payload } from 'payload'
import { HISTORY_PERIODS, type HistoryPeriod } from '../../common/historyPeriods'
import type { Language } from '../../common/languages'
import { cached } from './cache.server'
import { IMAGE_POPULATE } from './populate.server'

export type Milestone = { id: string | number; year: string | null; title: string; text: string; image: unknown }
export type HistoryPeriodData = { period: HistoryPeriod; milestones: Milestone[] }

type RawMilestone = { id: string | number; period: string; year?: string | null; title?: string | null; text?: string | null; image?: unknown }

/** The milestones in `language`, one entry per period in the schema's order, each in the
 * editors' order. Periods without milestones are left out. */
export function historyByPeriod(payload: Payload, language: Language): Promise<HistoryPeriodData[]> {
  return cached(`history-milestones:${language}`, async () => {
    const result = await payload.find({ collection: 'history-milestones', locale: language, sort: 'order', pagination: false, depth: 1, populate: IMAGE_POPULATE })
    const docs = result.docs as unknown as RawMilestone[]
    return HISTORY_PERIODS.map((period) => ({
      period,
      milestones: docs
        .filter((doc) => doc.period === period)
        .map(({ id, year, title, text, image }) => ({ id, year: year?.trim() || null, title: title ?? '', text: text ?? '', image: image ?? null })),
    })).filter((entry) => entry.milestones.length > 0)
  })
}
