import type { BlockDataLoader } from '../types'
import type { NewsColumnBlock } from '../../common/payload-types'
import { latestNews, type NewsItem } from '../../app/content/news.server'

export const loadData: BlockDataLoader<NewsColumnBlock, NewsItem[]> = ({ payload, language, block }) => latestNews(payload, language, block.limit || 3)
