import type { EventCalendarBlock } from '../../common/payload-types'
import { listEvents, splitEvents, type CalendarEvent } from '../../features/investors/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

/** How many events the short form shows. */
const NEXT_COUNT = 3

export type EventCalendarData = { upcoming: CalendarEvent[]; past: CalendarEvent[] }

export const loadData: BlockDataLoader<EventCalendarBlock, EventCalendarData> = async ({ payload, language, block }) => {
  const { upcoming, past } = splitEvents(await listEvents(payload, language), new Date())
  return block.show === 'all' ? { upcoming, past } : { upcoming: upcoming.slice(0, NEXT_COUNT), past: [] }
}
