import type { Payload } from 'payload'
import type { Language } from '../common/languages'
import { blockKey } from '../ui/blocks/blockKey'
import type { BlockDataLoader, BlockOf, BlockType, Compacted, PageBlock } from '../ui/blocks/types'
import { loadData as documentLibrary } from './DocumentLibrary/data.server'
import { loadData as eventCalendar } from './EventCalendar/data.server'
import { loadData as faqList } from './FaqList/data.server'
import { loadData as form } from './Form/data.server'
import { loadData as governanceTabs } from './GovernanceTabs/data.server'
import { loadData as historyTimeline } from './HistoryTimeline/data.server'
import { loadData as latestResults } from './LatestResults/data.server'
import { loadData as leadersGrid } from './LeadersGrid/data.server'
import { loadData as newsArchive } from './NewsArchive/data.server'
import { loadData as newsColumn } from './NewsColumn/data.server'
import { loadData as newsList } from './NewsList/data.server'
import type { BlockDataOf } from './registry'
import { loadData as subsidiaries } from './Subsidiaries/data.server'

// Most blocks carry everything they show in their own fields. A few show documents of a
// collection (news, FAQ ...); their loaders run in the page loader, so the page is rendered
// complete on the server. The type lists exactly the blocks whose component takes `data`, each
// with a loader returning what that component expects.
type WithData<T extends BlockType> = [BlockDataOf<T>] extends [never] ? never : T

const loaders: { [T in BlockType as WithData<T>]: BlockDataLoader<BlockOf<T>, BlockDataOf<T>> } = {
  documentLibrary,
  eventCalendar,
  faqList,
  form,
  governanceTabs,
  historyTimeline,
  latestResults,
  leadersGrid,
  newsArchive,
  newsColumn,
  newsList,
  subsidiaries,
}

/** Extra data per block, keyed by the block's id (or its position when it has none). */
export type BlockData = Record<string, unknown>

export async function loadBlockData(
  payload: Payload,
  blocks: Compacted<PageBlock>[],
  language: Language,
  query: URLSearchParams = new URLSearchParams(),
): Promise<BlockData> {
  const entries = await Promise.all(
    blocks.map(async (block, index) => {
      const load = (loaders as Partial<Record<BlockType, BlockDataLoader<typeof block, unknown>>>)[block.blockType]
      return load ? ([blockKey(block, index), await load({ payload, language, block, query })] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}
