import { latestNews, type NewsItem } from '../../app/content/news.server'
import type { NewsColumnBlock } from '../../common/payload-types'
import type { BlockDataLoader } from '../types'

export const loadData: BlockDataLoader<NewsColumnBlock, NewsItem[]> = ({ payload, language, block }) => latestNews(payload, language, block.limit || 3)
