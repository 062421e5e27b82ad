import { latestNews, type NewsItem } from '../../app/content/news.server'
import type { NewsListBlock } from '../../common/payload-types'
import type { BlockDataLoader } from '../types'

export const loadData: BlockDataLoader<NewsListBlock, NewsItem[]> = ({ payload, language, block }) => latestNews(payload, language, block.limit || 6)
