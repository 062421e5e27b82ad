import type { BlockDataLoader } from '../types'
import type { NewsListBlock } from '../../common/payload-types'
import { latestNews, type NewsItem } from '../../app/content/news.server'

export const loadData: BlockDataLoader<NewsListBlock, NewsItem[]> = ({ payload, language, block }) => latestNews(payload, language, block.limit || 6)
