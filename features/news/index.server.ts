export { allNews, articleOf, type ArticleView, findArticle, latestNews, newsIndexCrumb, type NewsItem } from './news.server'
export { News } from './News'
export { renderRss } from './rss'
export { type ArchivePage, archivePage } from './archive'
