import type { NewsColumnBlock } from '../../common/payload-types'
import { latestNews, type NewsItem } from '../../features/news/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

export const loadData: BlockDataLoader<NewsColumnBlock, NewsItem[]> = ({ payload, language, block }) => latestNews(payload, language, block.limit || 3)
