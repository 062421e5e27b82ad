// The feature's public face: other folders import it only from here.
export { archiveHref, archivePage, type ArchivePage } from './archive'
export { FeedLink } from './FeedLink'
export { NewsArticle } from './NewsArticle'
export { NewsLabel } from './NewsLabel'
export { articleMeta } from './newsSeo'
