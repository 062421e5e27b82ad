import type { Payload } from 'payload'
import { blockKey } from '../blocks/blockKey'
import type { Language } from '../../common/languages'
import { faqByCategory } from './faq.server'
import { historyByPeriod } from './historyMilestones.server'
import { governanceLists, leadershipTeam } from './leaders.server'
import { latestNews } from './news.server'
import type { PageBlock } from './pages.server'
import { listSubsidiaries } from './subsidiaries.server'

// Most blocks carry everything they show in their own fields. A few show documents of a
// collection (news, FAQ ...); their data is read here, in the page loader, so the page is
// rendered complete on the server. Add one line per such block type.

type BlockDataLoader = (args: { payload: Payload; language: Language; block: PageBlock }) => Promise<unknown>

const loaders: Record<string, BlockDataLoader> = {
  newsList: ({ payload, language, block }) => latestNews(payload, language, Number(block.limit) || 6),
  faqList: ({ payload, language, block }) => faqByCategory(payload, language, Array.isArray(block.categories) ? (block.categories as string[]) : []),
  leadersGrid: ({ payload, language }) => leadershipTeam(payload, language),
  governanceTabs: ({ payload, language }) => governanceLists(payload, language),
  historyTimeline: ({ payload, language }) => historyByPeriod(payload, language),
  newsColumn: ({ payload, language, block }) => latestNews(payload, language, Number(block.limit) || 3),
  subsidiaries: ({ payload, language }) => listSubsidiaries(payload, language),
}

/** Extra data per block, keyed by the block's id (or its position when it has none). */
export type BlockData = Record<string, unknown>

export async function loadBlockData(payload: Payload, blocks: PageBlock[], language: Language): Promise<BlockData> {
  const entries = await Promise.all(
    blocks.map(async (block, index) => {
      const load = loaders[block.blockType]
      return load ? ([blockKey(block, index), await load({ payload, language, block })] as const) : null
    }),
  )
  return Object.fromEntries(entries.filter((entry) => entry !== null))
}
