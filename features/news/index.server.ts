// The feature's public face for server code: other folders import its server side only from here.
export { allNews, articleOf, type ArticleView, findArticle, latestNews, newsIndexCrumb, type NewsItem } from './news.server'
export { News } from './News'
export { renderRss } from './rss'
export type { ArchivePage } from './archive'
export { archivePage } from './archive'
